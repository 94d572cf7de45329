// A deliberately wrong backend: it answers every operation of the contract from
// its documented examples, remembers writes (the mock gateway's state engine,
// driven by the contract's x-state), checks and revokes tokens, validates requests and speaks the
// cipher envelope like a correct server, except for the planted defects below,
// one per kind of contract breach. The contract test run against it must fail
// and name each.
//   node --import tsx tests/contract/wrong-server.ts [port]
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildCatalogue, type OpenApiDocument, type Route } from '../../mock/catalogue';
import { CipherError, openRequestEnvelope, sealResponseMap } from '../../mock/cipher';
import { createStateEngine, type StateEngine } from '../../mock/state/engine';
import { defaultExample, deref, docs, validate, type Json, type JsonObject } from './contract-model';
import { ContractIndex, type ContractOperation } from './dredd/operations';
import type { PhaseName } from './phases';

export interface PlantedDefect {
  /** The phase of `npm run contract` that finds it. */
  readonly phase: PhaseName;
  readonly service: string;
  readonly method: string;
  readonly path: string;
  /** The documented status whose transaction the defect breaks (examples phase). */
  readonly status?: string;
  readonly breach: string;
  /** What the contract run must say about it. */
  readonly reported: RegExp;
}

const EXAMPLES: PhaseName = 'examples';

interface Answer {
  status: number;
  body: unknown;
}

interface Call {
  readonly operation: ContractOperation;
  /** The call carried an Access-Token. */
  readonly authorised: boolean;
}

type Defect = PlantedDefect & {
  /** Changes the correct (plaintext) answer. */
  plant?(answer: Answer, call: Call): Answer;
  /** Leaves the answer of an x-sm4 response operation unsealed. */
  unsealed?: true;
  /** Answers success but does not remember the write. */
  forgets?: true;
  /** Request-validation errors it lets through (matched against Ajv's messages). */
  overlooks?: RegExp;
};

function mapOf(answer: Answer): JsonObject {
  return (answer.body as JsonObject).map as JsonObject;
}

const DEFECTS: readonly Defect[] = [
  {
    phase: EXAMPLES,
    service: 'basic',
    method: 'GET',
    path: '/dictionary/findByCode/{code}',
    status: '200',
    breach: 'appcode answered as the number 0 instead of the string "0"',
    reported: /appcode.*Invalid type: number \(expected string\)/,
    plant: (answer) => ({ ...answer, body: { ...(answer.body as JsonObject), appcode: 0 } }),
  },
  {
    phase: EXAMPLES,
    service: 'unit',
    method: 'POST',
    path: '/unitBase/getUnitInfo',
    status: '200',
    breach: 'the required field map.unitInfo.unitName is missing',
    reported: /Missing required property: unitName/,
    plant: (answer) => {
      const { unitName: _dropped, ...unitInfo } = mapOf(answer).unitInfo as JsonObject;
      return { ...answer, body: { ...(answer.body as JsonObject), map: { ...mapOf(answer), unitInfo } } };
    },
  },
  {
    phase: EXAMPLES,
    service: 'affair',
    method: 'POST',
    path: '/applicant/case/list',
    status: '200',
    breach: 'the last case of map.list has state "archived", outside its enum',
    reported: /\/map\/list\/\d+\/state.*enum/,
    // The last one: the newest case, first in the list, is the one phase 3's workflow reads.
    plant: (answer) => {
      const cases = mapOf(answer).list as JsonObject[];
      const list = cases.map((item, index) => (index === cases.length - 1 ? { ...item, state: 'archived' } : item));
      return { ...answer, body: { ...(answer.body as JsonObject), map: { ...mapOf(answer), list } } };
    },
  },
  {
    phase: EXAMPLES,
    service: 'channel',
    method: 'POST',
    path: '/cityChannel/getCityChannel',
    status: '200',
    breach: 'an extra key map.cacheNode where additionalProperties is false',
    reported: /'\/map\/cacheNode' a key the schema does not allow/,
    plant: (answer) => ({ ...answer, body: { ...(answer.body as JsonObject), map: { ...mapOf(answer), cacheNode: 'gw-03' } } }),
  },
  {
    phase: EXAMPLES,
    service: 'affair',
    method: 'POST',
    path: '/applicant/case/overview',
    status: '401',
    breach: 'answers 200 with data to a call without a token instead of 401',
    reported: /Expected status code '401', but got '200'/,
    plant: (answer, { authorised, operation }) => (authorised ? answer : { status: 200, body: responseOf(operation, 200).example }),
  },
  {
    phase: EXAMPLES,
    service: 'affair',
    method: 'POST',
    path: '/applicant/case/detail',
    status: '200',
    breach: 'x-sm4 response operation answered with a plaintext map',
    reported: /x-sm4: .*map is plaintext/,
    unsealed: true,
  },
  {
    phase: 'workflows',
    service: 'person',
    method: 'POST',
    path: '/address/addUserAddress',
    status: '200',
    breach: 'answers success to a new address but the list never shows it',
    reported: /addresses-crud: step shows-created/,
    forgets: true,
  },
  {
    phase: 'negatives',
    service: 'person',
    method: 'POST',
    path: '/message/queryTotal',
    breach: 'accepts a body with an extra field where additionalProperties is false',
    reported: /extra field notInTheContract in the body, where additionalProperties is false[\s\S]*the server accepted the input/,
    overlooks: /must NOT have additional properties/,
  },
];

