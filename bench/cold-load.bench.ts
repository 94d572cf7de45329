// Cold loads of the logged-in screens beside the cold login page (docs/performance.md,
// "Logged-in cold loads"): for each screen, a fresh browser context (no cache, no
// storage) with the persona's session seeded into sessionStorage as the portal keeps
// it, then one navigation; the login page with no session. Lighthouse's mobile
// throttling (4× CPU, 150 ms RTT, 1.6 Mbps, its `mobileSlow4G` constants) applied
// through the DevTools protocol; the production build behind nginx with
// deploy/nginx.conf in front of the mock gateway; every target once per round,
// round after round, medians compared.
//
//   npx tsx bench/cold-load.bench.ts --dist dist-bench [--runs 5] [--waterfall]
//   npx tsx bench/cold-load.bench.ts --dist dist-before --dist dist-after   # two builds side by side
//
// --only <word> keeps the screens whose label or path contains the word (repeatable; the
// login page always stays, as the reference). --waterfall prints, per target, the requests of its median run with their start
// and end times against the paints. `npm run bench` runs this file (alone with
// `npm run bench -- --logged-in`).
import { availableParallelism, loadavg } from 'node:os';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser } from 'playwright-core';
import { startGateway } from '../mock/server';
// @ts-expect-error -- plain ESM helper without type declarations
import { startNginx } from '../scripts/lib/nginx.mjs';
// @ts-expect-error -- plain ESM helper without type declarations
import { loadRouteTable } from '../scripts/lib/route-table.mjs';
import { PERSONAL_MARK_KEY, PORTAL_READY_ATTRIBUTE } from '../src/app/prerender/document';
import type { RouteEntry } from '../src/app/routes/table';
import { BASE_PATH, SESSION_STORAGE_KEY } from '../src/config/app';
import { paths } from '../src/config/paths';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';
import { sessionFor, type LoginPersona } from '../tests/e2e/gateway-session';
import { centreScreens } from '../tests/e2e/listed-centre-screens';
import { followRequests } from './lib/network-quiet';

/** The goal of the logged-in screens: LCP within this many times the login page's, same run. */
const GOAL_RATIO = 1.5;
/** The network counts as quiet (the screen's calls answered) after this long without a request in flight. */
const QUIET_MS = 1_000;
const LOAD_TIMEOUT_MS = 90_000;
/** The browser tests' desktop window: the centres are used on desktops. */
const VIEWPORT = { width: 1366, height: 900 };
/**
 * Lighthouse's mobile profile at its nominal figures (the round-trip time as each
 * request's latency, not the 3.75× its own DevTools mode adds), as the issue measured.
 */
const { rttMs, throughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;

interface Target {
  label: string;
  path: string;
  persona?: LoginPersona;
}

/** The login page, then every centre screen of the route table (issue: every logged-in screen within 1.5× the login page). */
const { ROUTES } = (await loadRouteTable(resolve(import.meta.dirname, '..'))) as { ROUTES: readonly RouteEntry[] };
const TARGETS: readonly Target[] = [{ label: 'login', path: paths.login.login }, ...centreScreens(ROUTES)];

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true, default: ['dist-bench'] },
    runs: { type: 'string', default: '5' },
    waterfall: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
  },
});
/** The login page always, as the reference; the screens whose label contains an --only word, or all. */
const targets = TARGETS.filter(
  (target, index) => index === 0 || !options.only || options.only.some((word) => target.label.includes(word) || target.path.includes(word)),
);

interface Request {
  url: string;
  start: number;
  end: number;
  bytes: number;
}

interface Sample {
  lcp: number;
  /** The element of the largest paint (tag, classes, start of its text), for the waterfall. */
  lcpElement: string;
  fcp: number;
  cls: number;
  jsBytes: number;
  requestsBeforeFcp: number;
  requestsBeforeLcp: number;
  requests: Request[];
}

