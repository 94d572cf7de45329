// The resources the contract declares: for each, the operation that defines it
// (the list or get that shows it, else the create that makes it), its item
// schema and key. `checkDeclarations` holds every x-state against the schemas
// of its operation, so an unknown resource or field fails the contract tests
// and stops the gateway from starting.
import type { Route } from '../catalogue';
import { answerPath, fieldPair, type StateDeclaration, type StateValue } from './declaration';
import { elementSchema, propertyNames, requestSchema, responseSchema, schemaAt, type Schema } from './schema';

export interface Resource {
  name: string;
  scope: 'user' | 'global';
  key?: string;
  /** The schema of one item (of the single record when there is no key). */
  itemSchema: Schema;
  /** The operation that shows (or, for accounts, creates) the resource; the seed comes from its examples. */
  source: Route;
  declaration: StateDeclaration;
}

export type StatefulRoute = Route & { state: StateDeclaration };

const DEFINING: readonly string[] = ['list', 'get'];

function itemSchemaOf(route: StatefulRoute): Schema | undefined {
  const { state } = route;
  if (state.action === 'create') return requestSchema(route);
  const at = schemaAt(responseSchema(route), answerPath(state));
  return state.action === 'list' ? (at && elementSchema(at) !== at ? elementSchema(at) : undefined) : at;
}

/** One resource per name, from the first list or get declaring it, else the first create. */
export function resourcesOf(routes: readonly StatefulRoute[]): Map<string, Resource> {
  const resources = new Map<string, Resource>();
  const candidates = [...routes.filter((r) => DEFINING.includes(r.state.action)), ...routes.filter((r) => r.state.action === 'create')];
  for (const route of candidates) {
    const { state } = route;
    if (resources.has(state.resource)) continue;
    const itemSchema = itemSchemaOf(route);
    if (!itemSchema) continue;
    resources.set(state.resource, { name: state.resource, scope: state.scope, key: state.key, itemSchema, source: route, declaration: state });
  }
  return resources;
}

const where = (route: Route) => `${route.service} ${route.method.toUpperCase()} ${route.path}`;

/** Every problem of every declaration: unknown resources, fields, paths and examples. */
export function checkDeclarations(routes: readonly StatefulRoute[]): string[] {
  const resources = resourcesOf(routes);
  const problems: string[] = [];
  for (const route of routes) {
    const { state } = route;
    const say = (text: string) => problems.push(`${where(route)}: x-state ${text}`);
    const resource = resources.get(state.resource);
    if (!resource) {
      say(`names resource "${state.resource}", which no list, get or create declares (or whose answer path does not resolve)`);
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
    const itemPath = (path: string, what: string) => {
      if (!schemaAt(resource.itemSchema, path)) say(`${what} "${path}" is not a field of a ${state.resource} item`);
    };
    if (resource.key && !item.has(resource.key)) say(`key "${resource.key}" is not a field of a ${state.resource} item`);
    if (DEFINING.includes(state.action) && !schemaAt(response, answerPath(state))) say(`at "${answerPath(state)}" is not in the answer`);
    for (const entry of [...(state.filters ?? []), ...(state.search ?? [])]) {
      const { request: r, item: i } = fieldPair(entry);
      requestField(r, 'filter');
      itemPath(i, 'filter');
    }
    if (state.keys) requestField(state.keys, 'keys');
    if ((state.action === 'update' || state.action === 'delete') && resource.key && !state.keys && !state.match && !state.own) {
      requestField(resource.key, 'key');
    }
    for (const path of state.unset ?? []) itemPath(path, 'unset');
    for (const field of Object.keys(state.where ?? {})) itemPath(field, 'where');
    if (state.seedPer) itemPath(state.seedPer, 'seedPer');
    for (const [path, value] of Object.entries(state.set ?? {})) {
      itemPath(path, 'set');
      checkValue(value, { requestField, itemPath, say }, schemaAt(resource.itemSchema, path));
    }
    for (const [path, value] of Object.entries(state.answer ?? {})) {
      const target = schemaAt(response, path);
      if (!target) say(`answer "${path}" is not in the answer`);
      checkValue(value, { requestField, itemPath, say }, target);
    }
    for (const [r, fields] of Object.entries(state.match ?? {})) {
      requestField(r, 'match');
      for (const f of fields) itemPath(f, 'match');
    }
    for (const [i, r] of Object.entries(state.check ?? {})) {
      itemPath(i, 'check');
      requestField(r, 'check');
    }
    if (typeof state.refuse === 'string' && !route.exampleKeys.get(200)?.includes(state.refuse)) {
      say(`refuse names example "${state.refuse}", which the 200 answer does not document`);
    }
    if (state.action === 'login' && (!state.match || !state.check)) say('login needs match and check');
  }
  return problems;
}

interface Checkers {
  requestField(name: string, what: string): void;
  itemPath(path: string, what: string): void;
  say(text: string): void;
}

function checkValue(value: StateValue, c: Checkers, target: Schema | undefined): void {
  if (typeof value !== 'object') return;
  if ('from' in value) c.requestField(value.from, 'from');
  else if ('mask' in value) c.requestField(value.mask, 'mask');
  else if ('length' in value) c.requestField(value.length, 'length');
  else if ('item' in value) c.itemPath(value.item, 'item');
  else if ('count' in value) for (const field of Object.keys(value.count)) c.itemPath(field, 'count');
  else if ('items' in value) for (const field of Object.keys(value.items)) c.itemPath(field, 'items');
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
