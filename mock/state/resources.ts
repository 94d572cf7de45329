// The resources the contract declares: for each, the operation that defines it
// (the list that shows it, else a get, else the create that makes it or the login
// that checks it), its item
// schema and key. `checkDeclarations` holds every x-state against the schemas
// of its operation, so an unknown resource or field fails the contract tests
// and stops the gateway from starting.
import type { Route } from '../catalogue';
import { isClockBound } from './dates';
import {
  answerPath,
  fieldPair,
  fixedKey,
  isListValue,
  namedResources,
  narrowingEntries,
  showsItems,
  type StateAgents,
  type StateDeclaration,
  type StateValue,
} from './declaration';
import { elementSchema, propertyNames, requestSchema, responseSchema, schemaAt, type Schema } from './schema';
import { segmentField } from './values';
import { CHANGES, DERIVATIONS, REGISTRIES, ROWS, type Change } from './world';

export interface Resource {
  name: string;
  scope: 'user' | 'global';
  key?: string;
  /** The schema of one item (of the single record when there is no key). */
  itemSchema: Schema;
  /** The item schemas of every list and get showing the resource (a detail shows more than a list row). */
  shownSchemas: Schema[];
  /** The operation that shows (or, for accounts, creates or logs in to) the resource; the seed comes from its examples. */
  source: Route;
  declaration: StateDeclaration;
}

export type StatefulRoute = Route & { state: StateDeclaration };

const DEFINING: readonly string[] = ['list', 'get'];
/** Which operation defines a resource, best first: its list, its get, its create, its login (accounts no call creates). */
const PREFERENCE: readonly string[] = ['list', 'get', 'create', 'login'];

function itemSchemaOf(route: StatefulRoute): Schema | undefined {
  const { state } = route;
  if (state.action === 'create' || state.action === 'login') return requestSchema(route);
  const at = schemaAt(responseSchema(route), answerPath(state));
  return state.action === 'list' ? (at && elementSchema(at) !== at ? elementSchema(at) : undefined) : at;
}

/** A create that answers the key it made (`map.<key>`) names it, though neither its request nor its item holds it (a captcha challenge). */
function keyAnswered(route: Route, state: StateDeclaration, key: string): boolean {
  return state.action === 'create' && propertyNames(schemaAt(responseSchema(route), 'map')).has(key);
}

/** One resource per name, from the first list declaring it, else the first get, create or login whose item, request or answered key holds the key. */
export function resourcesOf(routes: readonly StatefulRoute[]): Map<string, Resource> {
  const resources = new Map<string, Resource>();
  // Rows built from the items (`rows`) are not the items: they neither define a resource nor show its fields.
  const showing = routes.filter((r) => showsItems(r.state));
  const candidates = PREFERENCE.flatMap((action) => showing.filter((r) => r.state.action === action));
  for (const route of candidates) {
    const { state } = route;
    if (resources.has(state.resource)) continue;
    const itemSchema = itemSchemaOf(route);
    // The defining item holds the key, or its request names it (a draft's businessId); a
    // registration whose request only maps to the key does not define its accounts.
    const keyHeld = (key: string) =>
      propertyNames(itemSchema).has(key) || propertyNames(requestSchema(route)).has(key) || keyAnswered(route, state, key);
    if (!itemSchema || (state.key !== undefined && !keyHeld(state.key))) continue;
    resources.set(state.resource, {
      name: state.resource,
      scope: state.scope,
      key: state.key,
      itemSchema,
      shownSchemas: [itemSchema],
      source: route,
      declaration: state,
    });
  }
  for (const route of showing.filter((r) => DEFINING.includes(r.state.action))) {
    const resource = resources.get(route.state.resource);
    const shown = itemSchemaOf(route);
    if (resource && shown && !resource.shownSchemas.includes(shown)) resource.shownSchemas.push(shown);
  }
  return resources;
}

/**
 * The world's registries a list looks up (`anonymousFrom`), each a global resource of its own name keyed
 * like that list, its items the list's: seeded from the world, written by `also` (a unit's opening).
 */
export function registriesOf(routes: readonly StatefulRoute[]): Map<string, Resource> {
  const registries = new Map<string, Resource>();
  for (const route of routes) {
    const { state } = route;
    const itemSchema = itemSchemaOf(route);
    if (state.anonymousFrom === undefined || registries.has(state.anonymousFrom) || !itemSchema) continue;
    const name = state.anonymousFrom;
    registries.set(name, {
      name,
      scope: 'global',
      key: state.key,
      itemSchema,
      shownSchemas: [itemSchema],
      source: route,
      declaration: state,
    });
  }
  return registries;
}

const where = (route: Route) => `${route.service} ${route.method.toUpperCase()} ${route.path}`;