export const PLANTED_DEFECTS: readonly PlantedDefect[] = DEFECTS.map(
  ({ plant: _plant, unsealed: _unsealed, forgets: _forgets, overlooks: _overlooks, ...defect }) => defect,
);

/** The mock gateway's development key pair: run the contract with its public key. */
const DEV_PRIVATE_KEY = (JSON.parse(readFileSync(new URL('../../mock/dev-keys.json', import.meta.url), 'utf8')) as { privateKey: string })
  .privateKey;
const index = new ContractIndex();
const WIRE_PATH = /^\/(?:zuul\/)?api\/([^/]+)(\/[^?]*)/;

/** Whether a path matches a template: same segments, `{name}` standing for any one. */
function matchesTemplate(template: string, path: string): boolean {
  const wanted = template.split('/');
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((segment, i) => segment.startsWith('{') || segment === given[i]);
}

// Literal paths before templated ones, so `/a/list` never matches `/{token}`.
const operations = [...index.operations].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));

function responseOf(
  operation: ContractOperation,
  status: number,
): { mediaType: string; example: Json | undefined; headers: Record<string, string> } {
  const response = deref(operation.doc, (operation.raw.responses as JsonObject)[String(status)] ?? {}) as JsonObject;
  const [mediaType = 'application/json', content = {}] = Object.entries((response.content ?? {}) as JsonObject)[0] ?? [];
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries((response.headers ?? {}) as JsonObject)) {
    const example = defaultExample(operation.doc, deref(operation.doc, header) as JsonObject);
    if (example !== undefined) headers[name] = String(example);
  }
  return { mediaType, example: defaultExample(operation.doc, content as JsonObject), headers };
}

