// Operations that change an account (a password reset, a password change, a
// cancellation) must not change the accounts the rest of the run logs in with,
// nor the documented example accounts a developer logs in with afterwards. The
// run registers an account of its own for each such operation and sends the
// operation as that account: its session for a change of the caller's own account,
// its identifying fields for a change of a named account. Everything is read from
// the x-state declarations (docs/contract.md, "State"): which resources are
// accounts (a login declares them), how one is created, how it logs in.
import { randomInt } from 'node:crypto';
import { answerPath, namedResources, type StateValue } from '../../../mock/state/declaration';
import { getPath } from '../../../mock/state/values';
import { isMobileNumber, isResidentIdNumber, isUnifiedSocialCreditCode, USCC_CHARS } from '../../../src/lib/id-validators';
import { fetchAgainIfDropped } from '../fetch-again';
import { sandboxHeaders } from '../phases';
import { openAnswer, sealRequestBody } from './cipher';
import { exampleRequestOf, type ContractIndex, type ContractOperation } from './operations';
import type { Session, SessionOptions, Sessions } from './sessions';

type Values = Record<string, unknown>;
const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An account of the run's own, for one account-changing operation. */
export type OwnAccount = { readonly token: string; readonly fields: Values } | { readonly error: string };

export interface Answer {
  readonly status: number;
  readonly body: { appcode?: unknown; msg?: unknown; map?: Values };
}