/** Every problem of every declaration: unknown resources, fields, paths, examples and (when given) dictionaries. */
export function checkDeclarations(
  routes: readonly StatefulRoute[],
  dictionaries?: ReadonlySet<string>,
  trees?: ReadonlySet<string>,
): string[] {
  const resources = resourcesOf(routes);
  const registries = registriesOf(routes);
  const problems: string[] = [];
  // Accounts resources (those a login logs in to): `also` writes the account the session logged in to.
  const logins = routes.filter((r) => r.state.action === 'login');
  // The agents' lists a login logs in to too (`agents`): an agent's session is its item's, as an account's is.
  const agentLists = new Set(logins.flatMap((r) => (r.state.agents ? [r.state.agents.resource] : [])));
  const accounts = new Set([...logins.map((r) => r.state.resource), ...agentLists]);
  for (const route of routes) {
    const { state } = route;
    const say = (text: string) => problems.push(`${where(route)}: x-state ${text}`);
    const resource = resources.get(state.resource);
    if (!resource) {
      say(`names resource "${state.resource}", which no list, get, create or login declares (or whose answer path does not resolve)`);
      continue;
    }
    if (resource.scope !== state.scope) say(`scope ${state.scope} differs from the resource's ${resource.scope}`);
    if ((state.key ?? resource.key) !== resource.key) say(`key ${state.key} differs from the resource's key ${resource.key}`);
    const request = propertyNames(requestSchema(route));
    const item = propertyNames(resource.itemSchema);
    const response = responseSchema(route);
    const requestField = (name: string, what: string) => {
      if (!request.has(name)) say(`${what} "${name}" is not a field of the request`);
    };
    // The rows a list or get builds (`rows`) have fields of their own: its filters, order and match read those.
    const rowSchema = showsItems(state) ? undefined : itemSchemaOf(route);
    const itemField = (path: string) => (rowSchema ? schemaAt(rowSchema, path) : fieldOf(resource, path));
    // `_`-prefixed fields are the gateway's own (`_cancelled`): kept in the item, never shown.
    const itemPath = (path: string, what: string) => {
      if (!path.startsWith('_') && !itemField(path)) say(`${what} "${path}" is not a field of a ${state.resource} item`);
    };
    const dictionary = (code: string) => {
      if (dictionaries && !dictionaries.has(code)) say(`dictionary "${code}" is not documented (basic dictionary/findByCode)`);
    };
    const tree = (code: string) => {
      if (trees && !trees.has(code)) say(`tree "${code}" is not documented (basic dictionary/getDictWithChildren)`);
    };
    const record = (name: string, field: string, by?: string) => {
      const other = resources.get(name);
      if (!isNamedRecord(other, request, state.also?.[name], by))
        say(`record names "${name}", which is no user's single record nor keyed by a request field`);
      else if (other && !field.startsWith('_') && !fieldOf(other, field)) say(`record "${field}" is not a field of a ${name} item`);
    };
    const itemsOf = (name: string, paths: readonly string[], form: string) => {
      const other = resources.get(name);
      if (other?.scope !== 'user' || other.key === undefined) say(`${form} reads "${name}", which is no user's list of items`);
      else
        for (const path of paths)
          if (!fieldOf(other, path) && other.key !== path) say(`${form} "${path}" is not a field of a ${name} item`);
    };
    // `against`: the global item a view or update of a user's single record compares the record with.
    const compared = state.against && (resources.get(state.against.resource) ?? registries.get(state.against.resource));
    if (state.against) {
      if (!['view', 'update'].includes(state.action) || resource.scope !== 'user' || resource.key !== undefined)
        say("against belongs on a view or an update of a user's single record");
      if (compared?.scope !== 'global' || compared.key === undefined)
        say(`against names "${state.against.resource}", which is no global resource with a key`);
      itemPath(state.against.by, 'against by');
    }
    const against = (field?: string) => {
      if (!state.against) say('{against}, {differences} and {agrees} need against');
      else if (compared && field !== undefined && !field.startsWith('_') && !fieldOf(compared, field))
        say(`against "${field}" is not a field of a ${compared.name} item`);
    };
    // A key the answers do not show (a draft's businessId) is still the request's to name.
    const keyNamed = (key: string) =>
      item.has(key) || propertyNames(requestSchema(resource.source)).has(key) || keyAnswered(resource.source, resource.declaration, key);
    if (resource.key && !keyNamed(resource.key))
      say(`key "${resource.key}" is neither a field of a ${state.resource} item nor of its request`);
    // A file's answer is its bytes, with no path to put an item at.
    if (DEFINING.includes(state.action) && !state.file && !schemaAt(response, answerPath(state)))
      say(`at "${answerPath(state)}" is not in the answer`);
    for (const entry of narrowingEntries(state)) {
      const { request: r, item: i } = fieldPair(entry);
      requestField(r, 'filter');
      itemPath(i, 'filter');
    }
    if (state.keys) requestField(state.keys, 'keys');
    if (
      (state.action === 'update' || state.action === 'delete') &&
      resource.key &&
      !state.keys &&
      !state.match &&
      !state.own &&
      !state.via &&
      fixedKey(state.set, resource.key) === undefined
    ) {
      requestField(resource.key, 'key');
    }
    for (const path of state.unset ?? []) itemPath(path, 'unset');
    for (const field of Object.keys(state.where ?? {})) itemPath(field, 'where');
    if (state.seedPer) itemPath(state.seedPer, 'seedPer');
    for (const [path, value] of Object.entries(state.set ?? {})) {
      // An item keeps its create's request fields too, which no answer shows (an agent's password).
      if (!heldField(resource, path, routes)) itemPath(path, 'set');
      checkValue(value, { requestField, itemPath, dictionary, tree, record, itemsOf, against, say }, itemField(path));
    }
    // A create's `when` reads the item it is for: the first its `also` or `within` names.
    const [forResource] = namedResources(state);
    const forItem = state.action === 'create' && forResource ? resources.get(forResource) : undefined;
    if (state.action === 'create' && state.when && !forItem) say('when on a create needs the item it is for (also or within)');
    if (state.when && !['create', 'update', 'view'].includes(state.action)) say('when is for a create, an update or a view');
    if (state.unique && (!['create', 'update'].includes(state.action) || (state.taken ?? state.refuse) === undefined))
      say('unique is for a create or an update, which refuses with taken or refuse');
    if (state.taken !== undefined && !state.unique) say('taken is the refusal of unique');
    for (const [name, fields] of Object.entries(state.checkAlso ?? {})) {
      if (!state.also?.[name] && state.within !== name) say(`checkAlso ${name} must be a resource its also writes or within names`);
      if (state.refuse === undefined) say('checkAlso refuses with refuse');
      for (const r of Object.values(fields)) requestField(r, 'checkAlso');
    }
    for (const field of state.action === 'update' ? (state.unique ?? []) : []) {
      if (!Object.values(state.also ?? {}).some((values) => field in values))
        say(`unique "${field}" on an update must be a field its also writes`);
    }
    for (const field of state.action === 'create' ? (state.unique ?? []) : []) {
      itemPath(field, 'unique');
      requestField(field, 'unique');
    }
    if (state.action === 'view' && state.when && (resource.key !== undefined || state.refuse === undefined))
      say("when on a view reads the caller's single record and refuses with refuse");
    const whenField = (path: string) => (forItem ? fieldOf(forItem, path) : itemField(path));
    for (const [path, allowed] of Object.entries(state.when ?? {})) {
      if (!forItem) itemPath(path, 'when');
      else if (!whenField(path)) say(`when "${path}" is not a field of a ${forItem.name} item`);
      const documented = whenField(path)?.enum;
      const unknown = Array.isArray(documented) ? allowed.filter((v) => !documented.includes(v)) : [];
      if (unknown.length > 0) say(`when "${path}" allows ${unknown.join(', ')}, which the field does not document`);
    }
    for (const [path, value] of Object.entries(state.answer ?? {})) {
      const target = schemaAt(response, path);
      if (!target) say(`answer "${path}" is not in the answer`);
      if (segmentField(path.split('.').at(-1) ?? '') !== path.split('.').at(-1)) say(`answer "${path}" must end in a field of the entry`);
      checkValue(value, { requestField, itemPath, dictionary, tree, record, itemsOf, against, say }, target);
    }
    for (const [r, fields] of Object.entries(state.match ?? {})) {
      requestField(r, 'match');
      for (const f of fields) itemPath(f, 'match');
    }
    for (const field of Object.keys(state.after ?? {})) itemPath(field, 'after');
    for (const field of Object.keys(state.given ?? {})) {
      if (state.action !== 'update') say('given belongs on an update');
      requestField(field, 'given');
    }
    for (const [i, r] of Object.entries(state.check ?? {})) {
      itemPath(i, 'check');
      requestField(r, 'check');
    }
    for (const name of ['refuse', 'full', 'missing', 'unchanged', 'taken'] as const) {
      const refusal = state[name];
      // A get's refusal shows no item: it is documented under a status of its own (404); a write's in the
      // 200 answer, or under 404 when it names an item the caller lacks (an institution not the unit's);
      // a view's may be the 500 "nothing found" (未查询到信息!, spec §8) the portal shows as no data.
      const statuses = name === 'missing' && state.action === 'get' ? [404] : state.action === 'view' ? [200, 404, 500] : [200, 404];
      if (typeof refusal === 'string' && !statuses.some((status) => route.exampleKeys.get(status)?.includes(refusal))) {
        say(`${name} names example "${refusal}", which the ${statuses.join(' or ')} answer does not document`);
      }
    }
    for (const rule of state.dates ?? []) {
      if (state.action !== 'create' && state.action !== 'update') say('dates belongs on a create or an update');
      requestField(rule.field, 'dates');
      for (const bound of [rule.notBefore, rule.notAfter]) {
        if (typeof bound === 'object') {
          if (state.action !== 'update') say(`dates bound {item: ${bound.item}} belongs on an update`);
          itemPath(bound.item, 'dates');
        } else if (bound !== undefined && !isClockBound(bound)) {
          if (bound.startsWith('$')) say(`dates bound ${bound} is none of $today, $today+<n>d, $today+<n>y`);
          else requestField(bound, 'dates');
        }
      }
      const { refuse } = rule;
      if (typeof refuse === 'string' && !route.exampleKeys.get(200)?.includes(refuse))
        say(`dates refuse names example "${refuse}", which the 200 answer does not document`);
    }
    if (state.attempts) {
      if (!['login', 'update'].includes(state.action) || !state.check || !state.refuse)
        say('attempts belongs on a login or an update with check and refuse');
      const { locked } = state.attempts;
      if (typeof locked === 'string' && !route.exampleKeys.get(200)?.includes(locked))
        say(`attempts locked names example "${locked}", which the 200 answer does not document`);
    }
    checkRules(route, resource, say);
    if (state.empty !== undefined && (state.action !== 'get' || !route.exampleKeys.get(200)?.includes(state.empty)))
      say(`empty names "${state.empty}", which is no documented 200 example of a get`);
    for (const [i, r] of Object.entries(state.mustChange ?? {})) {
      itemPath(i, 'mustChange');
      requestField(r, 'mustChange');
    }
    if (state.mustChange && state.action !== 'update') say('mustChange belongs on an update');
    for (const field of Object.keys(state.remember ?? {}))
      if (!state.mustChange || !(field in state.mustChange)) say(`remember "${field}" needs mustChange of the same field`);
    for (const name of state.accounts ?? []) {
      const other = resources.get(name);
      if ((!state.own && !state.via) || (other?.scope !== 'global' && !agentLists.has(name)))
        say(`accounts "${name}" needs own or via and a global accounts resource or an agents' list a login logs in to`);
      for (const path of [...Object.keys(state.set ?? {}), ...Object.keys(state.mustChange ?? {})])
        if (other && !heldField(other, path, routes)) say(`accounts: "${path}" is not a field of a ${name} item`);
    }
    if (state.logsOut && ((state.action !== 'update' && state.action !== 'delete') || !accounts.has(state.resource)))
      say('logsOut belongs on an update or a delete of an accounts resource (one a login logs in to)');
    if (state.via) {
      const named = resources.get(state.via.resource);
      if (state.action !== 'update') say('via belongs on an update');
      if (!named?.key) say(`via names "${state.via.resource}", which is no resource with a key`);
      else requestField(named.key, 'via');
      if (!state.via.at.startsWith('_')) say(`via at "${state.via.at}" must be a field of the gateway's own (_…)`);
      if (named && state.via.until !== undefined && !state.via.until.startsWith('_') && !fieldOf(named, state.via.until))
        say(`via until "${state.via.until}" is not a field of a ${named.name} item`);
    }
    if (state.resume) {
      if (state.action !== 'create') say('resume belongs on a create');
      for (const field of state.resume.same) requestField(field, 'resume same');
      const held = resources.get(state.resume.held);
      if (held?.scope !== 'user' || held.key === undefined || held.key !== resource.key)
        say(`resume holds "${state.resume.held}", which is no user's list keyed like a ${state.resource} item`);
    }
    for (const [name, fields] of Object.entries(state.ends ?? {})) {
      const ended = resources.get(name);
      if (state.action !== 'create' && state.action !== 'update') say('ends belongs on a create or an update');
      if (ended?.key === undefined) say(`ends "${name}", which is no resource of keyed items`);
      for (const [field, requestName] of Object.entries(fields)) {
        if (ended && !fieldOf(ended, field) && ended.key !== field) say(`ends "${field}" is not a field of a ${name} item`);
        requestField(requestName, 'ends');
      }
    }
    if (state.file) {
      if (state.action !== 'get' || responseSchema(route) !== undefined) say('file belongs on a get whose answer is not JSON');
      // The content is kept from the create's request, which no answer shows.
      const created = routes.filter((r) => r.state.resource === state.resource && r.state.action === 'create');
      for (const field of [state.file.content, state.file.name]) {
        if (!fieldOf(resource, field) && !created.some((r) => propertyNames(requestSchema(r)).has(field)))
          say(`file "${field}" is neither a field of a ${state.resource} item nor of its create's request`);
      }
    }
    if (state.action === 'login' && (!state.match || !state.check)) say('login needs match and check');
    if (state.agents)
      checkAgents(route, state.agents, resource, resources.get(state.agents.resource), routes, { requestField, itemPath, say });
    if (state.copy !== undefined) checkCopy(state, resource, resources.get(state.copy), say);
    if (state.agentOwn && (state.action !== 'list' || !resource.key)) say('agentOwn needs a list with a key');
    if (state.anonymousBy && (state.action !== 'list' || route.security !== 'optional'))
      say('anonymousBy is for a list callers may call without a token (security: [{}, …])');
    for (const entry of state.anonymousBy ?? []) {
      const { request: r, item: i } = fieldPair(entry);
      requestField(r, 'anonymousBy');
      itemPath(i, 'anonymousBy');
    }
    if (state.registered !== undefined) {
      if (resource.source !== route || state.action !== 'get' || resource.key !== undefined || resource.scope !== 'user')
        say("registered belongs on the get defining a user's single record");
      for (const [accounts, values] of Object.entries(state.registered)) {
        // Its values read a registration: the request of a create of that global resource (the accounts), or
        // of an agent a login logs in as (the agent's list).
        const registrations = routes.filter(
          (r) => r.state.resource === accounts && r.state.action === 'create' && (r.state.scope === 'global' || agentLists.has(accounts)),
        );
        if (registrations.length === 0)
          say(`registered names "${accounts}", which no registration (a create of global accounts or of a login's agents) makes`);
        // What a registration holds: its request's fields and those its `set` writes (the day it registered).
        // An agent's item holds its key too (the agentId its create gives it).
        const registration = new Set(registrations.flatMap((r) => [...propertyNames(requestSchema(r)), ...Object.keys(r.state.set ?? {})]));
        const registeredKey = agentLists.has(accounts) ? resources.get(accounts)?.key : undefined;
        if (registeredKey) registration.add(registeredKey);
        const registrationField = (name: string, what: string) => {
          if (!registration.has(name)) say(`registered ${what} "${name}" is not a field of a ${accounts} registration's request`);
        };
        // A record there is the global item the registration names (the base store's entry of its credit code),
        // or for an agent a single record of its organisation (its unit's name).
        const registryRecord = (name: string, field: string, by?: string) => {
          const other = resources.get(name) ?? registries.get(name);
          const organisations = agentLists.has(accounts) && other?.scope === 'user' && other.key === undefined;
          if (!organisations && (other?.scope !== 'global' || other.key === undefined || !registration.has(by ?? other.key)))
            say(
              `registered record names "${name}", which is no global resource keyed by a field of a ${accounts} registration (nor, for agents, their organisation's single record)`,
            );
          else if (!field.startsWith('_') && !fieldOf(other, field)) say(`record "${field}" is not a field of a ${name} item`);
        };
        for (const [path, value] of Object.entries(values)) {
          itemPath(path, 'registered');
          const checkers = { requestField: registrationField, itemPath, dictionary, tree, record: registryRecord, itemsOf, against, say };
          checkValue(value, checkers, itemField(path));
        }
      }
    }
    if (state.registeredOnly !== undefined && !state.registered) say('registeredOnly needs registered');
    for (const [name, values] of Object.entries(state.also ?? {})) {
      const other = resources.get(name) ?? registries.get(name);
      checkAlso(name, values, other, request, accounts.has(name), { requestField, dictionary, tree, record, itemsOf, against, say });
      if (
        other?.key !== undefined &&
        !accounts.has(name) &&
        fixedKey(values, other.key) === undefined &&
        state.missing === undefined &&
        state.refuse === undefined
      )
        say(`also ${name}: a request naming none of the caller's ${name} items must be refused (missing)`);
      if (state.action !== 'create' && state.action !== 'update') say('also is for a create or an update');
    }
    for (const [name, of] of Object.entries(state.alsoOf ?? {})) {
      if (!state.also?.[name]) say(`alsoOf ${name} must be a resource its also writes`);
      for (const [accountsName, entry] of Object.entries(of)) {
        const owners = resources.get(accountsName);
        const { request: r, item: f } = fieldPair(entry);
        requestField(r, `alsoOf ${name}`);
        if (!accounts.has(accountsName) || owners?.scope !== 'global')
          say(`alsoOf ${name} names "${accountsName}", which is no accounts resource (one a login logs in to)`);
        else if (!f.startsWith('_') && !fieldOf(owners, f)) say(`alsoOf ${name}: "${f}" is not a field of a ${accountsName} item`);
      }
    }
    if (state.within !== undefined) {
      const other = resources.get(state.within);
      // A user's item, or a global one (the catalogue's function a business is started for).
      if (!other || other.key === undefined || !request.has(other.key))
        say(`within names "${state.within}", which is no resource keyed by a request field`);
      if (state.missing === undefined && state.refuse === undefined)
        say(`within ${state.within}: a request naming none of the caller's items must be refused (missing)`);
      if (state.action !== 'create' && state.action !== 'update') say('within is for a create or an update');
    }
    if (state.derive !== undefined) checkDerive(route, say);
    if (state.anonymousFrom !== undefined) {
      if (!(state.anonymousFrom in REGISTRIES))
        say(`anonymousFrom "${state.anonymousFrom}" is none of ${Object.keys(REGISTRIES).join(', ')}`);
      if (!state.anonymousBy) say('anonymousFrom is for a list with anonymousBy');
    }
    if (state.rows !== undefined) {
      if (!(state.rows in ROWS)) say(`rows "${state.rows}" is none of ${Object.keys(ROWS).join(', ')}`);
      if (state.action !== 'list' && state.action !== 'get') say('rows is for a list or a get');
      if (state.action === 'get' && !state.match) say('a get of rows finds its row by match');
    }
  }
  return problems;
}