/** Why a correct server refuses the (opened) request, or undefined when it is valid. */
function requestProblems(
  operation: ContractOperation,
  req: IncomingMessage,
  path: string,
  text: string,
  overlooks: RegExp | undefined,
): string[] {
  const problems: string[] = [];
  const query = new URL(req.url ?? '/', 'http://wrong-server').searchParams;
  const segments = path.split('/');
  const inPath = (name: string) => {
    const segment = segments[operation.path.split('/').indexOf(`{${name}}`)];
    return segment === undefined ? undefined : decodeURIComponent(segment);
  };
  for (const reference of (operation.raw.parameters ?? []) as Json[]) {
    const parameter = deref(operation.doc, reference) as JsonObject;
    const name = String(parameter.name);
    const given =
      parameter.in === 'header'
        ? req.headers[name.toLowerCase()]
        : parameter.in === 'query'
          ? (query.get(name) ?? undefined)
          : inPath(name);
    if (parameter.required === true && given === undefined) problems.push(`required ${String(parameter.in)} parameter ${name} missing`);
    // A header sent, even empty, holds to its schema (docs/contract.md, "header validity"); so do query and path parameters.
    if (typeof given === 'string' && parameter.schema !== undefined) {
      const schema = deref(operation.doc, parameter.schema as Json) as JsonObject;
      const value =
        (schema.type === 'integer' || schema.type === 'number') && given.trim() !== '' && !Number.isNaN(Number(given))
          ? Number(given)
          : given;
      problems.push(...validate(operation.service, schema, value).map((message) => `${String(parameter.in)} ${name}${message}`));
    }
  }
  const requestBody = operation.raw.requestBody === undefined ? undefined : (deref(operation.doc, operation.raw.requestBody) as JsonObject);
  const schema = ((requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema;
  if (schema === undefined || operation.method === 'GET') return problems;
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const violations = validate(operation.service, schema as JsonObject, body).filter((message) => !overlooks?.test(message));
  return [...problems, ...violations.map((message) => `body${message}`)];
}

/** The contract's answer to an invalid request (shared/responses/ValidationProblem.yaml). */
function refusal(problems: readonly string[]): JsonObject {
  return {
    type: 'https://wrong-server.invalid/problems/invalid-request',
    title: 'Invalid request',
    status: 422,
    detail: problems.join('; '),
    validation: problems.map((message) => ({ location: [message.split(/[ .[]/)[0]!], severity: 'Error', code: 'contract', message })),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  mediaType = 'application/json',
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': mediaType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** What the server remembers: the state of the resources, and the tokens it revoked. */
interface Memory {
  readonly state: StateEngine;
  /** The stateful routes by ContractIndex.key. */
  readonly routes: ReadonlyMap<string, Route>;
  readonly revoked: Set<string>;
  issued: number;
}

async function remember(): Promise<Memory> {
  const catalogue = await buildCatalogue(structuredClone(docs) as Record<string, OpenApiDocument>);
  const all = [...catalogue.values()].flatMap((service) => service.routes);
  // Logins answer their example whatever the password: the examples phase changes the example account's.
  const routes = all.filter((route) => route.state && route.state.action !== 'login');
  return {
    // The engine reads every route: logins define accounts, and the dictionaries are basic's examples.
    state: createStateEngine({ routes: all, seed: 'hrss', warn: () => undefined }),
    routes: new Map(routes.map((route) => [ContractIndex.key(route.service, route.method, route.path), route])),
    revoked: new Set(),
    issued: 0,
  };
}

async function handle(memory: Memory, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const [, service = '', path = ''] = WIRE_PATH.exec(req.url ?? '') ?? [];
  const operation = operations.find((op) => op.service === service && op.method === method && matchesTemplate(op.path, path));
  if (!operation) {
    send(res, 404, { appcode: '404', msg: `no ${method} ${req.url}`, map: {} });
    return;
  }
  const raw = await readBody(req);
  const hasBody = operation.raw.requestBody !== undefined && method !== 'GET';
  if (hasBody && (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/json') {
    send(res, 415, { appcode: '415', msg: 'the body must be application/json', map: {} });
    return;
  }
  let key: Buffer | undefined;
  let plaintext = raw;
  if (operation.sm4 !== 'none') {
    try {
      ({ key, plaintext } = openRequestEnvelope(JSON.parse(raw || 'null') as unknown, DEV_PRIVATE_KEY));
    } catch (error) {
      const reason = error instanceof CipherError ? error.message : 'body is not JSON';
      send(res, 400, { appcode: '400', msg: `encrypted body refused: ${reason}`, map: {} });
      return;
    }
  }
  const token = req.headers['access-token'];
  const authorised = typeof token === 'string' && token !== '' && !memory.revoked.has(token);
  const status = operation.auth === 'required' && !authorised ? 401 : 200;
  const defect = DEFECTS.find((d) => d.service === service && d.method === method && d.path === operation.path);
  const problems = status === 200 ? requestProblems(operation, req, path, plaintext, defect?.overlooks) : [];
  if (problems.length > 0) {
    send(res, 422, refusal(problems), 'application/problem+json');
    return;
  }
  const documented = responseOf(operation, status);
  let { mediaType, headers } = documented;
  let answer: Answer = { status, body: documented.example };
  const route = memory.routes.get(ContractIndex.key(service, method, operation.path));
  if (status === 200 && route && !defect?.forgets) {
    // A GET names its item in the query.
    const request =
      method === 'GET'
        ? Object.fromEntries(new URL(req.url ?? '', 'http://server').searchParams)
        : (JSON.parse(plaintext || '{}') as unknown);
    const remembered = memory.state.answer({ route, persona: operation.persona, request, example: documented.example });
    if (remembered) answer = remembered;
    // A file comes with its own type and name; a refusal is the JSON envelope.
    if (remembered?.headers) {
      const { 'Content-Type': type, ...named } = remembered.headers;
      mediaType = type ?? mediaType;
      headers = named;
    } else if (remembered && remembered.status !== status) mediaType = 'application/json';
  }
  answer = withSession(memory, operation, answer, authorised ? (token as string) : undefined);
  if (defect?.plant && String(status) === defect.status) answer = defect.plant(answer, { operation, authorised });
  const sealsAnswer = operation.sm4 === 'response' || operation.sm4 === 'both';
  if (key && sealsAnswer && answer.status === 200 && !defect?.unsealed) {
    answer = { ...answer, body: { ...(answer.body as JsonObject), map: sealResponseMap(mapOf(answer), key) } };
  }
  send(res, answer.status, answer.body, mediaType, headers);
}

/** A login issues a token of its own (the example's, numbered); a logout revokes the caller's. */
function withSession(memory: Memory, operation: ContractOperation, answer: Answer, token: string | undefined): Answer {
  if (answer.status !== 200) return answer;
  if (operation.endsSession && token) memory.revoked.add(token);
  const map = (answer.body as JsonObject | undefined)?.map as JsonObject | undefined;
  const issued = map?.['Access-Token'];
  if (typeof issued !== 'string') return answer;
  memory.issued += 1;
  return { ...answer, body: { ...(answer.body as JsonObject), map: { ...map, 'Access-Token': `${issued}-${memory.issued}` } } };
}

export interface WrongServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startWrongServer(port = 0): Promise<WrongServer> {
  const memory = await remember();
  const server = createServer((req, res) => {
    handle(memory, req, res).catch((error: unknown) => send(res, 500, { appcode: '500', msg: String(error), map: {} }));
  });
  // As the mock gateway: outlive the 4 s idle keep-alive of Node's fetch, so a
  // client never reuses a socket this server has just closed ("fetch failed" under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startWrongServer(Number(process.argv[2] ?? 0));
  console.log(`wrong server on ${server.url}; planted defects:`);
  for (const d of PLANTED_DEFECTS)
    console.log(`  ${d.phase}: ${d.service} ${d.method} ${d.path}${d.status ? ` (${d.status})` : ''}: ${d.breach}`);
}
