// A logged-in cold load of a centre page: its prerendered shell — header, the
// user's name, sidebar, the screen's loading place — is painted before any of
// the portal's scripts run, stays while the screen's data is on its way, and
// nothing moves when the app takes it over or the data fills in
// (docs/performance.md, "Logged-in cold loads"; docs/prerender.md, "Centre shells").
import { afterEach, expect, inject, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/config/app';
import { paths } from '../../src/config/paths';
import { openPortal, type PortalPage } from './harness';
import { LISTED_CENTRE_SCREENS } from './listed-centre-screens';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** The most a page may shift, summed over its layout shifts (the goal). */
const MAX_LAYOUT_SHIFT = 0.05;

/** A gate a routed request waits at until it is opened. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** The page's layout shifts so far, summed (the browser's CLS before any session windows). */
function layoutShift(page: PortalPage['page']): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

it('a centre page shows its frame and the user’s name before any script runs and before its data, then takes them over without a change', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;
  const scripts = gate();
  const data = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.wait;
    await route.continue();
  });
  await page.route('**/applicant/case/overview', async (route) => {
    await data.wait;
    await route.continue();
  });

  // Not portal.goto, which waits for the screen: the screen is what is held back here.
  await page.goto(`${inject('portalUrl')}${paths.center.main}`, { waitUntil: 'commit' });
  const name = await page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { name?: string }).name ?? '',
    SESSION_STORAGE_KEY,
  );
  expect(name).not.toBe('');
  const greeting = page.locator('.portal-topbar .user-menu__name');
  const frame = async () => {
    await expect.poll(() => greeting.textContent(), { timeout: 15_000 }).toBe(`您好，${name}`);
    expect(await page.locator('.centre__sider').getByRole('link', { name: '我的办件' }).isVisible()).toBe(true);
    expect(await page.locator('#main-content').isVisible()).toBe(true);
  };
  // The shell, with no script run.
  await frame();
  expect(await page.locator('html[data-portal-ready]').count()).toBe(0);

  scripts.open();
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  // The app has taken over; the overview's data is still held.
  await frame();
  expect(await page.getByText(/办理中 \d+ 件/).count()).toBe(0);

  data.open();
  await portal.settled();
  expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  expect(errors).toEqual([]);
});

it.each(LISTED_CENTRE_SCREENS)('$label ($path) moves no more than the goal while it loads cold', async ({ path, persona }) => {
  portal = await openPortal({ persona });
  await portal.page.goto(`${inject('portalUrl')}${path}`, { waitUntil: 'commit' });
  await portal.settled();
  expect(await layoutShift(portal.page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  expect(portal.errors).toEqual([]);
});