/** `derive` names a derivation on a get or list, a change on an update, whose refusals the update's answer documents. */
function checkDerive(route: StatefulRoute, say: (text: string) => void): void {
  const { action, derive } = route.state;
  if (action === 'get' || action === 'list') {
    if (!(DERIVATIONS as readonly string[]).includes(derive!))
      say(`derive "${derive}" on a ${action} is none of ${DERIVATIONS.join(', ')}`);
    return;
  }
  if (action !== 'update' || !(derive! in CHANGES)) {
    say(
      `derive "${derive}" needs a get or list naming one of ${DERIVATIONS.join(', ')} or an update naming one of ${Object.keys(CHANGES).join(', ')}`,
    );
    return;
  }
  for (const refusal of CHANGES[derive as Change])
    if (!route.exampleKeys.get(200)?.includes(refusal))
      say(`derive "${derive}" refuses with example "${refusal}", which the 200 answer does not document`);
}

const isDefiningList = (route: Route, resource: Resource) => resource.source === route && resource.declaration.action === 'list';
/**
 * Writes that name one item of a keyed user resource by the request's key: the caller's own items only
 * (ownership). One whose `set` fixes the key writes the caller's item of that key: the request names none.
 */
const byKey = (state: StateDeclaration, resource: Resource) =>
  resource.scope === 'user' && resource.key !== undefined && !state.own && !state.match && fixedKey(state.set, resource.key) === undefined;

