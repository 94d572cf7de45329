// One call through the mock gateway, as named steps in the order of
// docs/mock-gateway.md ("Order inside the gateway"): admin paths, routing,
// switches, body, `hang`/`slow`, forced answers, envelope, token, `msg`, Prism,
// state, token issue and logout, sealing. mock/server.ts builds the context once
// and hands every request to `handle`.
import type { IncomingMessage } from 'node:http';
import type { IHttpRequest, IHttpResponse } from '@stoplight/prism-http';
import { barredAs, documentedExample, NOT_MANAGER, pathParameterExampleKey, type Route, type ServiceRoutes } from './catalogue';
import { CipherError, openRequestEnvelope, sealResponseMap } from './cipher';
import { DEV_KEYS } from './dev-keys';
import { GatewayError, errorBody, isJsonMediaType, mediaTypeOf, readBody, safeDecode, switchReader } from './http';
import {
  PERSONAS,
  fixedTokenPersona,
  isPersona,
  loginPathPersona,
  personaExampleKey,
  type SessionBook,
  type TokenBook,
  type Persona,
} from './personas';
import { ProblemJsonError, UNPROCESSABLE_ENTITY, type PrismEngine, type PrismPreferences } from './prism';
import { SCENARIO_FORMS, SYSTEM_BUSY, parseScenario, type Scenario, type ScenarioSwitch } from './scenarios';
import { standInAnswer, standInExample, standInReply, type StandInBooks } from './stand-ins/steps';
import type { StateEngine, StateReply, StateSession } from './state/engine';
import { responseSchema, schemaErrors, violationsOf, type Schema } from './state/schema';
import { loginPersonaOf } from './state/world';

const WIRE_PATH = /^\/(?:zuul\/)?api\/([^/]+)(\/.*)$/;
const DEFAULT_UNAUTHORIZED = { appcode: '401', msg: '登录已失效，请重新登录', map: {} };
const HTML_ERROR_PAGES: Record<number, string> = {
  502: '502 Bad Gateway',
  503: '503 Service Temporarily Unavailable',
};
// Also under the API prefixes, so the portal's development panel reaches it the way it
// reaches the API: through the dev server's proxy, vite preview or nginx in front of the gateway.
const ADMIN_PATH = /^(?:\/(?:zuul\/)?api)?\/__mock\/(reset|state|proxy)$/;
const SANDBOX_NAME = /^[A-Za-z0-9_-]{1,40}$/;

/** What the one log line and the X-Mock-* headers report about a request. */
export interface Trace {
  persona: string;
  scenario: string;
  /** Proxy mode: who answered, and how many contract violations the call had. */
  source?: 'backend' | 'mock';
  violations?: number;
}

interface Target {
  wirePath: string;
  servicePath: string;
  route: Route;
  query: Record<string, string | string[]>;
}

type JsonObject = Record<string, unknown>;

/** An answer to write; `handle` returns undefined only for a hang. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const PROBLEM_JSON = { 'Content-Type': 'application/problem+json' };

export function replyForError(error: unknown): Reply {
  if (error instanceof GatewayError) {
    const allow = error.status === 405 ? { Allow: (error.details.allowedMethods as string[]).join(', ') } : undefined;
    return { status: error.status, body: errorBody(error), headers: allow };
  }
  if (error instanceof ProblemJsonError) {
    return { status: error.status, body: ProblemJsonError.toProblemJson(error), headers: PROBLEM_JSON };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, body: errorBody(new GatewayError(500, `mock gateway: internal error: ${message}`)) };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refuses dot segments, empty segments, encoded slashes, backslashes and NUL anywhere in the path. */
function checkPathSafety(rawPath: string): void {
  const unsafe = rawPath
    .split('/')
    .slice(1)
    .some((segment, index, all) => {
      const decoded = safeDecode(segment);
      const emptyInside = segment === '' && index < all.length - 1;
      return emptyInside || decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded);
    });
  if (unsafe) {
    throw new GatewayError(400, 'mock gateway: path refused (dot segments, empty segments, encoded slashes, backslashes or NUL)');
  }
}

/** `/api` or `/zuul/api`: the prefix a call came by. */
const apiPrefixOf = (wirePath: string) => (wirePath.startsWith('/zuul/') ? '/zuul/api' : '/api');

