// Derives one CRUD workflow per resource the contract declares (x-state): create →
// the list (or read) shows it → update → the read shows the change → delete → the
// list lacks it, as far as the resource's operations go. Request bodies are the
// operations' documented examples; what a read must show is what the requests
// and the declarations' literal values wrote. Nothing here names a resource:
// a new declaration in the contract gives a new workflow.
import { documentedExample, exampleRequestOf, type Route } from '../../../mock/catalogue';
import { userKindOf, type Persona } from '../../../mock/personas';
import { dateFields } from '../../../mock/state/dates';
import {
  answerPath,
  fieldPair,
  fixedKey,
  narrowingFields,
  showsItems,
  type StateDeclaration,
  type StateValue,
} from '../../../mock/state/declaration';
import { resourcesOf, type Resource, type StatefulRoute } from '../../../mock/state/resources';
import { propertyNames, requestSchema, responseSchema, schemaAt } from '../../../mock/state/schema';
import { getPath, mask } from '../../../mock/state/values';
import { personaFor } from '../dredd/operations';
import {
  SUCCESS,
  bodyPointer,
  filterOf,
  filterTerm,
  operationRef,
  type ArazzoDocument,
  type Criterion,
  type Parameter,
  type Step,
  type Workflow,
} from './arazzo';

export interface DerivedWorkflows {
  workflows: Workflow[];
  /** Resources without a workflow, and why. */
  skipped: { resource: string; reason: string }[];
}

type Json = unknown;
type Values = Record<string, Json>;
const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

export const tokenInput = (persona: string) => `${persona}Token`;

function personaOfRoute(route: Route): string {
  return personaFor(route.exampleKeys.get(200) ?? [], route.path, route.userKinds);
}

/** The documented headers of the call, and the persona's token when the operation looks at one. */
function parametersOf(route: Route, persona = personaOfRoute(route)): Parameter[] {
  const headers: Parameter[] = Object.entries(exampleRequestOf(route).headers).map(([name, value]) => ({ name, in: 'header', value }));
  if (route.security !== 'none') headers.push({ name: 'Access-Token', in: 'header', value: `$inputs.${tokenInput(persona)}` });
  return headers;
}

/**
 * Whose token a step of a workflow sends: the one its first write was made with, where the
 * operation lets that kind of user call it (a unit's confirmation read back as the unit, though a
 * person may read the same operation), else the operation's own.
 */
function stepPersona(route: Route, writer: string | undefined): string {
  const own = personaOfRoute(route);
  if (writer === undefined || writer === own) return own;
  return !route.userKinds || route.userKinds.includes(userKindOf(writer as Persona)) ? writer : own;
}

function exampleBody(route: Route): Values {
  const body = exampleRequestOf(route).body;
  return isRecord(body) ? structuredClone(body) : {};
}

/** A list's example request, on one page as large as the contract allows, so a new item is on it. */
function listBody(route: Route): Values {
  const body = exampleBody(route);
  // Without what narrows it (filters, search, a date range), so an item whose state a step changed is still listed.
  for (const field of route.state ? narrowingFields(route.state) : []) delete body[field];
  const pageSize = schemaAt(requestSchema(route), 'pageSize');
  if (pageSize) Object.assign(body, { pageNum: 1, pageSize: typeof pageSize.maximum === 'number' ? pageSize.maximum : 100 });
  return body;
}

function step(
  stepId: string,
  route: Route,
  description: string,
  payload: Values | undefined,
  criteria: readonly Criterion[],
  outputs?: Record<string, string>,
): Step {
  return {
    stepId,
    description,
    operationId: operationRef(route.service, String(route.prismOperation.iid)),
    parameters: parametersOf(route),
    ...(payload === undefined ? {} : { requestBody: { contentType: 'application/json' as const, payload } }),
    successCriteria: [...SUCCESS, ...criteria],
    ...(outputs ? { outputs } : {}),
  };
}

/**
 * What a declared value writes, when it can be known before the call: literals, request fields
 * (mapped, prefixed), masks. A dictionary's or a tree's name is the gateway's to look up, so it is not predicted.
 */
