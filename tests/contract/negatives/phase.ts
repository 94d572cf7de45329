// Phase 2 of `npm run contract`: sends every operation's negative cases
// (cases.ts) and expects each to be refused: a 4xx, or HTTP 2xx with a business
// error (appcode other than "0"). Success, a 5xx or no answer within the
// timeout fails the case. x-sm4 cases are sealed with the server's public key so
// that the server's own validation is reached, not just its envelope check.
// The valid side of each edge is sent too and judged as phase "generated"
// judges a valid request: success or a documented business code, strictly.
import { answerPath } from '../../../mock/state/declaration';
import { getPath } from '../../../mock/state/values';
import { connect } from '../connection';
import { defaultExample, deref, type Json, type JsonObject } from '../contract-model';
import { curlCommand, curlThroughProxy } from '../curl';
import { sealDefectiveRequestBody, sealRequestBody } from '../dredd/cipher';
import { exampleRequestOf, type ContractIndex, type ContractOperation, type Persona } from '../dredd/operations';
import type { Session, Sessions } from '../dredd/sessions';
import { EXPECTED_ANSWER, acceptOf, answerProblem, describe, exchange, failureOf } from '../exchange';
import { fetchAgainIfDropped } from '../fetch-again';
import { sandboxHeaders, type CaseOutcome, type ContractFailure, type PhaseResult, type SentRequest } from '../phases';
import { negativeCasesOf, type NegativeCase } from './cases';

