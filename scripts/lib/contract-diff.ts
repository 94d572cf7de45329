// The breaking-change check (`npm run contract:diff`, docs/contract-testing.md):
// compares two bundled versions of the contract operation by operation and
// sorts every difference that matters to a client or a server into breaking
// and compatible. Requests may not narrow (a server would refuse what clients
// send), answers may not lose what clients read.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- plain ESM script without type declarations
import * as contractScript from './contract.mjs';
import { operationBehavioursOf, type OperationBehaviour } from './operation-behaviour.mjs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Document = JsonObject;
/** Bundled documents by service. */
export type ContractDocuments = Record<string, Document>;

const contract = contractScript as {
  listApis(root?: string): { service: string }[];
  bundleApi(api: { service: string }): Promise<Document>;
};

export interface Change {
  /** `person POST /address/addUserAddress: request field floorNo is now required`. */
  message: string;
  /** For the summary of compatible changes: `new operation`, `new optional request field` … */
  kind: string;
}

export interface Comparison {
  breaking: Change[];
  compatible: Change[];
}

/** The repository's changelog of the contract: a breaking change it lists passes. */
export const CHANGELOG = 'openapi/CHANGELOG.md';

// Bounds that narrow a request when they rise (lower) or fall (upper).
const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems'];
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems'];

/** Follows `#/…` references and merges `allOf` (the contract wraps a `$ref` in it to describe a field). */
function resolved(doc: Document, schema: Json | undefined): JsonObject {
  let current = schema;
  while (current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, key) => (node as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
  }
  const object = (current && typeof current === 'object' && !Array.isArray(current) ? current : {}) as JsonObject;
  if (!Array.isArray(object.allOf)) return object;
  const { allOf, ...own } = object;
  return [...allOf.map((member) => resolved(doc, member)), own].reduce<JsonObject>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...(merged.properties as JsonObject | undefined), ...(part.properties as JsonObject | undefined) },
      required: [...new Set([...((merged.required as string[] | undefined) ?? []), ...((part.required as string[] | undefined) ?? [])])],
    }),
    {},
  );
}

const referenceOf = (schema: Json | undefined): string =>
  schema && typeof schema === 'object' && !Array.isArray(schema) && typeof schema.$ref === 'string' ? schema.$ref : '';
const typeOf = (schema: JsonObject): string | undefined => (typeof schema.type === 'string' ? schema.type : undefined);
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const shown = (value: Json | undefined): string => (typeof value === 'string' ? value : JSON.stringify(value));

type Direction = 'request' | 'response';

/** Walks one schema in both versions; `field` is the path of the value (`map.list[].state`), `where` its name in messages. */
class SchemaComparer {
  constructor(
    private readonly base: Document,
    private readonly head: Document,
    private readonly report: (message: string, breaking: boolean, kind: string) => void,
  ) {}

  /** `within`: the references being compared further up, so a recursive schema (a tree) ends. */
  compare(
    baseSchema: Json | undefined,
    headSchema: Json | undefined,
    direction: Direction,
    where: string,
    within: ReadonlySet<string> = new Set(),
  ): void {
    const references = `${referenceOf(baseSchema)} ${referenceOf(headSchema)}`.trim();
    if (within.has(references)) return;
    const inside = references === '' ? within : new Set([...within, references]);
    const before = resolved(this.base, baseSchema);
    const after = resolved(this.head, headSchema);
    const [typeBefore, typeAfter] = [typeOf(before), typeOf(after)];
    if (typeBefore !== typeAfter && typeBefore !== undefined) {
      this.report(`${where}: type changed from ${typeBefore} to ${typeAfter ?? 'any'}`, true, 'type changed');
      return;
    }
    this.compareEnums(before, after, direction, where);
    if (direction === 'request') this.compareRequestLimits(before, after, where);
    this.compareProperties(before, after, direction, where, inside);
    if (before.items !== undefined || after.items !== undefined) this.compare(before.items, after.items, direction, `${where}[]`, inside);
  }

  private compareEnums(before: JsonObject, after: JsonObject, direction: Direction, where: string): void {
    const [valuesBefore, valuesAfter] = [list(before.enum).map(shown), list(after.enum).map(shown)];
    if (valuesAfter.length === 0) return;
    if (valuesBefore.length === 0) {
      if (direction === 'request') this.report(`${where}: now limited to the values ${valuesAfter.join(', ')}`, true, 'enum narrowed');
      return;
    }
    for (const value of valuesBefore.filter((v) => !valuesAfter.includes(v)))
      this.report(`${where}: enum value ${value} removed`, true, 'enum value removed');
    for (const value of valuesAfter.filter((v) => !valuesBefore.includes(v)))
      this.report(`${where}: new enum value ${value}`, false, 'new enum value');
  }

