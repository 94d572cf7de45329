// The Dredd hooks that make the contract test strict and complete:
// - the expected body schema comes from the bundled document (Dredd 14 itself
//   checks only that the example's keys are present);
// - the wire path is <prefix>/<service>/<path>, per document;
// - secured calls carry the Access-Token of the right persona; 401 transactions
//   are produced by sending no token;
// - x-sm4 bodies travel in the cipher envelope and sealed answers are opened
//   (with the portal's own cipher code) before validation;
// - 422 transactions send the Channel-Type header empty, which every operation refuses;
// - against the mock gateway other documented non-2xx answers are asked for with
//   `Prefer: code=<status>`; against another server they are skipped, with the reason.
import { intoDateWindow } from '../../../mock/state/dates';
import { sandboxHeaders } from '../phases';
import type { RunAccounts } from './accounts';
import { openAnswer, sealRequestBody } from './cipher';
import type { DreddHooks, DreddTransaction } from './dredd-types';
import type { ContractIndex, ContractOperation } from './operations';
import type { Sessions } from './sessions';

export interface ContractTarget {
  /** Server URL as given (origin plus an optional base path). */
  readonly server: string;
  /** `/api` or `/zuul/api`. */
  readonly prefix: string;
  /** The mock gateway honours `Prefer: code=…`; other servers are not asked to. */
  readonly againstMock: boolean;
  readonly publicKey: string | undefined;
  /** The run's sandbox on the mock gateway. */
  readonly sandbox?: string;
}

/** Which documented answer of which operation a transaction checks. */
export interface TransactionIdentity {
  readonly service: string;
  readonly method: string;
  /** The path template of the document. */
  readonly path: string;
  /** What was requested: <prefix>/<service>/<path with examples>. */
  readonly wirePath: string;
  /** The documented status. */
  readonly status: string;
}

/** What the hooks learn about a transaction beyond Dredd's own verdict. */
export interface TransactionNote extends TransactionIdentity {
  operationId?: string;
  /** Why the transaction was not sent. */
  skipReason?: string;
  /** The answer is one only the server itself decides to give (PhaseResult's not applicable skips). */
  notApplicable?: boolean;
  /** Failures found by the hooks: session, cipher, empty file. */
  readonly problems: string[];
  /** The plaintext of a sealed request body, for the report. */
  plaintextBody?: string;
  /** The answer was sealed and the report shows it decrypted. */
  decrypted?: boolean;
}

export interface HookContext {
  readonly index: ContractIndex;
  readonly sessions: Sessions;
  /** Accounts of the run's own, for the operations that change one. */
  readonly accounts: RunAccounts;
  readonly target: ContractTarget;
  /** The service a bundled document file belongs to. */
  serviceOfFile(filename: string): string;
  /** Notes by transaction title (Dredd's `transaction.id`, which the hooks set). */
  readonly notes: Map<string, TransactionNote>;
  /** Resolves when the server is up (the mock gateway starts while Dredd reads the documents). */
  readonly ready: Promise<void>;
}

export type RequestPlan =
  | { readonly skip: string }
  | {
      readonly session: 'persona' | 'fresh' | 'none';
      readonly prefer?: string;
      /** A header sent empty, which the contract's header schema refuses. */
      readonly emptyHeader?: string;
    };

/** Every operation lists it (docs/contract.md), and its pattern refuses an empty value. */
const INVALID_WHEN_EMPTY = 'Channel-Type';

function isSuccess(status: string | number): boolean {
  const code = Number(status);
  return code >= 200 && code < 300;
}

/** How one documented response of an operation is provoked, or why it cannot be. */
export function planRequest(operation: ContractOperation, status: string, againstMock: boolean): RequestPlan {
  const secured = operation.auth === 'required';
  if (isSuccess(status)) return { session: secured ? (operation.endsSession ? 'fresh' : 'persona') : 'none' };
  // Any server answers a secured call without a token with its 401.
  if (status === '401' && secured) return { session: 'none' };
  // And an invalid request with its documented refusal: an empty header is invalid on every operation.
  if (status === '422') return { session: secured ? 'persona' : 'none', emptyHeader: INVALID_WHEN_EMPTY };
  if (againstMock) return { session: secured ? 'persona' : 'none', prefer: status };
  const why =
    status === '429'
      ? 'the rate limit of anonymous calls cannot be triggered on demand'
      : status === '500'
        ? 'a server answers 500 only when it fails'
        : status === '400' && operation.sm4 !== 'none'
          ? 'the refusal of a replayed sealed request (docs/client.md) is checked on the mock gateway only'
          : `nothing in the request makes another server answer ${status}`;
  return { skip: `${status}: ${why}; the mock gateway run checks this answer (Prefer: code=${status})` };
}

function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

function headerName(headers: Record<string, string>, name: string): string | undefined {
  return Object.keys(headers).find((key) => key.toLowerCase() === name);
}

function basePathOf(server: string): string {
  return new URL(server).pathname.replace(/\/+$/, '');
}

interface TransactionState {
  readonly note: TransactionNote;
  /** The SM4 key the answer of a `response|both` operation is sealed with. */
  key?: Uint8Array;
  expectsFile?: boolean;
  validated?: boolean;
}

