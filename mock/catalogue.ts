// What the gateway knows about the contract: for every service its operations,
// their behaviour (x-sm4, security, x-app-id, x-state, the stand-ins) read by the contract's one
// reader (scripts/lib/operation-behaviour.mjs), and the Prism operation that
// answers them. Nothing here is a hand-kept list.
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
// @ts-expect-error -- plain ESM script without type declarations
import * as bundleScript from '../scripts/bundle.mjs';
// @ts-expect-error -- plain ESM script without type declarations
import * as contractScript from '../scripts/lib/contract.mjs';
import { operationBehavioursOf, type AuthRequirement, type Sm4Mode, type UserKind } from '../scripts/lib/operation-behaviour.mjs';
import { isPersona, userKindOf, type Persona } from './personas';
import { checkNamedExamples, readStandIns, type StandIns } from './stand-ins/declaration';
import { readStateDeclaration, type StateDeclaration } from './state/declaration';

export type PrismOperation = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>[number];

export type OpenApiDocument = {
  security?: SecurityRequirement[];
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};
type SecurityRequirement = Record<string, string[]>;

const contract = contractScript as { readBundled(): Record<string, OpenApiDocument>; bundleVersion(): string };
const bundle = bundleScript as { bundleAll(options: { ifStale: boolean }): Promise<boolean> };

/** `x-sm4`: which directions of the call travel in the cipher envelope. */
export type CipherMode = Exclude<Sm4Mode, 'none'>;
/** `security` of docs/contract.md: omitted (required), `[{}, …]` (optional), `[]` (none). */
export type SecurityMode = AuthRequirement;

/** The 403 example a managers-only operation answers an agent with. */
export const NOT_MANAGER = 'notManager';

export interface Route {
  service: string;
  method: string;
  /** Path template relative to the service, e.g. `/dictionary/findByCode/{code}`. */
  path: string;
  cipher: CipherMode | undefined;
  security: SecurityMode;
  /** `x-user-kinds`: the kinds of user whose token may call it (another kind's is refused with the documented 403); undefined: all. */
  userKinds: readonly UserKind[] | undefined;
  /** `x-managers-only`: a unit's or institution's manager only; an agent's token is refused with the 403 example `notManager`. */
  managersOnly: boolean;
  /** `x-example-by`: the request field whose value names the example that answers, when it has one. */
  exampleBy?: string;
  /** `x-app-id: true`: the operation logs a user in. */
  login: boolean;
  /** `x-state`: the resource the operation reads or changes (mock/state). */
  state: StateDeclaration | undefined;
  /** `x-third-party`, `x-scan`, `x-puzzle`: the other parties the gateway plays (mock/stand-ins). */
  standIns: StandIns;
  /** Example keys of each documented status, in document order (the first is Prism's default). */
  exampleKeys: ReadonlyMap<number, readonly string[]>;
  /**
   * Documented answers kept from Prism (see WITHHELD_STATUSES), by status: the
   * first example of each. The gateway gives them only when asked for with
   * `Prefer: code=<status>`.
   */
  withheldAnswers: ReadonlyMap<number, unknown>;
  /** The withheld responses themselves: proxy mode holds a real backend's answers of these statuses to them. */
  withheldResponses: readonly PrismOperation['responses'][number][];
  prismOperation: PrismOperation;
}

/**
 * Prism answers an invalid request with the operation's documented 422 or 400
 * when there is one. The contract documents 400 only as the answer to a
 * replayed sealed request (x-sm4), which must not stand in for Prism's 422 and
 * its validation details: these statuses are taken out of what Prism sees.
 */
const WITHHELD_STATUSES = new Set(['400', '422']);

export type RouteMatch = { route: Route } | { allowedMethods: string[] } | undefined;

interface PathEntry {
  pattern: RegExp;
  literalLength: number;
  parameterCount: number;
  byMethod: Map<string, Route>;
}

export class ServiceRoutes {
  private readonly entries: PathEntry[] = [];
  /** Paths without parameters, looked up directly (most of the contract). */
  private readonly literal = new Map<string, PathEntry>();

  constructor(readonly service: string) {}

  add(route: Route): void {
    const pattern = templatePattern(route.path);
    let entry = this.entries.find((e) => e.pattern.source === pattern.source);
    if (!entry) {
      const parameterCount = (route.path.match(/\{[^}]+\}/g) ?? []).length;
      entry = {
        pattern,
        literalLength: route.path.replace(/\{[^}]+\}/g, '').length,
        parameterCount,
        byMethod: new Map(),
      };
      this.entries.push(entry);
      if (parameterCount === 0) this.literal.set(route.path, entry);
      // Concrete paths win over templated ones (`/a/list` before `/a/{id}`).
      this.entries.sort((a, b) => a.parameterCount - b.parameterCount || b.literalLength - a.literalLength);
    }
    entry.byMethod.set(route.method, route);
  }

  match(method: string, path: string): RouteMatch {
    const entry = this.literal.get(path) ?? this.entries.find((e) => e.pattern.test(path));
    if (!entry) return undefined;
    const route = entry.byMethod.get(method);
    return route ? { route } : { allowedMethods: [...entry.byMethod.keys()].map((m) => m.toUpperCase()) };
  }

  get routes(): Route[] {
    return this.entries.flatMap((e) => [...e.byMethod.values()]);
  }
}