/**
 * The rules a server keeps (docs/contract.md, "Rules"): where each may be declared, that it
 * agrees with the schema (`max` is the list's `maxItems`), and that every write a rule refuses
 * declares its refusal: a create of a resource with `max` its `full`, an update or delete by key
 * of a user's resource its `missing` (or `refuse`).
 */
function checkRules(route: StatefulRoute, resource: Resource, say: (text: string) => void): void {
  const { state } = route;
  for (const name of ['max', 'default'] as const) {
    if (state[name] !== undefined && !isDefiningList(route, resource)) say(`${name} belongs on ${resource.name}'s defining list`);
  }
  if (state.first !== undefined && state.action !== 'list') say('first is for a list only');
  if ((state.since || state.until) && state.action !== 'list') say('since and until are for a list only');
  const shownSchemas = showsItems(state) ? resource.shownSchemas : [itemSchemaOf(route)];
  for (const field of Object.keys(state.first ?? {})) {
    if (!shownSchemas.some((s) => schemaAt(s, field))) say(`first "${field}" is not a field of a ${resource.name} item`);
  }
  if (state.default !== undefined && schemaAt(resource.itemSchema, state.default)?.type !== 'boolean') {
    say(`default "${state.default}" is not a boolean field of a ${resource.name} item`);
  }
  if (isDefiningList(route, resource)) {
    const maxItems = schemaAt(responseSchema(route), answerPath(state))?.maxItems;
    if (maxItems !== undefined && state.max !== maxItems)
      say(`max must be the list's maxItems ${String(maxItems)}, not ${String(state.max)}`);
  }
  if (state.full !== undefined && (state.action !== 'create' || resource.declaration.max === undefined)) {
    say(`full is for a create of a resource with max`);
  }
  if (state.action === 'create' && resource.declaration.max !== undefined && state.full === undefined) {
    say(`create of ${resource.name} (at most ${resource.declaration.max}) declares no full`);
  }
  if (state.missing !== undefined && !['update', 'delete', 'get'].includes(state.action) && !state.upsert && !state.also && !state.within) {
    say('missing is for update, delete, get, an upsert create and a create writing another resource (also)');
  }
  const writes = state.action === 'update' || state.action === 'delete';
  if (state.ignoreMissing && (!writes || state.missing)) say('ignoreMissing is for an update or delete without missing');
  // A get by key of a resource a list shows refuses a key the caller has no item of (a draft no list shows answers "none").
  const listed = resource.declaration.action === 'list';
  if (state.action === 'get' && listed && byKey(state, resource) && typeof state.missing !== 'string') {
    say(`get of ${resource.name} by key declares no missing: another owner's or an unknown item must be refused (its 404 example)`);
  }
  if (writes && byKey(state, resource) && !state.missing && !state.refuse && !state.ignoreMissing) {
    say(
      `${state.action} of ${resource.name} by key declares neither missing nor ignoreMissing: another owner's or an unknown item must be refused`,
    );
  }
}

