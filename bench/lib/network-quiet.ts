// When a page's network has gone quiet: the benches measure a load until then.
import type { Page, Request } from 'playwright-core';

/**
 * Follows the page's requests from now on; `quiet()` resolves once none has been
 * in flight for `quietMs`, and fails after `timeoutMs` of requests still going.
 */
export function followRequests(page: Page, { quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async quiet(): Promise<void> {
      let quietSince = Date.now();
      const deadline = Date.now() + timeoutMs;
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: requests still in flight after ${timeoutMs} ms`);
        if (inFlight.size > 0) quietSince = Date.now();
        await page.waitForTimeout(100);
      }
    },
  };
}
