// What every phase of `npm run contract` hands to the reports (console, HTML,
// JUnit): examples (Dredd), negative inputs and workflows each return one
// PhaseResult, so a backend team reads all three the same way.

export type PhaseName = 'examples' | 'negatives' | 'workflows' | 'authorization' | 'generated';

/**
 * Against the mock gateway every request of a run carries the run's sandbox
 * (docs/mock-gateway.md, "Sandboxes"), so the developer's state stays as it was.
 */
export function sandboxHeaders(sandbox: string | undefined): Record<string, string> {
  return sandbox === undefined ? {} : { 'X-Mock-Sandbox': sandbox };
}

/** One request as it left (plaintext; a sealed body is shown opened). */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ContractFailure {
  phase: PhaseName;
  service: string;
  /** `METHOD /path` of the operation (the first failing step's, for a workflow). */
  operation: string;
  /** What was tried, e.g. `required field floorNo missing` or the workflow's name. */
  title: string;
  request?: SentRequest;
  expected: string;
  actual: string;
  /** A command that reproduces the failure (through the cipher proxy for x-sm4 operations). */
  curl?: string;
}

/** One case's verdict: what the JUnit report lists and the per-service summary counts. */
export interface CaseOutcome {
  service: string;
  /** `METHOD /path`, as in ContractFailure. */
  operation: string;
  title: string;
  outcome: 'pass' | 'fail' | 'skip';
  /** Why it failed or was skipped. */
  reason?: string;
  /**
   * A skip by the nature of the server, not a gap of the run: an answer only the server
   * itself decides to give (its rate limit, a failure, a replay refusal), checked on the
   * mock gateway, which gives it on request. It does not count towards the skipped share.
   */
  notApplicable?: boolean;
}

export interface PhaseResult {
  phase: PhaseName;
  /** Operations the phase sent at least one request to. */
  operations: number;
  /** Transactions (examples), negative cases or workflows run. */
  cases: number;
  passed: number;
  /** Every skipped case, the not applicable ones included. */
  skipped: number;
  /** Of the skipped cases, those not applicable to this server (CaseOutcome.notApplicable). */
  notApplicable?: number;
  failures: ContractFailure[];
  seconds: number;
  /**
   * Every case, passed ones included, when the phase lists them; without it the
   * reports know the failures and the totals only.
   */
  outcomes?: CaseOutcome[];
}

/**
 * A phase whose skipped cases (the not applicable ones aside) are more than this share
 * of its cases has not shown that the server keeps the contract: it is incomplete.
 */
export const MAX_SKIPPED_SHARE = 0.05;

export type PhaseVerdict = 'passed' | 'failed' | 'incomplete';

/** Failed when a case failed; incomplete when nothing ran or too much was skipped; passed otherwise. */
export function verdictOf(result: PhaseResult): PhaseVerdict {
  if (result.failures.length > 0) return 'failed';
  const applicable = result.cases - (result.notApplicable ?? 0);
  const skipped = result.skipped - (result.notApplicable ?? 0);
  return applicable === 0 || skipped > applicable * MAX_SKIPPED_SHARE ? 'incomplete' : 'passed';
}

/** The phase's line of the console and the HTML report: `passed`, `FAILED (3)`, `INCOMPLETE (…)`. */
export function verdictText(result: PhaseResult): string {
  const verdict = verdictOf(result);
  if (verdict === 'failed') return `FAILED (${result.failures.length})`;
  if (verdict === 'passed') return 'passed';
  const applicable = result.cases - (result.notApplicable ?? 0);
  const skipped = result.skipped - (result.notApplicable ?? 0);
  return applicable === 0
    ? 'INCOMPLETE (no case ran)'
    : `INCOMPLETE (${skipped} of ${applicable} cases skipped, more than ${MAX_SKIPPED_SHARE * 100} %)`;
}
