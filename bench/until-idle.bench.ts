// JavaScript a first visit to the login page fetches until the page is idle —
// its own code and what it fetches ahead when the browser is idle — with and
// without Save-Data, beside the bare antd login page (bench/bare-login), in one
// run (docs/performance.md, "JS until idle"). Each load in a fresh browser
// context (no cache); the builds behind nginx with deploy/nginx.conf in front of
// the mock gateway. Save-Data as a browser with data saving on sends and reports
// it (the `Save-Data: on` header and `navigator.connection.saveData`, the DevTools
// protocol's data-saver override). Bytes are compressed bodies (nginx's gzip);
// they do not depend on the machine's speed, so no throttling.
//
//   npx tsx bench/until-idle.bench.ts --dist dist-bench --bare dist-bench-bare [--runs 3]
//
// `npm run bench` runs this file in its first section.
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { startGateway } from '../mock/server';
// @ts-expect-error -- plain ESM helper without type declarations
import { startNginx } from '../scripts/lib/nginx.mjs';
import { PORTAL_READY_ATTRIBUTE } from '../src/app/prerender/document';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';
import { followRequests } from './lib/network-quiet';

/** The goal: the login page with Save-Data fetches at most this many times the bare page's JS. */
const GOAL_RATIO = 1.1;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 1_000;
const LOAD_TIMEOUT_MS = 60_000;

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist-bench' },
    bare: { type: 'string', default: 'dist-bench-bare' },
    runs: { type: 'string', default: '3' },
  },
});

interface Target {
  label: string;
  portal: boolean;
  saveData: boolean;
}

const TARGETS: readonly Target[] = [
  { label: 'portal /login', portal: true, saveData: false },
  { label: 'portal /login, Save-Data', portal: true, saveData: true },
  { label: 'bare /login', portal: false, saveData: false },
];

interface Sample {
  jsBytes: number;
  files: string[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// In-page code as text: tsx would wrap named functions in a helper the page does not have.
/** An idle period of the page's own: the page's idle tasks, asked for before, have run (they run in order). */
const IDLE_IN_PAGE = `new Promise((resolve) => requestIdleCallback(() => resolve()))`;
const JS_RESOURCES_IN_PAGE = `performance.getEntriesByType('resource')
  .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
  .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize }))`;

async function loadUntilIdle(browser: Browser, url: string, target: Target): Promise<Sample> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    if (target.saveData) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    }
    const requests = followRequests(page, { quietMs: QUIET_MS, timeoutMs: LOAD_TIMEOUT_MS });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (target.portal) await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}]`, { state: 'attached', timeout: LOAD_TIMEOUT_MS });
    // Twice: what the first idle fetch brings may ask for more when it runs.
    for (let pass = 0; pass < 2; pass += 1) {
      await page.evaluate(IDLE_IN_PAGE);
      await requests.quiet();
    }
    const resources = (await page.evaluate(JS_RESOURCES_IN_PAGE)) as Array<{ url: string; bytes: number }>;
    return {
      jsBytes: resources.reduce((sum, resource) => sum + resource.bytes, 0),
      files: resources.map((resource) => new URL(resource.url).pathname.split('/').pop()!),
    };
  } finally {
    await context.close();
  }
}

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`);
const gateway = await startGateway({ port: 0, log: false });
const servers: Array<{ url: string; stop(): Promise<void> }> = [];
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
try {
  const portal = await startNginx({ root: options.dist, backend: gateway.url });
  servers.push(portal);
  const bare = await startNginx({ root: options.bare, backend: gateway.url });
  servers.push(bare);
  const samples = TARGETS.map(() => [] as Sample[]);
  for (let round = 0; round < runs; round += 1) {
    for (const [index, target] of TARGETS.entries()) {
      samples[index]!.push(await loadUntilIdle(browser, `${(target.portal ? portal : bare).url}/web/login`, target));
    }
  }
  const bytes = samples.map((ofTarget) => median(ofTarget.map((sample) => sample.jsBytes)));
  const bareBytes = bytes[TARGETS.findIndex((target) => !target.portal)]!;
  console.log(`   JS until idle (compressed bodies, median of ${runs}, interleaved, one fresh context per load)`);
  for (const [index, target] of TARGETS.entries()) {
    const ratio = bytes[index]! / bareBytes;
    const verdict = target.saveData ? (ratio <= GOAL_RATIO ? `≤ ${GOAL_RATIO}×` : `> ${GOAL_RATIO}×`) : '';
    console.log(
      `   until idle ${target.label.padEnd(26)}${kib(bytes[index]!).padStart(12)}${`${samples[index]![0]!.files.length} files`.padStart(12)}${`${ratio.toFixed(2)}×`.padStart(9)} bare  ${verdict}`,
    );
  }
  const withSaveData = new Set(samples[1]![0]!.files);
  const fetchedAhead = samples[0]![0]!.files.filter((file) => !withSaveData.has(file));
  console.log(`   fetched ahead without Save-Data only: ${fetchedAhead.join(', ') || 'nothing'}`);
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  await gateway.close();
}