export interface NegativesOptions {
  readonly server: string;
  readonly prefix: string;
  readonly publicKey: string | undefined;
  readonly services: readonly string[];
  readonly tokens: Partial<Record<Persona, string>>;
  readonly seed: number;
  /** At most this many schema cases per operation. */
  readonly negatives: number;
  /** Resolves when the server answers. */
  readonly ready?: Promise<void>;
  /** The run's sandbox on the mock gateway. */
  readonly sandbox?: string;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** Requests in flight at once: enough to keep a server busy, few enough for a 2-core machine. */
const CONCURRENCY = 6;
export const EXPECTED_REFUSAL = 'a refusal: HTTP 4xx, or HTTP 2xx with a business error (appcode other than "0")';
/** Valid edge cases per operation: one per keyword edge of a field, at most this many, chosen by the seed. */
export const EDGES_PER_OPERATION = 8;

/** How many items each owner starts with in a list: its `seed`, else the items of its documented answer. */
function startingItems(list: ContractOperation): number {
  if (list.state!.seed !== undefined) return list.state!.seed;
  const success = deref(list.doc, ((list.raw.responses ?? {}) as JsonObject)['200'] ?? {}) as JsonObject;
  const media = ((success.content ?? {}) as JsonObject)['application/json'] as JsonObject | undefined;
  const items = media === undefined ? undefined : getPath(defaultExample(list.doc, media), answerPath(list.state!));
  return Array.isArray(items) ? items.length : 0;
}

/**
 * How many valid edge cases the operation may send: a create into a list that declares a
 * `max` adds an item per accepted case, so it sends fewer than the room the owner's starting
 * items leave, and the list stays under its limit (phase 4 checks the limit itself).
 */
export function edgesOf(index: ContractIndex, operation: ContractOperation): number {
  const state = operation.state;
  if (state?.action !== 'create') return EDGES_PER_OPERATION;
  const list = index.operations.find((op) => op.state?.resource === state.resource && op.state.max !== undefined);
  if (list === undefined) return EDGES_PER_OPERATION;
  return Math.max(0, Math.min(EDGES_PER_OPERATION, list.state!.max! - startingItems(list) - 1));
}

interface Verdict {
  readonly refused: boolean;
  readonly actual: string;
}

/** Whether an answer refuses the request, and what it was, in one line. */
export function judgeAnswer(status: number, text: string): Verdict {
  let appcode: unknown;
  let msg: unknown;
  try {
    ({ appcode, msg } = JSON.parse(text) as { appcode?: unknown; msg?: unknown });
  } catch {
    // Not JSON: the status decides.
  }
  const said =
    appcode === undefined ? '' : ` appcode ${JSON.stringify(appcode)}${typeof msg === 'string' ? ` msg ${JSON.stringify(msg)}` : ''}`;
  if (status >= 400 && status < 500) return { refused: true, actual: `HTTP ${status}${said}` };
  if (status >= 500) return { refused: false, actual: `HTTP ${status}${said}: the server failed instead of refusing the input` };
  if (status >= 200 && status < 300 && typeof appcode === 'string' && appcode !== '0')
    return { refused: true, actual: `HTTP ${status}${said}` };
  if (status >= 200 && status < 300)
    return { refused: false, actual: `HTTP ${status}${said || ' (no appcode)'}: the server accepted the input` };
  return { refused: false, actual: `HTTP ${status}${said}: neither a refusal nor an answer` };
}

/** Runs `work` over `items` with at most `limit` at once. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface PlannedCase {
  readonly operation: ContractOperation;
  readonly negative: NegativeCase;
}

export async function runNegativesPhase(options: NegativesOptions): Promise<PhaseResult> {
  const started = Date.now();
  const { index, target, sessions, accounts } = connect(options, REQUEST_TIMEOUT_MS);
  const selected = new Set(options.services);
  const planned: PlannedCase[] = index.operations
    .filter((operation) => selected.has(operation.service))
    .flatMap((operation) =>
      negativeCasesOf(operation, { seed: options.seed, limit: options.negatives, edges: edgesOf(index, operation) }).map((negative) => ({
        operation,
        negative,
      })),
    );
  // Logging out spends a token: those operations share one session of their own.
  const endingSessions = new Map<Persona, ReturnType<Sessions['fresh']>>();
  const sessionOf = async (operation: ContractOperation, valid: boolean): Promise<Session> => {
    // A server that wrongly accepts a case changes the run's own account, not the one the run logs in with.
    if (accounts.changesAccount(operation)) {
      const own = await accounts.of(operation);
      return 'error' in own ? { error: `it changes an account, and ${own.error}` } : own;
    }
    if (!operation.endsSession) return sessions.of(operation.persona);
    // An accepted logout spends its token: each valid case of one gets a session of its own.
    if (valid) return sessions.fresh(operation.persona);
    if (!endingSessions.has(operation.persona)) endingSessions.set(operation.persona, sessions.fresh(operation.persona));
    return endingSessions.get(operation.persona)!;
  };
  /** The case's body naming the run's own account where it kept the example's account fields. */
  const namingOwnAccount = async (operation: ContractOperation, text: string): Promise<string> => {
    const own = await accounts.of(operation);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return text;
    }
    if ('error' in own || typeof body !== 'object' || body === null || Array.isArray(body)) return text;
    const example = JSON.parse(exampleRequestOf(operation).body || '{}') as Record<string, unknown>;
    const named = body as Record<string, unknown>;
    for (const [field, value] of Object.entries(own.fields)) if (field in named && named[field] === example[field]) named[field] = value;
    return JSON.stringify(named);
  };
  await options.ready;

  const outcomes: CaseOutcome[] = [];
  const failures: ContractFailure[] = [];
  const sentTo = new Set<ContractOperation>();

  await inPool(planned, CONCURRENCY, async ({ operation, negative }) => {
    const name = `${operation.method} ${operation.path}`;
    const record = (outcome: CaseOutcome['outcome'], reason?: string) =>
      outcomes.push({ service: operation.service, operation: name, title: negative.title, outcome, reason });
    if (negative.skip !== undefined) {
      record('skip', negative.skip);
      return;
    }
    const sealed = operation.sm4 !== 'none';
    if (sealed && options.publicKey === undefined) {
      record('skip', `x-sm4 ${operation.sm4}: the body must be sealed with the server's SM2 public key; give it with --public-key`);
      return;
    }
    // The Accept the operation's success needs: `application/json` alone would get a download a 406 even when it takes the input.
    const headers: Record<string, string> = { Accept: acceptOf(operation), ...sandboxHeaders(options.sandbox), ...negative.headers };
    if (negative.contentType !== undefined) headers['Content-Type'] = negative.contentType;
    let token: string | undefined;
    if (operation.auth !== 'none') {
      const session = await sessionOf(operation, negative.valid === true);
      if ('error' in session) {
        record('skip', `no ${operation.persona} session, so the server's validation cannot be reached: ${session.error}`);
        return;
      }
      token = session.token;
    }
    const wirePath = `${options.prefix}/${operation.service}${negative.path}`;
    const url = `${options.server.replace(/\/+$/, '')}${wirePath}`;
    const body = accounts.changesAccount(operation) ? await namingOwnAccount(operation, negative.body) : negative.body;
    sentTo.add(operation);
    if (negative.valid) {
      const request = { path: negative.path, headers: negative.headers, body: body === '' ? undefined : (JSON.parse(body) as Json) };
      let problem: string | undefined;
      let said = '';
      try {
        const answer = await exchange(target, operation, request, token);
        said = describe(answer);
        problem = answerProblem(index, operation, answer);
      } catch (error) {
        problem = `the request failed: ${(error as Error).message}`;
      }
      if (problem === undefined) {
        record('pass', said);
        return;
      }
      record('fail', problem);
      const persona = token === undefined ? undefined : operation.persona;
      failures.push(
        failureOf('negatives', target, operation, request, persona, { title: negative.title, expected: EXPECTED_ANSWER, actual: problem }),
      );
      return;
    }
    let wireBody = body;
    if (sealed && body !== '') {
      wireBody = negative.envelope
        ? sealDefectiveRequestBody(body, options.publicKey!, negative.envelope)
        : sealRequestBody(body, options.publicKey!).body;
    }
    let verdict: Verdict;
    try {
      const response = await fetchAgainIfDropped(url, {
        method: operation.method,
        headers: token === undefined ? headers : { ...headers, 'Access-Token': token },
        body: wireBody === '' ? undefined : wireBody,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      verdict = judgeAnswer(response.status, await response.text());
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const cause = (error as Error & { cause?: Error }).cause?.message;
      verdict = {
        refused: false,
        actual: timedOut
          ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
          : `the request failed: ${(error as Error).message}${cause ? ` (${cause})` : ''}`,
      };
    }
    if (verdict.refused) {
      record('pass', verdict.actual);
      return;
    }
    record('fail', verdict.actual);
    const persona = token === undefined ? undefined : operation.persona;
    // An envelope defect is the exact body sent; other x-sm4 cases go through the proxy in plaintext.
    const viaProxy = sealed && negative.envelope === undefined;
    const shown = { method: operation.method, url, headers, body: negative.envelope ? wireBody : body, persona };
    const request: SentRequest = {
      method: operation.method,
      url,
      headers: token === undefined ? headers : { ...headers, 'Access-Token': `${token.slice(0, 6)}…` },
      body: shown.body,
    };
    failures.push({
      phase: 'negatives',
      service: operation.service,
      operation: name,
      title: negative.title,
      request,
      expected: EXPECTED_REFUSAL,
      actual: verdict.actual,
      curl: viaProxy
        ? curlThroughProxy(shown, { server: options.server, publicKey: options.publicKey!, prefix: options.prefix, wirePath })
        : curlCommand(shown),
    });
  });

  // Services in the contract's order, then by operation and case.
  const order = (a: { service: string; operation: string; title: string }, b: typeof a) =>
    options.services.indexOf(a.service) - options.services.indexOf(b.service) ||
    `${a.operation} ${a.title}`.localeCompare(`${b.operation} ${b.title}`);
  return {
    phase: 'negatives',
    operations: sentTo.size,
    cases: outcomes.length,
    passed: outcomes.filter((o) => o.outcome === 'pass').length,
    skipped: outcomes.filter((o) => o.outcome === 'skip').length,
    failures: failures.sort(order),
    seconds: (Date.now() - started) / 1000,
    outcomes: outcomes.sort(order),
  };
}
