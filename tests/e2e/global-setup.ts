// Starts, once per browser-test run: the mock gateway, the built portal served
// under /web with /api and /zuul/api proxied to the gateway, and one Chromium
// that every test file connects to.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { startGateway, type Gateway } from '../../mock/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    gatewayUrl: string;
    browserEndpoint: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
// scripts/e2e.mjs builds into E2E_DIST when it is set (parallel runs on one machine).
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('dist/ has no build: run the browser tests through `npm run e2e`, which builds first.');
  }
  const gateway: Gateway = await startGateway({ port: 0, log: false });
  const server: PreviewServer = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: {
      port: 0,
      host: '127.0.0.1',
      strictPort: false,
      proxy: { '/api': gateway.url, '/zuul/api': gateway.url },
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const browser: BrowserServer = await chromium.launchServer({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });

  project.provide('portalUrl', `http://127.0.0.1:${address.port}/web`);
  project.provide('gatewayUrl', gateway.url);
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.close();
    await gateway.close();
  };
}
