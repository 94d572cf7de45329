// Phase "generated" of `npm run contract`: for every operation, requests that
// fast-check generates from its request schema (body and query), each one valid,
// sent sealed when the operation is x-sm4. A valid request must get success or a
// business code the operation documents — never a refusal of its form (4xx), never
// a 5xx — and every answer must keep the documented schema strictly. A failing
// request is shrunk by fast-check to a smallest one that still fails, and reported
// with a command that sends it again. Seeded: the same seed sends the same requests.
import fc from 'fast-check';
import { connect } from '../connection';
import { deref, type Json, type JsonObject } from '../contract-model';
import { exampleRequestOf, type ContractOperation, type Persona } from '../dredd/operations';
import type { Session } from '../dredd/sessions';
import { EXPECTED_ANSWER, answerProblem, exchange, failureOf, type PlainRequest } from '../exchange';
import type { CaseOutcome, ContractFailure, PhaseResult } from '../phases';
import { arbitraryOf } from './arbitraries';

export interface GeneratedOptions {
  readonly server: string;
  readonly prefix: string;
  readonly publicKey: string | undefined;
  readonly services: readonly string[];
  readonly tokens: Partial<Record<Persona, string>>;
  readonly seed: number;
  /** Requests generated per operation (fast-check's numRuns), shrinking aside. */
  readonly runs: number;
  /** The phase's time budget: operations not started by then are skipped, saying so. */
  readonly seconds: number;
  readonly ready?: Promise<void>;
  readonly sandbox?: string;
}

/** As long as a busy test server may take; no answer by then fails the operation. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Operations checked at once; the requests of one operation go one after another (its shrinking too). */
const CONCURRENCY = 4;
/** The arbitrary of an operation's valid requests: the documented example's path and headers, a generated query and body. */
export function requestArbitrary(operation: ContractOperation): fc.Arbitrary<PlainRequest> {
  const example = exampleRequestOf(operation);
  const [path] = example.path.split('?');
  const where = `${operation.service} ${operation.method} ${operation.path}`;
  const queryModel: Record<string, fc.Arbitrary<Json>> = {};
  const required: string[] = [];
  for (const reference of (operation.raw.parameters ?? []) as Json[]) {
    const parameter = deref(operation.doc, reference) as JsonObject;
    if (parameter.in !== 'query') continue;
    queryModel[String(parameter.name)] = arbitraryOf(operation.doc, parameter.schema ?? {}, `${where} query ${String(parameter.name)}`);
    if (parameter.required === true) required.push(String(parameter.name));
  }
  const requestBody = operation.raw.requestBody === undefined ? undefined : (deref(operation.doc, operation.raw.requestBody) as JsonObject);
  const schema = ((requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema;
  const body: fc.Arbitrary<Json | undefined> =
    schema === undefined || operation.method === 'GET' ? fc.constant(undefined) : arbitraryOf(operation.doc, schema, `${where} body`);
  const query = fc.record(queryModel, { requiredKeys: required });
  return fc.tuple(query, body).map(([values, generated]) => {
    const search = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString();
    return { path: search ? `${path}?${search}` : path!, headers: example.headers, body: generated };
  });
}

/** A stable number per operation, so its requests do not depend on which others the run selects. */
function operationSeed(seed: number, operation: ContractOperation): number {
  let hash = seed | 0;
  for (const char of `${operation.service} ${operation.method} ${operation.path}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function runGeneratedPhase(options: GeneratedOptions): Promise<PhaseResult> {
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const { index, target, sessions, accounts } = connect(options, REQUEST_TIMEOUT_MS);
  const selected = new Set(options.services);
  const operations = index.operations.filter((operation) => selected.has(operation.service));
  /** The token a generated request of the operation goes with: a logout spends its own, an account change uses the run's account. */
  const tokenFor = async (operation: ContractOperation): Promise<Session> => {
    if (operation.auth !== 'required') return { token: '' };
    if (accounts.changesAccount(operation)) {
      const own = await accounts.of(operation);
      return 'error' in own ? { error: `it changes an account, and ${own.error}` } : own;
    }
    return operation.endsSession ? sessions.fresh(operation.persona) : sessions.of(operation.persona);
  };
  await options.ready;

  const outcomes: CaseOutcome[] = [];
  const failures: ContractFailure[] = [];
  let sentTo = 0;
  await inPool(operations, CONCURRENCY, async (operation) => {
    const name = `${operation.method} ${operation.path}`;
    const title = `${options.runs} generated valid requests`;
    const record = (outcome: CaseOutcome['outcome'], reason?: string) =>
      outcomes.push({ service: operation.service, operation: name, title, outcome, reason });
    if (operation.sm4 !== 'none' && options.publicKey === undefined) {
      record('skip', `x-sm4 ${operation.sm4}: the body must be sealed with the server's SM2 public key; give it with --public-key`);
      return;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      record('skip', `the phase's time budget of ${options.seconds} s was spent before this operation (--generated-seconds)`);
      return;
    }
    let requests: fc.Arbitrary<PlainRequest>;
    try {
      requests = requestArbitrary(operation);
    } catch (error) {
      record('skip', `its requests cannot be generated: ${(error as Error).message}`);
      return;
    }
    const ownFields = accounts.changesAccount(operation) ? await accounts.of(operation) : undefined;
    if (ownFields && 'error' in ownFields) {
      record('skip', `it changes an account, and ${ownFields.error}`);
      return;
    }
    const lastFailure: { request?: PlainRequest; problem?: string; persona?: string } = {};
    const property = fc.asyncProperty(requests, async (request) => {
      const session = await tokenFor(operation);
      if ('error' in session) throw new Error(`no ${operation.persona} session: ${session.error}`);
      // An account change names the run's own account, whatever else was generated.
      const named =
        ownFields && typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
          ? { ...request, body: { ...request.body, ...(ownFields.fields as JsonObject) } }
          : request;
      const answer = await exchange(target, operation, named, session.token === '' ? undefined : session.token);
      const problem = answerProblem(index, operation, answer);
      if (problem !== undefined) {
        Object.assign(lastFailure, { request: named, problem, persona: session.token === '' ? undefined : operation.persona });
        throw new Error(problem);
      }
    });
    sentTo += 1;
    const seed = operationSeed(options.seed, operation);
    const details = await fc.check(property, { seed, numRuns: options.runs, interruptAfterTimeLimit: left, markInterruptAsFailure: false });
    if (!details.failed) {
      record('pass', `${details.numRuns} requests, seed ${seed}`);
      return;
    }
    // The last failing request fast-check sent is its shrunk counterexample.
    const shrunk = details.counterexample?.[0];
    const problem = lastFailure.problem ?? String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance);
    record('fail', problem);
    failures.push(
      failureOf('generated', target, operation, lastFailure.request ?? shrunk!, lastFailure.persona, {
        title: `a generated valid request (seed ${seed}, shrunk in ${details.numShrinks} steps)`,
        expected: EXPECTED_ANSWER,
        actual: problem,
      }),
    );
  });

  const order = (a: { service: string; operation: string }, b: typeof a) =>
    options.services.indexOf(a.service) - options.services.indexOf(b.service) || a.operation.localeCompare(b.operation);
  return {
    phase: 'generated',
    operations: sentTo,
    cases: outcomes.length,
    passed: outcomes.filter((o) => o.outcome === 'pass').length,
    skipped: outcomes.filter((o) => o.outcome === 'skip').length,
    failures: failures.sort(order),
    seconds: (Date.now() - started) / 1000,
    outcomes: outcomes.sort(order),
  };
}
