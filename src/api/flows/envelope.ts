// The shared business-code test of spec §4 (the envelope itself is ../envelope.ts).
import { LOGIN_BUSINESS_CODES } from '../generated/login-codes';
import { serverMessageText } from '../messages';

export { SUCCESS_CODE, type Envelope } from '../envelope';

/** Spec §4: codes handed back to the screen rather than treated as failure. */
export function isBusinessCode(appcode: string): boolean {
  return Object.hasOwn(LOGIN_BUSINESS_CODES, appcode);
}

/** `<prefix>：<server msg>` (the msg as spec §8 shows it), or the prefix alone when there is nothing to show. */
export function failureText(prefix: string, msg: string | null | undefined): string {
  const detail = serverMessageText(msg, '');
  return detail === '' ? prefix : `${prefix}：${detail}`;
}
