// The `{appcode, msg, map}` answer every operation returns, and the shared
// business-code test of spec §4.
import { LOGIN_BUSINESS_CODES } from '../generated/login-codes';

export const SUCCESS_CODE = '0';

export interface Envelope<Map> {
  readonly appcode: string;
  readonly msg: string;
  readonly map: Map;
}

/** Spec §4: codes handed back to the screen rather than treated as failure. */
export function isBusinessCode(appcode: string): boolean {
  return Object.hasOwn(LOGIN_BUSINESS_CODES, appcode);
}

/** `<prefix>：<server msg>`, or the prefix alone when the server said nothing. */
export function failureText(prefix: string, msg: string): string {
  const detail = msg.trim();
  return detail === '' ? prefix : `${prefix}：${detail}`;
}
