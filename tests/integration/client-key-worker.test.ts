// The Web Worker key source in a real browser: Vite bundles key-worker.ts as
// its own chunk, Chromium runs it, the pool hands out keys the server's private
// key unwraps; where workers are forbidden (CSP) the pool wraps inline instead.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import smCrypto from 'sm-crypto';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHROMIUM_ARGS, findTestChromium } from '../e2e/chromium';
import { DEV_KEYS } from '../unit/support/api-harness';

interface PageResult {
  background: boolean;
  /** Keys in stock before each warm take: served from stock, nothing wrapped on the page. */
  stockBeforeTake: number[];
  keys: { key: string; encryptKey: string }[];
}

const moduleUrl = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));

// Runs in the page: fills a pool, takes its keys, then a burst larger than the pool.
const ENTRY = `
import { KeyPool } from ${moduleUrl('../../src/lib/cipher/key-pool.ts')};
import { createWorkerKeySource } from ${moduleUrl('../../src/lib/cipher/worker-key-source.ts')};
import { toHex } from ${moduleUrl('../../src/lib/cipher/bytes.ts')};
const publicKey = ${JSON.stringify(DEV_KEYS.publicKey)};
async function run() {
  const pool = new KeyPool({ publicKey, capacity: 3, source: createWorkerKeySource(publicKey) });
  await pool.fill();
  const stockBeforeTake = [];
  const taken = [];
  for (let i = 0; i < 3; i += 1) {
    stockBeforeTake.push(pool.readyCount);
    taken.push(await pool.take());
  }
  taken.push(...(await Promise.all([pool.take(), pool.take()])));
  return { background: pool.background, stockBeforeTake, keys: taken.map((k) => ({ key: toHex(k.key), encryptKey: k.encryptKey })) };
}
window.keyPoolResult = run();
`;

let workDir: string;
let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'key-worker-'));
  const root = join(workDir, 'app');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="./entry.ts"></script></body></html>');
  writeFileSync(join(root, 'entry.ts'), ENTRY);
  const outDir = join(workDir, 'dist');
  await build({ root, configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } });

  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname;
    try {
      const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
      const headers: Record<string, string> = { 'Content-Type': extname(path) === '.js' ? 'text/javascript' : 'text/html' };
      if (request.headers['x-forbid-workers']) headers['Content-Security-Policy'] = "worker-src 'none'";
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: findTestChromium(), args: TEST_CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

async function runPage(forbidWorkers: boolean): Promise<PageResult> {
  const context = await browser.newContext({ extraHTTPHeaders: forbidWorkers ? { 'X-Forbid-Workers': '1' } : {} });
  const page = await context.newPage();
  await page.goto(origin);
  const result = await page.evaluate(() => (window as unknown as { keyPoolResult: Promise<PageResult> }).keyPoolResult);
  await context.close();
  return result;
}

/** encryptKey decrypts to the key's hex text (spec §9). */
function unwrapsWithServerKey({ key, encryptKey }: { key: string; encryptKey: string }): boolean {
  return smCrypto.sm2.doDecrypt(encryptKey, DEV_KEYS.privateKey, 1) === key;
}

describe('key worker in Chromium', () => {
  it('is bundled by Vite as its own chunk', () => {
    expect(readdirSync(join(workDir, 'dist', 'assets')).some((file) => file.startsWith('key-worker'))).toBe(true);
  });

  it('prepares keys in a worker: warm takes come from the stock, every key is fresh and unwraps on the server', async () => {
    const result = await runPage(false);
    expect(result.background).toBe(true);
    // Taking only shifts a ready key (no refill runs between microtasks): the
    // wrapping cost stays in the worker. Its time is measured by bench:client.
    expect(result.stockBeforeTake).toEqual([3, 2, 1]);
    expect(result.keys).toHaveLength(5);
    expect(new Set(result.keys.map((k) => k.key)).size).toBe(5);
    expect(result.keys.every(unwrapsWithServerKey)).toBe(true);
  }, 60_000);

  it('falls back to wrapping inline where workers are forbidden, with keys just as valid', async () => {
    const result = await runPage(true);
    expect(result.background).toBe(false);
    expect(result.keys.every(unwrapsWithServerKey)).toBe(true);
  }, 60_000);
});