/** `also`: a create or update writes declared fields of the caller's record of another resource, or of the global item it names. */
function checkAlso(
  name: string,
  values: Record<string, StateValue>,
  other: Resource | undefined,
  request: ReadonlySet<string>,
  sessionAccount: boolean,
  c: Omit<Checkers, 'itemPath'>,
): void {
  if (!other || (!sessionAccount && !isNamedRecord(other, request, values))) {
    c.say(
      `also names "${name}", which is no user's single record (a get without a key), no accounts resource, nor keyed by a request field`,
    );
    return;
  }
  const otherPath = (path: string, what: string) => {
    if (!path.startsWith('_') && !fieldOf(other, path)) c.say(`${what} "${path}" is not a field of a ${name} item`);
  };
  for (const [path, value] of Object.entries(values)) {
    otherPath(path, `also ${name}`);
    checkValue(value, { ...c, itemPath: otherPath }, fieldOf(other, path));
  }
}

/**
 * What `also` writes and `{record}` reads: a user's single record, or an item the request names by its
 * resource's key or by the field `by` (or the `also` values name by a literal key): the caller's own, or a
 * global one (the catalogue's function a business is for, the institution a unit opens, the outlet a card
 * is collected at).
 */
const isNamedRecord = (
  resource: Resource | undefined,
  request: ReadonlySet<string>,
  values?: Record<string, StateValue>,
  by?: string,
): resource is Resource => {
  if (!resource) return false;
  const keyNamed = resource.key !== undefined && (request.has(by ?? resource.key) || fixedKey(values, resource.key) !== undefined);
  return keyNamed || (resource.scope === 'user' && resource.key === undefined);
};

