// What every phase of `npm run contract` hands to the reports (console, HTML,
// JUnit): examples (Dredd), negative inputs and workflows each return one
// PhaseResult, so a backend team reads all three the same way.

export type PhaseName = 'examples' | 'negatives' | 'workflows';

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
}

export interface PhaseResult {
  phase: PhaseName;
  /** Operations the phase sent at least one request to. */
  operations: number;
  /** Transactions (examples), negative cases or workflows run. */
  cases: number;
  passed: number;
  skipped: number;
  failures: ContractFailure[];
  seconds: number;
  /**
   * Every case, passed ones included, when the phase lists them; without it the
   * reports know the failures and the totals only.
   */
  outcomes?: CaseOutcome[];
}
