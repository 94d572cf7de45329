// Spec §4 "Login": what a login answer means for the screen.
import { failureText, isBusinessCode, isSuccess, type Envelope } from '../../../api/envelope';

export const LOGIN_FAILURE_PREFIX = '登录失败';

export interface LoginMap {
  readonly 'Access-Token'?: string;
}

export type LoginOutcome<Map extends LoginMap> =
  /** Store the token in the session, then fetch the user info. */
  | { readonly kind: 'success'; readonly token: string; readonly map: Map }
  /** One of the business codes; the screen handles it (captcha again, choose a unit, …). */
  | { readonly kind: 'business'; readonly code: string; readonly msg: string }
  | { readonly kind: 'failure'; readonly message: string };

export function interpretLogin<Map extends LoginMap>(envelope: Envelope<Map>): LoginOutcome<Map> {
  const { appcode, msg, map } = envelope;
  if (isSuccess(envelope)) {
    const token = map['Access-Token'];
    // A success without a token cannot start a session: treat it as a failure.
    if (token) return { kind: 'success', token, map };
    return { kind: 'failure', message: failureText(LOGIN_FAILURE_PREFIX, msg) };
  }
  if (isBusinessCode(appcode)) return { kind: 'business', code: appcode, msg };
  return { kind: 'failure', message: failureText(LOGIN_FAILURE_PREFIX, msg) };
}
