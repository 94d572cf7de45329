// What a build and its server give a browser beyond the screens: the mark of a
// build with the mock gateway's development key (the suite always tests such a
// build: scripts/e2e.mjs builds with --mode mock, whose .env.mock says VITE_SM2_PUBLIC_KEY=dev), the favicon, none
// of the build's tool files, and — behind nginx with deploy/nginx.conf — no
// X-Mock-* switch header getting through to the backend (docs/deploying.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
// @ts-expect-error -- plain ESM helper without type declarations
import { buildMetaDir } from '../../scripts/lib/build-meta.mjs';
import { DEVELOPMENT_KEY_WARNING } from '../../src/config/env';
import { DIST } from './global-setup';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Every console error of the page from now on, the development-key warning included. */
function consoleErrors(page: PortalPage['page']): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  return seen;
}

it('a development-key build says so: 开发密钥 in the footer of a public page and a centre, and one console error', async () => {
  portal = await openPortal();
  const seen = consoleErrors(portal.page);
  await portal.goto('/login');
  const marker = portal.page.locator('footer .portal-footer__dev-key');
  await expect.poll(() => marker.isVisible()).toBe(true);
  expect(await marker.innerText()).toBe('开发密钥');
  expect(seen).toEqual([DEVELOPMENT_KEY_WARNING]);
  // The harness leaves out exactly that one message, nothing else.
  expect(portal.errors).toEqual([]);
  await portal.close();

  portal = await openPortal({ persona: 'person' });
  await portal.goto('/center/main');
  expect(await portal.page.locator('footer .portal-footer__dev-key').innerText()).toBe('开发密钥');
  expect(portal.errors).toEqual([]);
});

it('the page names a favicon that loads as an image, /web/favicon.ico included', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  const icons = await portal.page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const portalUrl = inject('portalUrl');
  expect(icons).toContain(`${portalUrl}/favicon.ico`);
  for (const href of icons) {
    const answer = await portal.page.request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toMatch(/^image\//);
  }
  expect(portal.errors).toEqual([]);
});

it('the build holds none of its tool files, and /web/.vite/… is not served', async () => {
  expect(existsSync(join(DIST, '.vite'))).toBe(false);
  expect(existsSync(join(buildMetaDir(DIST) as string, 'manifest.json'))).toBe(true);
  portal = await openPortal();
  const portalUrl = inject('portalUrl');
  for (const file of ['.vite/manifest.json', '.vite/chunk-modules.json']) {
    const answer = await portal.page.request.get(`${portalUrl}/${file}`);
    expect(await answer.text(), file).not.toContain('src/main.tsx');
    // nginx refuses every dot path; vite preview answers with the app's page.
    if (inject('portalServer') === 'nginx') expect(answer.status(), file).toBe(404);
  }
});

it('an X-Mock-Scenario header from the browser reaches the mock gateway only without nginx; the suite’s cookie switch works either way', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  const origin = new URL(inject('portalUrl')).origin;
  const call = `${origin}/api/basic/dictionary/findByCode/sex`;
  const byHeader = await portal.page.request.get(call, { headers: { 'X-Mock-Scenario': 'status-500' } });
  if (inject('portalServer') === 'nginx') {
    // deploy/nginx.conf removes the header on the way in, and the gateway's report on the way out.
    expect(byHeader.status()).toBe(200);
    expect(byHeader.headers()['x-mock-scenario']).toBeUndefined();
  } else {
    expect(byHeader.status()).toBe(500);
  }
  // How the browser tests force scenarios (the mock-scenario cookie): unchanged behind nginx.
  await portal.context.addCookies([{ name: 'mock-scenario', value: 'status-500@/dictionary/findByCode', url: origin }]);
  expect((await portal.page.request.get(call)).status()).toBe(500);
});
