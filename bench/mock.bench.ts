// npm run bench:mock — the gateway against Prism alone, side by side, in one run.
// Each server runs in its own child process (this file with --serve); autocannon
// drives it from here: 50 connections, 10 s per target after a short warm-up.
// Goals: plain calls through the gateway reach at least 1.0× bare Prism; with
// 1,000 users' state held (and persisted), a stateful write followed by a read
// of what it changed runs at least 500 pairs a second; memory stays within 400 MB.
// Then proxy mode: a second gateway in front of the first (validation both ways,
// sealed and plain) beside direct calls to it, with the overhead per call at p50 and p99.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHttpOperationsFromSpec, createInstance } from '@stoplight/prism-http';
// @ts-expect-error -- autocannon ships no type declarations
import autocannonModule from 'autocannon';
import { buildCatalogue, exampleRequestOf, loadBundledDocuments, type Route, type ServiceRoutes } from '../mock/catalogue';
import { prepareExampleCall } from '../mock/example-call';
import type { Persona } from '../mock/personas';
import { BASE_CONFIG, silentLogger } from '../mock/prism';
import { DEV_KEYS, startGateway, type Gateway } from '../mock/server';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
const GOAL = 1.0;
const PAIRS_GOAL = 500;
const MEMORY_GOAL_MB = 400;
const USERS = 1000;
const BENCH_SERVICE = 'basic';
const GET_PATH = '/dictionary/findByCode/{code}';
const POST_PATH = '/qrCode/queryQrCodeState';
const ENCRYPTED_PATH = '/auth/person/passwordLogin';
/** The stateful pair: mark a message read, then list the messages (filtered, paged, counted). */
const WRITE = { service: 'person', path: '/message/readMessage' };
const READ = { service: 'person', path: '/message/queryMessage', body: { readState: 'unread', pageNum: 1, pageSize: 10 } };

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent in turn on every connection (a write, then the read). */
  requests?: AutocannonRequest[];
}
const autocannon = autocannonModule as (options: AutocannonOptions) => Promise<AutocannonResult>;

/** What a serving child reports about itself: memory, and CPU time used so far. */
interface Stats {
  rssMb: number;
  heapMb: number;
  cpuMs: number;
}

/** What a serving child reports once it listens. */
interface Ready extends Stats {
  port: number;
}

function stats(): Stats {
  const { rss, heapUsed } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  return { rssMb: rss / 2 ** 20, heapMb: heapUsed / 2 ** 20, cpuMs: (user + system) / 1000 };
}

const formatMemory = (m: Stats) => `${m.rssMb.toFixed(0)} MB resident, ${m.heapMb.toFixed(0)} MB JS heap`;

let gateway: Gateway | undefined;

/** The gateway as `npm run mock` runs it: with its state persisted to a folder (a temporary one). */
async function serveGateway(): Promise<Ready> {
  const stateDir = mkdtempSync(join(tmpdir(), 'bench-mock-state-'));
  process.on('exit', () => rmSync(stateDir, { recursive: true, force: true }));
  gateway = await startGateway({ port: 0, log: false, stateDir });
  return { port: gateway.port, ...stats() };
}

/** Every declared resource seeded for `count` more owners, as that many users' first calls would. */
function holdUsers(count: number): void {
  for (let i = 0; i < count; i += 1) gateway?.state?.snapshot(`bench-user-${i}` as Persona);
}

/** Prism as the library offers it: one document, Prism's own routing, no layer of ours. */
async function serveBarePrism(): Promise<Ready> {
  const documents = await loadBundledDocuments(() => undefined);
  const operations = await getHttpOperationsFromSpec(structuredClone(documents[BENCH_SERVICE]) as object);
  const prism = createInstance({ ...BASE_CONFIG, mock: { dynamic: false } }, { logger: silentLogger() });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://bench');
      const text = Buffer.concat(chunks).toString('utf8');
      const input = {
        method: (req.method ?? 'GET').toLowerCase() as 'get',
        url: { path: url.pathname, query: Object.fromEntries(url.searchParams) },
        headers: req.headers as Record<string, string>,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      const result = await prism.request(input, operations, { ...BASE_CONFIG, mock: { dynamic: false } })();
      const { statusCode, body } =
        result._tag === 'Right' ? result.right.output : { statusCode: 500, body: { error: String(result.left) } };
      res.writeHead(statusCode, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, ...stats() };
}

/** Asks a serving child for its stats, after `command`: `users:<n>` holds n more users' state, `memory` collects garbage first. */
function statsOf(child: ChildProcess, command = 'stats'): Promise<Stats> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as Stats));
    child.send(command);
  });
}

/** A gateway in proxy mode in front of the one on `upstreamPort`, sealing again for the development key. */
async function serveProxy(upstreamPort: number): Promise<Ready> {
  gateway = await startGateway({
    port: 0,
    log: false,
    stateless: true,
    proxy: { backend: `http://127.0.0.1:${upstreamPort}`, publicKey: DEV_KEYS.publicKey },
    reportDir: mkdtempSync(join(tmpdir(), 'bench-proxy-reports-')),
  });
  return { port: gateway.port, ...stats() };
}