/** The schema of a field as any answer showing the resource has it. */
const fieldOf = (resource: Resource, path: string) => resource.shownSchemas.map((s) => schemaAt(s, path)).find(Boolean);

/** A field an item holds: one its answers show, one of its create's request (a password), or the gateway's own (`_…`). */
const storedField = (resource: Resource, field: string, routes: readonly StatefulRoute[]) =>
  field.startsWith('_') ||
  fieldOf(resource, field) !== undefined ||
  routes.some((r) => r.state.resource === resource.name && r.state.action === 'create' && propertyNames(requestSchema(r)).has(field));

/** A field an item holds, or the password a login checks its agents' items in, which a create or a change sets (a unit agent's). */
const heldField = (resource: Resource, field: string, routes: readonly StatefulRoute[]) =>
  storedField(resource, field, routes) ||
  routes.some((r) => r.state.agents?.resource === resource.name && Object.hasOwn(r.state.agents.check, field));

/**
 * `agents`: a keyed user's list whose items hold the fields matched and checked (its items' or its
 * create's request's: a password no answer shows), found by an account of the login's resource.
 */
function checkAgents(
  login: StatefulRoute,
  agents: StateAgents,
  accounts: Resource,
  list: Resource | undefined,
  routes: readonly StatefulRoute[],
  c: { requestField(name: string, what: string): void; itemPath(path: string, what: string): void; say(text: string): void },
): void {
  if (list?.key === undefined || list.scope !== 'user') {
    c.say(`agents names "${agents.resource}", which is no user's list with a key`);
    return;
  }
  // A field the login matches or checks is one the item holds, or one its create sets.
  const createSets = (field: string) =>
    routes.some((r) => r.state.resource === list.name && r.state.action === 'create' && Object.hasOwn(r.state.set ?? {}, field));
  const agentField = (field: string) => {
    if (!storedField(list, field, routes) && !createSets(field))
      c.say(`agents "${field}" is neither a field of a ${list.name} item nor of its create's request or set`);
  };
  for (const [accountField, requestName] of Object.entries(agents.of)) {
    if (!fieldOf(accounts, accountField)) c.say(`agents of "${accountField}" is not a field of a ${accounts.name} item`);
    c.requestField(requestName, 'agents of');
  }
  for (const [requestName, fields] of Object.entries(agents.match)) {
    c.requestField(requestName, 'agents match');
    fields.forEach(agentField);
  }
  for (const [field, requestName] of Object.entries(agents.check)) {
    agentField(field);
    c.requestField(requestName, 'agents check');
  }
  if (agents.removed === undefined) return;
  if (!login.exampleKeys.get(200)?.includes(agents.removed))
    c.say(`agents removed names example "${agents.removed}", which the 200 answer does not document`);
  if (!routes.some((r) => r.state.resource === list.name && r.state.action === 'delete'))
    c.say(`agents removed: no operation deletes a ${list.name} item`);
}

