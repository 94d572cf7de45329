// Calendar days written YYYY-MM-DD (they compare as strings): the portal's
// agent periods and the mock gateway's date rules count them the same way.

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/** The calendar day of a date-only or date-time value (the answers may carry either). */
export function dayOf(value: string): string {
  return DAY.exec(value)?.[0] ?? value;
}

/** A local calendar day as YYYY-MM-DD. */
export function formatDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const utcOf = (day: string) => {
  const [, year = '0', month = '1', date = '1'] = DAY.exec(day) ?? [];
  return Date.UTC(Number(year), Number(month) - 1, Number(date));
};

/** A day so many days, or calendar years, later (29 February a year on is 28 February). */
export function laterDay(day: string, amount: number, unit: 'd' | 'y'): string {
  if (unit === 'd') return new Date(utcOf(day) + amount * DAY_MS).toISOString().slice(0, 10);
  const [, year = '', month = '', date = ''] = DAY.exec(day) ?? [];
  const targetYear = Number(year) + amount;
  const lastOfMonth = new Date(Date.UTC(targetYear, Number(month), 0)).getUTCDate();
  return `${targetYear}-${month}-${String(Math.min(Number(date), lastOfMonth)).padStart(2, '0')}`;
}

/** Days from one day to another (negative when the second is earlier); date-times count by their day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(dayOf(to)) - utcOf(dayOf(from))) / DAY_MS);
}
