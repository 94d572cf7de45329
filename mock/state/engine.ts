// The state engine: after Prism has validated a request and answered it with
// the operation's example, an operation that declares x-state gets its answer
// from the caller's state instead, built on that example's shape. No operation
// has code of its own here: every step reads the declaration.
import { documentedExample, type Route } from '../catalogue';
import { agentPersonaOf, loginPathPersona, userKindOf, type Persona } from '../personas';
import { brokenDateRule } from './dates';
import {
  ADDED_ORDER,
  answerPath,
  fieldPair,
  fixedKey,
  namedBy,
  namedResources,
  type StateAgainst,
  type StateAgents,
  type StateDeclaration,
  type StateFile,
  type StateRefusal,
  type StateValue,
  type StateVia,
} from './declaration';
import { documentedDictionaries, documentedTrees } from './dictionary';
import { checkDeclarations, registriesOf, resourcesOf, type Resource, type StatefulRoute } from './resources';
import { elementSchema, propertyNames, responseSchema, schemaAt, type Schema } from './schema';
import { seedOf } from './seed';
import { ACCOUNT_MARK, GLOBAL_OWNER, StateStore, type ResourceState } from './store';
import {
  applyAnswer,
  copyJson,
  deletePath,
  evaluate,
  fieldHas,
  formatDate,
  formatDateTime,
  getPath,
  matches,
  setPath,
  type Item,
  type Json,
  type ValueContext,
} from './values';
import { change, derive, registryOf, rowsOf, type Change, type Derivation, type RegistryName, type RowsName } from './world';

export interface StateEngineOptions {
  routes: readonly Route[];
  /** Folder to persist to (MOCK_STATE_DIR); none keeps the state in memory. */
  dir?: string;
  /** MOCK_SEED. */
  seed: string;
  warn(message: string): void;
  /** The gateway's clock (tests pin it). */
  now?: () => Date;
}

/**
 * What a token's login established: the account it logged in to. A token that
 * did not log in to a declared account (a fixed example token, an example login)
 * has none, and changes no account.
 */
export interface StateSession {
  /** The account it logged in to, in the sandbox it logged in in (each sandbox has its own copy of the accounts). */
  account?: { resource: string; key: string; sandbox?: string };
  /**
   * The state the session works on when its account was registered on the gateway: the account's
   * own (`<kind>:<key>`). The seeded accounts are the world's personas and work on their persona's.
   */
  owner?: string;
  /** An agent's login (`agents`): the agent persona of the login's kind, which its token carries. */
  persona?: Persona;
}

export interface StateCall {
  route: Route;
  persona: Persona | undefined;
  /** The caller's session; a login writes the account it logged in to into it. */
  session?: StateSession;
  /** The caller's sandbox (the mock-sandbox switch), if any. */
  sandbox?: string;
  request: unknown;
  /** Prism's answer (the documented example the persona gets). */
  example: unknown;
}

/** What the state answers: HTTP 200 with the answer, or a refusal documented under its own status. */
export interface StateReply {
  status: number;
  /** JSON, or a file's bytes (`file`). */
  body: unknown;
  /** A file's type and name. */
  headers?: Record<string, string>;
  /** `logsOut`: the accounts whose logins end (all but the caller's with `others`). */
  logsOut?: { accounts: NonNullable<StateSession['account']>[]; keepCaller: boolean };
}

export interface StateEngine {
  readonly resources: ReadonlyMap<string, Resource>;
  /** The answer from state, or undefined when the operation keeps none (or the call changes nothing). */
  answer(call: StateCall): StateReply | undefined;
  /** Back to the seed for one persona's owner, or for everyone; within a sandbox, only there. */
  reset(persona?: Persona, sandbox?: string): void;
  snapshot(persona?: Persona, sandbox?: string): Record<string, Record<string, ResourceState>>;
  flush(): Promise<void>;
}

const SANDBOX_MARK = '@';
/**
 * Where an owner keeps the items deleted from an agents' list whose login declares `removed`: their login
 * names are refused from then on. The gateway's own list, beside the list in the owner's state.
 */
const removedFrom = (list: string) => `${list}.removed`;
const REMOVED_LIST = /\.removed$/;
/** The owner a sandboxed owner is a copy of: its seed is that owner's. */
const seededAs = (owner: string) => owner.split(SANDBOX_MARK)[0] ?? owner;
const inSandbox = (owner: string, sandbox: string) => owner.endsWith(`${SANDBOX_MARK}${sandbox}`);

/** The kind of user a persona is: agents work on their unit's or institution's state. */
const kindOf = (persona: Persona | undefined) => (persona === undefined ? 'anonymous' : userKindOf(persona));

/**
 * Whose state a call works on: a registered account's own (its session's owner) when the call
 * answers as that account's kind, else its persona's (the world's example user of that kind; a
 * persona switch to another kind shows that kind's). In a sandbox, a copy of it of its own
 * (`person@<sandbox>`, `person:<key>@<sandbox>`), seeded alike.
 */
export function ownerOf(persona: Persona | undefined, sandbox?: string, session?: StateSession): string {
  const kind = kindOf(persona);
  const owner = session?.owner?.startsWith(`${kind}${ACCOUNT_MARK}`) ? session.owner : kind;
  return sandbox === undefined ? owner : `${owner}${SANDBOX_MARK}${sandbox}`;
}

/** A registered account's own state (`<kind>:<key>`, in a sandbox or not), not a persona's. */
const isAccountOwner = (owner: string) => seededAs(owner).includes(ACCOUNT_MARK);

/** Marks an item of a global resource a call created (a registered account), not the seed; never shown. */
const REGISTERED = '_registered';

const isRecord = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = copyJson;

/** An item as the contract shows it: the schema's fields only, never the gateway's own (`_cancelled`, a password …). */
function project(item: Item, schema: Schema): Item {
  const names = propertyNames(schema);
  return Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith('_') && (names.size === 0 || names.has(k))));
}

/** The schema an operation shows its items (list) or item (get) with; a detail shows more fields than a list row. */
function shownSchema(route: Route, declaration: StateDeclaration, resource: Resource): Schema {
  const at = schemaAt(responseSchema(route), answerPath(declaration));
  return (declaration.action === 'list' ? elementSchema(at) : at) ?? resource.itemSchema;
}

/** The item as a get shows it: the required fields the state does not hold keep the documented example's values. */
function shownItem(item: Item, schema: Schema, example: Json): Item {
  const shown = project(item, schema);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const field of required) {
    if (!(field in shown) && isRecord(example) && field in example) shown[field] = clone(example[field]);
  }
  return shown;
}

/** Whether an item is in a state the declaration's `when` allows the change from. */
const allowed = (item: Item, declaration: StateDeclaration) =>
  Object.entries(declaration.when ?? {}).every(([field, values]) => values.includes(getPath(item, field) as string | number | boolean));

