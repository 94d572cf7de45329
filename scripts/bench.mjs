// npm run bench — every performance figure of the portal in one run:
//
// 1. first-load JS and CSS (gzip and brotli) of the login page, the home page,
//    a centre page and a query page, next to a bare antd login page
//    (bench/bare-login) built in the same run, with the ratio portal / bare,
//    and what each adds after /index and /login (scripts/size-budget.mjs);
//    then the largest routes by both measures;
// 1b. JS until idle on /login in a browser, with and without Save-Data, beside
//    the bare page (bench/until-idle.bench.ts);
// 2. Lighthouse (mobile, system Chromium), median of 5 runs, for the login page,
//    the home page and a query page served by nginx with deploy/nginx.conf in
//    front of the mock gateway, and for the bare page served alike, the runs
//    interleaved: score, FCP, LCP, TBT, bytes, and the machine's benchmark index
//    (Lighthouse's measure of the host CPU, which its 4× slowdown assumes is
//    about 1500);
// 2b. cold loads of every centre screen (the route table's) beside the cold login page
//    (bench/cold-load.bench.ts): LCP, JS bytes, requests before the first
//    paint and the ratio to the login page (those above 1.5× named), median of 5, interleaved;
// 3. the client bench (main-thread ms an encrypted call adds) and the gateway
//    bench (req/s against bare Prism), run as their own processes;
// 4. `npm test` wall time: from reports/test-times.json when a run recorded
//    it, or measured here with --with-test.
//
// Options: --dist <folder> reuses a portal build (made with vite.config.ts)
// instead of building into dist-bench; --runs <n> Lighthouse runs per page (5);
// --cpu-slowdown <n> Lighthouse's CPU slowdown (4, its default);
// --skip-lighthouse, --skip-benches, --with-test; --logged-in runs only the
// build and the logged-in cold loads (2b).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startNginx } from './lib/nginx.mjs';
import { brotliOf, entryFigures, LANDING_PATHS, measureRoutes, readBuild } from './size-budget.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BARE_DIST = 'dist-bench-bare';
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** The pages compared: the landing login page, the home page, a centre page and a public query. */
const PAGES = [
  { label: 'login', path: '/login' },
  { label: 'home', path: '/index' },
  { label: 'centre', path: '/center/main' },
  { label: 'query', path: '/zyzg' },
];
const LIGHTHOUSE_PAGES = ['/login', '/index', '/zyzg'];

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'cpu-slowdown': { type: 'string', default: '4' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-benches': { type: 'boolean', default: false },
    'with-test': { type: 'boolean', default: false },
    'logged-in': { type: 'boolean', default: false },
  },
});

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function run(command, args, env = process.env) {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`);
}

function build() {
  const portalDist = options.dist ?? 'dist-bench';
  // Measured against the mock gateway, so built for it (.env.mock).
  if (!options.dist) {
    run('npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn', '--outDir', portalDist, '--emptyOutDir']);
  }
  // The bare page is a reference of sections 1 and 2 only.
  if (options['logged-in']) return portalDist;
  run('npx', [
    'vite',
    'build',
    '--config',
    'bench/bare-login/vite.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    join(ROOT, BARE_DIST),
    '--emptyOutDir',
  ]);
  return portalDist;
}

async function sizes(portalDist) {
  const { build: portal, routes } = await measureRoutes(portalDist);
  const bare = readBuild(BARE_DIST);
  const bareFigures = entryFigures(bare);
  const bareBrotli = brotliOf(bare, bareFigures);
  console.log(`\n1. first-load bytes (gzip, brotli q11) — portal ${portalDist} vs the bare antd login page (bench/bare-login)`);
  const header = ['page', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'JS gzip / bare', 'after landing'];
  console.log(
    `   ${header[0].padEnd(22)}${header
      .slice(1)
      .map((title) => title.padStart(16))
      .join('')}`,
  );
  const row = (label, figures, brotli, ratio, afterLanding = '') =>
    console.log(
      `   ${label.padEnd(22)}${[kib(figures.js.gzip), kib(brotli.js), kib(figures.css.gzip), kib(brotli.css), ratio, afterLanding].map((cell) => cell.padStart(16)).join('')}`,
    );
  const rows = [];
  for (const { label, path } of PAGES) {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`the route table has no ${path}`);
    const ratio = route.js.gzip / bareFigures.js.gzip;
    row(`${label} ${path}`, route, brotliOf(portal, route), `${ratio.toFixed(2)}×`, kib(route.afterLanding.js));
    rows.push({ label, path, gzip: route.js.gzip, ratio, afterLanding: route.afterLanding.js });
  }
  row('bare login (reference)', bareFigures, bareBrotli, '1.00×');
  const largest = (figure) =>
    [...routes]
      .sort((a, b) => figure(b) - figure(a))
      .slice(0, 5)
      .map((route) => `${route.path} ${kib(figure(route))}`)
      .join(', ');
  console.log(`   "after landing": JS the route adds on its first visit after ${LANDING_PATHS.join(' and ')} (chunks not yet fetched)`);
  console.log(`   largest cold JS: ${largest((route) => route.js.gzip)}`);
  console.log(`   largest JS after landing: ${largest((route) => route.afterLanding.js)}`);
  return { rows, bare: bareFigures.js.gzip };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The mock gateway in a child process, resolved once it listens. */
async function startMock() {
  const port = await freePort();
  // Node itself with tsx's loader: the gateway is this child, not a grandchild behind a launcher, so it can be stopped.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, fail) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) ready();
    });
    child.once('exit', (code) => fail(new Error(`the mock gateway exited with ${code} before listening`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    // The gateway waits for its open sockets (the browser's keep-alive ones) to close; the bench does not.
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

function chromiumPath() {
  const found = [process.env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES].find((path) => path && existsSync(path));
  if (!found) throw new Error(`no Chromium found (looked in ${CHROMIUM_CANDIDATES.join(', ')}); set CHROMIUM_PATH`);
  return found;
}

/** One Lighthouse run (mobile, the CPU `cpuSlowdown`× slower) in a fresh browser: no cache, no service state carried over. */
async function lighthouseOnce(url, cpuSlowdown) {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Every target once per round, round after round, so a busy moment of the
 * shared machine falls on all of them alike; the medians are compared.
 */
async function lighthouseRuns(targets, runs, cpuSlowdown) {
  const samples = targets.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    for (const [index, target] of targets.entries()) samples[index].push(await lighthouseOnce(target.url, cpuSlowdown));
  }
  return targets.map((target, index) => ({
    label: target.label,
    samples: samples[index],
    summary: Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'bytes'].map((key) => [key, median(samples[index].map((sample) => sample[key]))]),
    ),
  }));
}

async function lighthouseSection(portalDist, runs) {
  console.log(
    `\n2. Lighthouse 12 (mobile, simulated throttling), median of ${runs}, nginx + deploy/nginx.conf + mock gateway, runs interleaved`,
  );
  const mock = await startMock();
  const servers = [];
  try {
    const portal = await startNginx({ root: portalDist, backend: mock.url });
    servers.push(portal);
    const bare = await startNginx({ root: join(ROOT, BARE_DIST), backend: mock.url });
    servers.push(bare);
    const targets = [
      ...LIGHTHOUSE_PAGES.map((path) => ({ label: path, url: `${portal.url}/web${path}` })),
      { label: 'bare /login', url: `${bare.url}/web/login` },
    ];
    const slowdown = Number(options['cpu-slowdown']);
    console.log(`   CPU ${slowdown}× slower than this machine's`);
    const loadBefore = load();
    const results = await lighthouseRuns(targets, runs, slowdown);
    const indexes = results.flatMap(({ samples }) => samples.map((sample) => sample.benchmarkIndex));
    console.log(
      `   load average before ${loadBefore}, after ${load()} (${availableParallelism()} cores); benchmark index during the runs ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
    );
    console.log(
      `   ${'page'.padEnd(14)}${['score', 'FCP', 'LCP', 'TBT', 'bytes'].map((title) => title.padStart(12)).join('')}   scores of the runs`,
    );
    for (const { label, samples, summary } of results) {
      const cells = [
        String(summary.score),
        `${(summary.fcp / 1000).toFixed(2)} s`,
        `${(summary.lcp / 1000).toFixed(2)} s`,
        `${Math.round(summary.tbt)} ms`,
        kib(summary.bytes),
      ];
      console.log(
        `   ${label.padEnd(14)}${cells.map((cell) => cell.padStart(12)).join('')}   ${samples.map((sample) => sample.score).join(' ')}`,
      );
    }
    return results.map((result) => ({ ...result, slowdown }));
  } finally {
    for (const server of servers) await server.stop();
    await mock.stop();
  }
}

/** Runs a bench in its own process, shows its output and returns it for the summary. */
function benchOutput(script, args = []) {
  const { status, stdout } = spawnSync('npx', ['tsx', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(stdout.replace(/^/gm, '   '));
  if (status !== 0) console.log(`   (${script} exited with ${status})`);
  return stdout;
}

function testTime() {
  if (options['with-test']) {
    const started = Date.now();
    const { status } = spawnSync('npm', ['test'], { cwd: ROOT, stdio: 'inherit' });
    return { seconds: (Date.now() - started) / 1000, source: `measured now (${status === 0 ? 'passed' : 'failed'})` };
  }
  const file = join(ROOT, 'reports/test-times.json');
  if (!existsSync(file)) return undefined;
  const recorded = JSON.parse(readFileSync(file, 'utf8'));
  return { seconds: recorded.totalSeconds, source: `recorded by the npm test of ${recorded.finishedAt}` };
}

const runs = Number(options.runs);
const loggedInOnly = options['logged-in'];
console.log(`npm run bench — Node ${process.version}, ${availableParallelism()} cores, load average ${load()}`);
const portalDist = build();
const size = loggedInOnly ? { rows: [], bare: 0 } : await sizes(portalDist);
let untilIdle = '';
if (!loggedInOnly) {
  console.log('\n1b. JS until idle on /login, with and without Save-Data, beside the bare page (bench/until-idle.bench.ts)');
  untilIdle = benchOutput('bench/until-idle.bench.ts', ['--dist', portalDist, '--bare', BARE_DIST]);
}
const lighthouseResults = options['skip-lighthouse'] || loggedInOnly ? [] : await lighthouseSection(portalDist, runs);
let coldLoads = '';
if (!options['skip-lighthouse']) {
  console.log(
    `\n2b. cold loads logged in, beside the cold login page (bench/cold-load.bench.ts), median of ${runs}, nginx + mock gateway, interleaved`,
  );
  coldLoads = benchOutput('bench/cold-load.bench.ts', ['--dist', portalDist, '--runs', String(runs)]);
}
let client = '';
let gateway = '';
if (!options['skip-benches'] && !loggedInOnly) {
  console.log('\n3a. client bench (bench/client.bench.ts)');
  client = benchOutput('bench/client.bench.ts');
  console.log('\n3b. gateway bench (bench/mock.bench.ts)');
  gateway = benchOutput('bench/mock.bench.ts');
}
const test = loggedInOnly ? undefined : testTime();

console.log(`\n=== summary (load average now ${load()})`);
for (const { label, path, gzip, ratio, afterLanding } of size.rows)
  console.log(
    `   first-load JS ${`${label} ${path}`.padEnd(22)} ${kib(gzip).padStart(10)} gzip  ${ratio.toFixed(2)}× bare (${kib(size.bare)}), ${kib(afterLanding)} after landing`,
  );
for (const line of untilIdle.split('\n').filter((text) => /^\s+until idle /.test(text)))
  console.log(`   ${line.trim().replace(/\s+/g, ' ')}`);
for (const { label, summary, slowdown } of lighthouseResults) {
  console.log(
    `   Lighthouse ${label.padEnd(26)} score ${summary.score} (CPU ${slowdown}×), FCP ${(summary.fcp / 1000).toFixed(2)} s, LCP ${(summary.lcp / 1000).toFixed(2)} s, TBT ${Math.round(summary.tbt)} ms, ${kib(summary.bytes)}`,
  );
}
for (const line of coldLoads.split('\n').filter((text) => /^\s+cold /.test(text))) console.log(`   ${line.trim().replace(/\s+/g, ' ')}`);
for (const line of client.split('\n').filter((text) => /^\s+x-sm4 (request|both) \(/.test(text)))
  console.log(`   client ${line.trim().replace(/\s+/g, ' ')}`);
for (const line of gateway.split('\n').filter((text) => /^\s+(GET|POST)\s+req\/s|^stateful pairs/.test(text)))
  console.log(`   gateway ${line.trim().replace(/\s+/g, ' ')}`);
if (!loggedInOnly) {
  console.log(
    test
      ? `   npm test wall time ${(test.seconds / 60).toFixed(1)} min, ${test.source}`
      : '   npm test wall time: not recorded (run npm test, or pass --with-test)',
  );
}