/** `copy` names a resource keyed like the created one. */
function checkCopy(state: StateDeclaration, resource: Resource, from: Resource | undefined, say: (text: string) => void): void {
  if (state.action !== 'create') say('copy is for create only');
  if (!from) say(`copy names resource "${state.copy}", which no list declares`);
  else if (from.key !== resource.key) say(`copy: ${from.name} is keyed by ${from.key}, not ${resource.key}`);
}

interface Checkers {
  requestField(name: string, what: string): void;
  /** `{record, field, by}`: a field of a user's single record, or of the item the request names. */
  record(resource: string, field: string, by?: string): void;
  /** `{highest, in}`: fields of the items of a user's list. */
  itemsOf(resource: string, paths: readonly string[], form: 'highest' | 'held'): void;
  itemPath(path: string, what: string): void;
  /** `{against}`, `{differences}`, `{agrees}`: the declaration compares with an item (`against`), which has the field. */
  against(field?: string): void;
  dictionary(code: string): void;
  tree(code: string): void;
  say(text: string): void;
}

function checkValue(value: StateValue, c: Checkers, target: Schema | undefined): void {
  if (typeof value !== 'object' || isListValue(value)) return;
  if ('from' in value) {
    c.requestField(value.from, 'from');
    if (value.dictionary !== undefined) c.dictionary(value.dictionary);
    if (value.tree !== undefined) c.tree(value.tree);
  } else if ('mask' in value) c.requestField(value.mask, 'mask');
  else if ('maskName' in value) checkValue(value.maskName, c, target);
  else if ('idCard' in value) {
    c.requestField(value.idCard, 'idCard');
    if (value.dictionary !== undefined) c.dictionary(value.dictionary);
  } else if ('creditCode' in value) {
    c.requestField(value.creditCode, 'creditCode');
    if (value.tree !== undefined) c.tree(value.tree);
  } else if ('length' in value) c.requestField(value.length, 'length');
  else if ('bytes' in value) c.requestField(value.bytes, 'bytes');
  else if ('dataUrl' in value) {
    c.requestField(value.dataUrl, 'dataUrl');
    c.requestField(value.type, 'dataUrl type');
  } else if ('item' in value) c.itemPath(value.item, 'item');
  else if ('count' in value) for (const field of Object.keys(value.count)) c.itemPath(field, 'count');
  else if ('items' in value) for (const field of Object.keys(value.items)) c.itemPath(field, 'items');
  else if ('record' in value) {
    c.record(value.record, value.field, value.by);
    if (value.by !== undefined) c.requestField(value.by, 'record by');
    for (const requestField of Object.values(value.among ?? {})) c.requestField(requestField, 'among');
  } else if ('highest' in value) {
    const paths = [value.highest, ...Object.keys(value.of ?? {})];
    if (value.in !== undefined) c.itemsOf(value.in, paths, 'highest');
    else for (const path of paths) c.itemPath(path, 'highest');
  } else if ('held' in value) c.itemsOf(value.held, [value.by], 'held');
  else if ('differs' in value) for (const inner of value.differs) checkValue(inner, c, undefined);
  else if ('against' in value) c.against(value.against);
  else if ('differences' in value || 'agrees' in value) {
    const fields = 'differences' in value ? Object.keys(value.differences) : value.agrees;
    for (const field of fields) {
      c.itemPath(field, 'compared');
      c.against(field);
    }
  } else if ('changed' in value) for (const field of value.changed) c.itemPath(field, 'changed');
  // A period's days are the request's fields, else the item's: fields of the item either way.
  else if ('period' in value) for (const field of value.period) c.itemPath(field, 'period');
  else if ('per' in value) {
    c.itemPath(fieldPair(value.per).item, 'per');
    const element = elementSchema(target);
    const entryField = fieldPair(value.per).request;
    if (!schemaAt(element, entryField)) c.say(`per "${entryField}" is not a field of the answer's entries`);
    for (const [field, inner] of Object.entries(value.set)) {
      if (!schemaAt(element, field)) c.say(`per set "${field}" is not a field of the answer's entries`);
      checkValue(inner, c, schemaAt(element, field));
    }
  }
}
