// The mock gateway: one HTTP server for the seven services. Per request it routes
// `/api/<svc>/…` or `/zuul/api/<svc>/…`, applies the development switches
// (persona, scenario), undoes the cipher envelope, checks the token, lets Prism
// validate and answer from the examples, then issues tokens and seals the answer.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  buildCatalogue,
  documentedExample,
  loadBundledDocuments,
  pathParameterExampleKey,
  type OpenApiDocument,
  type Route,
  type ServiceRoutes,
} from './catalogue';
import { CipherError, openRequestEnvelope, sealResponseMap } from './cipher';
import { DEV_KEYS } from './dev-keys';
import { GatewayError, errorBody, isJsonMediaType, mediaTypeOf, parseCookies, readBody, safeDecode, send } from './http';
import {
  PERSONAS,
  TokenBook,
  fixedTokenPersona,
  isPersona,
  loginPathPersona,
  personaExampleKey,
  SessionBook,
  type Persona,
} from './personas';
import { ProblemJsonError, createPrismEngine, type PrismEngine, type PrismPreferences } from './prism';
import { SCENARIO_FORMS, SYSTEM_BUSY, parseScenario, type Scenario, type ScenarioSwitch } from './scenarios';
import { createStateEngine, type StateEngine, type StateSession } from './state/engine';
import { responseSchema, violationsOf } from './state/schema';

export interface GatewayOptions {
  /** Port to listen on; 0 picks a free one. Default MOCK_PORT or 4010. */
  port?: number;
  /** MOCK_STRICT behaviour: response-contract violations become 500s and x-sm4 bodies must be encrypted. */
  strict?: boolean;
  /** One log line per request on stdout. Default true. */
  log?: boolean;
  /** Documents by service instead of the bundled contract (tests use small fixtures). */
  documents?: Record<string, OpenApiDocument>;
  /** How long a `hang` keeps the socket open before closing it. Default 10 minutes. */
  hangTimeoutMs?: number;
  host?: string;
  /** MOCK_STATELESS behaviour: every answer is an example, nothing is remembered. */
  stateless?: boolean;
  /** Folder the state is persisted in (`npm run mock` passes MOCK_STATE_DIR or .mock-state); none keeps it in memory. */
  stateDir?: string;
  /** MOCK_SEED: the seed of the generated state (default `hrss`). */
  seed?: string;
  /** The state's clock (`$now`, `after`); tests move it. */
  now?: () => Date;
}

export interface Gateway {
  url: string;
  port: number;
  /** The operations served, by service (tools and tests read examples from it). */
  catalogue: ReadonlyMap<string, ServiceRoutes>;
  /** The state engine; undefined when stateless. */
  state: StateEngine | undefined;
  close(): Promise<void>;
}

export { DEV_KEYS };

const WIRE_PATH = /^\/(?:zuul\/)?api\/([^/]+)(\/.*)$/;
const DEFAULT_UNAUTHORIZED = { appcode: '401', msg: '登录已失效，请重新登录', map: {} };
const HTML_ERROR_PAGES: Record<number, string> = {
  502: '502 Bad Gateway',
  503: '503 Service Temporarily Unavailable',
};
const HANG_TIMEOUT_MS = 10 * 60 * 1000;
const DEFAULT_SEED = 'hrss';
// Also under the API prefixes, so the portal's development panel reaches it the way it
// reaches the API: through the dev server's proxy, vite preview or nginx in front of the gateway.
const ADMIN_PATH = /^(?:\/(?:zuul\/)?api)?\/__mock\/(reset|state)$/;
const SANDBOX_NAME = /^[A-Za-z0-9_-]{1,40}$/;

/** What the one log line and the X-Mock-* headers report about a request. */
interface Trace {
  persona: string;
  scenario: string;
}

interface Target {
  wirePath: string;
  servicePath: string;
  route: Route;
  query: Record<string, string | string[]>;
}

type JsonObject = Record<string, unknown>;

/** An answer to write; `handle` returns undefined only for a hang. */
interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const PROBLEM_JSON = { 'Content-Type': 'application/problem+json' };