/** The regular expression of a path template; `capture` makes each parameter a group. */
function templatePattern(template: string, capture = false): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? (capture ? '([^/]+)' : '[^/]+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The values a concrete service path gives the template's parameters, in order:
 * `/dictionary/findByCode/{code}` and `/dictionary/findByCode/nation` → `['nation']`.
 */
export function pathParameterValues(template: string, path: string): string[] {
  const captured = templatePattern(template, true).exec(path);
  if (!captured) return [];
  return captured.slice(1).map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  });
}

/** The example named after a path parameter's value, when the operation has one (a dictionary code, a tree code). */
export function pathParameterExampleKey(template: string, path: string, exampleKeys: readonly string[]): string | undefined {
  return pathParameterValues(template, path).find((value) => exampleKeys.includes(value));
}

/** Takes the withheld statuses out of a Prism operation, returning them and their first examples. */
function withholdAnswers(operation: PrismOperation): { answers: Map<number, unknown>; responses: PrismOperation['responses'][number][] } {
  const answers = new Map<number, unknown>();
  const responses = operation.responses.filter((r) => WITHHELD_STATUSES.has(r.code));
  for (const response of responses) {
    const example = response.contents?.flatMap((content) => content.examples ?? [])[0];
    answers.set(Number(response.code), example && 'value' in example ? example.value : undefined);
  }
  const kept = operation.responses.filter((r) => !WITHHELD_STATUSES.has(r.code));
  // Prism's type asks for at least one response; every operation documents a 200.
  operation.responses = kept as PrismOperation['responses'];
  return { answers, responses };
}

function exampleKeysOf(operation: PrismOperation): Map<number, string[]> {
  const keys = new Map<number, string[]>();
  for (const response of operation.responses) {
    const status = Number(response.code);
    if (!Number.isInteger(status)) continue;
    const json = response.contents?.find((c) => c.mediaType.includes('json')) ?? response.contents?.[0];
    keys.set(
      status,
      (json?.examples ?? []).map((e) => e.key),
    );
  }
  return keys;
}

export async function routesOf(service: string, doc: OpenApiDocument): Promise<ServiceRoutes> {
  // Prism dereferences in place: give it its own copy.
  const prismOperations = await getHttpOperationsFromSpec(structuredClone(doc));
  const byKey = new Map(prismOperations.map((op) => [`${op.method} ${op.path}`, op]));
  const routes = new ServiceRoutes(service);
  for (const { path, method, behaviour } of operationBehavioursOf(service, doc)) {
    const prismOperation = byKey.get(`${method} ${path}`);
    if (!prismOperation) throw new Error(`${service}: Prism did not load ${method.toUpperCase()} ${path}`);
    const withheld = withholdAnswers(prismOperation);
    const exampleKeys = exampleKeysOf(prismOperation);
    const standIns = readStandIns(behaviour, behaviour.site.where);
    checkNamedExamples(standIns, exampleKeys.get(200) ?? [], behaviour.site.where);
    const answeredKinds = (exampleKeys.get(200) ?? []).filter(isPersona).map(userKindOf);
    if (behaviour.userKinds && answeredKinds.some((kind) => !behaviour.userKinds!.includes(kind)))
      throw new Error(
        `${behaviour.site.where}: x-user-kinds ${behaviour.userKinds.join(', ')} leaves out a kind it documents an answer for (${answeredKinds.join(', ')})`,
      );
    if (behaviour.userKinds && behaviour.auth === 'required' && !exampleKeys.has(403))
      throw new Error(
        `${behaviour.site.where}: x-user-kinds refuses other kinds of user, so it documents their 403 (shared/responses/WrongUserKind.yaml)`,
      );
    if (behaviour.managersOnly && !exampleKeys.get(403)?.includes(NOT_MANAGER))
      throw new Error(
        `${behaviour.site.where}: x-managers-only refuses agents, so its 403 documents the example "${NOT_MANAGER}" (shared/responses/ManagersOnly.yaml)`,
      );
    routes.add({
      service,
      method,
      path,
      state: readStateDeclaration(behaviour.state, behaviour.site.where),
      standIns,
      cipher: behaviour.sm4 === 'none' ? undefined : behaviour.sm4,
      security: behaviour.auth,
      userKinds: behaviour.userKinds,
      managersOnly: behaviour.managersOnly,
      exampleBy: behaviour.exampleBy,
      login: behaviour.appId,
      exampleKeys,
      withheldAnswers: withheld.answers,
      withheldResponses: withheld.responses,
      prismOperation,
    });
  }
  return routes;
}

