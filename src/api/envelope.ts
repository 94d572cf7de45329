// The `{appcode, msg, map}` answer every operation returns, and the shared
// business-code test of spec §4.
import { LOGIN_BUSINESS_CODES } from './generated/login-codes';
import { serverMessageText } from './messages';

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

/** `<prefix>：<server msg>` (the msg as spec §8 shows it), or the prefix alone when there is nothing to show. */
export function failureText(prefix: string, msg: string | null | undefined): string {
  const detail = serverMessageText(msg, '');
  return detail === '' ? prefix : `${prefix}：${detail}`;
}
