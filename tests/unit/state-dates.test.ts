// Clock-bound days (mock/state/dates.ts): the rules the gateway keeps, and the move of a
// documented example into its window that the contract tooling makes before sending it.
// The day arithmetic itself: src/lib/calendar-days.test.ts.
import { describe, expect, it } from 'vitest';
import { brokenDateRule, intoDateWindow } from '../../mock/state/dates';
import type { DateRule } from '../../mock/state/declaration';

const RULES: DateRule[] = [
  { field: 'authStartDate', notBefore: '$today', refuse: 'startInPast' },
  { field: 'authEndDate', notBefore: '$today', refuse: 'dateInPast' },
  { field: 'authEndDate', notBefore: 'authStartDate', refuse: 'endBeforeStart' },
  { field: 'authEndDate', notAfter: '$today+3y', refuse: 'beyondThreeYears' },
];
const ON_15_MARCH = new Date(2026, 2, 15, 23, 30);

describe('brokenDateRule', () => {
  const broken = (request: Record<string, string>, items: Record<string, string>[] = []) =>
    brokenDateRule(RULES, request, items, ON_15_MARCH)?.refuse;

  it('names the first rule a request breaks on the clock’s day, none for a period within them', () => {
    expect(broken({ authStartDate: '2026-03-15', authEndDate: '2029-03-15' })).toBeUndefined();
    expect(broken({ authStartDate: '2026-03-14', authEndDate: '2027-03-14' })).toBe('startInPast');
    expect(broken({ authStartDate: '2026-03-15', authEndDate: '2026-03-14' })).toBe('dateInPast');
    expect(broken({ authStartDate: '2026-04-01', authEndDate: '2026-03-31' })).toBe('endBeforeStart');
    expect(broken({ authStartDate: '2026-03-15', authEndDate: '2029-03-16' })).toBe('beyondThreeYears');
  });

  it('reads the day of a date-time value, and keeps no rule for a field the request leaves out', () => {
    expect(broken({ authStartDate: '2026-03-15 00:00:00', authEndDate: '2026-03-15 00:00:00' })).toBeUndefined();
    expect(broken({ authEndDate: '2027-01-01' })).toBeUndefined();
  });

  it('holds an item bound against every item the update changes', () => {
    const rules: DateRule[] = [{ field: 'authEndDate', notBefore: { item: 'authStartDate' }, refuse: 'endBeforeStart' }];
    const items = [{ authStartDate: '2026-01-05' }, { authStartDate: '2026-06-01' }];
    expect(brokenDateRule(rules, { authEndDate: '2026-05-31' }, items, ON_15_MARCH)?.refuse).toBe('endBeforeStart');
    expect(brokenDateRule(rules, { authEndDate: '2026-06-01' }, items, ON_15_MARCH)).toBeUndefined();
  });
});

describe('intoDateWindow', () => {
  it('sends an example within its window as documented', () => {
    const example = { name: '张伟', authStartDate: '2026-03-20', authEndDate: '2027-03-14' };
    expect(intoDateWindow(RULES, example, ON_15_MARCH)).toBe(example);
  });

  it('moves every day of an example whose start has passed by the same days, to start tomorrow, keeping its span', () => {
    const example = { name: '孙丽', authStartDate: '2026-01-05', authEndDate: '2026-12-31' };
    const moved = intoDateWindow(RULES, example, ON_15_MARCH);
    expect(moved).toEqual({ name: '孙丽', authStartDate: '2026-03-16', authEndDate: '2027-03-11' });
    expect(brokenDateRule(RULES, moved, [], ON_15_MARCH)).toBeUndefined();
    expect(example.authStartDate).toBe('2026-01-05');
  });

  it('moves a field the rules hold others against, and keeps the time of a date-time', () => {
    const endOnly = RULES.filter((rule) => rule.field === 'authEndDate');
    const moved = intoDateWindow(endOnly, { authStartDate: '2026-01-05 08:00:00', authEndDate: '2026-03-01' }, ON_15_MARCH);
    expect(moved).toEqual({ authStartDate: '2026-01-20 08:00:00', authEndDate: '2026-03-16' });
  });

  it('leaves a body without the rules’ fields, or no rules, as it is', () => {
    expect(intoDateWindow(RULES, { name: '王建国' }, ON_15_MARCH)).toEqual({ name: '王建国' });
    expect(intoDateWindow(undefined, { authStartDate: '2020-01-01' }, ON_15_MARCH)).toEqual({ authStartDate: '2020-01-01' });
  });
});
