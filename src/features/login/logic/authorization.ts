// Spec §4 "Authorisation (sso)": what an authorisation-code answer means.
import { failureText, hasCode, isBusinessCode, isSuccess, type Envelope } from '../../../api/envelope';

export const AUTHORIZATION_FAILURE_PREFIX = '授权码获取失败';
/** The user has not yet agreed to share data with this application. */
export const CONSENT_REQUIRED_CODE = '03020035';
/** The identity card's validity dates are missing or expired. */
export const CARD_DATE_REQUIRED_CODE = '03020037';

export interface ConsentDetails {
  readonly showName?: string;
  readonly serviceAgreement?: string;
  readonly mobileIcon?: string;
  readonly authorizeToken?: string;
}

export interface AuthorizationMap {
  readonly callbackUrl?: string;
  /** Spec §3: the consent details travel in a nested map. */
  readonly map?: ConsentDetails;
}

export type AuthorizationOutcome =
  /** Clear the pending appId and url, then open callbackUrl in the parent window. */
  | { readonly kind: 'success'; readonly callbackUrl: string }
  | {
      readonly kind: 'consent';
      readonly showName: string;
      readonly serviceAgreement: string;
      readonly mobileIcon: string;
      readonly authorizeToken: string;
    }
  | { readonly kind: 'cardDate'; readonly msg: string }
  | { readonly kind: 'business'; readonly code: string; readonly msg: string }
  | { readonly kind: 'failure'; readonly message: string };

/** Only an absolute http(s) callback may be opened: never `javascript:` or a relative trick. */
function openableCallback(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function interpretAuthorization(envelope: Envelope<AuthorizationMap>): AuthorizationOutcome {
  const { appcode, msg, map } = envelope;
  const failure: AuthorizationOutcome = { kind: 'failure', message: failureText(AUTHORIZATION_FAILURE_PREFIX, msg) };
  if (isSuccess(envelope)) {
    const callbackUrl = openableCallback(map.callbackUrl);
    return callbackUrl ? { kind: 'success', callbackUrl } : failure;
  }
  if (hasCode(envelope, CONSENT_REQUIRED_CODE)) {
    const details = map.map ?? {};
    if (!details.authorizeToken) return failure;
    return {
      kind: 'consent',
      showName: details.showName ?? '',
      serviceAgreement: details.serviceAgreement ?? '',
      mobileIcon: details.mobileIcon ?? '',
      authorizeToken: details.authorizeToken,
    };
  }
  if (hasCode(envelope, CARD_DATE_REQUIRED_CODE)) return { kind: 'cardDate', msg };
  if (isBusinessCode(appcode)) return { kind: 'business', code: appcode, msg };
  return failure;
}
