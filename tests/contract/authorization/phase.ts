// Phase "authorization" of `npm run contract`: the checks a server keeps for the
// owner of every item (OWASP API1, broken object-level authorization) and for
// sessions, read from the x-state declarations and nothing else:
// - another user of the same kind (an account the run registers) cannot read,
//   update or delete an item of the first: refused, and the item unchanged;
// - the rules a list declares hold after a sequence of creates: at most `max`
//   items, at most one `default`, the `first` items first, newest first;
// - a deleted item can no longer be read, updated or deleted;
// - an unknown key and a malformed one are refused;
// - a create the server refuses leaves nothing in the list;
// - a token is refused after its logout;
// - a token of a kind of user an operation's x-user-kinds leaves out is refused.
// A refusal is a 4xx, or HTTP 200 with a business code (appcode other than "0").
import { randomBytes } from 'node:crypto';
import { answerPath, narrowingFields, showsItems } from '../../../mock/state/declaration';
import { getPath } from '../../../mock/state/values';
import { connect } from '../connection';
import type { Json, JsonObject } from '../contract-model';
import { exampleRequestOf, PERSONAS, type ContractIndex, type ContractOperation, type Persona } from '../dredd/operations';
import { Sessions, type Session } from '../dredd/sessions';
import { describe, exchange, failureOf, type PlainRequest } from '../exchange';
import { flatten } from '../generated/arbitraries';
import { judgeAnswer } from '../negatives/phase';
import type { CaseOutcome, ContractFailure, PhaseResult } from '../phases';

