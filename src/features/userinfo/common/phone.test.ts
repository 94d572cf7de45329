import { describe, expect, it } from 'vitest';
import { matchesMaskedPhone, mobileProblem } from './phone';

describe('matchesMaskedPhone', () => {
  it('agrees where the mask shows digits', () => {
    expect(matchesMaskedPhone('13812346721', '138****6721')).toBe(true);
    expect(matchesMaskedPhone('13912346721', '138****6721')).toBe(false);
    expect(matchesMaskedPhone('13812346722', '138****6721')).toBe(false);
  });

  it('needs a mask of the same length', () => {
    expect(matchesMaskedPhone('13812346721', undefined)).toBe(false);
    expect(matchesMaskedPhone('13812346721', '138***6721')).toBe(false);
  });
});

describe('mobileProblem', () => {
  it('asks for a number, a valid one, then the registered one', () => {
    expect(mobileProblem('')).toBe('请输入手机号码');
    expect(mobileProblem('12812346721')).toBe('请输入正确的 11 位手机号码');
    expect(mobileProblem('13912346721', '138****6721')).toBe('与登记的手机号 138****6721 不一致，请核对后重新输入');
    expect(mobileProblem('13812346721', '138****6721')).toBeUndefined();
    expect(mobileProblem('13812346721')).toBeUndefined();
  });
});
