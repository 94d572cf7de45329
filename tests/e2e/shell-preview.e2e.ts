// The developer's way of serving the build (vite preview with its proxy) still
// starts and serves a working portal, whichever server the rest of the run uses
// (`npm test` runs the browser tests behind nginx: docs/deploying.md).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startPreview, type PortalServer } from './global-setup';
import { openPortal } from './harness';

let preview: PortalServer;
beforeAll(async () => {
  preview = await startPreview(inject('gatewayUrl'));
});
afterAll(() => preview.close());

it('vite preview serves the portal under /web with the API proxied to the gateway', async () => {
  const portal = await openPortal({ persona: 'person' });
  try {
    await portal.page.goto(`${preview.url}/web/center/main`, { waitUntil: 'networkidle' });
    await portal.settled();
    expect(await portal.page.locator('#main-content').innerText()).not.toBe('');
    // A call of the page reaches the gateway through the preview proxy.
    const answer = await portal.page.evaluate(async () => (await fetch('/api/basic/dictionary/findByCode/sex')).status);
    expect(answer).toBe(200);
    expect(portal.errors).toEqual([]);
  } finally {
    await portal.close();
  }
});
