// The `{appcode, msg, map}` answer every operation returns, the one test of its
// success and the shared business-code test of spec §4. Only src/api compares an
// appcode (ESLint no-restricted-syntax): a screen asks `isSuccess(data)`, or lets
// answerOf / envelopeOf throw.
import { LOGIN_BUSINESS_CODES } from './generated/login-codes';
import { serverMessageText } from './messages';

export const SUCCESS_CODE = '0';

export interface Envelope<Map> {
  readonly appcode: string;
  readonly msg: string;
  readonly map: Map;
}

/** The service did what was asked (appcode "0"); false for a business refusal and for no answer at all. */
export function isSuccess<Answer extends { readonly appcode: string }>(
  answer: Answer | null | undefined,
): answer is Answer & { readonly appcode: typeof SUCCESS_CODE } {
  return answer?.appcode === SUCCESS_CODE;
}

/** The answer carries this business code (a refusal the screen handles by name, such as "consent required"). */
export function hasCode(answer: { readonly appcode: string } | null | undefined, code: string): boolean {
  return answer?.appcode === code;
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
