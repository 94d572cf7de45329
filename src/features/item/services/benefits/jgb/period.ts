// The payment period of a certificate: start and end month, the end not
// before the start, and at most 60 months in all (the jgb operations' limit).
export const MAX_PERIOD_MONTHS = 60;

/** Months from start to end inclusive: 2026-01 … 2026-10 → 10. Arguments are YYYY-MM. */
export function monthsInPeriod(start: string, end: string): number {
  const [startYear, startMonth] = start.split('-').map(Number);
  const [endYear, endMonth] = end.split('-').map(Number);
  return ((endYear ?? 0) - (startYear ?? 0)) * 12 + ((endMonth ?? 0) - (startMonth ?? 0)) + 1;
}

/** What is wrong with a period, or undefined. */
export function periodProblem(start: string | undefined, end: string | undefined): string | undefined {
  if (!start || !end) return undefined;
  const months = monthsInPeriod(start, end);
  if (months < 1) return '截止年月不能早于起始年月';
  if (months > MAX_PERIOD_MONTHS) return `缴费期间不能超过 ${MAX_PERIOD_MONTHS} 个月`;
  return undefined;
}