function knownValue(value: StateValue, request: Values): Json {
  if (typeof value === 'string') return value.startsWith('$') ? undefined : value;
  if (typeof value !== 'object') return value;
  if ('from' in value && (value.dictionary || value.tree)) return undefined;
  if ('from' in value) {
    const known = value.map ? value.map[String(request[value.from])] : request[value.from];
    return value.prefix !== undefined && isPrimitive(known) ? `${value.prefix}${String(known)}` : known;
  }
  if ('mask' in value) return typeof request[value.mask] === 'string' ? mask(request[value.mask] as string) : undefined;
  return undefined;
}

/** Item fields (dotted) and the values a write leaves in them. */
function writtenValues(resource: Resource, declaration: StateDeclaration, request: Values, includeRequest: boolean): Values {
  const written: Values = {};
  const names = propertyNames(resource.itemSchema);
  if (includeRequest) {
    for (const [field, value] of Object.entries(request))
      if (field !== resource.key && names.has(field) && isPrimitive(value)) written[field] = value;
  }
  for (const [path, value] of Object.entries(declaration.set ?? {})) {
    // The gateway's own fields (`_contactPhone`) are never shown, nor those no answer has (an agent's password).
    if (path.startsWith('_') || !resource.shownSchemas.some((schema) => schemaAt(schema, path))) continue;
    const known = knownValue(value, request);
    if (isPrimitive(known)) written[path] = known;
    else delete written[path];
  }
  return written;
}

/** A free text (no pattern, format or enum) changed within its length: a value no example holds. */
const CHANGED_TEXT = '（修改）';
function changedText(schema: ReturnType<typeof requestSchema>, value: string): string | undefined {
  if (!schema || schema.type !== 'string' || schema.pattern || schema.format || schema.enum) return undefined;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const changed = `${value.slice(0, Math.max(0, max - CHANGED_TEXT.length))}${CHANGED_TEXT}`;
  return changed.length >= (typeof schema.minLength === 'number' ? schema.minLength : 0) ? changed : undefined;
}

/**
 * A read that answers its documented example for a key it does not know (or a single record
 * it has not kept) shows what a forgetful server shows. A written text equal to the example's
 * is no evidence: it takes the value another documented example of the read shows, when one
 * differs, else (a free text of the write's request) the text changed.
 */
function distinguish(request: Values, resource: Resource, reader: Route, writer: Route): void {
  const at = answerPath(reader.state!);
  const shown = (name?: string) => getPath(documentedExample(reader, 200, name), at);
  const documented = shown();
  if (!isRecord(documented)) return;
  // Where the write puts a request field as it is: under its own name, or where its `set` copies it (a nested field).
  const copies = (value: unknown, field: string) =>
    isRecord(value) && value.from === field && Object.keys(value).every((k) => k === 'from' || k === 'default');
  const pathsOf = (field: string) => [
    field,
    ...Object.entries(writer.state?.set ?? {})
      .filter(([, value]) => copies(value, field))
      .map(([path]) => path),
  ];
  for (const [field, value] of Object.entries(request)) {
    if (field === resource.key || typeof value !== 'string') continue;
    const path = pathsOf(field).find((p) => getPath(documented, p) === value);
    if (path === undefined) continue;
    const other = (reader.exampleKeys.get(200) ?? [])
      .map((name) => getPath(shown(name), path))
      .find((v) => typeof v === 'string' && v !== value);
    const changed = other ?? changedText(schemaAt(requestSchema(writer), field), value);
    if (changed !== undefined) request[field] = changed;
  }
}

interface Read {
  route: Route;
  /** The key of the item to find, as a runtime expression (absent for a single record). */
  key?: string;
}

/** A read's criteria: the item with the key (or the written values) is there with those values — or absent. */
function showsCriteria(read: Read, resource: Resource, values: Values, absent = false): Criterion[] {
  const declaration = read.route.state!;
  const pointer = bodyPointer(answerPath(declaration));
  if (declaration.action === 'get') {
    return Object.entries(values).map(([path, value]) => ({
      condition: `${pointer}/${path.split('.').join('/')} == ${JSON.stringify(value)}`,
    }));
  }
  const terms = [
    ...(read.key && resource.key ? [filterTerm(resource.key, keyValue(read.key))] : []),
    ...Object.entries(values).map(([path, value]) => filterTerm(path, value)),
  ];
  return [{ context: pointer, type: 'jsonpath', condition: filterOf(terms), ...(absent ? { 'x-absent': true as const } : {}) }];
}

