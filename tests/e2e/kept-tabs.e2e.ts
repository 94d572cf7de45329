// The harness keeps a tab a test closed for the worker's next test (docs/browser-tests.md,
// "Tabs kept between tests"). What a test may rely on: the tab it gets is as new — no
// session, cookies or storage of the test before, not logged in — and a tab that was
// changed beyond what the reset undoes (a route here) is not handed on. The tests run in
// order in one worker; a kept tab shows itself by its history, which a new tab has not.
import { afterEach, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/config/app';
import { openPortal, type PortalPage } from './harness';
import { landedOn } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const historyLength = (current: PortalPage) => current.page.evaluate(() => history.length);

/** The values the first test stores, and whether the tab holds a session. */
const storedBy = (current: PortalPage) =>
  current.page.evaluate(
    (sessionKey) => ({
      local: localStorage.getItem('kept-tabs-left'),
      session: sessionStorage.getItem('kept-tabs-left'),
      loggedIn: Boolean((JSON.parse(sessionStorage.getItem(sessionKey) ?? '{}') as { token?: string }).token),
    }),
    SESSION_STORAGE_KEY,
  );

it('a test leaves a logged-in tab with cookies and stored values behind', async () => {
  portal = await openPortal({ persona: 'person', sandbox: 'kept-tabs', autoScan: true, firstVisit: true });
  await portal.goto('/center/main');
  await portal.page.evaluate(() => {
    localStorage.setItem('kept-tabs-left', '1');
    sessionStorage.setItem('kept-tabs-left', '1');
  });
  expect(await storedBy(portal)).toEqual({ local: '1', session: '1', loggedIn: true });
  expect(await portal.context.cookies()).toHaveLength(2);
  expect(await historyLength(portal)).toBe(2);
  expect(portal.errors).toEqual([]);
});

it('the next test gets that tab as new: no session, no cookies, no stored values, and a centre sends it to log in', async () => {
  portal = await openPortal();
  expect(await portal.context.cookies()).toEqual([]);
  await portal.goto('/index');
  expect(await historyLength(portal), 'the tab of the test before').toBeGreaterThan(2);
  expect(await storedBy(portal)).toEqual({ local: null, session: null, loggedIn: false });
  await portal.page.goto(portal.page.url().replace(/\/index$/, '/center/main'));
  await landedOn(portal.page, '/login');
  expect(portal.errors).toEqual([]);
});

it('a test that routes requests leaves its tab changed', async () => {
  portal = await openPortal();
  await portal.page.route('**/kept-tabs-routed', (route) => route.fulfill({ body: 'routed' }));
  await portal.goto('/index');
});

it('so the next test gets a new tab, and a closed tab refuses to be used', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  expect(await historyLength(portal), 'a new tab').toBe(2);
  const { page } = portal;
  await portal.close();
  expect(() => page.url()).toThrow(/tab was closed/);
});