/** A fresh key in the form of the existing ones: their letter prefix, the date and a running number. */
function newKey(items: readonly Item[], key: string, resource: string, now: Date, documented: unknown): string {
  const taken = new Set(items.map((i) => String(i[key])));
  // An owner with no item yet takes the form of the key the create's documented answer shows.
  const sample = [...items.map((i) => i[key]), documented].find((k): k is string => typeof k === 'string') ?? '';
  const prefix = /^[A-Za-z]*/.exec(sample)?.[0] ?? '';
  const digits = Math.max(sample.length - prefix.length, 12);
  const date = formatDate(now).replace(/-/g, '');
  for (let n = items.length + 1; ; n += 1) {
    const candidate = prefix ? `${prefix}${date}${String(n).padStart(digits - date.length, '0')}` : `${resource}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `after`: the item's dates lie at least that many seconds before now (an item without the date is due). */
function isDue(item: Item, declaration: StateDeclaration, now: Date): boolean {
  return Object.entries(declaration.after ?? {}).every(([field, seconds]) => {
    const at = new Date(String(getPath(item, field) ?? '').replace(' ', 'T')).getTime();
    return Number.isNaN(at) || now.getTime() - at >= seconds * 1000;
  });
}

/** `file`: the item's own bytes (the base64 its upload kept), else the example's, under the item's name, as the contract types them. */
function fileReply(route: Route, item: Item, file: StateFile, example: Json): StateReply {
  const content = item[file.content];
  const body = typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(String(example ?? ''), 'utf8');
  const mediaType = route.prismOperation.responses.find((r) => r.code === '200')?.contents?.[0]?.mediaType ?? 'application/octet-stream';
  const name = encodeURIComponent(String(item[file.name] ?? ''));
  return { status: 200, body, headers: { 'Content-Type': mediaType, 'Content-Disposition': `attachment; filename*=UTF-8''${name}` } };
}

/** A refused call's answer: the example named, or the declared appcode and msg on the example's shape (some answers require their map). */
function refusal(route: Route, refuse: StateRefusal | undefined, example: Record<string, Json>): StateReply {
  if (typeof refuse === 'string') {
    // A get's refusal has no item to show: it is documented under a status of its own (404).
    const status = [...route.exampleKeys].find(([, keys]) => keys.includes(refuse))?.[0] ?? 200;
    return { status, body: documentedExample(route, status, refuse) };
  }
  return { status: 200, body: { ...example, appcode: refuse?.appcode ?? '9999', msg: refuse?.msg ?? '操作失败' } };
}

/** Where an item keeps the earlier values of its fields (`remember`): the gateway's own field, never shown. */
const EARLIER = '_earlier';

/** `remember`: a field's earlier values, the latest first. */
function earlierValues(item: Item, field: string): Json[] {
  const kept = getPath(item, `${EARLIER}.${field}`);
  return Array.isArray(kept) ? kept : [];
}

/** `remember`: before a change, the field's value joins its earlier ones, of which `count` are kept. */
function rememberValue(item: Item, field: string, count: number): void {
  const current = getPath(item, field);
  if (current === undefined) return;
  setPath(item, `${EARLIER}.${field}`, [current, ...earlierValues(item, field)].slice(0, count));
}

/** `via`: an item whose fields equal every one the `via` item names. */
const isNamedBy = (fields: Record<string, Json>) => (item: Item) => Object.entries(fields).every(([f, v]) => item[f] === v);

/** Where an item keeps its failed checks in a row per operation (`attempts`): the gateway's own field, never shown. */
const ATTEMPTS = '_attempts';

interface FailedChecks {
  failures: number;
  /** When the lock the last failure set ends (ISO); none: not locked. */
  until?: string;
  /** The item fields the operation checks: a change of one starts the count again. */
  fields: string[];
}

/** `attempts`: an item's failed checks, by operation. */
function failedChecksOf(item: Item): Record<string, FailedChecks> {
  const kept = item[ATTEMPTS];
  return isRecord(kept) ? (kept as unknown as Record<string, FailedChecks>) : {};
}

const checksOf = (route: Route) => `${route.service} ${route.path}`;

/** `attempts`: whether the operation's lock of the item still holds. */
function lockedNow(item: Item, route: Route, now: Date): boolean {
  const until = failedChecksOf(item)[checksOf(route)]?.until;
  return until !== undefined && Date.parse(until) > now.getTime();
}

/** `attempts`: the count starts again (a check passed). */
function passedCheck(item: Item, route: Route): void {
  if (!(ATTEMPTS in item)) return;
  const checks = failedChecksOf(item);
  delete checks[checksOf(route)];
  item[ATTEMPTS] = checks as unknown as Json;
}

/** `attempts`: a change of a checked field (a new password) starts every count that checks it again. */
function changedChecked(item: Item, fields: readonly string[]): void {
  if (!(ATTEMPTS in item)) return;
  const checks = failedChecksOf(item);
  for (const [operation, { fields: checked }] of Object.entries(checks))
    if (checked.some((field) => fields.includes(field))) delete checks[operation];
  item[ATTEMPTS] = checks as unknown as Json;
}

/**
 * `attempts`: a failed check counted on each item the request names; the answer is `locked` when one
 * reaches the limit (locked from now on for the declared minutes), else `refuse` with the attempts left.
 */
function failedCheck(
  route: Route,
  declaration: StateDeclaration,
  items: readonly Item[],
  now: Date,
  example: Record<string, Json>,
): StateReply {
  const { limit, minutes, locked, msg } = declaration.attempts!;
  let left = limit;
  for (const item of items) {
    const checks = failedChecksOf(item);
    const earlier = checks[checksOf(route)];
    // A lock that ran out leaves no count behind.
    const failures = (earlier?.until === undefined ? (earlier?.failures ?? 0) : 0) + 1;
    const until = failures >= limit ? new Date(now.getTime() + minutes * 60_000).toISOString() : undefined;
    checks[checksOf(route)] = { failures, fields: Object.keys(declaration.check ?? {}), ...(until && { until }) };
    item[ATTEMPTS] = checks as unknown as Json;
    left = Math.min(left, limit - failures);
  }
  if (left <= 0) return refusal(route, locked, example);
  const refused = refusal(route, declaration.refuse, example);
  if (msg === undefined || !isRecord(refused.body)) return refused;
  return { ...refused, body: { ...refused.body, msg: msg.replace('{left}', String(left)) } };
}

/** `resume`: the latest item with the request's `same` fields that holds an item of `held` under its key. */
function resumable(
  resume: NonNullable<StateDeclaration['resume']>,
  resource: Resource,
  items: readonly Item[],
  request: Record<string, Json>,
  context: ValueContext,
): Item | undefined {
  const key = resource.key;
  const held = context.itemsOf?.(resume.held) ?? [];
  return [...items]
    .reverse()
    .find(
      (item) =>
        key !== undefined &&
        resume.same.every((field) => request[field] !== undefined && item[field] === request[field]) &&
        held.some((h) => h[key] === item[key]),
    );
}

/** `first`: the items that match come first, each group in the order it had. */
function firstWhere(items: Item[], first: StateDeclaration['first']): Item[] {
  if (!first) return items;
  return [...items.filter((i) => matches(i, first)), ...items.filter((i) => !matches(i, first))];
}

/** `default`: the item that holds the flag now is the only one that does. */
function keepOneDefault(items: readonly Item[], flag: string | undefined, holder: Item | undefined): void {
  if (flag === undefined || holder?.[flag] !== true) return;
  for (const item of items) if (item !== holder && item[flag] === true) item[flag] = false;
}

/**
 * The items an agent persona sees of a list declared `agentOwn`: its own entry, the agent item its
 * session logged in as (`loggedInAs`, its key), else the keys its persona's documented example lists
 * (none when it has no example); everyone else sees them all.
 */
function agentsOwn(
  route: Route,
  declaration: StateDeclaration,
  persona: Persona | undefined,
  items: Item[],
  loggedInAs: string | undefined,
): Item[] {
  const key = declaration.key;
  if (!declaration.agentOwn || key === undefined || (persona !== 'unitAgent' && persona !== 'organAgent')) return items;
  const listed = getPath(documentedExample(route, 200, persona), answerPath(declaration));
  const own = new Set(
    loggedInAs !== undefined ? [loggedInAs] : Array.isArray(listed) ? listed.map((entry) => String(getPath(entry, key))) : [],
  );
  return items.filter((item) => own.has(String(item[key])));
}

/** `match`: an item one of whose fields (any of the list) equals the request field. */
const matchedBy = (match: Record<string, string[]>, request: Record<string, Json>) => (item: Item) =>
  Object.entries(match).some(([r, fields]) => request[r] !== undefined && fields.some((f) => getPath(item, f) === request[r]));

/** `anonymousBy`: the items whose fields equal every one of the request's fields, all given; none otherwise. */
function named(entries: readonly string[], items: Item[], request: Record<string, Json>): Item[] {
  const pairs = entries.map(fieldPair);
  if (pairs.some(({ request: r }) => request[r] === undefined || request[r] === '')) return [];
  return items.filter((item) => pairs.every(({ request: r, item: f }) => fieldHas(item, f, request[r])));
}

/**
 * Whether an update or delete found every item its request names: each key of `keys`, else at least
 * one item (by key, `match` or `own`). Another owner's item is not in the caller's state, so it counts as unknown.
 */
function allNamed(declaration: StateDeclaration, resource: Resource, request: Record<string, Json>, found: readonly Item[]): boolean {
  if (!declaration.keys || resource.key === undefined) return found.length > 0;
  const wanted = request[declaration.keys];
  const named = new Set(Array.isArray(wanted) ? wanted.map(String) : []);
  const key = resource.key;
  return named.size > 0 && [...named].every((k) => found.some((i) => String(i[key]) === k));
}

export function createStateEngine(options: StateEngineOptions): StateEngine {
  const stateful = options.routes.filter((r): r is StatefulRoute => r.state !== undefined);
  const dictionaries = documentedDictionaries(options.routes);
  const dictionaryName = (code: string, value: string) => dictionaries.get(code)?.get(value);
  const trees = documentedTrees(options.routes);
  const treeNames = (code: string, value: string) => trees.get(code)?.get(value);
  const problems = checkDeclarations(stateful, new Set(dictionaries.keys()), new Set(trees.keys()));
  if (problems.length > 0) throw new Error(`the contract's x-state declarations are inconsistent:\n  ${problems.join('\n  ')}`);
  const resources = resourcesOf(stateful);
  const registries = registriesOf(stateful);
  /** A resource, or a registry of the world (`anonymousFrom`), which `also` may write as a global resource. */
  const resourceNamed = (name: string) => resources.get(name) ?? registries.get(name);
  /** The kinds of user that log in to each accounts resource (its logins' paths: auth/unit/… → unit). */
  const loginKinds = new Map<string, Set<string>>();
  for (const route of stateful.filter((r) => r.state.action === 'login')) {
    const persona = loginPathPersona(route.path);
    if (persona) loginKinds.set(route.state.resource, (loginKinds.get(route.state.resource) ?? new Set()).add(userKindOf(persona)));
  }
  const now = options.now ?? (() => new Date());
  const store = new StateStore({
    dir: options.dir,
    seed: options.seed,
    warn: options.warn,
    seedOf: (owner, name) =>
      registries.has(name)
        ? registryOf(name as RegistryName)
        : REMOVED_LIST.test(name)
          ? []
          : seedOf(resources.get(name)!, seededAs(owner), stateful, options.seed, registeredRecord(owner, name)),
  });
  /** The agents' lists whose deleted items a login refuses (`agents.removed`). */
  const keepsRemoved = new Set(stateful.flatMap((r) => (r.state.agents?.removed !== undefined ? [r.state.agents.resource] : [])));

  /**
   * The single record a registered account (`<kind>:<key>`, in a sandbox or not) starts with: the
   * resource's `registered` values over the account's registration. Undefined for everyone else.
   */
  function registeredRecord(owner: string, name: string): Item | undefined {
    const registered = resources.get(name)?.declaration.registered;
    const [account = owner, sandbox] = owner.split(SANDBOX_MARK);
    const [kind, key] = account.split(ACCOUNT_MARK);
    if (!registered || key === undefined) return undefined;
    const accountsOwner = globalOwner(sandbox);
    for (const [accountsName, values] of Object.entries(registered)) {
      // A unit's manager phone may be an institution manager's too: only the accounts of the owner's kind.
      if (!loginKinds.get(accountsName)?.has(kind ?? '')) continue;
      const accounts = resources.get(accountsName);
      const accountKey = accounts?.key;
      if (accounts?.scope !== 'global' || accountKey === undefined) continue;
      const state = store.get(accountsOwner, accounts.name);
      const registration = (Array.isArray(state) ? state : []).find((i) => i[REGISTERED] === true && String(i[accountKey]) === key);
      if (registration) return recordOver(values, registration, accountsOwner);
    }
    return undefined;
  }

  /**
   * `registered`: a record's values over a registration (its fields stand as the request); those it cannot
   * give left out. A `record` there is the item of a global resource the registration names, as the
   * registration's sandbox holds it (`globalState`): the base store's entry of the unit registered; or,
   * for an agent, a single record of the organisation whose state it works on (`agentState`): its unit's.
   */
  function recordOver(values: Record<string, StateValue>, registration: Item, globalState: string, agentState?: string): Item {
    const recordNamed = (name: string, by?: string) => {
      const resource = resourceNamed(name);
      if (resource?.scope === 'user' && resource.key === undefined && agentState !== undefined) {
        const held = store.get(agentState, name);
        return isRecord(held) ? held : undefined;
      }
      if (resource?.scope !== 'global' || resource.key === undefined) return undefined;
      const wanted = registration[by ?? resource.key];
      const held = store.get(globalState, name);
      return (Array.isArray(held) ? held : []).find((i) => i[resource.key!] === wanted);
    };
    const context: ValueContext = {
      request: registration,
      items: [],
      now: now(),
      dictionary: dictionaryName,
      tree: treeNames,
      record: (name, field, by) => getPath(recordNamed(name, by), field),
    };
    const record: Item = {};
    for (const [path, value] of Object.entries(values)) {
      const shown = evaluate(value, context);
      if (shown !== undefined) setPath(record, path, shown);
    }
    return record;
  }

  /** `against`: the item of a global resource the record's field names by that resource's key, in the caller's sandbox. */
  function comparedWith(against: StateAgainst, record: Item | undefined, sandbox: string | undefined): Item | undefined {
    const compared = resourceNamed(against.resource);
    const wanted = record && getPath(record, against.by);
    if (compared?.key === undefined || wanted === undefined) return undefined;
    const held = store.get(globalOwner(sandbox), compared.name);
    return (Array.isArray(held) ? held : []).find((i) => i[compared.key!] === wanted);
  }

  /**
   * The agent a session logged in as (`agents`), while the call answers as that agent: its list's name
   * and item, in its organisation's state.
   */
  function sessionAgent(persona: Persona | undefined, sandbox: string | undefined, session: StateSession | undefined) {
    const account = session?.persona !== undefined && session.persona === persona ? session.account : undefined;
    const list = account && resources.get(account.resource);
    if (!account || list?.key === undefined || list.scope !== 'user') return undefined;
    const held = store.get(ownerFor(list, persona, sandbox, session), list.name);
    const agent = (Array.isArray(held) ? held : []).find((i) => String(i[list.key!]) === account.key);
    return agent && { list: list.name, agent };
  }

  // A sandbox has its own copy of what everyone shares too (the accounts): a contract run that
  // registers, resets a password or cancels an account there leaves the developer's accounts as they were.
  const globalOwner = (sandbox: string | undefined) => (sandbox === undefined ? GLOBAL_OWNER : `${GLOBAL_OWNER}${SANDBOX_MARK}${sandbox}`);
  const ownerFor = (resource: Resource, persona: Persona | undefined, sandbox: string | undefined, session: StateSession | undefined) =>
    resource.scope !== 'global' ? ownerOf(persona, sandbox, session) : globalOwner(sandbox);

  /**
   * `alsoOf`: the owner of the account of `accountsName` whose field holds the request's value (`request:item`),
   * in the caller's sandbox: a registered account's own state, a seeded one its kind's persona's (the world's
   * unit, `unit`). None: no such account.
   */
  function accountOwner(
    accountsName: string,
    entry: string,
    request: Record<string, Json>,
    sandbox: string | undefined,
  ): string | undefined {
    const accounts = resources.get(accountsName);
    const [kind] = loginKinds.get(accountsName) ?? [];
    const { request: r, item: f } = fieldPair(entry);
    if (accounts?.key === undefined || kind === undefined || request[r] === undefined) return undefined;
    const held = store.get(globalOwner(sandbox), accountsName);
    const account = (Array.isArray(held) ? held : []).find((i) => i[f] === request[r]);
    if (!account) return undefined;
    const owner = account[REGISTERED] === true ? `${kind}${ACCOUNT_MARK}${String(account[accounts.key])}` : kind;
    return sandbox === undefined ? owner : `${owner}${SANDBOX_MARK}${sandbox}`;
  }

  /** `via`: the fields the item the request names by the `via` resource's key holds at `at`; none: no such item, or its `until` has passed. */
  function viaNamed(
    via: StateVia,
    request: Record<string, Json>,
    persona: Persona | undefined,
    sandbox: string | undefined,
    session: StateSession | undefined,
  ): Record<string, Json> | undefined {
    const named = resources.get(via.resource);
    if (!named?.key || request[named.key] === undefined) return undefined;
    const held = store.get(ownerFor(named, persona, sandbox, session), named.name);
    const item = Array.isArray(held) ? held.find((i) => i[named.key!] === request[named.key!]) : undefined;
    if (item && via.until !== undefined && !(Date.parse(String(getPath(item, via.until))) > now().getTime())) return undefined;
    const fields = item && getPath(item, via.at);
    return isRecord(fields) ? fields : undefined;
  }

  /** `via`: whether a resource holds an item the `via` item names. */
  function holdsNamed(name: string, fields: Record<string, Json>, sandbox: string | undefined): boolean {
    const resource = resources.get(name);
    const held = resource ? store.get(ownerFor(resource, undefined, sandbox, undefined), name) : [];
    return Array.isArray(held) && held.some(isNamedBy(fields));
  }

  function targets(
    declaration: StateDeclaration,
    resource: Resource,
    items: Item[],
    request: Record<string, Json>,
    session: StateSession | undefined,
  ): Item[] {
    const key = resource.key ?? '';
    if (declaration.keys) {
      const wanted = request[declaration.keys];
      const list = Array.isArray(wanted) ? wanted.map(String) : [];
      return items.filter((i) => list.includes(String(i[key])));
    }
    if (declaration.match) return items.filter(matchedBy(declaration.match, request));
    if (declaration.own) return items.filter((i) => session?.account?.resource === resource.name && String(i[key]) === session.account.key);
    const wanted = fixedKey(declaration.set, key) ?? request[key];
    return items.filter((i) => i[key] !== undefined && i[key] === wanted);
  }

  function write(item: Item, declaration: StateDeclaration, resource: Resource, context: ValueContext, includeRequest: boolean): void {
    // Every field the request carries is kept, also those the list does not show: another
    // operation's answer may (an agent's functionCodes, shown by getAgentAuth only).
    if (includeRequest) {
      for (const [field, value] of Object.entries(context.request)) if (field !== resource.key) item[field] = clone(value);
    }
    for (const path of declaration.unset ?? []) deletePath(item, path);
    for (const [path, value] of Object.entries(declaration.set ?? {})) {
      // A value the call cannot give (a record it names that is not there) leaves the field as it was.
      const written = applyValue(value, { ...context, item });
      if (written !== undefined) setPath(item, path, written);
    }
  }

  function applyValue(value: Parameters<typeof applyAnswer>[1][string], context: ValueContext): Json {
    const holder: Record<string, Json> = {};
    applyAnswer(holder, { v: value }, context);
    return holder.v;
  }

  /** The item of resource `from` keyed like the request (`copy`): a favourite takes the function's fields. */
  function copied(
    from: string,
    resource: Resource,
    request: Record<string, Json>,
    persona: Persona | undefined,
    sandbox: string | undefined,
    session: StateSession | undefined,
  ): Item | undefined {
    const source = resources.get(from);
    const key = resource.key;
    if (!source || !key) return undefined;
    const state = store.get(ownerFor(source, persona, sandbox, session), source.name);
    const found = (Array.isArray(state) ? state : [state]).find((i) => i[key] === request[key]);
    return found ? clone(found) : undefined;
  }

  function listAnswer(
    route: Route,
    declaration: StateDeclaration,
    resource: Resource,
    items: Item[],
    request: Record<string, Json>,
    example: Record<string, Json>,
  ): Record<string, Json> {
    const conditions = declaration.where;
    let shown = conditions ? items.filter((i) => matches(i, conditions)) : items;
    for (const entry of declaration.filters ?? []) {
      const { request: r, item: f } = fieldPair(entry);
      const wanted = request[r];
      if (wanted === undefined || wanted === null || wanted === '') continue;
      shown = shown.filter((i) => fieldHas(i, f, wanted));
    }
    // A request field searched in several item fields matches an item that has it in any of them.
    const searched = new Map<string, string[]>();
    for (const entry of declaration.search ?? []) {
      const { request: r, item: f } = fieldPair(entry);
      searched.set(r, [...(searched.get(r) ?? []), f]);
    }
    for (const [r, fields] of searched) {
      const wanted = request[r];
      if (typeof wanted !== 'string' || wanted === '') continue;
      shown = shown.filter((i) => fields.some((f) => String(getPath(i, f) ?? '').includes(wanted)));
    }
    // A bound compares the item's value cut to the bound's length: a date against a date and time.
    const bounds = [
      ...(declaration.since ?? []).map((e) => [e, 'since'] as const),
      ...(declaration.until ?? []).map((e) => [e, 'until'] as const),
    ];
    for (const [entry, side] of bounds) {
      const { request: r, item: f } = fieldPair(entry);
      const bound = request[r];
      if (typeof bound !== 'string' || bound === '') continue;
      const cut = (i: Item) => String(getPath(i, f) ?? '').slice(0, bound.length);
      shown = shown.filter((i) => (side === 'since' ? cut(i) >= bound : cut(i) <= bound));
    }
    // `$added`: the state keeps the items in that order already (a create puts its item first).
    if (declaration.newestFirst && declaration.newestFirst !== ADDED_ORDER) {
      const field = declaration.newestFirst;
      shown = [...shown].sort((a, b) => String(getPath(b, field) ?? '').localeCompare(String(getPath(a, field) ?? '')));
    }
    shown = firstWhere(shown, declaration.first);
    if (declaration.limit !== undefined) shown = shown.slice(0, declaration.limit);
    const path = answerPath(declaration);
    const containerPath = path.split('.').slice(0, -1).join('.');
    const container = getPath(example, containerPath);
    const pageNum = typeof request.pageNum === 'number' ? request.pageNum : undefined;
    const pageSize = typeof request.pageSize === 'number' ? request.pageSize : undefined;
    const page = pageNum !== undefined && pageSize !== undefined ? shown.slice((pageNum - 1) * pageSize, pageNum * pageSize) : shown;
    const schema = shownSchema(route, declaration, resource);
    setPath(
      example,
      path,
      page.map((i) => project(i, schema)),
    );
    if (isRecord(container)) {
      if ('total' in container) container.total = shown.length;
      if ('pageNum' in container && pageNum !== undefined) container.pageNum = pageNum;
      if ('pageSize' in container && pageSize !== undefined) container.pageSize = pageSize;
    }
    return example;
  }

  return {
    resources,
    answer({ route, persona, session, sandbox, request: rawRequest, example }) {
      const declaration = route.state;
      // A file's example is its bytes: its refusals are documented envelopes of their own.
      const envelope = isRecord(example) ? example : declaration?.file ? {} : undefined;
      if (!declaration || !envelope) return undefined;
      // A change of the session's own account, of whichever accounts resource it logged in to (`accounts`).
      const account = session?.account?.resource;
      const ownAccount = declaration.own && account !== undefined && declaration.accounts?.includes(account) ? account : undefined;
      const request = isRecord(rawRequest) ? rawRequest : {};
      // `via`: what another item names (a verified recovery, its account), in whichever resource holds it.
      const via = declaration.via && viaNamed(declaration.via, request, persona, sandbox, session);
      if (declaration.via && !via) return refusal(route, declaration.missing ?? declaration.refuse, envelope);
      const viaResource = via && [declaration.resource, ...(declaration.accounts ?? [])].find((name) => holdsNamed(name, via, sandbox));
      const resource = resources.get(ownAccount ?? viaResource ?? declaration.resource);
      if (!resource) return undefined;
      const owner = ownerFor(resource, persona, sandbox, session);
      const state = store.get(owner, resource.name);
      const items = Array.isArray(state) ? state : [state];
      const answer = clone(envelope);
      /** The caller's state of another resource, and whose it is. */
      const heldOf = (other: Resource) => {
        const heldOwner = ownerFor(other, persona, sandbox, session);
        return { owner: heldOwner, held: store.get(heldOwner, other.name) };
      };
      /**
       * The caller's record of another resource and whose it is, where `{record}` reads and `also`
       * writes: its single record, or of a keyed resource the item the `also` values or the request
       * name by that key (or by the request field `by`).
       */
      const recordOf = (name: string, by?: string) => {
        const other = resourceNamed(name);
        if (!other) return undefined;
        // `alsoOf`: another owner's record, that of the account the request names; no such account, none.
        const [ownedBy] = Object.entries(declaration.alsoOf?.[name] ?? {});
        const holder = ownedBy && accountOwner(ownedBy[0], ownedBy[1], request, sandbox);
        if (ownedBy && holder === undefined) return undefined;
        const recordOwner = holder ?? ownerFor(other, persona, sandbox, session);
        const held = store.get(recordOwner, name);
        const key = other.key;
        // An accounts resource's record is the account the session logged in to (a new login phone is the account's).
        const ownAccount = loginKinds.has(name) && session?.account?.resource === name ? session.account.key : undefined;
        const wanted = key === undefined ? undefined : (ownAccount ?? fixedKey(declaration.also?.[name], key) ?? request[by ?? key]);
        const record = !Array.isArray(held) ? held : key === undefined ? held[0] : held.find((i) => i[key] === wanted);
        return { owner: recordOwner, record };
      };
      /** `also`: the records of other resources the call writes, each after the call's own change. */
      const writeAlso = () => {
        for (const [name, values] of Object.entries(declaration.also ?? {})) {
          const { owner: recordOwner, record } = recordOf(name) ?? {};
          if (!recordOwner || !record) continue;
          for (const [path, value] of Object.entries(values)) setPath(record, path, applyValue(value, { ...context, item: record }));
          store.changed(recordOwner, name);
        }
      };
      /** `unique` on an update: a value the call writes into an `also` record that another item of that resource holds (a new login phone). */
      const alsoTaken = () =>
        Object.entries(declaration.also ?? {}).some(([name, values]) => {
          const fields = declaration.unique?.filter((field) => field in values) ?? [];
          const other = resourceNamed(name);
          const { record } = recordOf(name) ?? {};
          if (fields.length === 0 || !other || !record) return false;
          const { held } = heldOf(other);
          return fields.some((field) => {
            const value = applyValue(values[field]!, { ...context, item: record });
            return Array.isArray(held) && held.some((i) => i !== record && i[field] === value);
          });
        });
      /** An item holds the request's values in the fields named (item field → request field). */
      const holdsRequest = (item: Item, fields: Record<string, string> = {}) =>
        Object.entries(fields).every(([f, r]) => getPath(item, f) === request[r]);
      /** `checkAlso`: the records `also` writes or `within` names hold the request's values (the account's current password); none there, nothing to check. */
      const alsoChecked = () =>
        Object.entries(declaration.checkAlso ?? {}).every(([name, fields]) => {
          const { record } = recordOf(name) ?? {};
          return !record || holdsRequest(record, fields);
        });
      /** `ends`: the caller's items of other resources the call ends, those whose fields equal the request's. */
      const endOthers = () => {
        for (const [name, fields] of Object.entries(declaration.ends ?? {})) {
          const other = resources.get(name);
          const { owner: heldOwner, held } = other ? heldOf(other) : { owner: '', held: [] };
          if (!Array.isArray(held)) continue;
          const ends = (i: Item) => Object.entries(fields).every(([f, r]) => request[r] !== undefined && getPath(i, f) === request[r]);
          if (!held.some(ends)) continue;
          held.splice(0, held.length, ...held.filter((i) => !ends(i)));
          store.changed(heldOwner, name);
        }
      };
      // A create or update naming an item of another resource the caller does not have (`also`, `within`, a
      // `{record, by}` value: an outlet no hall is) changes nothing.
      const namedItems = namedResources(declaration);
      // A session bound to no account (an example token) has no account to write: nothing to refuse.
      const requestNamed = (name: string) => {
        const key = resourceNamed(name)?.key;
        return key !== undefined && !loginKinds.has(name) && fixedKey(declaration.also?.[name], key) === undefined;
      };
      const namesNone =
        namedItems.some((name) => requestNamed(name) && !recordOf(name)?.record) ||
        namedBy(declaration).some(([name, by]) => request[by] !== undefined && !recordOf(name, by)?.record);
      if (namesNone && (declaration.action === 'create' || declaration.action === 'update'))
        return refusal(route, declaration.missing ?? declaration.refuse, answer);
      // A create's `when` reads the item it is for (an institution not opened yet), the one it names first.
      const [forResource] = namedItems;
      if (declaration.action === 'create' && declaration.when && forResource) {
        const forItem = recordOf(forResource)?.record;
        if (forItem && !allowed(forItem, declaration)) return refusal(route, declaration.refuse, answer);
      }
      const context: ValueContext = {
        request,
        items,
        now: now(),
        dictionary: dictionaryName,
        tree: treeNames,
        record: (name, field, by) => getPath(recordOf(name, by)?.record, field),
        itemsOf: (name) => {
          const other = resources.get(name);
          const held = other ? heldOf(other).held : [];
          return Array.isArray(held) ? held : [held];
        },
        against: declaration.against && comparedWith(declaration.against, items[0], sandbox),
      };

      /** What a list or get shows: the items, or the rows `rows` builds from them. */
      const shownOf = (held: Item[]) => (declaration.rows ? rowsOf(declaration.rows as RowsName, held, persona, context.now) : held);
      /** A list's items with the fields `derive` builds for its filters. */
      const derivedAll = (held: Item[]) =>
        declaration.derive ? held.map((i) => derive(declaration.derive as Derivation, i, persona, context.now, held)) : held;

      /** `check`: the item holds the request's values in the checked fields (the password). */
      const passesCheck = (item: Item) => holdsRequest(item, declaration.check);
      /**
       * `attempts`: the answer while one of the items is locked, or for a check that failed (counted);
       * none when the check passed (`passed`: the items whose count starts again).
       */
      const countedCheck = (
        items: readonly Item[],
        passed: readonly Item[] | undefined,
        kept = { owner, name: resource.name },
      ): StateReply | undefined => {
        if (!declaration.attempts) return undefined;
        if (items.some((i) => lockedNow(i, route, context.now))) return refusal(route, declaration.attempts.locked, answer);
        store.changed(kept.owner, kept.name);
        if (!passed) return failedCheck(route, declaration, items, context.now, answer);
        for (const item of passed) passedCheck(item, route);
        return undefined;
      };

      /** A refusal on the answer's own shape (200) with these answer fields written over its example's. */
      const refusalShowing = (refuse: StateRefusal | undefined, shown: [string, Json][]): StateReply => {
        const refused = refusal(route, refuse, answer);
        if (refused.status !== 200 || !isRecord(refused.body)) return refused;
        const body = clone(refused.body) as Record<string, Json>;
        for (const [path, value] of shown) setPath(body, path, value);
        return { ...refused, body };
      };
      /**
       * A transition refused for its item's state: the fields its `answer` shows of the item are the item's
       * as it is (map 为该记录的现状), not the example's.
       */
      const refusedAsItIs = (item: Item): StateReply =>
        refusalShowing(
          declaration.refuse,
          Object.entries(declaration.answer ?? {}).flatMap(([path, value]): [string, Json][] =>
            isRecord(value) && 'item' in value ? [[path, applyValue(value, { ...context, item })]] : [],
          ),
        );

      /**
       * `agents`: a login name no account has may be an agent's of the organisation the request names (its
       * manager's account): the agent logs in with its own password, counted as an account's, and the
       * session is the agent's, on its organisation's state.
       */
      const agentLogin = (agents: StateAgents): StateReply | undefined => {
        const organisation = items.find((i) => !i._cancelled && holdsRequest(i, agents.of));
        const list = resources.get(agents.resource);
        if (!organisation || list?.key === undefined || resource.key === undefined) return undefined;
        // The organisation's list is its state: a registered account's own, else its kind's persona's.
        const kind = kindOf(persona);
        const accountOwner = organisation[REGISTERED] === true ? `${kind}${ACCOUNT_MARK}${String(organisation[resource.key])}` : undefined;
        const listOwner = ownerOf(persona, sandbox, { owner: accountOwner });
        const held = store.get(listOwner, list.name);
        // An agent holding none of the checked fields (no password) is not checked.
        const checkable = (i: Item) => Object.keys(agents.check).every((field) => getPath(i, field) !== undefined);
        const matched = (Array.isArray(held) ? held : []).filter(matchedBy(agents.match, request));
        const named = matched.filter(checkable);
        if (named.length === 0) {
          // A name only a deleted agent had is refused (`removed`), not logged in as the manager.
          const removed = store.get(listOwner, removedFrom(list.name));
          const wasRemoved = matched.length === 0 && Array.isArray(removed) && removed.some(matchedBy(agents.match, request));
          return agents.removed !== undefined && wasRemoved ? refusal(route, agents.removed, answer) : undefined;
        }
        const agent = named.find((i) => holdsRequest(i, agents.check));
        const counted = countedCheck(named, agent && [agent], { owner: listOwner, name: list.name });
        if (counted) return counted;
        if (!agent) return refusal(route, declaration.refuse, answer);
        if (session) {
          session.account = { resource: list.name, key: String(agent[list.key]), ...(sandbox !== undefined && { sandbox }) };
          if (accountOwner) session.owner = accountOwner;
          session.persona = agentPersonaOf(kind);
        }
        return undefined;
      };

      let loggedOut: StateReply['logsOut'];
      /** `logsOut`: the logins of the accounts the call changed or deleted end (all but the caller's with `others`). */
      const loginsEnded = (changed: readonly Item[]): StateReply['logsOut'] => {
        const key = resource.key;
        if (!declaration.logsOut || key === undefined) return undefined;
        const accounts = changed.map((item) => ({ resource: resource.name, key: String(item[key]), sandbox }));
        return { accounts, keepCaller: declaration.logsOut === 'others' };
      };
      switch (declaration.action) {
        case 'list': {
          // A caller without a token sees what it names (`anonymousBy`) in a registry of the world when the list
          // looks one up (`anonymousFrom`, as calls changed it in the caller's sandbox), else in the owner's items.
          const lookedUp = () => {
            const registry = declaration.anonymousFrom && store.get(globalOwner(sandbox), declaration.anonymousFrom);
            return Array.isArray(registry) ? registry : items;
          };
          const visible = persona === undefined && declaration.anonymousBy ? named(declaration.anonymousBy, lookedUp(), request) : items;
          const loggedInAs = sessionAgent(persona, sandbox, session);
          const ownKey = loggedInAs?.list === resource.name && resource.key ? String(loggedInAs.agent[resource.key]) : undefined;
          const shown = agentsOwn(route, declaration, persona, visible, ownKey);
          listAnswer(route, declaration, resource, derivedAll(shownOf(shown)), request, answer);
          break;
        }
        case 'get': {
          // An agent logged in as itself is who its item says (`registered` by its list), over its own example.
          const loggedIn = declaration.registered && sessionAgent(persona, sandbox, session);
          const agentValues = loggedIn && declaration.registered?.[loggedIn.list];
          if (loggedIn && agentValues) {
            const path = answerPath(declaration);
            const own = getPath(answer, path);
            setPath(answer, path, {
              ...(isRecord(own) ? own : {}),
              ...recordOver(agentValues, loggedIn.agent, globalOwner(sandbox), owner),
            });
            break;
          }
          // The world's personas answer their documented example of such a record, with what calls changed
          // in it over it: an agent reads its unit's supplied information in its own example (its role kept).
          if (declaration.registeredOnly && !isAccountOwner(owner)) {
            if (!store.hasChanged(owner, resource.name) || !isRecord(state)) return undefined;
            const seeded = seedOf(resource, seededAs(owner), stateful, options.seed) as Item;
            const changed = Object.entries(state).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(seeded[field]));
            const path = answerPath(declaration);
            const own = getPath(answer, path);
            const schema = shownSchema(route, declaration, resource);
            setPath(answer, path, { ...(isRecord(own) ? own : {}), ...project(Object.fromEntries(changed), schema) });
            break;
          }
          const shown = shownOf(items);
          const [found] = declaration.match
            ? targets(declaration, resource, shown, request, session)
            : resource.key
              ? shown.filter((i) => i[resource.key!] === request[resource.key!])
              : shown;
          if (!found) {
            if (declaration.missing) return refusal(route, declaration.missing, answer);
            if (declaration.empty) return { status: 200, body: documentedExample(route, 200, declaration.empty) };
            // No item to show: the example, with the values the answer takes from elsewhere (a form's applicant).
            if (!declaration.answer) return undefined;
            break;
          }
          if (declaration.file) return fileReply(route, found, declaration.file, example);
          const item = declaration.derive ? derive(declaration.derive as Derivation, found, persona, context.now) : found;
          const path = answerPath(declaration);
          setPath(answer, path, shownItem(item, shownSchema(route, declaration, resource), getPath(answer, path)));
          context.item = item;
          break;
        }
        case 'view':
          // A view's `when` reads the caller's single record of its resource: a rights record needs an insured person.
          if (declaration.when && !items.every((i) => allowed(i, declaration))) return refusal(route, declaration.refuse, answer);
          // A comparison (`against`) reads the record it compares.
          if (declaration.against) context.item = items[0];
          break;
        case 'login': {
          const found = targets(declaration, resource, items, request, session);
          if (found.length === 0) return declaration.agents ? agentLogin(declaration.agents) : undefined;
          const open = found.filter((i) => !i._cancelled);
          const account = open.find(passesCheck);
          const counted = countedCheck(open, account && [account]);
          if (counted) return counted;
          if (!account) return refusal(route, declaration.refuse, answer);
          if (session && resource.key) {
            const key = String(account[resource.key]);
            session.account = { resource: resource.name, key, ...(sandbox !== undefined && { sandbox }) };
            // An account a registration created has a state of its own; the seeded ones are the world's personas.
            if (account[REGISTERED] === true) session.owner = `${kindOf(persona)}${ACCOUNT_MARK}${key}`;
          }
          return undefined;
        }
        case 'create': {
          if (!Array.isArray(state)) return undefined;
          const rules = resource.declaration;
          const existing = declaration.upsert && resource.key ? state.find((i) => i[resource.key!] === request[resource.key!]) : undefined;
          if (existing) {
            write(existing, declaration, resource, { ...context, item: existing }, true);
            keepOneDefault(state, rules.default, existing);
            context.item = existing;
            if (resource.key && isRecord(answer.map) && resource.key in answer.map) answer.map[resource.key] = existing[resource.key];
            break;
          }
          // A save naming a key the caller does not have edits nothing: refused where the contract says so.
          if (declaration.upsert && declaration.missing && resource.key && request[resource.key] !== undefined) {
            return refusal(route, declaration.missing, answer);
          }
          // Started again while an earlier one waits with its draft: that one, not a new one.
          const resumed = declaration.resume && resumable(declaration.resume, resource, state, request, context);
          if (resumed) {
            context.item = resumed;
            if (resource.key && isRecord(answer.map) && resource.key in answer.map) answer.map[resource.key] = resumed[resource.key];
            break;
          }
          const original = declaration.copy ? copied(declaration.copy, resource, request, persona, sandbox, session) : undefined;
          if (declaration.copy && !original) return refusal(route, declaration.refuse, answer);
          const brokenDate = brokenDateRule(declaration.dates, request, [], context.now);
          if (brokenDate) return refusal(route, brokenDate.refuse, answer);
          if (rules.max !== undefined && state.length >= rules.max) return refusal(route, declaration.full, answer);
          const item: Item = original ?? {};
          // A value another item holds already, where the contract says it is one item's only (a unit's credit code).
          if (!alsoChecked()) return refusal(route, declaration.refuse, answer);
          if (declaration.unique?.some((field) => request[field] !== undefined && state.some((i) => i[field] === request[field]))) {
            return refusal(route, declaration.taken ?? declaration.refuse, answer);
          }
          if (resource.key) {
            const wanted = request[resource.key];
            const taken = wanted !== undefined && state.some((i) => i[resource.key!] === wanted);
            if (taken && declaration.refuse) return refusal(route, declaration.refuse, answer);
            item[resource.key] =
              wanted ??
              newKey(state, resource.key, resource.name, context.now, isRecord(answer.map) ? answer.map[resource.key] : undefined);
          }
          write(item, declaration, resource, context, true);
          if (resource.scope === 'global') item[REGISTERED] = true;
          if (resource.scope === 'user') {
            // Fields the request does not carry and no `set` gives keep the first item's value (a new
            // account, which has none yet, the first item its kind's persona starts with); the gateway's
            // own fields are that item's alone (an agent's password).
            const [template] = state.length > 0 ? state : [seedOf(resource, kindOf(persona), stateful, options.seed)].flat();
            for (const [field, value] of Object.entries(template ?? {}))
              if (!(field in item) && !field.startsWith('_')) item[field] = clone(value);
          }
          // No two items of one key: an item made again (a channel bound again) replaces the one there.
          const same = resource.key ? state.findIndex((i) => i[resource.key!] === item[resource.key!]) : -1;
          if (same >= 0) state.splice(same, 1);
          // An owner's first item is the default, whatever the request says.
          if (rules.default !== undefined && state.length === 0) item[rules.default] = true;
          if (rules.newestFirst === ADDED_ORDER) state.unshift(item);
          else state.push(item);
          keepOneDefault(state, rules.default, item);
          writeAlso();
          endOthers();
          context.item = item;
          if (resource.key && isRecord(answer.map) && resource.key in answer.map) answer.map[resource.key] = item[resource.key];
          break;
        }
        case 'update': {
          // A session that logged in to no account changes none.
          if (declaration.own && session?.account?.resource !== resource.name) return undefined;
          const found = via ? items.filter(isNamedBy(via)) : resource.key ? targets(declaration, resource, items, request, session) : items;
          // What the `via` item names is no item (an agent's phone, not an account): nothing to change.
          if (via && found.length === 0) break;
          const missing = declaration.missing ?? declaration.refuse;
          if (!declaration.ignoreMissing && !allNamed(declaration, resource, request, found))
            return missing ? refusal(route, missing, answer) : undefined;
          const brokenDate = brokenDateRule(declaration.dates, request, found, context.now);
          if (brokenDate) return refusal(route, brokenDate.refuse, answer);
          const counted = countedCheck(found, found.every(passesCheck) ? found : undefined);
          if (counted) return counted;
          const notAllowed = found.find((i) => !allowed(i, declaration));
          if (notAllowed) return refusedAsItIs(notAllowed);
          if (!found.every(passesCheck)) return refusal(route, declaration.refuse, answer);
          const unchanged = Object.entries(declaration.mustChange ?? {}).some(([f, r]) =>
            found.some((i) => request[r] !== undefined && [getPath(i, f), ...earlierValues(i, f)].includes(request[r])),
          );
          if (unchanged) return refusal(route, declaration.unchanged ?? declaration.refuse, answer);
          if (!alsoChecked()) return refusal(route, declaration.refuse, answer);
          if (alsoTaken()) return refusal(route, declaration.taken ?? declaration.refuse, answer);
          // A named change writes the item itself (an upload into a case's material), or checks it
          // before the declaration's `set` (a case submitted with its materials), or refuses.
          const [target] = found;
          if (declaration.derive && target) {
            const changed = change(declaration.derive as Change, target, request, formatDateTime(context.now));
            if ('refuse' in changed) return refusalShowing(changed.refuse, Object.entries(changed.answer ?? {}));
            for (const [path, value] of Object.entries(changed.answer)) setPath(answer, path, value);
            context.item = target;
            if (!declaration.set) break;
          }
          // `given`: a request without those values changes nothing, here or elsewhere, and answers the item as it is.
          if (!Object.entries(declaration.given ?? {}).every(([field, value]) => request[field] === value)) {
            context.item = found[0];
            break;
          }
          context.before = found[0] && clone(found[0]);
          // A record compared with nothing (`against`: a unit the base store lacks) has nothing to take from it.
          const comparedWithNothing = declaration.against !== undefined && context.against === undefined;
          for (const item of found.filter((i) => !comparedWithNothing && isDue(i, declaration, context.now))) {
            for (const [field, count] of Object.entries(declaration.remember ?? {})) rememberValue(item, field, count);
            write(item, declaration, resource, { ...context, item }, !declaration.keys && !declaration.own && !declaration.match);
            changedChecked(item, Object.keys(declaration.set ?? {}));
            keepOneDefault(items, resource.declaration.default, item);
          }
          writeAlso();
          endOthers();
          context.item = found[0];
          loggedOut = loginsEnded(found);
          break;
        }
        case 'delete': {
          if (!Array.isArray(state)) return undefined;
          const found = targets(declaration, resource, state, request, session);
          const missing = declaration.missing ?? declaration.refuse;
          if (!declaration.ignoreMissing && !allNamed(declaration, resource, request, found))
            return missing ? refusal(route, missing, answer) : undefined;
          // Deleting the default leaves none: the owner chooses the next one.
          const kept = state.filter((i) => !found.includes(i));
          state.splice(0, state.length, ...kept);
          loggedOut = loginsEnded(found);
          if (keepsRemoved.has(resource.name) && found.length > 0) {
            const removed = store.get(owner, removedFrom(resource.name));
            if (Array.isArray(removed)) removed.push(...found);
            store.changed(owner, removedFrom(resource.name));
          }
          break;
        }
      }
      if (declaration.answer) applyAnswer(answer, declaration.answer, context);
      if (declaration.action !== 'list' && declaration.action !== 'get' && declaration.action !== 'view')
        store.changed(owner, resource.name);
      return { status: 200, body: answer, ...(loggedOut && { logsOut: loggedOut }) };
    },
    reset(persona, sandbox) {
      if (persona !== undefined) store.reset(ownerOf(persona, sandbox));
      else if (sandbox === undefined) store.reset();
      else for (const owner of Object.keys(store.snapshot())) if (inSandbox(owner, sandbox)) store.reset(owner);
    },
    snapshot(persona, sandbox) {
      if (persona === undefined) {
        const everyone = store.snapshot();
        return sandbox === undefined
          ? everyone
          : Object.fromEntries(Object.entries(everyone).filter(([owner]) => inSandbox(owner, sandbox)));
      }
      const owner = ownerOf(persona, sandbox);
      for (const resource of resources.values())
        if (resource.scope === 'user' && !resource.declaration.registeredOnly) store.get(owner, resource.name);
      return store.snapshot(owner);
    },
    flush: () => store.flush(),
  };
}
