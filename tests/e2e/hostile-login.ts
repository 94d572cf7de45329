// Logging in through the form with a hostile return URL (security issue: the
// login open redirect), shared by login-redirect-parameter.e2e.ts and
// login-redirect-stored.e2e.ts: two files, so that the two browser workers of
// npm test share the 182 logins. The browser must stay on the portal's origin
// (no navigation, request or window to another one), show no error, and land
// on the user's centre (or, for a harmless value, a page of the portal).
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOSTILE_RETURN_URLS } from '../fixtures/hostile-return-urls';
import { PORTAL_READY_ATTRIBUTE } from '../../src/app/prerender/document';
import { openPortal, type PortalPage } from './harness';
import { fillAndSolve, logOutLocally } from './login-helpers';

const PERSON = { 账号: '320102198807154211', 密码: 'Hrss@2026' };
/** Resolves to a page of the portal (its 404), not refused: harmless, and judged so in the unit tests too. */
const HARMLESS_PORTAL_PAGES = new Set(['@evil.example', '/@evil.example']);
const CHUNK = 8;
const chunks = Array.from({ length: Math.ceil(HOSTILE_RETURN_URLS.length / CHUNK) }, (_, index) => HOSTILE_RETURN_URLS.slice(index * CHUNK, (index + 1) * CHUNK));

/** Everything the page tries outside the portal's origin: requests, top-level navigations, new windows. */
async function watchForLeaks(current: PortalPage): Promise<string[]> {
  const origin = new URL(inject('portalUrl')).origin;
  const leaks: string[] = [];
  const foreign = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('data:image/') && !url.startsWith('blob:') && new URL(url).origin !== origin;
  await current.context.route(
    (url) => foreign(url.href),
    (route) => {
      leaks.push(`request ${route.request().url()}`);
      return route.abort();
    },
  );
  current.page.on('framenavigated', (frame) => {
    if (frame === current.page.mainFrame() && foreign(frame.url())) leaks.push(`navigation ${frame.url()}`);
  });
  current.context.on('page', (opened) => leaks.push(`window ${opened.url()}`));
  return leaks;
}

/** Logs in through the form on /login?redirect=…, with `stored` as the session's return URL. */
async function logInWith(current: PortalPage, redirect: string | undefined, stored: string): Promise<void> {
  const { page } = current;
  // Session storage belongs to the portal's origin: be on it before writing there.
  if (!page.url().startsWith('http')) await current.goto('/index');
  await logOutLocally(page);
  await page.evaluate((url) => sessionStorage.setItem('webuser', JSON.stringify({ url })), stored);
  // Loaded, not network-idle: 182 logins in this file, half a second each saved.
  const path = redirect === undefined ? '/login' : `/login?${new URLSearchParams({ redirect }).toString()}`;
  await page.goto(`${inject('portalUrl')}${path}`, { waitUntil: 'load' });
  await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}] .login-card`);
  await fillAndSolve(page, PERSON);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe('/web/login');
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function expectSafeLanding(current: PortalPage, raw: string, leaks: string[]): Promise<void> {
  const { page } = current;
  expect(new URL(page.url()).origin, raw).toBe(new URL(inject('portalUrl')).origin);
  if (HARMLESS_PORTAL_PAGES.has(raw)) expect(pathOf(page), raw).toMatch(/^\/web\//);
  else {
    await expect.poll(() => pathOf(page), { timeout: 15_000, message: raw }).toBe('/web/center/main');
    await page.getByText('登录前要打开的页面地址无效或不在本站').waitFor();
  }
  expect(leaks, raw).toEqual([]);
  expect(current.errors, raw).toEqual([]);
}

const LOGINS_TIMEOUT_MS = 120_000;

/** One test per chunk of the corpus: each value is a login through the form, with it where `place` says. */
export function eachHostileLogin(place: 'redirect' | 'stored'): void {
  it.each(chunks.map((chunk, index) => [index + 1, chunk] as const))(`hostile ${place === 'redirect' ? 'redirect parameters' : 'stored return URLs'}, part %i: the login lands on the portal`, { timeout: LOGINS_TIMEOUT_MS }, async (_, chunk) => {
    const portal = await openPortal();
    try {
      const leaks = await watchForLeaks(portal);
      for (const raw of chunk) {
        await (place === 'redirect' ? logInWith(portal, raw, '') : logInWith(portal, undefined, raw));
        await expectSafeLanding(portal, raw, leaks);
      }
    } finally {
      await portal.close();
    }
  });
}