function startChild(kind: 'gateway' | 'prism' | 'proxy', upstreamPort?: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, ...(upstreamPort === undefined ? [] : [String(upstreamPort)])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
  });
}

interface Target {
  label: string;
  server: { child: ChildProcess; ready: Ready };
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Measured extends AutocannonResult {
  /** Server CPU time per answered request: comparable even on a busy machine. */
  cpuMsPerRequest: number;
}

async function measure(target: Target & { requests?: AutocannonRequest[] }): Promise<Measured> {
  const options = {
    url: `http://127.0.0.1:${target.server.ready.port}${target.path}`,
    connections: CONNECTIONS,
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.requests ? { requests: target.requests } : {}),
  };
  await autocannon({ ...options, duration: WARM_UP_S });
  const before = await statsOf(target.server.child);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const after = await statsOf(target.server.child);
  const cpuMsPerRequest = (after.cpuMs - before.cpuMs) / Math.max(result.requests.total, 1);
  console.log(
    `  ${target.label.padEnd(62)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
      `server CPU ${cpuMsPerRequest.toFixed(2)} ms/req   non-2xx ${result.non2xx}   errors ${result.errors + result.timeouts}`,
  );
  return { ...result, cpuMsPerRequest };
}

function routeOf(service: ServiceRoutes, method: string, path: string): Route {
  const found = service.match(method, path);
  if (!found || !('route' in found)) throw new Error(`${BENCH_SERVICE} documents no ${method.toUpperCase()} ${path}`);
  return found.route;
}

async function main(): Promise<void> {
  const catalogue = await buildCatalogue(await loadBundledDocuments((message) => console.warn(message)));
  const basic = catalogue.get(BENCH_SERVICE) as ServiceRoutes;
  const getRoute = routeOf(basic, 'get', GET_PATH);
  const postRoute = routeOf(basic, 'post', POST_PATH);
  const encryptedRoute = routeOf(basic, 'post', ENCRYPTED_PATH);

  const gateway = await startChild('gateway');
  const bare = await startChild('prism');
  const call = (route: Route) => prepareExampleCall(route, { publicKey: DEV_KEYS.publicKey });
  const bareCall = (route: Route) => {
    const example = exampleRequestOf(route);
    const headers = { ...example.headers, ...(example.body === undefined ? {} : { 'content-type': 'application/json' }) };
    return {
      method: route.method.toUpperCase(),
      path: example.path,
      headers,
      body: example.body === undefined ? undefined : JSON.stringify(example.body),
    };
  };
  const asPerson = (service: string, path: string, body?: unknown) =>
    prepareExampleCall(routeOf(catalogue.get(service) as ServiceRoutes, 'post', path), {
      publicKey: DEV_KEYS.publicKey,
      headers: { 'Access-Token': 'mock-person-token' },
      ...(body === undefined ? {} : { body }),
    });
  const pair = [asPerson(WRITE.service, WRITE.path), asPerson(READ.service, READ.path, READ.body)];
  const get = call(getRoute);
  const post = call(postRoute);
  // One envelope sent over and over: every request still costs the gateway an SM2 decryption.
  const encrypted = call(encryptedRoute);

  console.log(
    `mock gateway vs Prism alone — autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARM_UP_S} s warm-up); ` +
      `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ` +
      'gateway request log off, state persisted to a temporary folder; server CPU is measured inside each server process',
  );
  const bareGetCall = bareCall(getRoute);
  const barePostCall = bareCall(postRoute);
  const gatewayGet = await measure({ label: `gateway     GET  ${get.path}`, server: gateway, ...get });
  const bareGet = await measure({ label: `Prism alone GET  ${bareGetCall.path}`, server: bare, ...bareGetCall });
  const gatewayPost = await measure({ label: `gateway     POST ${post.path}`, server: gateway, ...post });
  const barePost = await measure({ label: `Prism alone POST ${barePostCall.path}`, server: bare, ...barePostCall });
  const gatewayEncrypted = await measure({ label: `gateway     POST ${encrypted.path} (SM2+SM4)`, server: gateway, ...encrypted });
  const seeded = await statsOf(gateway.child, `users:${USERS}`);
  const [write, read] = pair as [AutocannonRequest, AutocannonRequest];
  const pairs = await measure({
    label: `gateway     write-then-read ${WRITE.path} → ${READ.path}`,
    server: gateway,
    ...write,
    requests: [write, read],
  });
  const afterPairs = await statsOf(gateway.child, 'memory');

  // Proxy mode in front of the same gateway: the plain and the sealed POST, directly and through it.
  const proxy = await startChild('proxy', gateway.ready.port);
  const directPost = await measure({ label: `direct      POST ${post.path}`, server: gateway, ...post });
  const proxiedPost = await measure({ label: `proxy mode  POST ${post.path}`, server: proxy, ...post });
  const directSealed = await measure({ label: `direct      POST ${encrypted.path} (SM2+SM4)`, server: gateway, ...encrypted });
  const proxiedSealed = await measure({ label: `proxy mode  POST ${encrypted.path} (SM2+SM4)`, server: proxy, ...encrypted });

  const ratio = (ours: Measured, theirs: Measured) => ours.requests.average / theirs.requests.average;
  // CPU per request inverted: the throughput ratio a machine with nothing else running would show.
  const cpuRatio = (ours: Measured, theirs: Measured) => theirs.cpuMsPerRequest / ours.cpuMsPerRequest;
  const verdict = (value: number) => `${value.toFixed(3)}× ${value >= GOAL ? 'meets' : 'MISSES'} the ${GOAL.toFixed(1)}× goal`;
  console.log('\nratios, gateway / Prism alone: by req/s, and by server CPU per request');
  for (const [name, ours, theirs] of [
    ['GET ', gatewayGet, bareGet],
    ['POST', gatewayPost, barePost],
  ] as const) {
    console.log(
      `  ${name}  req/s ${verdict(ratio(ours, theirs))}   CPU ${verdict(cpuRatio(ours, theirs))}   p99 ${ours.latency.p99} vs ${theirs.latency.p99} ms`,
    );
  }
  console.log(
    `  encrypted POST / plain POST through the gateway: ${ratio(gatewayEncrypted, gatewayPost).toFixed(2)}× req/s, ${cpuRatio(gatewayEncrypted, gatewayPost).toFixed(2)}× CPU`,
  );
  const pairRate = pairs.requests.average / 2;
  // Pairs a second if the gateway had the machine to itself: one pair costs two requests' CPU.
  const pairCpuRate = 1000 / (2 * pairs.cpuMsPerRequest);
  const meets = (value: number, goal: number) => (value >= goal ? 'meets' : 'MISSES');
  console.log(
    `\nstateful pairs with ${USERS} users' state held: ${pairRate.toFixed(0)} pairs/s (${meets(pairRate, PAIRS_GOAL)} the ${PAIRS_GOAL}/s goal), ${pairCpuRate.toFixed(0)} pairs/s by server CPU`,
  );
  const operations = [...catalogue.values()].reduce((sum, service) => sum + service.routes.length, 0);
  console.log('\nmemory');
  console.log(`  gateway with all ${catalogue.size} documents (${operations} operations) loaded: ${formatMemory(gateway.ready)}`);
  console.log(
    `  gateway after the plain runs and with ${USERS} users' state seeded: ${formatMemory(seeded)} (${seeded.rssMb <= MEMORY_GOAL_MB ? 'meets' : 'MISSES'} the ${MEMORY_GOAL_MB} MB goal)`,
  );
  console.log(
    `  gateway after the stateful pairs: ${formatMemory(afterPairs)} (${afterPairs.rssMb <= MEMORY_GOAL_MB ? 'meets' : 'MISSES'} the ${MEMORY_GOAL_MB} MB goal)`,
  );
  console.log(`  Prism alone with the ${BENCH_SERVICE} document (${basic.routes.length} operations): ${formatMemory(bare.ready)}`);

  console.log('\nproxy mode (validation both ways) against direct calls to the same upstream gateway: overhead per call');
  for (const [name, direct, proxied] of [
    ['plain POST ', directPost, proxiedPost],
    ['sealed POST', directSealed, proxiedSealed],
  ] as const) {
    console.log(
      `  ${name}  ${ratio(proxied, direct).toFixed(2)}× req/s   p50 +${proxied.latency.p50 - direct.latency.p50} ms (${direct.latency.p50} → ${proxied.latency.p50})   ` +
        `p99 +${proxied.latency.p99 - direct.latency.p99} ms (${direct.latency.p99} → ${proxied.latency.p99})   proxy CPU ${proxied.cpuMsPerRequest.toFixed(2)} ms/req`,
    );
  }

  gateway.child.kill();
  bare.child.kill();
  proxy.child.kill();
  const failed = [
    gatewayGet,
    bareGet,
    gatewayPost,
    barePost,
    gatewayEncrypted,
    pairs,
    directPost,
    proxiedPost,
    directSealed,
    proxiedSealed,
  ].some((r) => r.non2xx > 0 || r.errors > 0);
  if (failed) console.log('\nsome answers were not 2xx: the figures above do not measure normal answers');
  process.exitCode = failed ? 1 : 0;
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex === -1) {
  await main();
} else {
  const kind = process.argv[serveIndex + 1];
  const ready =
    kind === 'gateway'
      ? await serveGateway()
      : kind === 'proxy'
        ? await serveProxy(Number(process.argv[serveIndex + 2]))
        : await serveBarePrism();
  process.on('message', (command) => {
    const users = /^users:(\d+)$/.exec(String(command))?.[1];
    if (users) holdUsers(Number(users));
    // What the state holds, not the garbage seeding it left (the child runs with --expose-gc).
    if (users || command === 'memory') (globalThis as { gc?: () => void }).gc?.();
    process.send?.(stats());
  });
  process.send?.(ready);
}
