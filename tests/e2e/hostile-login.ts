// The login open redirect with hostile return URLs, in the browser. The unit
// tests judge every value of the corpus on both paths below with the function
// the page uses (tests/unit/hostile-return-urls.test.ts); here a sample of every
// group (its first and last value, and every harmless one) shows the page wires
// that judgement in. Two ways in:
// - a signed-in visitor opens /login?redirect=… (a link an attacker sends): the
//   login page forwards at once, one page load per value after one login;
// - a login through the form, each value at once the `redirect` parameter and
//   the session's stored return URL (the redirect is judged first, and only when
//   it is refused is the stored URL judged, so one login tests both).
// Either way the browser must stay on the portal's origin (no navigation,
// request or window to another one), show no error, and land on the user's
// centre (or, for a harmless value, a page of the portal).
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PORTAL_READY_ATTRIBUTE } from '../../src/app/prerender/document';
import { HARMLESS_PORTAL_PAGES, HOSTILE_RETURN_URL_GROUPS } from '../fixtures/hostile-return-urls';
import { openPortal, type PortalPage } from './harness';
import { fillAndSolve, logOutLocally } from './login-helpers';

// A person the mock gateway keeps no account for, so it logs in with any password:
// the logins here never meet the moment another file's password change holds
// the example person's password.
const PERSON = { 账号: '320106199003074515', 密码: 'Hrss@2026' };
const CENTRE = '/web/center/main';
const REFUSED_NOTICE = '登录前要打开的页面地址无效或不在本站';

/** The first and the last value of every group of the corpus, and every harmless one. */
const BROWSER_SAMPLE: readonly string[] = [
  ...new Set([
    ...Object.values(HOSTILE_RETURN_URL_GROUPS).flatMap((group) => [group[0]!, group[group.length - 1]!]),
    ...HARMLESS_PORTAL_PAGES,
  ]),
];

/**
 * Everything the page tries outside the portal's origin: requests, top-level navigations, new windows.
 * Watched, not intercepted: a route would pause every request of the tab for this process to judge
 * and turn the browser's cache off, so each load would fetch and compile the portal's scripts anew.
 */
function watchForLeaks(current: PortalPage): string[] {
  const origin = new URL(inject('portalUrl')).origin;
  const leaks: string[] = [];
  // data: and blob: addresses never leave the browser.
  const foreign = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(data|blob):/i.test(url) && new URL(url).origin !== origin;
  current.context.on('request', (request) => {
    if (foreign(request.url())) leaks.push(`request ${request.url()}`);
  });
  current.page.on('framenavigated', (frame) => {
    if (frame === current.page.mainFrame() && foreign(frame.url())) leaks.push(`navigation ${frame.url()}`);
  });
  current.context.on('page', (opened) => leaks.push(`window ${opened.url()}`));
  return leaks;
}

function loginPath(redirect: string): string {
  return `${inject('portalUrl')}/login?${new URLSearchParams({ redirect }).toString()}`;
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Logs in through the form on /login?redirect=…, with `stored` as the session's return URL. */
async function logInWith(current: PortalPage, redirect: string, stored: string): Promise<void> {
  const { page } = current;
  // Session storage belongs to the portal's origin: be on it before writing there.
  if (!page.url().startsWith('http')) await current.goto('/index');
  await logOutLocally(page);
  await page.evaluate((url) => sessionStorage.setItem('webuser', JSON.stringify({ url })), stored);
  // Loaded, not network-idle: half a second saved on each login.
  await page.goto(loginPath(redirect), { waitUntil: 'load' });
  await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}] .login-card`);
  await fillAndSolve(page, PERSON);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe('/web/login');
}

function expectNothingLeft(current: PortalPage, raw: string, leaks: string[]): void {
  expect(new URL(current.page.url()).origin, raw).toBe(new URL(inject('portalUrl')).origin);
  expect(leaks, raw).toEqual([]);
  expect(current.errors, raw).toEqual([]);
}

const LOGINS_TIMEOUT_MS = 120_000;
/** About 10 s a login through the form on a busy 2-core machine: five keep a test near half its time limit. */
const FORM_CHUNK = 5;

function chunksOf(values: readonly string[], size: number): (readonly [number, string[]])[] {
  return Array.from(
    { length: Math.ceil(values.length / size) },
    (_, index) => [index + 1, values.slice(index * size, (index + 1) * size)] as const,
  );
}

/** One test per chunk of the form sample: each value a login through the form, as redirect and stored URL. */
export function eachFormLogin(): void {
  it.each(chunksOf(BROWSER_SAMPLE, FORM_CHUNK))(
    'a login through the form with hostile redirect parameters and stored return URLs, part %i: it lands on the portal',
    { timeout: LOGINS_TIMEOUT_MS },
    async (_, chunk) => {
      const portal = await openPortal();
      try {
        const leaks = watchForLeaks(portal);
        for (const raw of chunk) {
          await logInWith(portal, raw, raw);
          if (HARMLESS_PORTAL_PAGES.has(raw)) expect(pathOf(portal.page), raw).toMatch(/^\/web\//);
          else {
            await expect.poll(() => pathOf(portal.page), { timeout: 15_000, message: raw }).toBe(CENTRE);
            await portal.page.getByText(REFUSED_NOTICE).waitFor();
          }
          expectNothingLeft(portal, raw, leaks);
        }
      } finally {
        await portal.close();
      }
    },
  );
}

/** A signed-in visitor opens the login link with each value of the sample, one page load each. */
export function eachSignedInLink(): void {
  it(
    'a signed-in visitor opening /login with hostile redirect parameters: it stays on the portal',
    { timeout: LOGINS_TIMEOUT_MS },
    async () => {
      const portal = await openPortal();
      try {
        const { page } = portal;
        await portal.goto('/login');
        await fillAndSolve(page, PERSON);
        await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(CENTRE);
        const leaks = watchForLeaks(portal);
        for (const raw of BROWSER_SAMPLE) {
          await page.goto(loginPath(raw), { waitUntil: 'load' });
          // The login page forwards a signed-in visitor as it renders.
          await expect.poll(() => pathOf(page), { timeout: 15_000, message: raw }).not.toBe('/web/login');
          expectNothingLeft(portal, raw, leaks);
          await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}]`);
          if (HARMLESS_PORTAL_PAGES.has(raw)) expect(pathOf(page), raw).toMatch(/^\/web\//);
          else expect(pathOf(page), raw).toBe(CENTRE);
        }
      } finally {
        await portal.close();
      }
    },
  );
}
