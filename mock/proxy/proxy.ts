// Proxy mode (docs/mock-gateway.md, "In front of a real backend"): the gateway in
// front of a real backend. A call the mock is not asked to answer goes on to the
// backend: the portal's envelope opened with the development key, the plaintext held
// against the contract, sealed again for the backend's public key; the backend's
// answer opened with that call's key, held against the contract and sealed back for
// the portal. Violations are reported, never blocking unless strict. Calls named with
// `mock` (or not named with `backendOnly`), and with `fallback` those the backend has
// no answer for, are answered by the mock as without a backend.
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { IHttpRequest } from '@stoplight/prism-http';
import { handle, isEnvelopeAttempt, parseBody, resolveTarget, type GatewayContext, type Reply, type Trace } from '../call';
import type { Route } from '../catalogue';
import { CipherError, buildRequestEnvelope, openRequestEnvelope, openResponseMap, sealResponseMap } from '../cipher';
import { DEV_KEYS } from '../dev-keys';
import { GatewayError, HOP_HEADERS, isJsonMediaType, readBody } from '../http';
import { loginPathPersona } from '../personas';
import { CallBook, excerptOf, violationLine } from './book';
import { AnswerRecorder } from './record';
import { operationName, requestViolations, responseViolations, shown, type Violation } from './validate';

export interface ProxyOptions {
  /** The backend: origin plus an optional base path, e.g. `http://10.0.0.5:8080` or `https://host/gw`. */
  backend: string;
  /** The backend's SM2 public key (04 + 128 hex); without it sealed bodies pass through unopened. */
  publicKey?: string;
  /** A violation answers 502 with the violations. */
  strict?: boolean;
  /** Services (`person`) or operations (`basic/auth/queryUserInfo`) the mock answers. */
  mock?: readonly string[];
  /** Only these go to the backend; the mock answers the rest. */
  backendOnly?: readonly string[];
  /** The mock answers when the backend answers 404 or 501, refuses the connection or times out. */
  fallback?: boolean;
  /** Folder the backend's answers are kept in, masked (`--record`). */
  record?: string;
  /** How long to wait for the backend's answer. Default 30 s. */
  timeoutMs?: number;
}

