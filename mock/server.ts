// The mock gateway: one HTTP server for the seven services. It builds what every
// call shares (the catalogue from the contract, Prism, the state, the token and
// session books) and hands each request to mock/call.ts, whose named steps route
// `/api/<svc>/…` or `/zuul/api/<svc>/…`, apply the development switches (persona,
// scenario), undo the cipher envelope, check the token, let Prism validate and
// answer from the examples, then issue tokens and seal the answer.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { handle, replyForError, type GatewayContext, type Reply, type Trace } from './call';
import { buildCatalogue, loadBundledCatalogue, type OpenApiDocument, type ServiceRoutes } from './catalogue';
import { DEV_KEYS } from './dev-keys';
import { GatewayError, send } from './http';
import { SessionBook, TokenBook } from './personas';
import { ProblemJsonError, createPrismEngine, type PrismEngine } from './prism';
import { CallBook } from './proxy/book';
import { createProxy, refuseSelf, type ProxyOptions } from './proxy/proxy';
import { createStandInBooks } from './stand-ins/steps';
import { createStateEngine, type StateEngine, type StateSession } from './state/engine';

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
  /** Folder the state and the token bindings are persisted in (`npm run mock` passes MOCK_STATE_DIR or .mock-state); none keeps them in memory. */
  stateDir?: string;
  /** MOCK_SEED: the seed of the generated state (default `hrss`). */
  seed?: string;
  /** The state's clock (`$now`, `after`), also the puzzles' expiry; tests move it. */
  now?: () => Date;
  /** MOCK_SCAN: `wait` (default) — issued QR codes wait until confirmed; `auto` — confirmed at the first poll. */
  scanMode?: string;
  /** Proxy mode: in front of a real backend (docs/mock-gateway.md, "In front of a real backend"). */
  proxy?: ProxyOptions;
  /** Proxy mode: where violations.json and junit.xml are written on close. Default reports/proxy. */
  reportDir?: string;
}

export interface Gateway {
  url: string;
  port: number;
  /** The operations served, by service (tools and tests read examples from it). */
  catalogue: ReadonlyMap<string, ServiceRoutes>;
  /** The state engine; undefined when stateless. */
  state: StateEngine | undefined;
  /** Proxy mode: the calls seen. */
  proxied: CallBook | undefined;
  close(): Promise<void>;
}

export { DEV_KEYS };

const HANG_TIMEOUT_MS = 10 * 60 * 1000;
const REPORT_DIR = resolve(import.meta.dirname, '../reports/proxy');
export const DEFAULT_SEED = 'hrss';

/** Encodes what a header cannot carry (the msg scenario may hold Chinese text). */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]+/g, (run) => encodeURIComponent(run));
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const strict = options.strict ?? process.env.MOCK_STRICT === '1';
  const log = options.log ?? true;
  const hangTimeoutMs = options.hangTimeoutMs ?? HANG_TIMEOUT_MS;
  const warn = (message: string) => console.warn(`[mock] ${message}`);
  const catalogue = options.documents ? await buildCatalogue(options.documents) : await loadBundledCatalogue(warn);
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
  // Beside state.json: a token stays bound to its account across a restart, as the state it acts on stays.
  const sessions = new SessionBook<StateSession>({
    file: state && options.stateDir ? join(options.stateDir, 'sessions.json') : undefined,
    warn,
  });
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
  const hang = (req: IncomingMessage) => {
    const timer = setTimeout(() => req.socket.destroy(), hangTimeoutMs);
    timers.add(timer);
    req.socket.once('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };
  const standIns = createStandInBooks({ scanMode: options.scanMode ?? (process.env.MOCK_SCAN || undefined), now: options.now });
  const gateway: GatewayContext = { catalogue, strict, prism, state, sessions, tokens, standIns, warn, delay, hang };
  const proxy = options.proxy && createProxy(gateway, options.proxy);

  const server = createServer((req, res) => {
    const started = performance.now();
    const trace: Trace = { persona: 'none', scenario: 'none' };
    res.once('close', () => {
      if (!log) return;
      const status = res.headersSent ? String(res.statusCode) : '---';
      const ms = Math.round(performance.now() - started);
      const proxied = trace.source === undefined ? '' : ` source=${trace.source} violations=${trace.violations ?? 0}`;
      console.log(
        `${req.method} ${(req.url ?? '').split('?')[0]} ${status} ${ms}ms persona=${trace.persona} scenario=${headerSafe(trace.scenario)}${proxied}`,
      );
    });
    const write = (reply: Reply | undefined) => {
      if (!reply) return;
      send(res, reply.status, reply.body, {
        ...reply.headers,
        'X-Mock-Persona': trace.persona,
        'X-Mock-Scenario': headerSafe(trace.scenario),
        ...(trace.source === undefined ? {} : { 'X-Mock-Source': trace.source, 'X-Contract-Violations': String(trace.violations ?? 0) }),
      });
    };
    (proxy ? proxy.handle(req, trace) : handle(gateway, req, trace)).then(write, (error: unknown) => {
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
  const closeServer = () =>
    new Promise<void>((resolve, reject) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  if (proxy) {
    try {
      refuseSelf(new URL(proxy.options.backend), host, port);
    } catch (error) {
      await closeServer();
      throw error;
    }
  }

  return {
    url: `http://${host}:${port}`,
    port,
    catalogue,
    state,
    proxied: proxy?.book,
    close: async () => {
      await closeServer();
      await state?.flush();
      if (proxy) {
        const dir = options.reportDir ?? REPORT_DIR;
        const { violations } = proxy.book.writeReports(dir, proxy.options.backend);
        if (log)
          console.log(`[mock] proxy mode: ${violations} distinct contract violation(s); ${dir}/violations.json and junit.xml written`);
      }
    },
  };
}