export function resolveTarget(catalogue: Map<string, ServiceRoutes>, method: string, rawUrl: string): Target {
  const queryStart = rawUrl.indexOf('?');
  const wirePath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  checkPathSafety(wirePath);
  const match = WIRE_PATH.exec(wirePath);
  if (!match) {
    throw new GatewayError(404, 'mock gateway: only /api/<service>/… and /zuul/api/<service>/… are served', {
      services: [...catalogue.keys()],
    });
  }
  const [, serviceName = '', servicePath = ''] = match;
  const service = catalogue.get(serviceName);
  if (!service) {
    throw new GatewayError(404, `mock gateway: unknown service "${serviceName}"`, { services: [...catalogue.keys()] });
  }
  const found = service.match(method, servicePath);
  if (!found) {
    throw new GatewayError(404, `mock gateway: service ${serviceName} documents no path ${servicePath}`);
  }
  if ('allowedMethods' in found) {
    throw new GatewayError(405, `mock gateway: ${servicePath} of ${serviceName} documents ${found.allowedMethods.join(', ')} only`, {
      allowedMethods: found.allowedMethods,
    });
  }
  const query: Record<string, string | string[]> = {};
  const params = new URLSearchParams(queryStart === -1 ? '' : rawUrl.slice(queryStart + 1));
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return { wirePath, servicePath, route: found.route, query };
}

/** The state sandbox a call works in (docs/mock-gateway.md, "Sandboxes"): a name, or none. */
function readSandbox(req: IncomingMessage): string | undefined {
  const value = switchReader(req)('x-mock-sandbox', 'mock-sandbox') ?? '';
  if (value === '' || value === 'none') return undefined;
  if (!SANDBOX_NAME.test(value)) {
    throw new GatewayError(400, `mock gateway: sandbox "${value}" is not a name of 1–40 letters, digits, - or _`);
  }
  return value;
}

function readSwitches(req: IncomingMessage, wirePath: string): { persona: Persona | undefined; scenario: ScenarioSwitch | undefined } {
  const read = switchReader(req);
  const personaValue = read('x-mock-persona', 'mock-persona') ?? '';
  if (personaValue !== '' && personaValue !== 'none' && !isPersona(personaValue)) {
    throw new GatewayError(400, `mock gateway: unknown persona "${personaValue}"`, { personas: PERSONAS });
  }
  const scenarioValue = read('x-mock-scenario', 'mock-scenario') ?? '';
  let scenario: ScenarioSwitch | undefined;
  if (scenarioValue !== '' && scenarioValue !== 'none') {
    scenario = parseScenario(scenarioValue);
    if (!scenario) {
      throw new GatewayError(400, `mock gateway: unknown scenario "${scenarioValue}"`, { scenarios: SCENARIO_FORMS });
    }
  }
  const inScope = scenario && (scenario.scope === undefined || wirePath.includes(scenario.scope));
  return {
    persona: isPersona(personaValue) ? personaValue : undefined,
    scenario: inScope ? scenario : undefined,
  };
}

/** JSON text is UTF-8 (RFC 8259 §8.1): bytes that are not are refused, never read as U+FFFD. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function parseBody(method: string, mediaType: string, raw: Buffer): unknown {
  if (raw.length === 0 || method === 'get' || method === 'head') return undefined;
  if (!isJsonMediaType(mediaType)) return raw.toString('utf8');
  let text: string;
  try {
    text = STRICT_UTF8.decode(raw);
  } catch {
    throw new GatewayError(400, 'mock gateway: the JSON body is not valid UTF-8 (RFC 8259 requires UTF-8 JSON text)');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new GatewayError(400, `mock gateway: malformed JSON body (${(error as Error).message})`);
  }
}

export function isEnvelopeAttempt(body: unknown): boolean {
  return isObject(body) && ('encryptData' in body || 'encryptKey' in body);
}

/** The msg the operation documents for a business code (its `code<code>` example), if any. */
function documentedCodeMessage(route: Route, code: string): string | undefined {
  for (const status of route.exampleKeys.keys()) {
    const example = documentedExample(route, status, `code${code}`);
    if (isObject(example) && typeof example.msg === 'string') return example.msg;
  }
  return undefined;
}

function lowestSuccessStatus(route: Route): number | undefined {
  return [...route.exampleKeys.keys()].filter((s) => s >= 200 && s < 300).sort((a, b) => a - b)[0];
}

