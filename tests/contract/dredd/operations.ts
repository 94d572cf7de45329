// What the hooks need to know about each operation, read from the bundled
// documents and nowhere else: who may call it (security), whether it travels in
// the cipher envelope (x-sm4) and logs in (x-app-id) — both through the
// contract's one reader — whose token it gets, and the schema each documented
// response must satisfy.
import { intoDateWindow } from '../../../mock/state/dates';
import { readStateDeclaration, type StateDeclaration } from '../../../mock/state/declaration';
import { operationBehavioursOf, type AuthRequirement, type Sm4Mode } from '../../../scripts/lib/operation-behaviour.mjs';
import { defaultExample, deref, docs, namedExamples, type Json, type JsonObject } from '../contract-model';
import { expectedBodySchema, type JsonSchema } from './expected-schema';

export const PERSONAS = ['person', 'unit', 'organ', 'casual'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface ContractOperation {
  readonly service: string;
  /** Upper case, as Dredd writes it. */
  readonly method: string;
  /** Path template relative to the service, e.g. `/dictionary/findByCode/{code}`. */
  readonly path: string;
  readonly operationId: string;
  /** docs/contract.md: `security` omitted → required, `[{}, …]` → optional, `[]` → none. */
  readonly auth: AuthRequirement;
  readonly sm4: Sm4Mode;
  /** `x-app-id`: the operation logs a user in. */
  readonly login: boolean;
  /** Whose Access-Token the operation gets (see personaOf). */
  readonly persona: Persona;
  /** `x-user-kinds`: the kinds of user whose token may call it; undefined: every kind. */
  readonly userKinds?: readonly Persona[];
  /** Logging out spends the token, so that call gets a session of its own. */
  readonly endsSession: boolean;
  /** Documented status codes, in document order. */
  readonly statuses: readonly string[];
  /** What the operation reads or changes (`x-state`, docs/contract.md "State"). */
  readonly state?: StateDeclaration;
  readonly raw: JsonObject;
  readonly doc: JsonObject;
}

export interface ExampleRequest {
  /** Service-relative path with the path-parameter examples filled in and the query appended. */
  readonly path: string;
  readonly headers: Record<string, string>;
  /** The default body example as JSON text ('' when the operation has no body). */
  readonly body: string;
}

function isPersona(value: string): value is Persona {
  return (PERSONAS as readonly string[]).includes(value);
}

function jsonContent(doc: JsonObject, holder: Json | undefined): JsonObject | undefined {
  const content = (deref(doc, holder ?? {}) as JsonObject).content as JsonObject | undefined;
  return content?.['application/json'] as JsonObject | undefined;
}

/** The JSON media of a response: application/json, or a JSON suffix type such as the refusal's application/problem+json. */
function jsonLikeContent(doc: JsonObject, holder: Json | undefined): JsonObject | undefined {
  const content = ((deref(doc, holder ?? {}) as JsonObject).content ?? {}) as JsonObject;
  const type = Object.keys(content).find((name) => name === 'application/json' || name.endsWith('+json'));
  return type === undefined ? undefined : (content[type] as JsonObject);
}

/**
 * The persona whose token the operation gets: the persona its answer is
 * documented for (the first example named person/unit/organ/casual), else the
 * owner of its path group (`/unit…`, `/organ…`, `/casual…`), else person; one of
 * the kinds its `x-user-kinds` lets call it (the first) when that persona is not.
 */
function personaOf(doc: JsonObject, path: string, operation: JsonObject, userKinds: readonly Persona[] | undefined): Persona {
  const success = jsonContent(doc, (operation.responses as JsonObject)['200']);
  return personaFor(success ? namedExamples(doc, success).map(([name]) => name) : [], path, userKinds);
}

/** personaOf from the names of the operation's 200 examples, its path and its user kinds (for readers other than this index). */
export function personaFor(successExampleNames: readonly string[], path: string, userKinds?: readonly Persona[]): Persona {
  const named = successExampleNames.find(isPersona);
  const group = /^\/(unit|organ|casual)/.exec(path)?.[1];
  const derived = named ?? (group && isPersona(group) ? group : 'person');
  return userKinds && !userKinds.includes(derived) ? userKinds[0]! : derived;
}

export class ContractIndex {
  readonly #byKey = new Map<string, ContractOperation>();
  readonly #schemas = new Map<string, JsonSchema | null>();

  /** Every service is indexed: a run of one service still logs in through basic. */
  constructor(documents: Record<string, JsonObject> = docs) {
    for (const [service, doc] of Object.entries(documents)) {
      for (const { path, method, operation, behaviour } of operationBehavioursOf<JsonObject>(service, doc)) {
        const raw = operation;
        const entry: ContractOperation = {
          service,
          method: method.toUpperCase(),
          path,
          operationId: String(raw.operationId),
          auth: behaviour.auth,
          sm4: behaviour.sm4,
          login: behaviour.appId,
          persona: personaOf(doc, path, raw, behaviour.userKinds),
          userKinds: behaviour.userKinds,
          endsSession: path.endsWith('/logout'),
          statuses: Object.keys(raw.responses as JsonObject),
          state: readStateDeclaration(raw['x-state'], `${service} ${method.toUpperCase()} ${path}`),
          raw,
          doc,
        };
        this.#byKey.set(ContractIndex.key(service, entry.method, path), entry);
      }
    }
  }

  static key(service: string, method: string, path: string): string {
    return `${service} ${method.toUpperCase()} ${path}`;
  }

  get operations(): ContractOperation[] {
    return [...this.#byKey.values()];
  }

  find(service: string, method: string, path: string): ContractOperation | undefined {
    return this.#byKey.get(ContractIndex.key(service, method, path));
  }

  /** The expected body schema of a documented JSON response, or undefined for other media types. */
  responseSchema(operation: ContractOperation, status: string): JsonSchema | undefined {
    const cacheKey = `${ContractIndex.key(operation.service, operation.method, operation.path)} ${status}`;
    if (!this.#schemas.has(cacheKey)) {
      const response = (operation.raw.responses as JsonObject)[status];
      const schema = response === undefined ? undefined : jsonLikeContent(operation.doc, response)?.schema;
      this.#schemas.set(cacheKey, schema === undefined ? null : expectedBodySchema(operation.doc, schema));
    }
    return this.#schemas.get(cacheKey) ?? undefined;
  }

  /**
   * How a persona logs in: the first operation of the contract flagged
   * `x-app-id` whose default answer is documented for that persona and carries
   * an Access-Token (the password login of each user kind).
   */
  loginOf(persona: Persona): ContractOperation | undefined {
    return this.operations.find((operation) => {
      if (!operation.login || operation.persona !== persona) return false;
      const success = jsonContent(operation.doc, (operation.raw.responses as JsonObject)['200']);
      const example = success ? (defaultExample(operation.doc, success) as JsonObject | undefined) : undefined;
      return example?.appcode === '0' && typeof (example.map as JsonObject | undefined)?.['Access-Token'] === 'string';
    });
  }
}

/** The documented example request of an operation (what Dredd sends for it, too). */
export function exampleRequestOf(operation: ContractOperation): ExampleRequest {
  const { doc, raw } = operation;
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const reference of (raw.parameters ?? []) as Json[]) {
    const parameter = deref(doc, reference) as JsonObject;
    const value = defaultExample(doc, parameter);
    if (value === undefined) continue;
    const name = String(parameter.name);
    if (parameter.in === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query') query.set(name, String(value));
    else if (parameter.in === 'header') headers[name] = String(value);
  }
  const requestBody = raw.requestBody === undefined ? undefined : jsonContent(doc, raw.requestBody);
  // Days the contract keeps from before today moved into their window, as the Dredd hooks move them.
  const body = requestBody ? intoDateWindow(operation.state?.dates, defaultExample(doc, requestBody)) : undefined;
  const search = query.toString();
  return { path: search ? `${path}?${search}` : path, headers, body: body === undefined ? '' : JSON.stringify(body) };
}
