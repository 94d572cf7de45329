// npm run bench:mock — the gateway against Prism alone, side by side, in one run.
// Each server runs in its own child process (this file with --serve); autocannon
// drives it from here: 50 connections, 10 s per target after a short warm-up.
// Goal: plain calls through the gateway reach at least 0.9× bare Prism.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- autocannon ships no type declarations
import autocannonModule from 'autocannon';
import { getHttpOperationsFromSpec, createInstance } from '@stoplight/prism-http';
import { buildCatalogue, exampleRequestOf, loadBundledDocuments, type Route, type ServiceRoutes } from '../mock/catalogue';
import { prepareExampleCall } from '../mock/example-call';
import { BASE_CONFIG, silentLogger } from '../mock/prism';
import { DEV_KEYS, startGateway } from '../mock/server';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
const GOAL = 0.9;
const BENCH_SERVICE = 'basic';
const GET_PATH = '/dictionary/findByCode/{code}';
const POST_PATH = '/qrCode/queryQrCodeState';
const ENCRYPTED_PATH = '/auth/person/passwordLogin';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
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

async function serveGateway(): Promise<Ready> {
  const gateway = await startGateway({ port: 0, log: false });
  return { port: gateway.port, ...stats() };
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
      const { statusCode, body } = result._tag === 'Right' ? result.right.output : { statusCode: 500, body: { error: String(result.left) } };
      res.writeHead(statusCode, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, ...stats() };
}

function statsOf(child: ChildProcess): Promise<Stats> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as Stats));
    child.send('stats');
  });
}

function startChild(kind: 'gateway' | 'prism'): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

async function measure(target: Target): Promise<Measured> {
  const options = {
    url: `http://127.0.0.1:${target.server.ready.port}${target.path}`,
    connections: CONNECTIONS,
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
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
    return { method: route.method.toUpperCase(), path: example.path, headers, body: example.body === undefined ? undefined : JSON.stringify(example.body) };
  };
  const get = call(getRoute);
  const post = call(postRoute);
  // One envelope sent over and over: every request still costs the gateway an SM2 decryption.
  const encrypted = call(encryptedRoute);

  console.log(
    `mock gateway vs Prism alone — autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARM_UP_S} s warm-up); ` +
      `Node ${process.version}, ${cpus().length} CPUs; gateway request log off; server CPU is measured inside each server process`,
  );
  const bareGetCall = bareCall(getRoute);
  const barePostCall = bareCall(postRoute);
  const gatewayGet = await measure({ label: `gateway     GET  ${get.path}`, server: gateway, ...get });
  const bareGet = await measure({ label: `Prism alone GET  ${bareGetCall.path}`, server: bare, ...bareGetCall });
  const gatewayPost = await measure({ label: `gateway     POST ${post.path}`, server: gateway, ...post });
  const barePost = await measure({ label: `Prism alone POST ${barePostCall.path}`, server: bare, ...barePostCall });
  const gatewayEncrypted = await measure({ label: `gateway     POST ${encrypted.path} (SM2+SM4)`, server: gateway, ...encrypted });

  const ratio = (ours: Measured, theirs: Measured) => ours.requests.average / theirs.requests.average;
  // CPU per request inverted: the throughput ratio a machine with nothing else running would show.
  const cpuRatio = (ours: Measured, theirs: Measured) => theirs.cpuMsPerRequest / ours.cpuMsPerRequest;
  const verdict = (value: number) => `${value.toFixed(3)}× ${value >= GOAL ? 'meets' : 'MISSES'} the ${GOAL}× goal`;
  console.log('\nratios, gateway / Prism alone: by req/s, and by server CPU per request');
  for (const [name, ours, theirs] of [['GET ', gatewayGet, bareGet], ['POST', gatewayPost, barePost]] as const) {
    console.log(`  ${name}  req/s ${verdict(ratio(ours, theirs))}   CPU ${verdict(cpuRatio(ours, theirs))}   p99 ${ours.latency.p99} vs ${theirs.latency.p99} ms`);
  }
  console.log(`  encrypted POST / plain POST through the gateway: ${ratio(gatewayEncrypted, gatewayPost).toFixed(2)}× req/s, ${cpuRatio(gatewayEncrypted, gatewayPost).toFixed(2)}× CPU`);
  const operations = [...catalogue.values()].reduce((sum, service) => sum + service.routes.length, 0);
  console.log('\nmemory');
  console.log(`  gateway with all ${catalogue.size} documents (${operations} operations) loaded: ${formatMemory(gateway.ready)}`);
  console.log(`  gateway after the runs above: ${formatMemory(await statsOf(gateway.child))}`);
  console.log(`  Prism alone with the ${BENCH_SERVICE} document (${basic.routes.length} operations): ${formatMemory(bare.ready)}`);

  gateway.child.kill();
  bare.child.kill();
  const failed = [gatewayGet, bareGet, gatewayPost, barePost, gatewayEncrypted].some((r) => r.non2xx > 0 || r.errors > 0);
  if (failed) console.log('\nsome answers were not 2xx: the figures above do not measure normal answers');
  process.exitCode = failed ? 1 : 0;
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex === -1) {
  await main();
} else {
  const ready = process.argv[serveIndex + 1] === 'gateway' ? await serveGateway() : await serveBarePrism();
  process.on('message', () => process.send?.(stats()));
  process.send?.(ready);
}
