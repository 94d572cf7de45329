// Clock-bound days (`x-state` `dates`, docs/contract.md "Rules"): the calendar days a request may
// give, kept against the gateway's day, another request field or the items an update changes. The
// contract tooling reads the same rules to move a documented example's days into their window, since
// the day an example was written passes (`intoDateWindow`).
import { dayOf, daysBetween, formatDay, laterDay } from '../../src/lib/calendar-days';
import type { DateBound, DateRule } from './declaration';
import { getPath, type Item } from './values';

const CLOCK = /^\$today(?:\+(\d+)([dy]))?$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The calendar day (yyyy-MM-dd) a date or date-time value starts with; none for anything else. */
const dayIn = (value: unknown): string | undefined => (typeof value === 'string' && DAY.test(value) ? dayOf(value) : undefined);

/** Whether a bound is a day of the clock (`$today`, `$today+30d`, `$today+3y`). */
export const isClockBound = (bound: DateBound | undefined): boolean => typeof bound === 'string' && CLOCK.test(bound);

/** The days a bound gives: the clock's, a request field's, or (`{item}`) each changed item's. */
function boundDays(bound: DateBound, today: string, request: Item, items: readonly Item[]): string[] {
  if (typeof bound !== 'string') return items.map((item) => dayIn(getPath(item, bound.item))).filter((d) => d !== undefined);
  const clock = CLOCK.exec(bound);
  if (!clock) return [dayIn(request[bound])].filter((d) => d !== undefined);
  const [, amount, unit] = clock;
  return [amount === undefined ? today : laterDay(today, Number(amount), unit as 'd' | 'y')];
}

/** The first rule a request breaks on the gateway's day (its `refuse` answers), over every item an update changes. */
export function brokenDateRule(
  rules: readonly DateRule[] | undefined,
  request: Item,
  items: readonly Item[],
  now: Date,
): DateRule | undefined {
  const today = formatDay(now);
  return rules?.find((rule) => {
    const day = dayIn(request[rule.field]);
    if (day === undefined) return false;
    const early = rule.notBefore === undefined ? [] : boundDays(rule.notBefore, today, request, items);
    const late = rule.notAfter === undefined ? [] : boundDays(rule.notAfter, today, request, items);
    return early.some((bound) => day < bound) || late.some((bound) => day > bound);
  });
}

/** The request fields `intoDateWindow` moves: those the rules keep, and the request fields they are kept against. */
export function dateFields(rules: readonly DateRule[] | undefined): string[] {
  const requestBounds = (rule: DateRule) =>
    [rule.notBefore, rule.notAfter].filter((bound): bound is string => typeof bound === 'string' && !isClockBound(bound));
  return [...new Set((rules ?? []).flatMap((rule) => [rule.field, ...requestBounds(rule)]))];
}

/**
 * A request with its days moved, all by the same number of days, so that each day a rule keeps from
 * before the clock's day falls on tomorrow or later (the day after, since the server's time zone may
 * be a day ahead of the caller's). What the example says of their order and spans stays; an example
 * already inside its window is sent as documented.
 */
export function intoDateWindow<T>(rules: readonly DateRule[] | undefined, request: T, now = new Date()): T {
  if (!rules || typeof request !== 'object' || request === null || Array.isArray(request)) return request;
  const body = request as Item;
  const tomorrow = laterDay(formatDay(now), 1, 'd');
  let shift = 0;
  for (const rule of rules) {
    const day = dayIn(body[rule.field]);
    const bound = rule.notBefore;
    if (day === undefined || bound === undefined || !isClockBound(bound)) continue;
    const [least = tomorrow] = boundDays(bound, tomorrow, body, []);
    shift = Math.max(shift, daysBetween(day, least));
  }
  if (shift === 0) return request;
  const moved: Item = { ...body };
  for (const field of dateFields(rules)) {
    const value = body[field];
    const day = dayIn(value);
    if (day !== undefined) moved[field] = `${laterDay(day, shift, 'd')}${(value as string).slice(day.length)}`;
  }
  return moved as T;
}
