import { describe, expect, it } from 'vitest';
import { dayOf, daysBetween, laterDay } from './calendar-days';

describe('laterDay', () => {
  it('counts days across months and years, and years by the calendar (29 February a year on is 28 February)', () => {
    expect(laterDay('2026-12-31', 1, 'd')).toBe('2027-01-01');
    expect(laterDay('2028-02-28', 1, 'd')).toBe('2028-02-29');
    expect(laterDay('2026-03-15', 3, 'y')).toBe('2029-03-15');
    expect(laterDay('2028-02-29', 3, 'y')).toBe('2031-02-28');
    expect(laterDay('2028-02-29', 4, 'y')).toBe('2032-02-29');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, by the day of a date-time, negative backwards', () => {
    expect(daysBetween('2026-03-15', '2026-03-16')).toBe(1);
    expect(daysBetween('2026-01-05', '2026-03-16 08:00:00')).toBe(70);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(dayOf('2026-03-15 10:00:00')).toBe('2026-03-15');
  });
});