/** Sends a plaintext JSON body to an operation, sealed when it is x-sm4, and opens a sealed answer. */
export async function callOperation(operation: ContractOperation, body: Values, options: SessionOptions, token?: string): Promise<Answer> {
  const example = exampleRequestOf(operation);
  let wire = JSON.stringify(body);
  let key: Uint8Array | undefined;
  if (operation.sm4 !== 'none') {
    if (options.publicKey === undefined) throw new Error(`${operation.operationId} is x-sm4 and no --public-key was given`);
    ({ body: wire, key } = sealRequestBody(wire, options.publicKey));
  }
  const response = await fetchAgainIfDropped(`${options.apiBase}/${operation.service}${example.path}`, {
    method: operation.method,
    headers: {
      ...example.headers,
      ...sandboxHeaders(options.sandbox),
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token === undefined ? {} : { 'Access-Token': token }),
    },
    body: wire,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  let text = await response.text();
  if (key && (operation.sm4 === 'response' || operation.sm4 === 'both')) {
    const opened = openAnswer(text, key);
    if (opened.kind === 'refused') throw new Error(`${operation.operationId}: ${opened.reason}`);
    if (opened.kind === 'opened') text = JSON.stringify(opened.body);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Reported by the caller with the status.
  }
  return { status: response.status, body: isRecord(parsed) ? parsed : {} };
}

export const said = (answer: Answer) =>
  `HTTP ${answer.status} appcode ${JSON.stringify(answer.body.appcode)} msg ${JSON.stringify(answer.body.msg)}`;

const digit = () => String(randomInt(10));

/**
 * Another value of the same kind as a documented one: an identity number with another
 * birth date and sequence (and its check digit), a mobile number with other digits, else
 * the same characters with the digits after the first two drawn anew.
 */
export function freshValue(example: string): string {
  if (isResidentIdNumber(example)) {
    const birth = new Date(Date.UTC(1965 + randomInt(35), 0, 1 + randomInt(365))).toISOString().slice(0, 10).replace(/-/g, '');
    const body = `${example.slice(0, 6)}${birth}${digit()}${digit()}${digit()}`;
    return [...'0123456789X'].map((check) => body + check).find(isResidentIdNumber)!;
  }
  if (isMobileNumber(example)) return `${example.slice(0, 3)}${Array.from({ length: 8 }, digit).join('')}`;
  if (isUnifiedSocialCreditCode(example)) {
    // The registration authority and area kept (characters 1–8), a new organisation code with its check character.
    const body = `${example.slice(0, 8)}${Array.from({ length: 9 }, digit).join('')}`;
    return [...USCC_CHARS].map((check) => body + check).find(isUnifiedSocialCreditCode)!;
  }
  return example.slice(0, 2) + example.slice(2).replace(/\d/g, digit);
}

/** The request field a `set` value copies (`{from: <field>}`), if it is one. */
function copiedFrom(value: StateValue | undefined): string | undefined {
  return isRecord(value) && 'from' in value && typeof value.from === 'string' ? value.from : undefined;
}

/** The request field an item field of a created account comes from (`set: {field: {from}}`, else its own name). */
function requestFieldOf(create: ContractOperation, itemField: string): string {
  return copiedFrom(create.state?.set?.[itemField]) ?? itemField;
}

/** What the created account holds, as far as its request tells. */
function accountOf(create: ContractOperation, request: Values): Values {
  const item: Values = { ...request };
  for (const [field, value] of Object.entries(create.state?.set ?? {})) {
    const from = copiedFrom(value);
    if (from !== undefined) item[field] = request[from];
  }
  return item;
}

/** The request fields that name the account (`match`) and prove it (`check`), filled from the account. */
function fieldsFor(operation: ContractOperation, account: Values): Values {
  const fields: Values = {};
  for (const [requestField, itemFields] of Object.entries(operation.state?.match ?? {})) {
    const itemField = itemFields.find((f) => account[f] !== undefined);
    if (itemField !== undefined) fields[requestField] = account[itemField];
  }
  for (const [itemField, requestField] of Object.entries(operation.state?.check ?? {})) {
    if (account[itemField] !== undefined) fields[requestField] = account[itemField];
  }
  return fields;
}

export class RunAccounts {
  readonly #accounts = new Map<ContractOperation, Promise<OwnAccount>>();
  readonly #resources: Set<string>;

  constructor(
    private readonly index: ContractIndex,
    private readonly sessions: Sessions,
    private readonly options: SessionOptions,
  ) {
    this.#resources = new Set(index.operations.flatMap((op) => (op.state?.action === 'login' ? [op.state.resource] : [])));
  }

  /** Whether the operation changes an account (an update of a resource a login declares). */
  changesAccount(operation: ContractOperation): boolean {
    return operation.state?.action === 'update' && this.#resources.has(operation.state.resource);
  }

  /** The run's own account for this account-changing operation (one per operation, registered on first use). */
  of(operation: ContractOperation): Promise<OwnAccount> {
    let account = this.#accounts.get(operation);
    if (!account) {
      account = this.#register(operation).catch((error: unknown) => ({ error: (error as Error).message }));
      this.#accounts.set(operation, account);
    }
    return account;
  }

  async #register(operation: ContractOperation): Promise<OwnAccount> {
    const resource = operation.state!.resource;
    const declaring = (action: string) => this.index.operations.find((op) => op.state?.resource === resource && op.state.action === action);
    const create = declaring('create');
    const login = declaring('login');
    if (!create) return { error: `the contract has no operation that creates a ${resource} item, so the run has no account of its own` };
    if (!login) return { error: `the contract has no login to a ${resource} item` };
    // The fields that tell this account from every other: its key and what logins and changes match it by.
    // A field that names the caller's item of another resource the create is for (`also`, `within`: the
    // unit's institution an opening is for) names one the caller has, which its `when` allows.
    const forItems = namedResources(create.state!);
    const namesOwnItem = new Set(
      forItems.flatMap(
        (name) => this.index.operations.find((op) => op.state?.resource === name && op.state.key !== undefined)?.state?.key ?? [],
      ),
    );
    const identifying = new Set(
      [
        create.state!.key,
        ...(create.state!.unique ?? []),
        ...[login, operation].flatMap((op) => Object.values(op.state?.match ?? {}).flat()),
      ]
        .filter((f): f is string => f !== undefined)
        .map((f) => requestFieldOf(create, f))
        .filter((f) => !namesOwnItem.has(f)),
    );
    const request = JSON.parse(exampleRequestOf(create).body || '{}') as Values;
    for (const field of identifying) if (typeof request[field] === 'string') request[field] = freshValue(request[field] as string);
    let token: string | undefined;
    if (create.auth === 'required') {
      const session: Session = await this.sessions.of(create.persona);
      if ('error' in session) return session;
      token = session.token;
    }
    if (forItems[0] !== undefined) {
      const chosen = await this.#itemFor(create, forItems[0], token);
      if ('error' in chosen) return chosen;
      Object.assign(request, chosen.fields);
    }
    const created = await callOperation(create, request, this.options, token);
    if (created.status !== 200 || created.body.appcode !== '0')
      return { error: `registering an account of its own with ${create.operationId} answered ${said(created)}` };
    const account = accountOf(create, request);
    const loginBody = { ...(JSON.parse(exampleRequestOf(login).body || '{}') as Values), ...fieldsFor(login, account) };
    const loggedIn = await callOperation(login, loginBody, this.options);
    const issued = loggedIn.body.map?.['Access-Token'];
    if (loggedIn.status !== 200 || loggedIn.body.appcode !== '0' || typeof issued !== 'string')
      return { error: `logging in to the account it registered with ${login.operationId} answered ${said(loggedIn)}` };
    // A change another kind of user makes to the account (a unit resets its institution's manager) goes with that user's token.
    if (operation.userKinds && !operation.userKinds.includes(login.persona)) {
      const maker: Session = await this.sessions.of(operation.persona);
      if ('error' in maker) return maker;
      return { token: maker.token, fields: fieldsFor(operation, account) };
    }
    return { token: issued, fields: fieldsFor(operation, account) };
  }

  readonly #taken = new Set<string>();

  /**
   * The item of the caller's a create is for (an institution of the unit's to open): from the list of
   * that resource, one the create's `when` allows and the run has not used yet, named by its key.
   */
  async #itemFor(create: ContractOperation, resource: string, token: string | undefined): Promise<{ fields: Values } | { error: string }> {
    const list = this.index.operations.find((op) => op.state?.resource === resource && op.state.action === 'list');
    const key = list?.state?.key;
    if (!list || key === undefined)
      return { error: `the contract has no list of ${resource} to find an item for ${create.operationId} in` };
    const listed = await callOperation(list, JSON.parse(exampleRequestOf(list).body || '{}') as Values, this.options, token);
    const items = getPath(listed.body, answerPath(list.state!));
    const allowed = (item: Values) =>
      Object.entries(create.state!.when ?? {}).every(([field, values]) =>
        values.includes(getPath(item, field) as string | number | boolean),
      );
    const free = (Array.isArray(items) ? items.filter(isRecord) : []).find(
      (item) => allowed(item) && !this.#taken.has(`${resource}:${String(item[key])}`),
    );
    if (!free)
      return {
        error: `${list.operationId} lists no ${resource} item ${create.operationId} may be for, so the run has no account of its own`,
      };
    this.#taken.add(`${resource}:${String(free[key])}`);
    return { fields: { [key]: free[key] } };
  }
}