export function registerHooks(hooks: DreddHooks, context: HookContext): void {
  const { index, sessions, target } = context;
  const basePath = basePathOf(target.server);
  const states = new WeakMap<DreddTransaction, TransactionState>();

  const skip = (transaction: DreddTransaction, note: TransactionNote, reason: string) => {
    note.skipReason = reason;
    transaction.skip = true;
  };
  const fail = (transaction: DreddTransaction, note: TransactionNote, reason: string) => {
    note.problems.push(reason);
    transaction.fail = reason;
  };

  async function prepare(transaction: DreddTransaction): Promise<void> {
    const { request, origin } = transaction;
    const service = context.serviceOfFile(origin.filename);
    const status = transaction.expected.statusCode ?? '';
    const wirePath = `${target.prefix}/${service}${request.uri}`;
    transaction.fullPath = `${basePath}${wirePath}`;
    transaction.id = `${request.method} (${status}) ${wirePath}`;
    const operation = index.find(service, request.method, origin.resourceName);
    const note: TransactionNote = { service, method: request.method, path: origin.resourceName, wirePath, status, problems: [] };
    context.notes.set(transaction.id, note);
    const state: TransactionState = { note };
    states.set(transaction, state);
    if (!operation) {
      fail(transaction, note, `the bundled ${service} document has no ${request.method} ${origin.resourceName}`);
      return;
    }
    note.operationId = operation.operationId;

    const schema = index.responseSchema(operation, status);
    if (schema) {
      transaction.expected.bodySchema = schema;
    } else {
      // A file download: the example stands for bytes; presence is checked after the call.
      delete transaction.expected.body;
      state.expectsFile = isSuccess(status);
    }

    const plan = planRequest(operation, status, target.againstMock);
    if ('skip' in plan) {
      note.notApplicable = true;
      skip(transaction, note, plan.skip);
      return;
    }
    if (plan.prefer !== undefined) request.headers.Prefer = `code=${plan.prefer}`;
    // A documented day the contract keeps from before today passes: moved into its window (mock/state/dates.ts).
    if (operation.state?.dates && request.body)
      request.body = JSON.stringify(intoDateWindow(operation.state.dates, JSON.parse(request.body) as unknown));
    if (plan.emptyHeader !== undefined)
      request.headers[headerName(request.headers, plan.emptyHeader.toLowerCase()) ?? plan.emptyHeader] = '';
    Object.assign(request.headers, sandboxHeaders(target.sandbox));
    if (isSuccess(status) && context.accounts.changesAccount(operation)) {
      // Sent as an account of the run's own, so the accounts the run and the developer log in with stay as they are.
      const own = await context.accounts.of(operation);
      if ('error' in own) {
        skip(transaction, note, `it changes an account, and ${own.error}`);
        return;
      }
      if (operation.auth !== 'none') request.headers['Access-Token'] = own.token;
      request.body = JSON.stringify({ ...(JSON.parse(request.body || '{}') as object), ...own.fields });
    } else if (plan.session !== 'none') {
      const session = plan.session === 'fresh' ? await sessions.fresh(operation.persona) : await sessions.of(operation.persona);
      if ('error' in session) {
        fail(transaction, note, `no ${operation.persona} session: ${session.error}`);
        return;
      }
      request.headers['Access-Token'] = session.token;
    }

    if (operation.sm4 !== 'none') {
      if (target.publicKey === undefined) {
        skip(
          transaction,
          note,
          `x-sm4 ${operation.sm4}: the body must be sealed with the server's SM2 public key; give it with --public-key`,
        );
        return;
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        fail(transaction, note, `x-sm4 on ${request.method}: there is no body to carry the key`);
        return;
      }
      const sealed = sealRequestBody(request.body, target.publicKey);
      note.plaintextBody = request.body;
      request.body = sealed.body;
      request.headers[headerName(request.headers, 'content-type') ?? 'Content-Type'] = 'application/json';
      if (operation.sm4 === 'response' || operation.sm4 === 'both') state.key = sealed.key;
    }
  }

  /** Before Gavel looks: media-type parameters do not count, sealed answers are opened. */
  function inspect(transaction: DreddTransaction): void {
    const state = states.get(transaction);
    const real = transaction.real;
    if (!state || !real) return;
    state.validated = true;

    const expectedName = headerName(transaction.expected.headers, 'content-type');
    const actualType = real.headers['content-type'];
    if (expectedName && actualType && mediaType(actualType) === mediaType(transaction.expected.headers[expectedName])) {
      transaction.expected.headers[expectedName] = actualType;
    }

    if (state.key && isSuccess(real.statusCode)) {
      const opened = openAnswer(real.body ?? '', state.key);
      if (opened.kind === 'opened') {
        real.body = JSON.stringify(opened.body);
        state.note.decrypted = true;
      } else if (opened.kind === 'refused') {
        state.note.problems.push(opened.reason);
      }
    }
    if (state.expectsFile && isSuccess(real.statusCode) && !real.body) {
      state.note.problems.push('the operation documents a file, but the answer has no body');
    }
  }

  /** After Gavel: the hooks' own findings turn a pass into a failure. */
  function conclude(transaction: DreddTransaction): void {
    const state = states.get(transaction);
    const test = transaction.test;
    if (!state?.validated || !test || state.note.problems.length === 0) return;
    test.valid = false;
    test.status = 'fail';
    test.message = [...state.note.problems, test.message].filter(Boolean).join('\n');
  }

  hooks.beforeAll((_transactions: DreddTransaction[], done: () => void) => {
    // A gateway that fails to start ends the run (runContract awaits the same promise).
    context.ready.then(done, done);
  });
  hooks.beforeEach((transaction: DreddTransaction, done: () => void) => {
    prepare(transaction)
      .catch((error: unknown) => {
        const note = states.get(transaction)?.note;
        const reason = `preparing the request failed: ${(error as Error).message}`;
        if (note) fail(transaction, note, reason);
        else transaction.fail = reason;
      })
      .finally(done);
  });
  hooks.beforeEachValidation((transaction: DreddTransaction) => inspect(transaction));
  hooks.afterEach((transaction: DreddTransaction) => conclude(transaction));
}