/** A key in a filter: a runtime expression goes in braces, a literal (a key the request chose) as it is. */
const keyValue = (key: string) => (key.startsWith('$') ? `{${key}}` : key);

/**
 * The days a write sent (the runner moves those the contract keeps from before today into their
 * window): the write's step outputs them, and what a read must show of them is those outputs.
 */
function sentDays(stepId: string, route: Route, written: Values): Record<string, string> | undefined {
  const fields = dateFields(route.state?.dates).filter((field) => field in written);
  for (const field of fields) written[field] = `{$steps.${stepId}.outputs.${field}}`;
  return fields.length === 0 ? undefined : Object.fromEntries(fields.map((field) => [field, `$request.body#/${field}`]));
}

/** Whether a get's documented answer shows every written value already (what a forgetful server answers). */
function showsAlready(reader: Route, written: Values): boolean {
  const documented = getPath(documentedExample(reader, 200), answerPath(reader.state!));
  const entries = Object.entries(written);
  return entries.length > 0 && entries.every(([path, value]) => getPath(documented, path) === value);
}

function readStep(stepId: string, read: Read, resource: Resource, description: string, values: Values, absent = false): Step {
  const { route } = read;
  const payload = route.state!.action === 'list' ? listBody(route) : exampleBody(route);
  if (route.state!.action === 'get' && resource.key && read.key) payload[resource.key] = read.key;
  return step(stepId, route, description, payload, showsCriteria(read, resource, values, absent));
}

/** The request of a write to the item with the key: its example with the key put in. */
function keyedBody(route: Route, resource: Resource, key: string | undefined): Values {
  const body = exampleBody(route);
  const { keys } = route.state!;
  if (key && keys) body[keys] = [key];
  else if (key && resource.key) body[resource.key] = key;
  return body;
}

/** The key a write's `set` gives its item as a literal, as text. */
const fixedKeyOf = (route: StatefulRoute) => {
  const key = fixedKey(route.state.set, route.state.key);
  return key === undefined ? undefined : String(key);
};

