import { describe, expect, it } from 'vitest';
import {
  authEndProblem,
  authPeriodProblem,
  authStartProblem,
  authStatusOn,
  batchAuthEndProblem,
  daysUntil,
  latestAuthEnd,
} from './auth-period';
import { dayOf } from './calendar-days';

const today = '2026-03-15';

describe('latestAuthEnd', () => {
  it('is today plus three years', () => {
    expect(latestAuthEnd(today)).toBe('2029-03-15');
  });
  it('moves 29 February to 28 February when the target year has none', () => {
    expect(latestAuthEnd('2028-02-29')).toBe('2031-02-28');
  });
});

describe('authorisation start', () => {
  it('refuses a start before today', () => {
    expect(authStartProblem({ start: '2026-03-14', today })).toBe('授权开始日期不能早于今天');
  });
  it('accepts today and later', () => {
    expect(authStartProblem({ start: today, today })).toBeUndefined();
    expect(authStartProblem({ start: '2026-04-01', today })).toBeUndefined();
  });
  it('keeps a past start of an authorisation already under way', () => {
    expect(authStartProblem({ start: '2025-01-01', today, startFixed: true })).toBeUndefined();
  });
  it('asks for a start when none is chosen', () => {
    expect(authStartProblem({ start: '', today })).toBe('请选择授权开始日期');
  });
});

describe('authorisation end', () => {
  it('refuses an end before today', () => {
    expect(authEndProblem({ start: '2025-01-01', end: '2026-03-14', today })).toBe('授权截止日期不能早于今天');
  });
  it('refuses an end before the start', () => {
    expect(authEndProblem({ start: '2026-05-01', end: '2026-04-30', today })).toBe('授权截止日期不能早于开始日期');
  });
  it('accepts exactly three years and refuses one day more', () => {
    expect(authEndProblem({ start: today, end: '2029-03-15', today })).toBeUndefined();
    expect(authEndProblem({ start: today, end: '2029-03-16', today })).toBe('授权期限最长三年，截止日期不能晚于 2029-03-15');
  });
  it('accepts a one-day authorisation', () => {
    expect(authPeriodProblem({ start: today, end: today, today })).toBeUndefined();
  });
});

describe('batch end day', () => {
  it('must not fall before the latest start among the chosen agents', () => {
    expect(batchAuthEndProblem('2026-06-01', ['2026-03-15', '2026-07-01'], today)).toBe('授权截止日期不能早于开始日期');
    expect(batchAuthEndProblem('2026-08-01', ['2026-03-15', '2026-07-01'], today)).toBeUndefined();
  });
});

describe('status and remaining days', () => {
  it('tells not started, valid and expired apart', () => {
    expect(authStatusOn('2026-04-01', '2027-01-01', today)).toBe('notStarted');
    expect(authStatusOn('2026-03-15', '2026-03-15', today)).toBe('valid');
    expect(authStatusOn('2025-01-01', '2026-03-14', today)).toBe('expired');
  });
  it('counts days to the end, reading date-time answers by their day', () => {
    expect(daysUntil('2026-04-14T00:00:00.000Z', today)).toBe(30);
    expect(daysUntil('2026-03-14', today)).toBe(-1);
    expect(dayOf('2027-03-14T00:00:00.000Z')).toBe('2027-03-14');
  });
});
