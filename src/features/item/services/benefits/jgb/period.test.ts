import { describe, expect, it } from 'vitest';
import { monthsInPeriod, periodProblem } from './period';

describe('certificate periods', () => {
  it('counts months inclusively across years', () => {
    expect(monthsInPeriod('2026-01', '2026-10')).toBe(10);
    expect(monthsInPeriod('2021-11', '2026-10')).toBe(60);
  });
  it('refuses an end before the start and more than 60 months', () => {
    expect(periodProblem('2026-05', '2026-04')).toBe('截止年月不能早于起始年月');
    expect(periodProblem('2021-10', '2026-10')).toBe('缴费期间不能超过 60 个月');
    expect(periodProblem('2021-11', '2026-10')).toBeUndefined();
    expect(periodProblem(undefined, '2026-10')).toBeUndefined();
  });
});