// In-page code as text: tsx would wrap named functions in a helper the page does not have.
const MEASURE_IN_PAGE = `(async () => {
  const buffered = (type) => new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries()); });
    observer.observe({ type, buffered: true });
    setTimeout(() => resolve([]), 500);
  });
  const [lcpEntries, shifts] = await Promise.all([buffered('largest-contentful-paint'), buffered('layout-shift')]);
  const navigation = performance.getEntriesByType('navigation')[0];
  const resources = [navigation, ...performance.getEntriesByType('resource')].map((entry) => ({
    url: entry.name, start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize,
  }));
  const largest = lcpEntries[lcpEntries.length - 1];
  const element = largest?.element;
  return {
    lcp: largest ? largest.startTime : NaN,
    lcpElement: element ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).trim().split(' ').filter(Boolean).join('.') : '') + ' "' + (element.textContent || '').trim().slice(0, 30) + '"' : 'none',
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    cls: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
    resources,
  };
})()`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One cold load: a fresh context, throttled, the session seeded when the target has a persona. */
async function coldLoad(browser: Browser, portalUrl: string, target: Target, storedSession: string | undefined): Promise<Sample> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
  try {
    if (storedSession) {
      // What a logged-in tab holds: the session and the mark that its pages are not a first visit's.
      await context.addInitScript(
        ([sessionKey, value, markKey]) => {
          sessionStorage.setItem(sessionKey, value);
          sessionStorage.setItem(markKey, '1');
        },
        [SESSION_STORAGE_KEY, storedSession, PERSONAL_MARK_KEY] as const,
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      downloadThroughput: (throughputKbps * 1024) / 8,
      uploadThroughput: (uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
    const quiet = followRequests(page, { quietMs: QUIET_MS, timeoutMs: LOAD_TIMEOUT_MS }).quiet();
    await page.goto(`${portalUrl}${target.path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}]`, { state: 'attached', timeout: LOAD_TIMEOUT_MS });
    await quiet;
    if (!new URL(page.url()).pathname.endsWith(target.path))
      throw new Error(`${target.path} ended on ${page.url()} (the session was not taken?)`);
    const measured = (await page.evaluate(MEASURE_IN_PAGE)) as Omit<
      Sample,
      'jsBytes' | 'requestsBeforeFcp' | 'requestsBeforeLcp' | 'requests'
    > & {
      resources: Request[];
    };
    const requests = measured.resources;
    return {
      lcp: measured.lcp,
      lcpElement: measured.lcpElement,
      fcp: measured.fcp,
      cls: measured.cls,
      jsBytes: requests.filter((request) => new URL(request.url).pathname.endsWith('.js')).reduce((sum, request) => sum + request.bytes, 0),
      requestsBeforeFcp: requests.filter((request) => request.start < measured.fcp).length,
      requestsBeforeLcp: requests.filter((request) => request.start < measured.lcp).length,
      requests,
    };
  } finally {
    await context.close();
  }
}

function printWaterfall(label: string, sample: Sample, origin: string): void {
  console.log(
    `\n   ${label}: FCP ${seconds(sample.fcp)}, LCP ${seconds(sample.lcp)} (${sample.lcpElement}); ' ' before FCP, '·' before LCP, '>' after`,
  );
  for (const request of [...sample.requests].sort((a, b) => a.start - b.start)) {
    const mark = request.start < sample.fcp ? ' ' : request.start < sample.lcp ? '·' : '>';
    const name = request.url.replace(origin, '');
    console.log(
      `   ${mark} ${String(Math.round(request.start)).padStart(6)}–${String(Math.round(request.end)).padEnd(6)} ${kib(request.bytes).padStart(10)}  ${name}`,
    );
  }
}

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`);
const builds = options.dist;
const gateway = await startGateway({ port: 0, log: false });
const servers: Array<{ url: string; stop(): Promise<void> }> = [];
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
try {
  for (const root of builds) servers.push(await startNginx({ root, backend: gateway.url }));
  const sessions = new Map<LoginPersona, string>();
  for (const persona of new Set(targets.flatMap((target) => (target.persona ? [target.persona] : [])))) {
    sessions.set(persona, await sessionFor(gateway.url, persona));
  }
  const cells = builds.flatMap((build, buildIndex) =>
    targets.map((target) => ({ build, server: servers[buildIndex]!, target, samples: [] as Sample[] })),
  );
  const loadBefore = load();
  const started = Date.now();
  for (let round = 0; round < runs; round += 1) {
    for (const cell of cells) {
      const session = cell.target.persona ? sessions.get(cell.target.persona) : undefined;
      cell.samples.push(await coldLoad(browser, `${cell.server.url}${BASE_PATH}`, cell.target, session));
    }
  }
  console.log(
    `   cold loads, ${runs} rounds of ${cells.length} in ${((Date.now() - started) / 60_000).toFixed(1)} min; ` +
      `load average before ${loadBefore}, after ${load()} (${availableParallelism()} cores)`,
  );
  console.log(
    `   throttling: ${cpuSlowdownMultiplier}× CPU, ${rttMs} ms latency, ${(throughputKbps / 1024).toFixed(1)} Mbps; window ${VIEWPORT.width} × ${VIEWPORT.height}; medians`,
  );
  const header = ['LCP', 'FCP', 'JS', 'req<FCP', 'req<LCP', 'CLS', '× login'];
  console.log(`   ${'build / screen'.padEnd(55)}${header.map((title) => title.padStart(11)).join('')}`);
  const overGoal: string[] = [];
  for (const build of builds) {
    const ofBuild = cells.filter((cell) => cell.build === build);
    const loginLcp = median(ofBuild[0]!.samples.map((sample) => sample.lcp));
    for (const { target, samples } of ofBuild) {
      const lcp = median(samples.map((sample) => sample.lcp));
      const ratio = lcp / loginLcp;
      const verdict = target.persona ? (ratio <= GOAL_RATIO ? `≤ ${GOAL_RATIO}×` : `> ${GOAL_RATIO}×`) : '';
      if (target.persona && !(ratio <= GOAL_RATIO)) overGoal.push(`${basename(build)} ${target.path} ${ratio.toFixed(2)}×`);
      const row = [
        seconds(lcp),
        seconds(median(samples.map((sample) => sample.fcp))),
        kib(median(samples.map((sample) => sample.jsBytes))),
        String(median(samples.map((sample) => sample.requestsBeforeFcp))),
        String(median(samples.map((sample) => sample.requestsBeforeLcp))),
        median(samples.map((sample) => sample.cls)).toFixed(3),
        `${ratio.toFixed(2)}×`,
      ];
      console.log(
        `   cold ${`${basename(build)} ${target.label} ${target.path}`.padEnd(50)}${row.map((cell) => cell.padStart(11)).join('')}  ${verdict}`,
      );
    }
  }
  const screens = cells.filter((cell) => cell.target.persona).length;
  console.log(
    overGoal.length === 0
      ? `   cold every one of ${screens} centre screens within ${GOAL_RATIO}× the login page's LCP`
      : `   cold OVER THE GOAL: ${overGoal.length} of ${screens} centre screens above ${GOAL_RATIO}× the login page's LCP: ${overGoal.join(', ')}`,
  );
  if (options.waterfall) {
    for (const { build, server, target, samples } of cells) {
      const middle = median(samples.map((sample) => sample.lcp));
      const closest = samples.reduce((best, sample) => (Math.abs(sample.lcp - middle) < Math.abs(best.lcp - middle) ? sample : best));
      printWaterfall(`${basename(build)} ${target.path}`, closest, server.url);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  await gateway.close();
}