export interface AuthorizationOptions {
  readonly server: string;
  readonly prefix: string;
  readonly publicKey: string | undefined;
  readonly services: readonly string[];
  readonly tokens: Partial<Record<Persona, string>>;
  readonly ready?: Promise<void>;
  readonly sandbox?: string;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** A `max` rule is checked by filling the list when it takes at most this many creates. */
const MAX_RULE_CREATES = 25;
const REFUSED = 'a refusal: HTTP 4xx, or HTTP 200 with a business code (appcode other than "0")';
const SUCCEEDED = 'HTTP 200 with appcode "0"';

type Values = Record<string, Json>;
const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operations of one owned resource, as its declarations give them. */
export interface OwnedResource {
  readonly name: string;
  readonly key: string;
  readonly persona: Persona;
  readonly create: ContractOperation;
  readonly list: ContractOperation;
  /** Its reads by key (a JSON answer, a file). */
  readonly gets: readonly ContractOperation[];
  readonly updates: readonly ContractOperation[];
  readonly remove?: ContractOperation;
}

/**
 * Every resource each user owns items of (scope `user`, with a key) that the contract lets a
 * client create, list, and change or delete by key. Updates that find their item otherwise
 * (`own`, `match`) or wait for its date (`after`), and transitions (`when`), are left out.
 */
export function ownedResources(index: ContractIndex, services: readonly string[]): OwnedResource[] {
  const stateful = index.operations.filter((op) => op.state !== undefined && services.includes(op.service));
  const names = [...new Set(stateful.map((op) => op.state!.resource))];
  return names.flatMap((name) => {
    // Rows built from the items (`rows`: a case's delivery) are not the items a create made.
    const of = (action: string) =>
      stateful.filter((op) => op.state!.resource === name && op.state!.action === action && showsItems(op.state!));
    const [create] = of('create');
    const [list] = of('list');
    const key = list?.state?.key ?? create?.state?.key;
    if (!create || !list || key === undefined || list.state!.scope !== 'user' || create.state!.upsert) return [];
    const updates = of('update').filter((op) => !op.state!.own && !op.state!.match && !op.state!.after && !op.state!.when);
    const [remove] = of('delete');
    if (updates.length === 0 && !remove) return [];
    return [{ name, key, persona: create.persona, create, list, gets: of('get'), updates, remove }];
  });
}

function exampleBody(operation: ContractOperation): Values {
  const body = JSON.parse(exampleRequestOf(operation).body || '{}') as Json;
  return isRecord(body) ? body : {};
}

function requestOf(operation: ContractOperation, body: Values | undefined): PlainRequest {
  const example = exampleRequestOf(operation);
  return { path: example.path, headers: example.headers, body };
}

/** A list's example request on one page as large as the contract allows, without its filters. */
function listBody(list: ContractOperation): Values {
  const body = exampleBody(list);
  for (const field of narrowingFields(list.state!)) delete body[field];
  const requestBody = list.raw.requestBody as Json;
  const schema =
    requestBody === undefined
      ? undefined
      : flatten(list.doc, ((flatten(list.doc, requestBody).content as JsonObject)['application/json'] as JsonObject).schema ?? {});
  const pageSize = schema ? (schema.properties as JsonObject | undefined)?.pageSize : undefined;
  if (pageSize !== undefined) {
    const maximum = flatten(list.doc, pageSize).maximum;
    Object.assign(body, { pageNum: 1, pageSize: typeof maximum === 'number' ? maximum : 100 });
  }
  return body;
}

/**
 * A read or write of the item with the key: its example with the key put in, in the body, or in
 * the query of a request without one (a GET: a file's download).
 */
function keyedRequest(operation: ContractOperation, key: string, value: Json): PlainRequest {
  const example = exampleRequestOf(operation);
  if (!example.body) {
    const [path = '', search] = example.path.split('?');
    const query = new URLSearchParams(search);
    query.set(key, JSON.stringify(value).replace(/^"|"$/g, ''));
    return { path: `${path}?${query.toString()}`, headers: example.headers, body: undefined };
  }
  const body = exampleBody(operation);
  if (operation.state!.keys) body[operation.state!.keys] = [value];
  else body[key] = value;
  return requestOf(operation, body);
}

/** The reads and writes by key whose declaration refuses a key the caller has no item of (`missing` or `refuse`). */
function keyedOperations(resource: OwnedResource): ContractOperation[] {
  return [...resource.gets, ...resource.updates, ...(resource.remove ? [resource.remove] : [])].filter(
    (op) => !op.state!.ignoreMissing && (op.state!.missing !== undefined || op.state!.refuse !== undefined),
  );
}

interface Check {
  readonly resource: string;
  readonly operation: ContractOperation;
  readonly title: string;
}

export async function runAuthorizationPhase(options: AuthorizationOptions): Promise<PhaseResult> {
  const started = Date.now();
  const { index, target, sessions, accounts } = connect(options, REQUEST_TIMEOUT_MS);
  await options.ready;

  const outcomes: CaseOutcome[] = [];
  const failures: ContractFailure[] = [];
  const operations = new Set<ContractOperation>();
  const pass = (check: Check) =>
    outcomes.push({
      service: check.operation.service,
      operation: `${check.operation.method} ${check.operation.path}`,
      title: check.title,
      outcome: 'pass',
    });
  const skip = (check: Check, reason: string, notApplicable = false) =>
    outcomes.push({
      service: check.operation.service,
      operation: `${check.operation.method} ${check.operation.path}`,
      title: check.title,
      outcome: 'skip',
      reason,
      ...(notApplicable ? { notApplicable } : {}),
    });
  const fail = (check: Check, request: PlainRequest, persona: string | undefined, expected: string, actual: string) => {
    outcomes.push({
      service: check.operation.service,
      operation: `${check.operation.method} ${check.operation.path}`,
      title: check.title,
      outcome: 'fail',
      reason: actual,
    });
    failures.push(failureOf('authorization', target, check.operation, request, persona, { title: check.title, expected, actual }));
  };
  /** Sends and judges; answers whether it was refused, and the answer's JSON. */
  const send = async (operation: ContractOperation, request: PlainRequest, token: string | undefined) => {
    operations.add(operation);
    const answer = await exchange(target, operation, request, token);
    const verdict = judgeAnswer(answer.status, answer.text);
    return { request, answer, refused: verdict.refused, ok: answer.status === 200 && answer.json?.appcode === '0', said: describe(answer) };
  };
  const expectRefused = async (check: Check, request: PlainRequest, token: string | undefined, persona: string | undefined) => {
    const sent = await send(check.operation, request, token);
    if (sent.refused) pass(check);
    else fail(check, sent.request, persona, REFUSED, `${sent.said}: the server did it`);
    return sent.refused;
  };
  /** Resources whose owner was refused its own list: said once, though the rules read the list again. */
  const refusedLists = new Set<string>();
  /** A server that does not show the owner its own list: every check of the resource needs it. */
  const ownListRefused = (resource: OwnedResource, answer: string) => {
    if (refusedLists.has(resource.name)) return;
    refusedLists.add(resource.name);
    fail(
      { resource: resource.name, operation: resource.list, title: `${resource.name}: the owner reads its own list` },
      requestOf(resource.list, listBody(resource.list)),
      resource.persona,
      `${SUCCEEDED} and the list at ${answerPath(resource.list.state!)}`,
      answer,
    );
  };
  /** The owner's items of the list, by key. */
  const itemsOf = async (resource: OwnedResource, token: string): Promise<Map<string, Json> | string> => {
    const sent = await send(resource.list, requestOf(resource.list, listBody(resource.list)), token);
    const items = sent.ok ? getPath(sent.answer.json, answerPath(resource.list.state!)) : undefined;
    if (!Array.isArray(items)) return `${resource.list.operationId} answered ${sent.said}`;
    return new Map(items.filter(isRecord).map((item) => [String(item[resource.key]), item]));
  };

  for (const resource of ownedResources(index, options.services)) {
    try {
      await checkResource(resource);
      await checkRules(resource);
    } catch (error) {
      const check: Check = { resource: resource.name, operation: resource.create, title: `${resource.name}: owner checks` };
      const message = (error as Error).message;
      // An x-sm4 call cannot be sealed without the server's public key: the run's condition, not the server's.
      if (options.publicKey === undefined && message.endsWith('no --public-key was given'))
        skip(check, `the checks could not run: ${message}`);
      else
        fail(
          check,
          requestOf(resource.create, exampleBody(resource.create)),
          resource.persona,
          'an answer to every request of the checks',
          `a request of the checks got none: ${message}`,
        );
    }
  }

  async function checkResource(resource: OwnedResource): Promise<void> {
    const title = (what: string) => `${resource.name}: ${what}`;
    const owner: Session = await sessions.of(resource.persona);
    const login = index.loginOf(resource.persona);
    const other = login ? await accounts.of(login) : { error: `the contract documents no login for ${resource.persona}` };
    const creating: Check = { resource: resource.name, operation: resource.create, title: title('the owner creates an item') };
    if ('error' in owner) {
      skip(creating, `no ${resource.persona} session: ${owner.error}`);
      return;
    }
    // A create the server refuses (its body is not an object of the contract) leaves nothing behind.
    const before = await itemsOf(resource, owner.token);
    if (typeof before === 'string') {
      ownListRefused(resource, before);
      return;
    }
    const refusedCreate: Check = { ...creating, title: title('a refused create leaves nothing in the list') };
    if (await expectRefused(refusedCreate, requestOf(resource.create, {}), owner.token, resource.persona)) {
      const after = await itemsOf(resource, owner.token);
      const added = typeof after === 'string' ? [] : [...after.keys()].filter((key) => !before.has(key));
      if (added.length > 0) {
        outcomes.pop();
        fail(
          refusedCreate,
          requestOf(resource.create, {}),
          resource.persona,
          'nothing added',
          `the list now also holds ${added.join(', ')}`,
        );
      }
    }
    const created = await send(resource.create, requestOf(resource.create, exampleBody(resource.create)), owner.token);
    const afterCreate = await itemsOf(resource, owner.token);
    const answeredKey = getPath(created.answer.json, `map.${resource.key}`);
    const newKeys = typeof afterCreate === 'string' ? [] : [...afterCreate.keys()].filter((key) => !before.has(key));
    // A key the declaration writes itself (a channel's binding) names the same item each time: listed, not new.
    const setKey = resource.create.state?.set?.[resource.key];
    const fixedKey = typeof setKey === 'string' || typeof setKey === 'number' ? String(setKey) : undefined;
    const listedFixedKey = fixedKey !== undefined && typeof afterCreate !== 'string' && afterCreate.has(fixedKey) ? fixedKey : undefined;
    const key = typeof answeredKey === 'string' || typeof answeredKey === 'number' ? String(answeredKey) : (listedFixedKey ?? newKeys[0]);
    if (!created.ok || key === undefined || typeof afterCreate === 'string') {
      fail(
        creating,
        created.request,
        resource.persona,
        `${SUCCEEDED}, and the new item in ${resource.list.operationId}`,
        `${created.said}; new keys listed: ${newKeys.join(', ') || 'none'}`,
      );
      return;
    }
    pass(creating);
    const original = JSON.stringify(afterCreate.get(key));
    const keyValue: Json = typeof answeredKey === 'number' ? answeredKey : key;
    const unchanged = async (check: Check, request: PlainRequest, persona: string) => {
      const now = await itemsOf(resource, owner.token);
      const item = typeof now === 'string' ? undefined : now.get(key);
      if (JSON.stringify(item) !== original) {
        outcomes.pop();
        fail(
          check,
          request,
          persona,
          `${REFUSED}, and the owner's item unchanged`,
          `the owner's item is now ${JSON.stringify(item) ?? 'gone'}`,
        );
      }
    };

    // Another user of the same kind (on the mock gateway too: a registered account has a state of its own).
    if ('error' in other) {
      skip(
        { ...creating, operation: resource.list, title: title("another user cannot see, change or delete the owner's item") },
        `no second ${resource.persona} account: ${other.error}`,
      );
    } else {
      const theirs = await itemsOf(resource, other.token);
      const listCheck: Check = {
        resource: resource.name,
        operation: resource.list,
        title: title("another user's list does not show the owner's item"),
      };
      if (typeof theirs !== 'string' && !theirs.has(key)) pass(listCheck);
      else
        fail(
          listCheck,
          requestOf(resource.list, listBody(resource.list)),
          'other',
          "a list without the owner's item",
          typeof theirs === 'string' ? theirs : `it lists ${key}`,
        );
      const foreign = [...resource.gets, ...resource.updates, ...(resource.remove ? [resource.remove] : [])];
      for (const operation of foreign) {
        const check: Check = {
          resource: resource.name,
          operation,
          title: title(`another user's ${operation.state!.action} of the owner's item is refused`),
        };
        const request = keyedRequest(operation, resource.key, keyValue);
        if (await expectRefused(check, request, other.token, 'other')) await unchanged(check, request, 'other');
      }
    }

    // Unknown and malformed keys.
    for (const operation of keyedOperations(resource)) {
      const unknownKey =
        typeof keyValue === 'number'
          ? 2 ** 31 - 7
          : `${key.slice(0, 2)}${randomBytes(6).toString('hex')}`.slice(0, Math.max(key.length, 8));
      await expectRefused(
        { resource: resource.name, operation, title: title(`${operation.state!.action} of an unknown key is refused`) },
        keyedRequest(operation, resource.key, unknownKey),
        owner.token,
        resource.persona,
      );
      await expectRefused(
        { resource: resource.name, operation, title: title(`${operation.state!.action} of a malformed key is refused`) },
        keyedRequest(operation, resource.key, { not: 'a key' }),
        owner.token,
        resource.persona,
      );
    }

    // The owner deletes it: then it can no longer be read, changed or deleted.
    if (resource.remove) {
      const deleting: Check = {
        resource: resource.name,
        operation: resource.remove,
        title: title('the owner deletes the item, and the list no longer shows it'),
      };
      const deleted = await send(resource.remove, keyedRequest(resource.remove, resource.key, keyValue), owner.token);
      const after = await itemsOf(resource, owner.token);
      if (deleted.ok && typeof after !== 'string' && !after.has(key)) pass(deleting);
      else
        fail(
          deleting,
          deleted.request,
          resource.persona,
          `${SUCCEEDED}, and the item gone`,
          `${deleted.said}; ${typeof after === 'string' ? after : after.has(key) ? 'still listed' : 'not listed'}`,
        );
      if (!resource.remove.state!.ignoreMissing) {
        for (const operation of keyedOperations(resource)) {
          await expectRefused(
            { resource: resource.name, operation, title: title(`${operation.state!.action} of a deleted item is refused`) },
            keyedRequest(operation, resource.key, keyValue),
            owner.token,
            resource.persona,
          );
        }
      }
    }
  }

  /**
   * The rules the list declares (docs/contract.md, "Rules"), after a sequence of creates:
   * at most one item has the `default` field true, the `first` items come first, and once the
   * owner holds `max` items one more create is refused and nothing is added.
   */
  async function checkRules(resource: OwnedResource): Promise<void> {
    const rules = resource.list.state!;
    if (rules.default === undefined && rules.first === undefined && (rules.max === undefined || rules.max > MAX_RULE_CREATES)) return;
    const owner = await sessions.of(resource.persona);
    if ('error' in owner) return;
    const listRequest = requestOf(resource.list, listBody(resource.list));
    const rule = (what: string): Check => ({ resource: resource.name, operation: resource.list, title: `${resource.name}: rule ${what}` });
    const body = exampleBody(resource.create);
    // Two creates that each ask to be the default (when the create carries the field).
    if (rules.default !== undefined && typeof body[rules.default] === 'boolean') {
      for (let n = 0; n < 2; n += 1)
        await send(resource.create, requestOf(resource.create, { ...body, [rules.default]: true }), owner.token);
    }
    const listed = async () => {
      const sent = await send(resource.list, requestOf(resource.list, listBody(resource.list)), owner.token);
      const items = sent.ok ? getPath(sent.answer.json, answerPath(rules)) : undefined;
      return Array.isArray(items) ? items.filter(isRecord) : `${resource.list.operationId} answered ${sent.said}`;
    };
    const items = await listed();
    if (typeof items === 'string') {
      ownListRefused(resource, items);
      return;
    }
    if (rules.default !== undefined) {
      const defaults = items.filter((item) => item[rules.default!] === true).length;
      if (defaults <= 1) pass(rule(`at most one ${rules.default}`));
      else
        fail(
          rule(`at most one ${rules.default}`),
          listRequest,
          resource.persona,
          `at most one item with ${rules.default} true`,
          `${defaults} items have it`,
        );
    }
    if (rules.first !== undefined) {
      const isFirst = (item: Values) => Object.entries(rules.first!).every(([field, value]) => item[field] === value);
      const firstAfterOther = items.findIndex((item, i) => isFirst(item) && items.slice(0, i).some((before) => !isFirst(before)));
      const what = `items with ${JSON.stringify(rules.first)} listed first`;
      if (firstAfterOther < 0) pass(rule(what));
      else fail(rule(what), listRequest, resource.persona, what, `item ${firstAfterOther + 1} has it after an item without`);
    }
    if (rules.max !== undefined && rules.max <= MAX_RULE_CREATES) {
      let held = items.length;
      for (; held < rules.max; held += 1) {
        const created = await send(resource.create, requestOf(resource.create, exampleBody(resource.create)), owner.token);
        if (!created.ok) break;
      }
      const check = rule(`at most ${rules.max} items`);
      const over = await send(resource.create, requestOf(resource.create, exampleBody(resource.create)), owner.token);
      const after = await listed();
      if (held >= rules.max && over.refused && typeof after !== 'string' && after.length <= rules.max) pass(check);
      else
        fail(
          check,
          over.request,
          resource.persona,
          `the create past ${rules.max} items refused, and at most ${rules.max} listed`,
          `${over.said}; ${typeof after === 'string' ? after : `${after.length} items listed`}`,
        );
    }
  }

  await checkNewestFirst();
  await sessionChecks(index, sessions, options, { pass, fail, skip, send, expectRefused });

  /**
   * Every list that declares `newestFirst` by a field its items show, read after the creates
   * above: the items in descending order of that field (within each group of a `first` rule).
   * `$added` is the order of creation, which the items do not show.
   */
  async function checkNewestFirst(): Promise<void> {
    const lists = index.operations.filter(
      (op) => options.services.includes(op.service) && op.state?.action === 'list' && op.state.newestFirst?.startsWith('$') === false,
    );
    for (const list of lists) {
      const rules = list.state!;
      const field = rules.newestFirst!;
      const check: Check = { resource: rules.resource, operation: list, title: `${rules.resource}: rule newest first by ${field}` };
      const session = await sessions.of(list.persona);
      if ('error' in session) {
        skip(check, `no ${list.persona} session: ${session.error}`);
        continue;
      }
      // The example's filters stay (a search may be required), on one page as large as the contract allows.
      const { pageNum, pageSize } = listBody(list);
      const body = { ...exampleBody(list), ...(pageSize === undefined ? {} : { pageNum: pageNum!, pageSize }) };
      const sent = await send(list, requestOf(list, body), session.token);
      const items = sent.ok ? getPath(sent.answer.json, answerPath(rules)) : undefined;
      if (!Array.isArray(items)) {
        fail(check, sent.request, list.persona, `${SUCCEEDED} with the list`, sent.said);
        continue;
      }
      const shown = items.filter(isRecord).filter((item) => getPath(item, field) !== undefined);
      const isFirst = (item: Values) => Object.entries(rules.first ?? {}).every(([name, value]) => item[name] === value);
      const groups = rules.first ? [shown.filter(isFirst), shown.filter((item) => !isFirst(item))] : [shown];
      const out = groups
        .flatMap((group) => group.slice(1).map((item, i) => [group[i]!, item] as const))
        .find(([before, after]) => String(getPath(before, field)).localeCompare(String(getPath(after, field))) < 0);
      if (!out) pass(check);
      else
        fail(
          check,
          sent.request,
          list.persona,
          `the items in descending order of ${field}`,
          `${field} ${JSON.stringify(getPath(out[0], field))} is listed before ${JSON.stringify(getPath(out[1], field))}`,
        );
    }
  }

  const order = (a: { service: string; operation: string; title: string }, b: typeof a) =>
    options.services.indexOf(a.service) - options.services.indexOf(b.service) || a.title.localeCompare(b.title);
  return {
    phase: 'authorization',
    operations: operations.size,
    cases: outcomes.length,
    passed: outcomes.filter((o) => o.outcome === 'pass').length,
    skipped: outcomes.filter((o) => o.outcome === 'skip').length,
    notApplicable: outcomes.filter((o) => o.notApplicable).length,
    failures: failures.sort(order),
    seconds: (Date.now() - started) / 1000,
    outcomes: outcomes.sort(order),
  };
}

interface Recorders {
  pass(check: Check): void;
  fail(check: Check, request: PlainRequest, persona: string | undefined, expected: string, actual: string): void;
  skip(check: Check, reason: string, notApplicable?: boolean): void;
  expectRefused(check: Check, request: PlainRequest, token: string | undefined, persona: string | undefined): Promise<boolean>;
  send(
    operation: ContractOperation,
    request: PlainRequest,
    token: string | undefined,
  ): Promise<{ ok: boolean; said: string; request: PlainRequest }>;
}

/** A token after its logout, and a person's token on the operations of units and institutions. */
async function sessionChecks(index: ContractIndex, sessions: Sessions, options: AuthorizationOptions, record: Recorders): Promise<void> {
  const selected = index.operations.filter((op) => options.services.includes(op.service));
  const logout = index.operations.find((op) => op.endsSession && op.persona === 'person');
  // What the person calls after logging out: the first secured read of its own.
  const probe = selected.find(
    (op) => op.auth === 'required' && op.persona === 'person' && op.state?.action === 'list' && op.sm4 === 'none',
  );
  if (logout && probe) {
    const check: Check = { resource: 'session', operation: probe, title: 'a token is refused after its logout' };
    const session = await sessions.fresh('person');
    if ('error' in session) record.skip(check, session.error);
    else {
      const before = await record.send(probe, requestOf(probe, exampleBody(probe)), session.token);
      const out = await record.send(logout, requestOf(logout, exampleBody(logout)), session.token);
      if (!before.ok || !out.ok)
        record.fail(check, out.request, 'person', `${SUCCEEDED} before and at the logout`, `${before.said}; logout ${out.said}`);
      else await record.expectRefused(check, requestOf(probe, exampleBody(probe)), session.token, 'person');
    }
  }
  // Each operation a kind of user may not call (x-user-kinds), with the token of the first kind it leaves out.
  for (const operation of selected.filter((op) => op.auth === 'required' && op.userKinds !== undefined && !op.endsSession)) {
    const barred = PERSONAS.find((kind) => !operation.userKinds!.includes(kind))!;
    const check: Check = {
      resource: 'session',
      operation,
      title: `a ${barred}'s token cannot call an operation of ${operation.userKinds!.join(', ')}`,
    };
    const session = await sessions.of(barred);
    if ('error' in session) record.skip(check, session.error);
    else
      await record.expectRefused(
        check,
        requestOf(operation, operation.method === 'GET' ? undefined : exampleBody(operation)),
        session.token,
        barred,
      );
  }
}