export interface Proxy {
  /** One request in proxy mode; undefined only for a hang the mock plays. */
  handle(req: IncomingMessage, trace: Trace): Promise<Reply | undefined>;
  /** The calls seen, for the development panel. */
  readonly book: CallBook;
  readonly options: ProxyOptions;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** The gateway's own paths (state, scans, puzzles, the call list): the mock's, never the backend's. */
const OWN_PATH = /^(?:\/(?:zuul\/)?api)?\/__mock(?:\/|$)/;
const PROXY_LIST_PATH = /^(?:\/(?:zuul\/)?api)?\/__mock\/proxy$/;
/** What the backend may answer for an operation it does not have (yet): the mock answers instead with `fallback`. */
const FALLBACK_STATUSES = new Set([404, 501]);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws an Error that says what is wrong with the options. */
export function checkProxyOptions(options: ProxyOptions): URL {
  let url: URL;
  try {
    url = new URL(options.backend);
  } catch {
    throw new Error(`proxy mode: --backend must be an http(s) URL, not "${options.backend}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`proxy mode: --backend must be an http(s) URL, not "${options.backend}"`);
  }
  if (options.publicKey !== undefined && !/^04[0-9a-f]{128}$/i.test(options.publicKey)) {
    throw new Error('proxy mode: --public-key must be an uncompressed SM2 public key, 04 followed by 128 hex digits (or dev)');
  }
  if (options.mock && options.backendOnly) throw new Error('proxy mode: --mock and --backend-only exclude each other');
  return url;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '[::]']);

/** Refuses a backend that is the gateway itself (the same loopback port): every call would come back forever. */
export function refuseSelf(backend: URL, host: string, port: number): void {
  const backendPort = Number(backend.port || (backend.protocol === 'https:' ? 443 : 80));
  const local = (name: string) => LOOPBACK.has(name) || name.startsWith('127.');
  if (backendPort === port && local(backend.hostname) && (local(host) || host === backend.hostname)) {
    throw new Error(`proxy mode: --backend ${backend.href} is this gateway itself (port ${port}); name the real backend`);
  }
}

/** `person` names a service, `basic/auth/queryUserInfo` one operation. */
function namedBy(entries: readonly string[], route: Route): boolean {
  return entries.some((entry) => {
    const [service, ...path] = entry.replace(/^\/+/, '').split('/');
    return service === route.service && (path.length === 0 || `/${path.join('/')}` === route.path);
  });
}

/** Headers the backend gets: not the hop's, not the development switches (`X-Mock-*`), not the development cookies (`mock-*`). */
function forwardedHeaders(req: IncomingMessage, hop: string): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name.startsWith('x-mock-')) continue;
    kept[name] = value;
  }
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('mock-'));
  if (cookies.length > 0) kept.cookie = cookies.join('; ');
  else delete kept.cookie;
  const via = req.headers.via;
  kept.via = `${via ? `${via}, ` : ''}1.1 ${hop}`;
  return kept;
}

interface BackendAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  raw: Buffer;
}

/** Why the backend gave no answer. */
class NoAnswer extends Error {
  constructor(
    readonly timedOut: boolean,
    message: string,
  ) {
    super(message);
  }
}

export function createProxy(gateway: GatewayContext, options: ProxyOptions): Proxy {
  const backend = checkProxyOptions(options);
  const basePath = backend.pathname.replace(/\/$/, '');
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Names this gateway in Via: a request that comes back carrying it went round in a loop.
  const hop = `hrss-mock-gateway-${randomBytes(6).toString('hex')}`;
  const book = new CallBook();
  const recorder = options.record === undefined ? undefined : new AnswerRecorder(options.record);

  const mockAnswers = (route: Route) =>
    options.mock ? namedBy(options.mock, route) : options.backendOnly ? !namedBy(options.backendOnly, route) : false;

  function toBackend(
    req: IncomingMessage,
    headers: Record<string, string | string[] | number>,
    body: Buffer | string,
  ): Promise<BackendAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = send(
        new URL(basePath + (req.url ?? '/'), backend),
        { method: req.method, headers, timeout: timeoutMs },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.once('end', () => {
            const kept: Record<string, string | string[]> = {};
            // The gateway's own X-Mock-* headers say what happened here, not what a backend says.
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !HOP_HEADERS.has(name) && !name.startsWith('x-mock-')) kept[name] = value;
            }
            resolve({ status: answer.statusCode ?? 502, headers: kept, raw: Buffer.concat(chunks) });
          });
          answer.once('error', (error) => reject(new NoAnswer(false, error.message)));
        },
      );
      outgoing.once('timeout', () => {
        outgoing.destroy();
        reject(new NoAnswer(true, `no answer within ${timeoutMs} ms`));
      });
      outgoing.once('error', (error: Error & { code?: string }) =>
        reject(new NoAnswer(false, `${error.message}${error.code && !error.message.includes(error.code) ? ` (${error.code})` : ''}`)),
      );
      outgoing.end(body);
    });
  }

  function report(violations: Violation[]): void {
    for (const violation of violations) gateway.warn(`contract violation: ${violationLine(violation)}`);
  }

  function strictReply(violations: Violation[]): Reply | undefined {
    if (!options.strict || violations.length === 0) return undefined;
    return {
      status: 502,
      body: {
        appcode: '502',
        msg: `mock gateway: ${violations.length} contract violation(s), and proxy mode is strict`,
        map: {},
        violations,
      },
    };
  }

  async function fromMock(
    req: IncomingMessage,
    trace: Trace,
    raw: Buffer,
    route: Route | undefined,
    headers: Record<string, string>,
  ): Promise<Reply | undefined> {
    trace.source = 'mock';
    const reply = await handle(gateway, req, trace, raw);
    if (route && reply) {
      book.add({
        operation: operationName(route),
        url: req.url ?? '/',
        method: req.method ?? 'GET',
        source: 'mock',
        status: reply.status,
        violations: [],
        request: { headers, body: excerptOf(raw.toString('utf8')) || undefined },
      });
    }
    return reply;
  }

  async function proxied(req: IncomingMessage, trace: Trace): Promise<Reply | undefined> {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const method = (req.method ?? 'GET').toLowerCase();
    if (PROXY_LIST_PATH.test(path)) {
      if (method !== 'get') throw new GatewayError(405, 'mock gateway: /__mock/proxy takes GET only', { allowedMethods: ['GET'] });
      const map = {
        backend: options.backend,
        strict: options.strict === true,
        fallback: options.fallback === true,
        sealed: options.publicKey !== undefined,
        calls: book.calls(),
      };
      return { status: 200, body: { appcode: '0', msg: 'mock gateway: proxy mode, the last calls', map } };
    }
    if (OWN_PATH.test(path)) return handle(gateway, req, trace);
    if ((req.headers.via ?? '').includes(hop)) {
      throw new GatewayError(508, 'mock gateway: the request came back to the gateway itself: --backend leads to this gateway');
    }
    const raw = await readBody(req);
    let route: Route | undefined;
    let servicePath = path;
    let query: Record<string, string | string[]> = {};
    try {
      const target = resolveTarget(gateway.catalogue, method, url);
      ({ route, servicePath, query } = { route: target.route, servicePath: target.servicePath, query: target.query });
    } catch (error) {
      // A path the contract does not know still reaches the backend (reported below); a refused path does not.
      if (!(error instanceof GatewayError) || error.status === 400) throw error;
    }
    const sentHeaders = forwardedHeaders(req, hop);
    const shownHeaders = Object.fromEntries(
      Object.entries(sentHeaders)
        .filter(([name]) => name !== 'cookie' && name !== 'via')
        .map(([name, value]) => [name, String(value)]),
    );
    if (route && mockAnswers(route)) return fromMock(req, trace, raw, route, shownHeaders);
    trace.source = 'backend';

    const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    let parsed: unknown;
    let parseProblem: string | undefined;
    try {
      parsed = parseBody(method, mediaType, raw);
    } catch (error) {
      parseProblem = (error as Error).message;
    }
    const violations: Violation[] = [];
    const operation = route ? operationName(route) : `${method.toUpperCase()} ${path}`;
    if (!route)
      violations.push({
        operation,
        direction: 'request',
        pointer: '',
        expected: 'an operation the contract documents',
        actual: `${method.toUpperCase()} ${path}`,
      });
    if (parseProblem) violations.push({ operation, direction: 'request', pointer: '', expected: 'a JSON body', actual: parseProblem });

    // The envelope: opened with the development key the portal sealed with, sealed again for the backend.
    const sealedCall = route?.cipher !== undefined && method !== 'get' && !parseProblem;
    let plaintext: unknown = parsed;
    let portalKey: Buffer | undefined;
    let backendKey: Buffer | undefined;
    let sentBody: Buffer | string = raw;
    let bodyChecked = !parseProblem;
    if (sealedCall && options.publicKey === undefined) {
      bodyChecked = !isEnvelopeAttempt(parsed);
    } else if (sealedCall && options.publicKey !== undefined) {
      if (isEnvelopeAttempt(parsed)) {
        try {
          const opened = openRequestEnvelope(parsed, DEV_KEYS.privateKey);
          portalKey = opened.key;
          plaintext = JSON.parse(opened.plaintext) as unknown;
        } catch (error) {
          const reason = error instanceof CipherError ? error.message : 'the opened body is not JSON';
          throw new GatewayError(400, `mock gateway: encrypted body refused: ${reason}`);
        }
      }
      const sealed = buildRequestEnvelope(JSON.stringify(plaintext ?? {}), options.publicKey);
      backendKey = sealed.key;
      sentBody = JSON.stringify(sealed.envelope);
    }
    const plaintextText = plaintext === undefined ? undefined : typeof plaintext === 'string' ? plaintext : JSON.stringify(plaintext);
    if (route && !parseProblem) {
      const input: IHttpRequest = {
        method: method as IHttpRequest['method'],
        url: { path: servicePath, query },
        headers: {
          ...(req.headers as Record<string, string>),
          'content-length': String(plaintextText === undefined ? 0 : Buffer.byteLength(plaintextText)),
        },
        body: plaintext,
      };
      violations.push(...requestViolations(route, input, bodyChecked));
    }
    const callRecord = {
      operation,
      url,
      method: req.method ?? 'GET',
      request: { headers: shownHeaders, body: excerptOf(bodyChecked ? plaintextText : raw.toString('utf8')) },
    };
    report(violations);
    const refusedRequest = strictReply(violations);
    if (refusedRequest) {
      trace.violations = violations.length;
      book.add({ ...callRecord, source: 'backend', status: 502, violations });
      return refusedRequest;
    }

    const headers: Record<string, string | string[] | number> = { ...sentHeaders, 'content-length': Buffer.byteLength(sentBody) };
    if (backendKey) Object.assign(headers, { 'content-type': 'application/json;charset=UTF-8', 'accept-encoding': 'identity' });
    let answer: BackendAnswer;
    try {
      answer = await toBackend(req, headers, sentBody);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      if (options.fallback) return fromMock(req, trace, raw, route, shownHeaders);
      trace.violations = violations.length;
      book.add({ ...callRecord, source: 'backend', status: error.timedOut ? 504 : 502, violations });
      throw new GatewayError(error.timedOut ? 504 : 502, `mock gateway: the backend ${options.backend} did not answer: ${error.message}`);
    }
    if (options.fallback && FALLBACK_STATUSES.has(answer.status)) return fromMock(req, trace, raw, route, shownHeaders);

    // The answer: opened with the call's key when sealed, checked, sealed back for the portal.
    const answerType =
      String(answer.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    let answerBody: unknown = answer.raw.length === 0 ? undefined : answer.raw.toString('utf8');
    if (isJsonMediaType(answerType) && answer.raw.length > 0) {
      try {
        answerBody = JSON.parse(answer.raw.toString('utf8')) as unknown;
      } catch {
        violations.push({
          operation,
          direction: 'response',
          pointer: '',
          expected: 'a JSON body, as its content type says',
          actual: shown(excerptOf(answer.raw.toString('utf8'))),
        });
      }
    }
    const success = answer.status >= 200 && answer.status < 300;
    const sealedAnswer = route !== undefined && (route.cipher === 'response' || route.cipher === 'both') && success && isObject(answerBody);
    let answerChecked = true;
    let replyBody: Buffer | string = answer.raw;
    if (sealedAnswer && isObject(answerBody)) {
      const map = answerBody.map;
      const isSealed = isObject(map) && typeof map.encryptData === 'string';
      if (backendKey && isSealed) {
        try {
          answerBody = { ...answerBody, map: openResponseMap(map, backendKey) };
          // Sealed back for a portal that sealed its request; a plaintext caller (curl) gets plaintext.
          const opened = answerBody as JsonObject;
          const forPortal = portalKey ? { ...opened, map: sealResponseMap(opened.map, portalKey) } : opened;
          replyBody = JSON.stringify(forPortal);
        } catch (error) {
          answerChecked = false;
          violations.push({
            operation,
            direction: 'response',
            pointer: '/map',
            expected: "a map sealed with the request's key",
            actual: (error as Error).message,
          });
        }
      } else if (isSealed) {
        answerChecked = false;
      } else if (backendKey && isObject(map) && Object.keys(map).length > 0) {
        violations.push({
          operation,
          direction: 'response',
          pointer: '/map',
          expected: 'the map sealed {encryptData, iv, sign} (x-sm4)',
          actual: 'plaintext',
        });
      }
    }
    if (route) {
      const checked = responseViolations(
        route,
        { statusCode: answer.status, headers: answer.headers as Record<string, string>, body: answerBody },
        answerChecked,
      );
      report(checked);
      violations.push(...checked);
      adoptToken(route, servicePath, answerBody, req);
      if (recorder && answerChecked && answerBody !== undefined) recorder.keep(route, answer.status, answerBody);
    }
    trace.violations = violations.length;
    book.add({
      ...callRecord,
      source: 'backend',
      status: answer.status,
      violations,
      response: { body: excerptOf(typeof answerBody === 'string' ? answerBody : JSON.stringify(answerBody)) },
    });
    const refusedAnswer = strictReply(violations);
    if (refusedAnswer) return refusedAnswer;
    const replyHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) replyHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
    return { status: answer.status, body: method === 'head' ? undefined : replyBody, headers: replyHeaders };
  }

  /** The backend's token of a login that passed, accepted by the operations the mock answers; a logout spends it. */
  function adoptToken(route: Route, servicePath: string, body: unknown, req: IncomingMessage): void {
    const token = isObject(body) && body.appcode === '0' && isObject(body.map) ? body.map['Access-Token'] : undefined;
    if (typeof token === 'string') gateway.tokens.adopt(token, loginPathPersona(servicePath) ?? 'person');
    const caller = req.headers['access-token'];
    if (route.path === '/auth/logout' && typeof caller === 'string') gateway.tokens.revoke(caller);
  }

  return { handle: proxied, book, options };
}

/** What the gateway says at start in proxy mode. */
export function proxyNotice(options: ProxyOptions): string[] {
  const routing = options.mock
    ? `the mock answers ${options.mock.join(', ')}; everything else goes to the backend`
    : options.backendOnly
      ? `only ${options.backendOnly.join(', ')} go to the backend; the mock answers the rest`
      : 'every call goes to the backend';
  return [
    `proxy mode: ${routing}${options.fallback ? ', and the mock answers what the backend answers 404 or 501 for, refuses or lets time out' : ''}`,
    options.publicKey
      ? `sealed bodies are opened, validated and sealed again for the backend's key ${options.publicKey.slice(0, 10)}…`
      : 'no --public-key: sealed bodies pass through unopened and are not validated, only what travels in plaintext is (the backend must open what the portal sealed with the development key)',
    `contract violations are ${options.strict ? 'answered with 502 (--strict)' : 'reported, never blocking'}: a log line each, X-Contract-Violations, the development panel, reports/proxy/ on exit`,
    ...(options.record ? [`the backend's answers are kept, masked, in ${options.record}`] : []),
  ];
}