/** The answer of a `status-*` scenario, which replaces the operation's answer entirely. */
function forcedStatusReply(scenario: Scenario, route: Route): Reply | undefined {
  if (scenario.kind === 'status-500') {
    const msg = scenario.msg ?? documentedCodeMessage(route, scenario.appcode) ?? SYSTEM_BUSY;
    return { status: 500, body: { appcode: scenario.appcode, msg, map: {} } };
  }
  if (scenario.kind !== 'status') return undefined;
  const title = HTML_ERROR_PAGES[scenario.status];
  if (title) {
    const page = `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
    return { status: scenario.status, body: page, headers: { 'Content-Type': 'text/html' } };
  }
  if (scenario.status === 401) return { status: 401, body: documentedExample(route, 401) ?? DEFAULT_UNAUTHORIZED };
  return { status: scenario.status, body: { appcode: '404', msg: 'Not Found', map: {} } };
}

/** Undoes the envelope of an x-sm4 call; a plaintext body passes unless strict. */
function openBody(route: Route, body: unknown, strict: boolean): { body: unknown; key: Buffer | undefined } {
  if (!isEnvelopeAttempt(body)) {
    if (strict) {
      throw new GatewayError(
        400,
        `mock gateway: ${route.path} is x-sm4 ${route.cipher}: the body must be the cipher envelope {encryptData, encryptKey, iv, sign}`,
      );
    }
    return { body, key: undefined };
  }
  try {
    const opened = openRequestEnvelope(body, DEV_KEYS.privateKey);
    return { body: JSON.parse(opened.plaintext) as unknown, key: opened.key };
  } catch (error) {
    const reason = error instanceof CipherError ? error.message : 'decrypted body is not JSON';
    throw new GatewayError(400, `mock gateway: encrypted body refused: ${reason}`);
  }
}

/** The persona a fresh token is issued for, from what answered (see docs/mock-gateway.md). */
function issuedPersona(answeredExample: string | undefined, servicePath: string, exampleToken: unknown): Persona {
  return (
    (answeredExample !== undefined && isPersona(answeredExample) ? answeredExample : undefined) ??
    loginPathPersona(servicePath) ??
    fixedTokenPersona(exampleToken) ??
    'person'
  );
}

/** What every call's steps share: the catalogue, the engines and the books, built once by startGateway. */
export interface GatewayContext {
  catalogue: Map<string, ServiceRoutes>;
  strict: boolean;
  prism: PrismEngine;
  state: StateEngine | undefined;
  sessions: SessionBook<StateSession>;
  tokens: TokenBook;
  /** The other parties the gateway plays: the codes it issued, the puzzles it drew. */
  standIns: StandInBooks;
  warn: (message: string) => void;
  delay: (ms: number) => Promise<void>;
  /** Keeps the socket open without an answer, closing it after the hang timeout. */
  hang: (req: IncomingMessage) => void;
}

/** One call on its way through the steps. */
interface Call {
  req: IncomingMessage;
  trace: Trace;
  method: string;
  sandbox: string | undefined;
  target: Target;
  route: Route;
  /** The persona switch, when set. */
  forcedPersona: Persona | undefined;
  /** The scenario switch, when set and in scope. */
  switched: ScenarioSwitch | undefined;
  raw: Buffer;
  mediaType: string;
}

/** Who calls, as the token and the persona switch tell. */
interface Caller {
  token: string | undefined;
  /** The persona of a token the gateway issued and has not revoked. */
  tokenPersona: Persona | undefined;
  /** Whom the answer is for: the switch, a login's own persona, else the token's. */
  persona: Persona | undefined;
}

/** What Prism is asked: the request and the example or status wanted. */
interface PrismRequest {
  input: IHttpRequest;
  preferences: PrismPreferences;
  /** Asked for a particular example or status: the answer is that example, never the state. */
  chosen: boolean;
}

const scenarioOf = (call: Call): Scenario | undefined => call.switched?.scenario;

/** Records that the call's scenario took effect (the log line and X-Mock-Scenario report it). */
function applyScenario(call: Call): void {
  call.trace.scenario = call.switched?.label ?? 'none';
}

/** `POST [/api]/__mock/reset[?persona=]`, `GET [/api]/__mock/state[?persona=]`, in the caller's sandbox (docs/mock-gateway.md, "State"). */
function adminReply(state: StateEngine | undefined, method: string, rawUrl: string, sandbox: string | undefined): Reply | undefined {
  const url = new URL(rawUrl, 'http://gateway');
  const action = ADMIN_PATH.exec(url.pathname)?.[1];
  if (!action) return undefined;
  // In proxy mode the proxy answers this path first (mock/proxy/proxy.ts); here the panel learns there are no proxied calls.
  if (action === 'proxy' && method === 'get')
    return { status: 200, body: { appcode: '0', msg: 'mock gateway: not in proxy mode', map: null } };
  if (!state) throw new GatewayError(404, 'mock gateway: MOCK_STATELESS is on, there is no state');
  const expected = action === 'reset' ? 'post' : 'get';
  if (method !== expected) {
    throw new GatewayError(405, `mock gateway: /__mock/${action} takes ${expected.toUpperCase()} only`, {
      allowedMethods: [expected.toUpperCase()],
    });
  }
  const asked = url.searchParams.get('persona') ?? undefined;
  if (asked !== undefined && !isPersona(asked)) {
    throw new GatewayError(400, `mock gateway: unknown persona "${asked}"`, { personas: PERSONAS });
  }
  if (action === 'reset') {
    state.reset(asked, sandbox);
    const whom = `${asked ?? 'everyone'}${sandbox === undefined ? '' : ` in sandbox ${sandbox}`}`;
    return { status: 200, body: { appcode: '0', msg: `mock gateway: state reset for ${whom}`, map: {} } };
  }
  return { status: 200, body: { appcode: '0', msg: 'mock gateway: state', map: { state: state.snapshot(asked, sandbox) } } };
}

/** Routing, then the development switches, then the body's bytes. */
async function receiveCall(
  catalogue: Map<string, ServiceRoutes>,
  req: IncomingMessage,
  trace: Trace,
  method: string,
  sandbox: string | undefined,
  body: Buffer | undefined,
): Promise<Call> {
  const target = resolveTarget(catalogue, method, req.url ?? '/');
  const { persona: forcedPersona, scenario: switched } = readSwitches(req, target.wirePath);
  const raw = body ?? (await readBody(req));
  return { req, trace, method, sandbox, target, route: target.route, forcedPersona, switched, raw, mediaType: mediaTypeOf(req) };
}

/** `hang` and `slow`: false when the call gets no answer at all. */
async function delayOrHang(gateway: GatewayContext, call: Call): Promise<boolean> {
  const scenario = scenarioOf(call);
  if (scenario?.kind === 'hang') {
    applyScenario(call);
    gateway.hang(call.req);
    return false;
  }
  if (scenario?.kind === 'slow') {
    applyScenario(call);
    await gateway.delay(scenario.ms);
  }
  return true;
}

/** `status-*` and `msg500`: an answer that replaces the operation's. */
function forcedScenarioReply(call: Call): Reply | undefined {
  const scenario = scenarioOf(call);
  const forced = scenario && forcedStatusReply(scenario, call.route);
  if (forced) applyScenario(call);
  return forced;
}

/** The body as JSON, out of its cipher envelope for an x-sm4 call; `key` seals the answer. */
function openCallBody(call: Call, strict: boolean): { body: unknown; key: Buffer | undefined } {
  const parsed = parseBody(call.method, call.mediaType, call.raw);
  return call.route.cipher && call.method !== 'get' ? openBody(call.route, parsed, strict) : { body: parsed, key: undefined };
}

/** The token's persona (none after `expire`, which revokes it) and whom the answer is for. */
function identifyCaller(call: Call, tokens: TokenBook): Caller {
  const header = call.req.headers['access-token'];
  const token = typeof header === 'string' ? header : undefined;
  let tokenPersona = token === undefined ? undefined : tokens.personaOf(token);
  if (scenarioOf(call)?.kind === 'expire') {
    applyScenario(call);
    if (token !== undefined) tokens.revoke(token);
    tokenPersona = undefined;
  }
  const { route, forcedPersona, target } = call;
  const persona = forcedPersona ?? (route.login ? (loginPathPersona(target.servicePath) ?? tokenPersona) : tokenPersona);
  call.trace.persona = persona ?? 'none';
  return { token, tokenPersona, persona };
}

/**
 * `x-user-kinds`: a token of another kind of user is refused with the documented 403
 * (shared/responses/WrongUserKind.yaml); `x-managers-only`: so is an agent's, with its `notManager`.
 */
function wrongKindReply(route: Route, persona: Persona | undefined): Reply | undefined {
  const barred = persona === undefined ? undefined : barredAs(route, persona);
  if (barred === undefined) return undefined;
  return { status: 403, body: barred === 'notManager' ? documentedExample(route, 403, NOT_MANAGER) : documentedExample(route, 403) };
}

function unauthorizedReply(route: Route): Reply {
  return { status: 401, body: documentedExample(route, 401) ?? DEFAULT_UNAUTHORIZED };
}

/** Seals an answer's map for a call that came in an envelope and wants its answer sealed (`bad-sign` spoils the sign). */
function sealerOf(call: Call, key: Buffer | undefined): (answer: unknown) => unknown {
  return (answer) => {
    if (!key || (call.route.cipher !== 'response' && call.route.cipher !== 'both') || !isObject(answer)) return answer;
    const sealed = sealResponseMap(answer.map ?? {}, key);
    if (scenarioOf(call)?.kind === 'bad-sign') {
      applyScenario(call);
      sealed.sign = `${sealed.sign.startsWith('0') ? '1' : '0'}${sealed.sign.slice(1)}`;
    }
    return { ...answer, map: sealed };
  };
}

/** `msg`: an ordinary answer with the given message instead of the operation's. */
function messageScenarioReply(call: Call, seal: (answer: unknown) => unknown): Reply | undefined {
  const scenario = scenarioOf(call);
  if (scenario?.kind !== 'msg') return undefined;
  applyScenario(call);
  return { status: 200, body: seal({ appcode: '9999', msg: scenario.text, map: {} }) };
}

/**
 * Prism leaves a header sent empty out of its checks (its parameter values pass lodash's
 * `pickBy`, which drops ''), so an empty optional header would be taken as absent. The gateway
 * holds an empty value against the parameter's own schema and refuses it as Prism refuses a
 * malformed one: 422 with the same problem+json and validation entry.
 */
function refuseEmptyHeaders(route: Route, req: IncomingMessage): void {
  const validation = (route.prismOperation.request?.headers ?? []).flatMap((parameter) => {
    const name = parameter.name.toLowerCase();
    if (req.headers[name] !== '' || !parameter.schema) return [];
    return schemaErrors(parameter.schema as Schema, '').map((error) => ({
      location: ['header', name],
      severity: 'Error',
      code: error.keyword,
      message: `Request header parameter ${name} ${error.message ?? 'is invalid'}`,
    }));
  });
  if (validation.length > 0) {
    throw ProblemJsonError.fromTemplate(
      UNPROCESSABLE_ENTITY,
      'Your request is not valid and no HTTP validation response was found in the spec, so Prism is generating this error for you.',
      { validation },
    );
  }
}

/** The example named after the value of the request field `x-example-by` names, when the operation has one. */
function requestFieldExampleKey(route: Route, body: unknown, keys: readonly string[]): string | undefined {
  const value =
    route.exampleBy && typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[route.exampleBy] : undefined;
  return typeof value === 'string' && keys.includes(value) ? value : undefined;
}

/**
 * The request for Prism and the example to answer with: `login-code`, a path parameter's example, a request
 * field's (`x-example-by`), the persona's, or `Prefer`.
 */
function prismRequest(call: Call, caller: Caller, body: unknown, prism: PrismEngine): PrismRequest {
  const { route, target } = call;
  const headers = { ...call.req.headers } as Record<string, string>;
  // Prism only checks that the header is present; an unknown token must not count.
  if (!caller.tokenPersona) delete headers['access-token'];
  const input = { method: call.method as 'get', url: { path: target.servicePath, query: target.query }, headers, body };
  const preferences: PrismPreferences = prism.preferences(input);
  let chosen = Object.keys(preferences).length > 0;
  const scenario = scenarioOf(call);
  if (scenario?.kind === 'login-code') {
    const codes = (route.exampleKeys.get(200) ?? []).filter((k) => /^code[0-9]+$/.test(k));
    if (codes.length > 0) {
      applyScenario(call);
      if (!codes.includes(`code${scenario.code}`)) {
        throw new GatewayError(400, `mock gateway: ${route.path} documents no business code ${scenario.code}`, {
          codes: codes.map((c) => c.slice(4)),
        });
      }
      Object.assign(preferences, { code: 200, exampleKey: `code${scenario.code}` });
      chosen = true;
    }
  }
  if (preferences.exampleKey === undefined && !preferences.dynamic) {
    const status = preferences.code ?? lowestSuccessStatus(route);
    const keys = route.exampleKeys.get(status ?? 200) ?? [];
    const exampleKey =
      pathParameterExampleKey(route.path, target.servicePath, keys) ??
      requestFieldExampleKey(route, body, keys) ??
      (caller.persona && personaExampleKey(caller.persona, keys));
    if (exampleKey) preferences.exampleKey = exampleKey;
  }
  return { input, preferences, chosen };
}

/** A documented answer Prism does not see (the replay refusal), asked for by status. */
function withheldReply(route: Route, preferences: PrismPreferences): Reply | undefined {
  const asked = preferences.code;
  const withheld = asked === undefined ? undefined : route.withheldAnswers.get(asked);
  return asked !== undefined && withheld !== undefined ? { status: asked, body: withheld } : undefined;
}

/** Logs an answer's contract violations; in strict mode they become the answer (a 500). */
function violationReply(gateway: GatewayContext, route: Route, source: 'mock' | 'state', violations: string[]): Reply | undefined {
  const logged = source === 'mock' ? 'response' : 'state answer';
  for (const violation of violations) gateway.warn(`${logged} violates ${route.service} ${route.path}: ${violation}`);
  if (!gateway.strict || violations.length === 0) return undefined;
  return {
    status: 500,
    body: {
      type: 'https://stoplight.io/prism/errors#VIOLATIONS',
      title: 'Response is not valid',
      status: 500,
      detail: `The ${source} answer violates the contract and MOCK_STRICT is on.`,
      validation: violations,
    },
    headers: PROBLEM_JSON,
  };
}

/** `x-state`: what the state remembers instead of the example, with its contract violations. */
function stateAnswer(
  gateway: GatewayContext,
  call: Call,
  caller: Caller,
  session: StateSession,
  body: unknown,
  output: IHttpResponse,
): { status: number; answer: unknown; headers?: Record<string, string>; problems: string[] } | undefined {
  const { route, sandbox } = call;
  const example = output.body;
  if (!gateway.state || !route.state) return undefined;
  // A file's answer is its bytes; every other answer the state gives is a success envelope.
  if (!route.state.file && (!isObject(example) || example.appcode !== '0')) return undefined;
  // A GET names its item in the query.
  const request = call.method === 'get' ? call.target.query : body;
  const remembered = gateway.state.answer({ route, persona: caller.persona, session, sandbox, request, example });
  if (remembered === undefined) return undefined;
  if (remembered.logsOut) logOut(gateway, remembered.logsOut, caller.token);
  const schema = responseSchema(route, remembered.status);
  const problems = schema ? violationsOf(schema, remembered.body) : [];
  return { status: remembered.status, answer: remembered.body, headers: remembered.headers, problems };
}

/** A login's answer carries a fresh token of the persona that answered, opening the login's state session. */
function issueToken(
  gateway: GatewayContext,
  call: Call,
  request: PrismRequest,
  output: IHttpResponse,
  session: StateSession,
  body: unknown,
  answer: unknown,
): unknown {
  if (!isObject(answer) || answer.appcode !== '0' || !isObject(answer.map) || typeof answer.map['Access-Token'] !== 'string') return answer;
  const { preferences } = request;
  const answered = preferences.exampleKey ?? (preferences.dynamic ? undefined : call.route.exampleKeys.get(output.statusCode)?.[0]);
  // Unless an answer was asked for, the persona the login names: an agent's own phone logs in the agent,
  // the world's by its phone, one its organisation added by the agent's password the state checked.
  const kind = loginPathPersona(call.target.servicePath);
  const named = request.chosen || kind === undefined ? undefined : (session.persona ?? loginPersonaOf(kind, body));
  const owner = named ?? issuedPersona(answered, call.target.servicePath, answer.map['Access-Token']);
  // A new object: Prism hands out the document's own example value.
  const issued = gateway.tokens.issue(owner);
  if (session.account) gateway.sessions.open(issued, session);
  return { ...answer, map: { ...answer.map, 'Access-Token': issued } };
}

/** `logsOut`: a password change or reset ends the accounts' logins, the caller's kept for `others`. */
function logOut(
  gateway: GatewayContext,
  { accounts, keepCaller }: NonNullable<StateReply['logsOut']>,
  callerToken: string | undefined,
): void {
  const ended = gateway.sessions.tokensWhere(({ account }) =>
    accounts.some((a) => account?.resource === a.resource && account.key === a.key && account.sandbox === a.sandbox),
  );
  for (const token of ended) {
    if (keepCaller && token === callerToken) continue;
    gateway.tokens.revoke(token);
    gateway.sessions.close(token);
  }
}

/** Logging out spends the token and closes its session. */
function endSession(gateway: GatewayContext, call: Call, caller: Caller): void {
  if (call.route.path !== '/auth/logout' || caller.token === undefined) return;
  gateway.tokens.revoke(caller.token);
  gateway.sessions.close(caller.token);
}

function finalReply(call: Call, output: IHttpResponse, answer: unknown): Reply {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(output.headers ?? {})) {
    if (value !== null && value !== undefined) headers[name] = String(value);
  }
  return { status: output.statusCode, body: call.method === 'head' ? undefined : answer, headers };
}

/**
 * One call, step by step in the order of docs/mock-gateway.md ("Order inside the gateway").
 * `raw`: the request's bytes when proxy mode has read them already.
 */
export async function handle(gateway: GatewayContext, req: IncomingMessage, trace: Trace, raw?: Buffer): Promise<Reply | undefined> {
  const method = (req.method ?? 'GET').toLowerCase();
  const sandbox = readSandbox(req);
  const admin = adminReply(gateway.state, method, req.url ?? '/', sandbox) ?? standInReply(gateway.standIns, method, req.url ?? '/');
  if (admin) return admin;
  const call = await receiveCall(gateway.catalogue, req, trace, method, sandbox, raw);
  if (!(await delayOrHang(gateway, call))) return undefined;
  const forced = forcedScenarioReply(call);
  if (forced) return forced;
  const { body, key } = openCallBody(call, gateway.strict);
  const caller = identifyCaller(call, gateway.tokens);
  if (call.route.security === 'required' && !caller.tokenPersona) return unauthorizedReply(call.route);
  const wrongKind = wrongKindReply(call.route, caller.persona);
  if (wrongKind) return wrongKind;
  const seal = sealerOf(call, key);
  const message = messageScenarioReply(call, seal);
  if (message) return message;

  refuseEmptyHeaders(call.route, req);
  const request = prismRequest(call, caller, body, gateway.prism);
  if (!request.chosen)
    request.preferences.exampleKey = standInExample(gateway.standIns, call.route, req, body) ?? request.preferences.exampleKey;
  const withheld = withheldReply(call.route, request.preferences);
  if (withheld) return withheld;
  const { output, violations } = await gateway.prism.answer(request.input, call.route.prismOperation, request.preferences);
  const refused = violationReply(gateway, call.route, 'mock', violations);
  if (refused) return refused;
  const success = output.statusCode >= 200 && output.statusCode < 300;
  if (!success) return finalReply(call, output, output.body);

  // A login starts a session of its own; other calls act in their token's.
  const session: StateSession = call.route.login ? {} : (gateway.sessions.of(caller.token) ?? {});
  const remembered = request.chosen ? undefined : stateAnswer(gateway, call, caller, session, body, output);
  const refusedState = remembered && violationReply(gateway, call.route, 'state', remembered.problems);
  if (refusedState) return refusedState;
  // A refusal under a status of its own (a get of a key the caller has no item of): the error envelope, never sealed.
  if (remembered && remembered.status !== output.statusCode) return { status: remembered.status, body: remembered.answer };
  // A file: its bytes, type and name as the state keeps them.
  if (remembered?.headers) return { status: remembered.status, body: remembered.answer, headers: remembered.headers };
  const played = standInAnswer(
    gateway.standIns,
    call.route,
    req,
    apiPrefixOf(call.target.wirePath),
    body,
    remembered?.answer ?? output.body,
  );
  const answer = issueToken(gateway, call, request, output, session, body, played);
  endSession(gateway, call, caller);
  return finalReply(call, output, seal(answer));
}