  /** What a server accepted before must still pass: no new or changed pattern, no tighter bound. */
  private compareRequestLimits(before: JsonObject, after: JsonObject, where: string): void {
    if (after.pattern !== undefined && after.pattern !== before.pattern) {
      this.report(
        `${where}: pattern ${before.pattern === undefined ? 'added:' : `changed from ${shown(before.pattern)} to`} ${shown(after.pattern)}`,
        true,
        'pattern narrowed',
      );
    }
    for (const bound of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
      const [was, is] = [before[bound], after[bound]];
      if (typeof is !== 'number' || was === is) continue;
      const narrowed = typeof was !== 'number' || (LOWER_BOUNDS.includes(bound) ? is > was : is < was);
      if (narrowed)
        this.report(`${where}: ${bound} ${typeof was === 'number' ? `narrowed from ${was} to` : 'added:'} ${is}`, true, 'length narrowed');
    }
  }

  private compareProperties(before: JsonObject, after: JsonObject, direction: Direction, where: string, within: ReadonlySet<string>): void {
    const [propertiesBefore, propertiesAfter] = [(before.properties ?? {}) as JsonObject, (after.properties ?? {}) as JsonObject];
    const [requiredBefore, requiredAfter] = [list(before.required), list(after.required)];
    const prefix = where.endsWith(' body') ? `${where.slice(0, -' body'.length)} field ` : `${where}.`;
    for (const name of new Set([...Object.keys(propertiesBefore), ...Object.keys(propertiesAfter)])) {
      const field = `${prefix}${name}`;
      const [was, is] = [name in propertiesBefore, name in propertiesAfter];
      const [wasRequired, isRequired] = [requiredBefore.includes(name), requiredAfter.includes(name)];
      if (direction === 'request') {
        if (isRequired && !wasRequired) this.report(`${field} is now required`, true, 'request field newly required');
        else if (!was) this.report(`${field}: new optional field`, false, 'new optional request field');
        // A field clients send is refused once it is gone from a closed object.
        if (was && !is && after.additionalProperties === false) this.report(`${field} removed`, true, 'request field removed');
      } else {
        if (was && !is) this.report(`${field} removed`, true, 'response field removed');
        else if (wasRequired && !isRequired) this.report(`${field} is no longer always present`, true, 'response field made optional');
        else if (!was) this.report(`${field}: new field`, false, 'new response field');
      }
      if (was && is) this.compare(propertiesBefore[name], propertiesAfter[name], direction, field, within);
    }
  }
}

interface OperationEntry {
  doc: Document;
  operation: JsonObject;
  behaviour: OperationBehaviour;
}

function operationsByKey(documents: ContractDocuments): Map<string, OperationEntry> {
  const byKey = new Map<string, OperationEntry>();
  for (const [service, doc] of Object.entries(documents)) {
    for (const { path, method, operation, behaviour } of operationBehavioursOf<JsonObject>(service, doc))
      byKey.set(`${service} ${method.toUpperCase()} ${path}`, { doc, operation, behaviour });
  }
  return byKey;
}

function parametersOf({ doc, operation }: OperationEntry): Map<string, JsonObject> {
  const parameters = list(operation.parameters).map((parameter) => resolved(doc, parameter));
  return new Map(parameters.map((parameter) => [`${String(parameter.in)} parameter ${String(parameter.name)}`, parameter]));
}

/** The JSON schema of a request body or response, if it has one. */
function jsonSchemaOf(doc: Document, holder: Json | undefined): Json | undefined {
  const content = resolved(doc, holder).content as JsonObject | undefined;
  return (content?.['application/json'] as JsonObject | undefined)?.schema;
}

