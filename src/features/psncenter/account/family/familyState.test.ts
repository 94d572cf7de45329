import { expect, it } from 'vitest';
import { bindOutcomeText, canResend } from './familyState';

it('offers a resend only for refused or timed-out requests', () => {
  expect(canResend('rejected')).toBe(true);
  expect(canResend('expired')).toBe(true);
  expect(canResend('waiting')).toBe(false);
  expect(canResend('confirmed')).toBe(false);
});

it('tells the user what happened to the member by name', () => {
  expect(bindOutcomeText('confirmed', '王建军')).toBe('王建军 已绑定为您的家庭成员');
  expect(bindOutcomeText('waiting', '王建军')).toContain('72 小时内确认');
  expect(bindOutcomeText('rejected', '王建军')).toBe('王建军 拒绝了绑定申请');
});