function replyForError(error: unknown): Reply {
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

function resolveTarget(catalogue: Map<string, ServiceRoutes>, method: string, rawUrl: string): Target {
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

/** A header's value, else a cookie's (`X-Mock-Persona` / `mock-persona` …). */
function switchReader(req: IncomingMessage): (header: string, cookie: string) => string | undefined {
  const cookies = req.headers.cookie === undefined ? undefined : parseCookies(req.headers.cookie);
  return (header, cookie) => {
    const value = req.headers[header];
    return typeof value === 'string' ? safeDecode(value) : cookies?.get(cookie);
  };
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

function parseBody(method: string, mediaType: string, raw: Buffer): unknown {
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

function isEnvelopeAttempt(body: unknown): boolean {
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

/** Encodes what a header cannot carry (the msg scenario may hold Chinese text). */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]+/g, (run) => encodeURIComponent(run));
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const strict = options.strict ?? process.env.MOCK_STRICT === '1';
  const log = options.log ?? true;
  const hangTimeoutMs = options.hangTimeoutMs ?? HANG_TIMEOUT_MS;
  const warn = (message: string) => console.warn(`[mock] ${message}`);
  const documents = options.documents ?? (await loadBundledDocuments(warn));
  const catalogue = await buildCatalogue(documents);
  const prism: PrismEngine = createPrismEngine();
  const stateless = options.stateless ?? process.env.MOCK_STATELESS === '1';
  const state = stateless
    ? undefined
    : createStateEngine({
        routes: [...catalogue.values()].flatMap((service) => service.routes),
        dir: options.stateDir,
        seed: options.seed ?? process.env.MOCK_SEED ?? DEFAULT_SEED,
        warn,
        now: options.now,
      });
  const sessions = new SessionBook<StateSession>();
  const tokens = new TokenBook(createHmac('sm3', Buffer.from(DEV_KEYS.privateKey, 'hex')).update('mock gateway tokens').digest());
  const timers = new Set<NodeJS.Timeout>();

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** `POST [/api]/__mock/reset[?persona=]`, `GET [/api]/__mock/state[?persona=]`, in the caller's sandbox (docs/mock-gateway.md, "State"). */
  function adminReply(method: string, rawUrl: string, sandbox: string | undefined): Reply | undefined {
    const url = new URL(rawUrl, 'http://gateway');
    const action = ADMIN_PATH.exec(url.pathname)?.[1];
    if (!action) return undefined;
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

  async function handle(req: IncomingMessage, trace: Trace): Promise<Reply | undefined> {
    const method = (req.method ?? 'GET').toLowerCase();
    const sandbox = readSandbox(req);
    const admin = adminReply(method, req.url ?? '/', sandbox);
    if (admin) return admin;
    const target = resolveTarget(catalogue, method, req.url ?? '/');
    const { route, servicePath } = target;
    const { persona: forcedPersona, scenario: active } = readSwitches(req, target.wirePath);
    const scenario = active?.scenario;
    const applied = () => {
      trace.scenario = active?.label ?? 'none';
    };
    const raw = await readBody(req);
    const mediaType = mediaTypeOf(req);

    if (scenario?.kind === 'hang') {
      applied();
      const timer = setTimeout(() => req.socket.destroy(), hangTimeoutMs);
      timers.add(timer);
      req.socket.once('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    if (scenario?.kind === 'slow') {
      applied();
      await delay(scenario.ms);
    }
    const forced = scenario && forcedStatusReply(scenario, route);
    if (forced) {
      applied();
      return forced;
    }

    const parsed = parseBody(method, mediaType, raw);
    const { body, key } = route.cipher && method !== 'get' ? openBody(route, parsed, strict) : { body: parsed, key: undefined };

    const token = typeof req.headers['access-token'] === 'string' ? req.headers['access-token'] : undefined;
    let tokenPersona = token === undefined ? undefined : tokens.personaOf(token);
    if (scenario?.kind === 'expire') {
      applied();
      if (token !== undefined) tokens.revoke(token);
      tokenPersona = undefined;
    }
    const persona = forcedPersona ?? (route.login ? (loginPathPersona(servicePath) ?? tokenPersona) : tokenPersona);
    trace.persona = persona ?? 'none';
    if (route.security === 'required' && !tokenPersona) {
      return { status: 401, body: documentedExample(route, 401) ?? DEFAULT_UNAUTHORIZED };
    }

    const seal = (answer: unknown): unknown => {
      if (!key || (route.cipher !== 'response' && route.cipher !== 'both') || !isObject(answer)) return answer;
      const sealed = sealResponseMap(answer.map ?? {}, key);
      if (scenario?.kind === 'bad-sign') {
        applied();
        sealed.sign = `${sealed.sign.startsWith('0') ? '1' : '0'}${sealed.sign.slice(1)}`;
      }
      return { ...answer, map: sealed };
    };
    if (scenario?.kind === 'msg') {
      applied();
      return { status: 200, body: seal({ appcode: '9999', msg: scenario.text, map: {} }) };
    }

    const headers = { ...req.headers } as Record<string, string>;
    // Prism only checks that the header is present; an unknown token must not count.
    if (!tokenPersona) delete headers['access-token'];
    const input = { method: method as 'get', url: { path: servicePath, query: target.query }, headers, body };
    const preferences: PrismPreferences = prism.preferences(input);
    // Asked for a particular example or status: the answer is that example, never the state.
    let chosen = Object.keys(preferences).length > 0;
    if (scenario?.kind === 'login-code') {
      const codes = (route.exampleKeys.get(200) ?? []).filter((k) => /^code[0-9]+$/.test(k));
      if (codes.length > 0) {
        applied();
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
      const exampleKey = pathParameterExampleKey(route.path, servicePath, keys) ?? (persona && personaExampleKey(persona, keys));
      if (exampleKey) preferences.exampleKey = exampleKey;
    }

    // A documented answer Prism does not see (the replay refusal), asked for by status.
    const asked = preferences.code;
    const withheld = asked === undefined ? undefined : route.withheldAnswers.get(asked);
    if (asked !== undefined && withheld !== undefined) return { status: asked, body: withheld };

    const { output, violations } = await prism.answer(input, route.prismOperation, preferences);
    for (const violation of violations) warn(`response violates ${route.service} ${route.path}: ${violation}`);
    if (strict && violations.length > 0) {
      const detail = 'The mock answer violates the contract and MOCK_STRICT is on.';
      return {
        status: 500,
        body: {
          type: 'https://stoplight.io/prism/errors#VIOLATIONS',
          title: 'Response is not valid',
          status: 500,
          detail,
          validation: violations,
        },
        headers: PROBLEM_JSON,
      };
    }

    let answer = output.body;
    const success = output.statusCode >= 200 && output.statusCode < 300;
    // A login starts a session of its own; other calls act in their token's.
    const session: StateSession = route.login ? {} : (sessions.of(token) ?? {});
    if (state && route.state && success && !chosen && isObject(answer) && answer.appcode === '0') {
      const remembered = state.answer({ route, persona, session, sandbox, request: body, example: answer });
      if (remembered !== undefined) {
        const schema = responseSchema(route, output.statusCode);
        const problems = schema ? violationsOf(schema, remembered) : [];
        for (const problem of problems) warn(`state answer violates ${route.service} ${route.path}: ${problem}`);
        if (strict && problems.length > 0) {
          const detail = 'The state answer violates the contract and MOCK_STRICT is on.';
          return {
            status: 500,
            body: {
              type: 'https://stoplight.io/prism/errors#VIOLATIONS',
              title: 'Response is not valid',
              status: 500,
              detail,
              validation: problems,
            },
            headers: PROBLEM_JSON,
          };
        }
        answer = remembered;
      }
    }
    if (success && isObject(answer) && answer.appcode === '0' && isObject(answer.map) && typeof answer.map['Access-Token'] === 'string') {
      const answered = preferences.exampleKey ?? (preferences.dynamic ? undefined : route.exampleKeys.get(output.statusCode)?.[0]);
      const owner = issuedPersona(answered, servicePath, answer.map['Access-Token']);
      // A new object: Prism hands out the document's own example value.
      const issued = tokens.issue(owner);
      if (session.account) sessions.open(issued, session);
      answer = { ...answer, map: { ...answer.map, 'Access-Token': issued } };
    }
    if (success && route.path === '/auth/logout' && token !== undefined) {
      tokens.revoke(token);
      sessions.close(token);
    }
    if (success) answer = seal(answer);

    const outputHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(output.headers ?? {})) {
      if (value !== null && value !== undefined) outputHeaders[name] = String(value);
    }
    return { status: output.statusCode, body: method === 'head' ? undefined : answer, headers: outputHeaders };
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const trace: Trace = { persona: 'none', scenario: 'none' };
    res.once('close', () => {
      if (!log) return;
      const status = res.headersSent ? String(res.statusCode) : '---';
      const ms = Math.round(performance.now() - started);
      console.log(
        `${req.method} ${(req.url ?? '').split('?')[0]} ${status} ${ms}ms persona=${trace.persona} scenario=${headerSafe(trace.scenario)}`,
      );
    });
    const write = (reply: Reply | undefined) => {
      if (!reply) return;
      send(res, reply.status, reply.body, {
        ...reply.headers,
        'X-Mock-Persona': trace.persona,
        'X-Mock-Scenario': headerSafe(trace.scenario),
      });
    };
    handle(req, trace).then(write, (error: unknown) => {
      if (!(error instanceof GatewayError || error instanceof ProblemJsonError)) {
        warn(`internal error on ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      }
      write(replyForError(error));
    });
  });

  // Outlive the 4 s idle keep-alive of Node's fetch, so a client never reuses a
  // socket the gateway has just closed ("fetch failed" under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const host = options.host ?? '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? Number(process.env.MOCK_PORT ?? 4010), host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

  return {
    url: `http://${host}:${port}`,
    port,
    catalogue,
    state,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await state?.flush();
    },
  };
}
