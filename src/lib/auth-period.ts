// Authorisation periods of unit and institution agents (unit document:
// addMultipleAgent, setMultipleAgent, organ addAgent, setAgentAuth and
// updateAgentsAuthDate): the start is not before today, the end not before the
// start, not before today and not after today plus three years. Dates are
// calendar days written YYYY-MM-DD, compared as strings (./calendar-days).
import { dayOf, daysBetween, laterDay } from './calendar-days';

export const MAX_AUTH_YEARS = 3;

export type AuthStatus = 'notStarted' | 'valid' | 'expired';

export const AUTH_STATUS_LABELS: Record<AuthStatus, { label: string; color: string }> = {
  notStarted: { label: '未生效', color: 'blue' },
  valid: { label: '授权有效', color: 'green' },
  expired: { label: '已过期', color: 'default' },
};

/** The last day an authorisation may end: today plus three years (29 February becomes 28 February). */
export function latestAuthEnd(today: string): string {
  return laterDay(today, MAX_AUTH_YEARS, 'y');
}

export interface AuthPeriodCheck {
  start: string;
  end: string;
  today: string;
  /** An authorisation already under way keeps its start (setMultipleAgent, setAgentAuth). */
  startFixed?: boolean;
}

/** Why the start day is not acceptable, or undefined. */
export function authStartProblem({ start, today, startFixed }: Omit<AuthPeriodCheck, 'end'>): string | undefined {
  if (!start) return '请选择授权开始日期';
  if (!startFixed && start < today) return '授权开始日期不能早于今天';
  return undefined;
}

/** Why the end day is not acceptable, or undefined. */
export function authEndProblem({ start, end, today }: Omit<AuthPeriodCheck, 'startFixed'>): string | undefined {
  if (!end) return '请选择授权截止日期';
  if (end < today) return '授权截止日期不能早于今天';
  if (start && end < start) return '授权截止日期不能早于开始日期';
  const latest = latestAuthEnd(today);
  if (end > latest) return `授权期限最长三年，截止日期不能晚于 ${latest}`;
  return undefined;
}

/** Both days at once: the first problem found, or undefined. */
export function authPeriodProblem(check: AuthPeriodCheck): string | undefined {
  return authStartProblem(check) ?? authEndProblem(check);
}

/** A new end day for several agents at once (updateAgentsAuthDate): valid for every one of their starts. */
export function batchAuthEndProblem(end: string, starts: readonly string[], today: string): string | undefined {
  const latestStart = starts.map(dayOf).reduce((latest, start) => (start > latest ? start : latest), '');
  return authEndProblem({ start: latestStart, end, today });
}

/** The status an authorisation has on a given day. */
export function authStatusOn(start: string, end: string, today: string): AuthStatus {
  if (dayOf(start) > today) return 'notStarted';
  if (dayOf(end) < today) return 'expired';
  return 'valid';
}

/** Days left until the authorisation ends (0 on its last day, negative once expired). */
export function daysUntil(end: string, today: string): number {
  return daysBetween(today, end);
}

/** Agents are warned this many days before their authorisation ends. */
export const EXPIRY_WARNING_DAYS = 30;
