// Starts, once per browser-test run: the mock gateway, the built portal served
// under /web with /api and /zuul/api proxied to the gateway, and one Chromium
// that every test file connects to. The portal is served by vite preview, or by
// nginx with deploy/nginx.conf when E2E_SERVER=nginx (`npm run e2e -- --prod`).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { DEFAULT_SEED, startGateway, type Gateway } from '../../mock/server';
// @ts-expect-error -- plain ESM helper without type declarations
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { TEST_CHROMIUM_ARGS, CHROMIUM_DEFAULTS_LEFT_OUT, findTestChromium } from './chromium';
import { assertTestFontsInstalled, withTestFonts } from './test-fonts';

export type PortalServerKind = 'nginx' | 'vite-preview';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    gatewayUrl: string;
    browserEndpoint: string;
    portalServer: PortalServerKind;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
// scripts/e2e.mjs builds into E2E_DIST when it is set (parallel runs on one machine).
export const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

export interface PortalServer {
  /** Origin of the server; the portal is at `${url}/web`. */
  url: string;
  close(): Promise<void>;
}

/** The build in `DIST` served by vite preview, with the API prefixes proxied to `backend`. */
export async function startPreview(backend: string): Promise<PortalServer> {
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: {
      port: 0,
      host: '127.0.0.1',
      strictPort: false,
      proxy: { '/api': backend, '/zuul/api': backend },
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

async function startNginxServer(backend: string): Promise<PortalServer> {
  const nginx = (await startNginx({ root: DIST, backend })) as { url: string; stop(): Promise<void> };
  return { url: nginx.url, close: () => nginx.stop() };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('dist/ has no build: run the browser tests through `npm run e2e`, which builds first.');
  }
  const kind: PortalServerKind = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'vite-preview';
  // One seed whatever the shell says: the visual check's baselines show its data.
  const gateway: Gateway = await startGateway({ port: 0, log: false, seed: DEFAULT_SEED });
  const server = kind === 'nginx' ? await startNginxServer(gateway.url) : await startPreview(gateway.url);
  // Found (or installed, with its fonts) before the fonts are checked.
  const executablePath = findTestChromium();
  assertTestFontsInstalled();
  const browser: BrowserServer = await chromium.launchServer({
    executablePath,
    args: TEST_CHROMIUM_ARGS,
    ignoreDefaultArgs: CHROMIUM_DEFAULTS_LEFT_OUT,
    headless: true,
    env: withTestFonts(),
  });

  project.provide('portalUrl', `${server.url}/web`);
  project.provide('gatewayUrl', gateway.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('portalServer', kind);

  return async () => {
    await browser.close();
    await server.close();
    await gateway.close();
  };
}