function deriveOne(resource: Resource, routes: readonly StatefulRoute[]): Workflow | string {
  // Rows built from the items (`rows`: a case's delivery) show no item a step wrote.
  const of = (action: string) => routes.filter((r) => r.state.action === action && showsItems(r.state));
  const [create] = of('create');
  const [list] = of('list');
  const [get] = of('get');
  // Updates that find their item by the caller or by other fields need a session of that item's own;
  // one that waits for an item's date (`after`) cannot be seen within a run.
  const updates = of('update').filter((r) => !r.state.own && !r.state.match && !r.state.after);
  const [remove] = of('delete');
  const reader = list ?? get;
  if (!reader) return 'no list or get shows its items';
  if (!create && updates.length === 0) return 'no create or update changes it';
  // A get that shows nothing the create took from its request proves nothing of a remembered item
  // (a business shows its function's matter, from the catalogue): no workflow rather than a vacuous one.
  if (create && !list && updates.length === 0 && Object.keys(writtenValues(resource, create.state, exampleBody(create), true)).length === 0)
    return 'its get shows nothing its create took from the request';
  const steps: Step[] = [];
  const personas = new Set<string>();
  // The steps make the plain changes first (below): the writer is the first of them.
  const firstWrite = create ?? updates.find((r) => r.state.when === undefined) ?? updates[0];
  const writer = firstWrite ? personaOfRoute(firstWrite) : undefined;
  const add = (s: Step, route: Route) => {
    const persona = stepPersona(route, writer);
    steps.push({ ...s, parameters: parametersOf(route, persona) });
    if (route.security !== 'none') personas.add(persona);
  };
  const item = `the ${resource.name} item`;
  let key: string | undefined;
  let unprovable = false;
  /** The item's values as far as the steps so far tell. */
  const known: Values = {};

  if (create) {
    const request = exampleBody(create);
    // A create that edits the item its request names (upsert) adds one only without the key,
    // when the key may be left out.
    const { key: itemKey } = resource;
    const required = requestSchema(create)?.required;
    if (create.state.upsert && itemKey && !(Array.isArray(required) && required.includes(itemKey))) delete request[itemKey];
    // A key the declaration writes itself (a WeChat binding's channelType) is known before the create.
    const setKey = fixedKeyOf(create);
    const keyInAnswer =
      !setKey && resource.key && schemaAt(responseSchema(create), `map.${resource.key}`) ? `map.${resource.key}` : undefined;
    // A key the request chooses (a favourite's funcId, a draft's businessId) is the new item's key.
    const chosenKey = setKey ?? (!keyInAnswer && itemKey && isPrimitive(request[itemKey]) ? String(request[itemKey]) : undefined);
    if (reader.state.action === 'get') distinguish(request, resource, reader, create);
    if (chosenKey && remove && list) {
      // The seed may hold that key already: taken away first, so the list shows it only if the create is remembered.
      const deleteBefore = step('delete-before', remove, `delete ${item} if it is there`, keyedBody(remove, resource, chosenKey), []);
      // Where the delete refuses a key the caller lacks (`missing`), either answer will do: the next step checks it is gone.
      if (remove.state.missing) deleteBefore.successCriteria = [SUCCESS[0]!];
      add(deleteBefore, remove);
      add(
        readStep('lacks-before', { route: list, key: chosenKey }, resource, `${list.prismOperation.iid} no longer shows it`, {}, true),
        list,
      );
    }
    // The documented examples agree with each other (the create answers the key of a listed
    // item): the new key must not be listed before, or a server that only echoes them passes.
    const before = (keyInAnswer || (chosenKey && !remove)) && list ? bodyPointer(answerPath(list.state)) : undefined;
    if (before)
      add(step('list-before', list!, `${list!.prismOperation.iid} before the create`, listBody(list!), [], { items: before }), list!);
    const written = writtenValues(resource, create.state, request, true);
    Object.assign(known, written);
    const days = sentDays('create', create, written);
    const outputs = { ...(keyInAnswer ? { key: bodyPointer(keyInAnswer) } : {}), ...days };
    add(
      step(
        'create',
        create,
        `create ${item} from the documented example`,
        request,
        [],
        Object.keys(outputs).length > 0 ? outputs : undefined,
      ),
      create,
    );
    if (keyInAnswer) key = '$steps.create.outputs.key';
    else if (chosenKey) key = chosenKey;
    const shows = readStep(
      'shows-created',
      { route: reader, key },
      resource,
      `${reader.prismOperation.iid} shows the new item with what was written`,
      written,
    );
    if (before) {
      shows.successCriteria.push({
        context: '$steps.list-before.outputs.items',
        type: 'jsonpath',
        condition: filterOf([filterTerm(resource.key!, keyValue(key!))]),
        'x-absent': true,
      });
    }
    add(shows, reader);
  } else if (resource.key && list && !updates.every(fixedKeyOf)) {
    // A transition's item is picked among those in a state it starts from, when the list filters by that state.
    const filters = new Map((list.state.filters ?? []).map(fieldPair).map(({ item, request }) => [item, request]));
    const transition = updates.find((u) => u.state.when && Object.keys(u.state.when).every((field) => filters.has(field)));
    const body = listBody(list);
    let among = '';
    for (const [field, [from]] of Object.entries(transition?.state.when ?? {})) {
      body[filters.get(field)!] = from;
      known[field] = from;
      among += ` with ${field} ${String(from)}`;
    }
    const pick = step('pick', list, `take the first ${resource.name} item${among} of the list`, body, [], {
      key: `${bodyPointer(answerPath(list.state))}/0/${resource.key}`,
    });
    add({ ...pick, 'x-picks': true }, list);
    key = '$steps.pick.outputs.key';
  }

  if (key || !resource.key || (!create && updates.every(fixedKeyOf))) {
    // A transition (`when`) runs only once the item is known to be in a state it starts from;
    // the others are left out, as the server would refuse them.
    // The plain changes first: a transition may need what they wrote (a case is submitted with its files).
    const pending = [...updates].sort((a, b) => Number(a.state.when !== undefined) - Number(b.state.when !== undefined));
    const startsFrom = (update: StatefulRoute) =>
      Object.entries(update.state.when ?? {}).every(
        ([field, states]) => field in known && states.includes(known[field] as string | number | boolean),
      );
    for (let update = pending.find(startsFrom); update; update = pending.find(startsFrom)) {
      pending.splice(pending.indexOf(update), 1);
      const id = String(update.prismOperation.iid);
      // An update whose declaration fixes the key (a real-name channel) is for that item, whatever the request holds.
      const updateKey = fixedKeyOf(update);
      const request = keyedBody(update, resource, updateKey ? undefined : key);
      if (reader.state.action === 'get') distinguish(request, resource, reader, update);
      const written = writtenValues(resource, update.state, request, !update.state.keys);
      // A single record whose read documents what the write writes already (an authorisation the example
      // person has signed), and no earlier step wrote otherwise, reads the same whether the write was kept
      // or not: no evidence, so no step.
      const undoesEarlier = Object.entries(written).some(([path, value]) => path in known && known[path] !== value);
      if (!resource.key && reader.state.action === 'get' && showsAlready(reader, written) && !undoesEarlier) {
        unprovable = true;
        continue;
      }
      add(step(`update-${id}`, update, `${id} on ${item}`, request, [], sentDays(`update-${id}`, update, written)), update);
      // A named change alone (`derive`: an upload into a case's material) writes no declared field a
      // read shows: its step checks only that the server takes it (tests/integration cover what it
      // shows). One with a `set` (a case submitted once its materials are there) is read back.
      if (update.state.derive && !update.state.set) continue;
      // The read finds the item by its key already.
      if (updateKey && resource.key) delete written[resource.key];
      Object.assign(known, written);
      add(
        readStep(
          `shows-${id}`,
          { route: reader, key: updateKey ?? key },
          resource,
          `${reader.prismOperation.iid} shows the change`,
          written,
        ),
        reader,
      );
    }
    if (remove && key && list) {
      add(step('delete', remove, `delete ${item}`, keyedBody(remove, resource, key), []), remove);
      add(readStep('lacks-deleted', { route: list, key }, resource, `${list.prismOperation.iid} no longer shows it`, {}, true), list);
    }
  }
  if (steps.length < 2)
    return unprovable
      ? 'its read documents what its writes write: a server that forgets them would pass'
      : 'its operations give no write followed by a read';
  return {
    workflowId: `${resource.name}-crud`,
    summary: `${resource.name}: ${steps.map((s) => s.stepId).join(' → ')}`,
    description: `Derived from the x-state declarations of resource ${resource.name}.`,
    inputs: {
      type: 'object',
      properties: Object.fromEntries(
        [...personas].sort().map((p) => [tokenInput(p), { type: 'string' as const, description: `Access-Token of a ${p} user` }]),
      ),
    },
    steps,
  };
}