/**
 * Bundles the contract when a source file is newer than openapi/dist, then reads
 * the bundled documents. A contract that does not bundle (someone is mid-edit)
 * falls back to the previous bundle when there is one.
 */
export async function loadBundledDocuments(warn: (message: string) => void): Promise<Record<string, OpenApiDocument>> {
  await bundleIfStale(warn);
  return contract.readBundled();
}

async function bundleIfStale(warn: (message: string) => void): Promise<void> {
  try {
    await bundle.bundleAll({ ifStale: true });
  } catch (error) {
    warn(`bundling the contract failed, serving the previous bundle: ${(error as Error).message}`);
  }
}

let bundledCatalogue: { version: string; catalogue: Promise<Map<string, ServiceRoutes>> } | undefined;

/**
 * The catalogue of the bundled documents (loadBundledDocuments), built once per process while
 * the bundle stays the same: nothing changes a catalogue once it is built, so every gateway a
 * process starts (a test worker starts dozens) shares Prism's conversion of the contract, most
 * of a start, and the validators Prism compiles for its schemas.
 */
export async function loadBundledCatalogue(warn: (message: string) => void): Promise<Map<string, ServiceRoutes>> {
  await bundleIfStale(warn);
  const version = contract.bundleVersion();
  if (bundledCatalogue?.version !== version) {
    const catalogue = buildCatalogue(contract.readBundled());
    bundledCatalogue = { version, catalogue };
    // A failed build is not kept: the next caller tries again.
    catalogue.catch(() => {
      if (bundledCatalogue?.catalogue === catalogue) bundledCatalogue = undefined;
    });
  }
  return bundledCatalogue.catalogue;
}

export async function buildCatalogue(documents: Record<string, OpenApiDocument>): Promise<Map<string, ServiceRoutes>> {
  const entries = await Promise.all(
    Object.entries(documents).map(async ([service, doc]) => [service, await routesOf(service, doc)] as const),
  );
  return new Map(entries);
}

/**
 * Why a persona's token may not call a secured operation: another kind of user (`x-user-kinds`),
 * or an agent where only managers may (`x-managers-only`); undefined when it may.
 */
export function barredAs(route: Route, persona: Persona): 'otherKind' | 'notManager' | undefined {
  if (route.security !== 'required') return undefined;
  if (route.userKinds && !route.userKinds.includes(userKindOf(persona))) return 'otherKind';
  return route.managersOnly && userKindOf(persona) !== persona ? 'notManager' : undefined;
}

/** The first (or the named) documented example of a status, if the operation has one. */
export function documentedExample(route: Route, status: number, key?: string): unknown {
  const response = route.prismOperation.responses.find((r) => r.code === String(status));
  for (const content of response?.contents ?? []) {
    const example = key === undefined ? content.examples?.[0] : content.examples?.find((e) => e.key === key);
    if (example && 'value' in example) return example.value;
  }
  return undefined;
}

/** A request built from an operation's documented examples. */
export interface ExampleRequest {
  method: string;
  /** Service-relative path with the path-parameter examples filled in and the query appended. */
  path: string;
  headers: Record<string, string>;
  /** The body example (absent for operations without a body). */
  body?: unknown;
}

type PrismParameter = { name: string; examples?: { key: string; value?: unknown }[] };

function firstExample(parameter: PrismParameter): string | undefined {
  const example = parameter.examples?.[0];
  return example && 'value' in example ? String(example.value) : undefined;
}

/** The documented example request of an operation: the bench and the tests send it. */
export function exampleRequestOf(route: Route): ExampleRequest {
  const request = route.prismOperation.request ?? {};
  let path = route.path;
  for (const parameter of (request.path ?? []) as PrismParameter[]) {
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(firstExample(parameter) ?? ''));
  }
  const query = new URLSearchParams();
  for (const parameter of (request.query ?? []) as PrismParameter[]) {
    const value = firstExample(parameter);
    if (value !== undefined) query.set(parameter.name, value);
  }
  const headers: Record<string, string> = {};
  for (const parameter of (request.headers ?? []) as PrismParameter[]) {
    const value = firstExample(parameter);
    if (value !== undefined) headers[parameter.name] = value;
  }
  const content = request.body?.contents?.find((c) => c.mediaType.includes('json'));
  const bodyExample = content?.examples?.[0];
  const search = query.toString();
  return {
    method: route.method,
    path: search ? `${path}?${search}` : path,
    headers,
    ...(bodyExample && 'value' in bodyExample ? { body: bodyExample.value } : {}),
  };
}
