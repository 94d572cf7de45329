// Checks on phone numbers the user types against the masked ones the service
// shows (e.g. 138****6721): the numbers must agree wherever the mask shows a digit.
import { isMobileNumber } from '../../../lib/id-validators';

export function matchesMaskedPhone(phone: string, masked: string | undefined): boolean {
  if (!masked || masked.length !== phone.length) return false;
  return [...masked].every((character, index) => character === '*' || character === phone[index]);
}

/** The message for a typed mobile number, or undefined when it is acceptable. */
export function mobileProblem(value: string | undefined, masked?: string): string | undefined {
  if (!value) return '请输入手机号码';
  if (!isMobileNumber(value)) return '请输入正确的 11 位手机号码';
  if (masked !== undefined && !matchesMaskedPhone(value, masked)) return `与登记的手机号 ${masked} 不一致，请核对后重新输入`;
  return undefined;
}