/** One workflow per declared resource that has a write and a read; the others with the reason. */
export function deriveWorkflows(routes: readonly Route[]): DerivedWorkflows {
  const stateful = routes.filter((r): r is StatefulRoute => r.state !== undefined);
  const result: DerivedWorkflows = { workflows: [], skipped: [] };
  for (const resource of resourcesOf(stateful).values()) {
    const derived = deriveOne(
      resource,
      stateful.filter((r) => r.state.resource === resource.name),
    );
    if (typeof derived === 'string') result.skipped.push({ resource: resource.name, reason: derived });
    else result.workflows.push(derived);
  }
  return result;
}

/** The Arazzo document of the derived workflows; `sourceUrl` gives each service's OpenAPI document. */
export function workflowDocument(
  derived: DerivedWorkflows,
  services: readonly string[],
  sourceUrl: (service: string) => string,
): ArazzoDocument {
  const used = new Set(derived.workflows.flatMap((w) => w.steps.map((s) => s.operationId.split('.')[1]!)));
  return {
    arazzo: '1.0.1',
    info: {
      title: 'Workflows derived from the x-state declarations',
      version: '1.0.0',
      description:
        'Generated by `npm run gen` (scripts/gen-workflows.mjs) from the contract; do not edit. ' +
        `Resources without a workflow: ${derived.skipped.map((s) => `${s.resource} (${s.reason})`).join('; ') || 'none'}.`,
    },
    sourceDescriptions: services.filter((s) => used.has(s)).map((name) => ({ name, url: sourceUrl(name), type: 'openapi' as const })),
    workflows: derived.workflows,
  };
}
