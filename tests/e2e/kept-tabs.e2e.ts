// The harness keeps a tab a test closed for the worker's next `openPortal` (docs/browser-tests.md,
// "Tabs kept between tests"). What a test may rely on: the tab it gets is as new — no session,
// cookies or storage of the one before, not logged in — and a tab changed beyond what the reset
// undoes (a route here) is not handed on. Each test closes a tab and opens the next itself, as
// two tests in a row would; a kept tab shows itself by its history, which a new tab has not.
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

/** The values the first tab stores, and whether the tab holds a session. */
const storedBy = (current: PortalPage) =>
  current.page.evaluate(
    (sessionKey) => ({
      local: localStorage.getItem('kept-tabs-left'),
      session: sessionStorage.getItem('kept-tabs-left'),
      loggedIn: Boolean((JSON.parse(sessionStorage.getItem(sessionKey) ?? '{}') as { token?: string }).token),
    }),
    SESSION_STORAGE_KEY,
  );

it('a tab left logged in with cookies and stored values serves the next one as new: none of them, and a centre sends it to log in', async () => {
  // Held in `portal` until it is closed here, so a failure before that still closes it after the test.
  portal = await openPortal({ persona: 'person', sandbox: 'kept-tabs', autoScan: true, firstVisit: true });
  const before = portal;
  await before.goto('/center/main');
  await before.page.evaluate(() => {
    localStorage.setItem('kept-tabs-left', '1');
    sessionStorage.setItem('kept-tabs-left', '1');
  });
  expect(await storedBy(before)).toEqual({ local: '1', session: '1', loggedIn: true });
  expect(await before.context.cookies()).toHaveLength(2);
  expect(await historyLength(before)).toBe(2);
  expect(before.errors).toEqual([]);
  await before.close();

  portal = await openPortal();
  expect(await portal.context.cookies()).toEqual([]);
  await portal.goto('/index');
  expect(await historyLength(portal), 'the tab closed before').toBeGreaterThan(2);
  expect(await storedBy(portal)).toEqual({ local: null, session: null, loggedIn: false });
  await portal.page.goto(portal.page.url().replace(/\/index$/, '/center/main'));
  await landedOn(portal.page, '/login');
  expect(portal.errors).toEqual([]);
  // The tab closed before now serves this one: the earlier handle refuses to act on it.
  expect(() => before.page.url()).toThrow(/tab was closed/);
});

/** A window size no other test asks for: a tab of it can only come from the test below. */
const OWN_SIZE = { viewport: { width: 1301, height: 801 } };

it('a tab whose requests were routed is not handed on: the next one is new', async () => {
  portal = await openPortal(OWN_SIZE);
  const routed = portal;
  await routed.page.route('**/kept-tabs-routed', (route) => route.fulfill({ body: 'routed' }));
  await routed.goto('/index');
  await routed.close();

  portal = await openPortal(OWN_SIZE);
  await portal.goto('/index');
  expect(await historyLength(portal), 'a new tab').toBe(2);
});