function compareOperation(
  key: string,
  before: OperationEntry,
  after: OperationEntry,
  report: (message: string, breaking: boolean, kind: string) => void,
): void {
  const at = (message: string, breaking: boolean, kind: string) => report(`${key}: ${message}`, breaking, kind);
  const schemas = new SchemaComparer(before.doc, after.doc, at);
  const [sm4Before, sm4After] = [before.behaviour.sm4, after.behaviour.sm4];
  if (sm4Before !== sm4After) at(`x-sm4 changed from ${shown(sm4Before)} to ${shown(sm4After)}`, true, 'x-sm4 changed');
  const [authBefore, authAfter] = [before.behaviour.auth, after.behaviour.auth];
  if (authAfter === 'required' && authBefore !== 'required')
    at(`Access-Token now ${authAfter} (was ${authBefore})`, true, 'security tightened');

  const [parametersBefore, parametersAfter] = [parametersOf(before), parametersOf(after)];
  for (const [name, parameter] of parametersAfter) {
    const was = parametersBefore.get(name);
    if (parameter.required === true && was?.required !== true)
      at(`request ${name} is now required`, true, 'request parameter newly required');
    else if (!was) at(`request ${name}: new optional parameter`, false, 'new optional request parameter');
    if (was) schemas.compare(was.schema, parameter.schema, 'request', `request ${name}`);
  }

  const bodyBefore = resolved(before.doc, before.operation.requestBody);
  const bodyAfter = resolved(after.doc, after.operation.requestBody);
  if (bodyAfter.required === true && bodyBefore.required !== true) at('request body is now required', true, 'request body newly required');
  schemas.compare(jsonSchemaOf(before.doc, bodyBefore), jsonSchemaOf(after.doc, bodyAfter), 'request', 'request body');

  const [responsesBefore, responsesAfter] = [
    (before.operation.responses ?? {}) as JsonObject,
    (after.operation.responses ?? {}) as JsonObject,
  ];
  for (const status of Object.keys(responsesBefore)) {
    if (!(status in responsesAfter)) {
      // An error answer that is no longer documented breaks nobody; a success answer that is gone does.
      at(`response ${status} removed`, status.startsWith('2'), 'response removed');
      continue;
    }
    schemas.compare(
      jsonSchemaOf(before.doc, responsesBefore[status]),
      jsonSchemaOf(after.doc, responsesAfter[status]),
      'response',
      `response ${status} body`,
    );
  }
  for (const status of Object.keys(responsesAfter)) if (!(status in responsesBefore)) at(`response ${status} added`, false, 'new response');
}

/** Every difference between two versions of the contract (bundled documents by service). */
export function compareContracts(base: ContractDocuments, head: ContractDocuments): Comparison {
  const comparison: Comparison = { breaking: [], compatible: [] };
  const report = (message: string, breaking: boolean, kind: string) =>
    (breaking ? comparison.breaking : comparison.compatible).push({ message, kind });
  const [before, after] = [operationsByKey(base), operationsByKey(head)];
  for (const [key, entry] of before) {
    const now = after.get(key);
    if (now) compareOperation(key, entry, now, report);
    else report(`${key}: operation removed`, true, 'operation removed');
  }
  for (const key of after.keys()) if (!before.has(key)) report(`${key}: new operation`, false, 'new operation');
  return comparison;
}

/**
 * The breaking changes openapi/CHANGELOG.md records: every list item whose text
 * is exactly a message of this check (backticks around it allowed), e.g.
 * `- person POST /address/addUserAddress: request field floorNo is now required`.
 */
export function recordedBreaks(changelog: string): Set<string> {
  const recorded = new Set<string>();
  for (const line of changelog.split('\n')) {
    const item = /^\s*[-*]\s+(.+?)\s*$/.exec(line)?.[1];
    if (item) recorded.add(item.replace(/^`(.*)`$/, '$1'));
  }
  return recorded;
}

/** Bundles the contract of a repository folder the way `npm run bundle` does. */
export async function bundleContract(root: string): Promise<ContractDocuments> {
  if (!existsSync(join(root, 'redocly.yaml'))) return {};
  const apis = contract.listApis(root);
  return Object.fromEntries(await Promise.all(apis.map(async (api) => [api.service, await contract.bundleApi(api)] as const)));
}

/** The contract at a git revision: its openapi/ and redocly.yaml, unpacked into a temporary folder and bundled. */
export async function bundleContractAt(repository: string, ref: string): Promise<ContractDocuments> {
  const folder = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const present = ['openapi', 'redocly.yaml'].filter(
      (path) => execFileSync('git', ['ls-tree', '--name-only', ref, path], { cwd: repository, encoding: 'utf8' }).trim() !== '',
    );
    if (present.length > 0) {
      const archive = execFileSync('git', ['archive', '--format=tar', ref, ...present], { cwd: repository, maxBuffer: 1 << 30 });
      execFileSync('tar', ['-x', '-C', folder], { input: archive });
    }
    return await bundleContract(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The revision `npm test` compares with: the last release tag, else the first commit. */
export function defaultBase(repository: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repository, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return git('describe', '--tags', '--abbrev=0');
  } catch {
    return git('rev-list', '--max-parents=0', 'HEAD').split('\n').at(-1) ?? 'HEAD';
  }
}

export function readChangelog(repository: string): string {
  const file = join(repository, CHANGELOG);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
