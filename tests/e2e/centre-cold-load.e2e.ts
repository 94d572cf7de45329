// A logged-in cold load of a centre page: its prerendered shell — header, the
// user's name, sidebar, the screen's loading place — is painted before any of
// the portal's scripts run, the screen's first calls go out beside its code,
// and nothing moves when the app takes the shell over or the data fills in
// (docs/performance.md, "Logged-in cold loads"; docs/prerender.md, "Centre shells").
import { afterEach, expect, inject, it } from 'vitest';
import { CENTRE_BOOT_CLASS } from '../../src/app/prerender/centre-shell';
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

it('a centre page shows its frame and the user’s name before any script runs, asks for its data beside its code, and takes the frame over without a change', async () => {
  portal = await openPortal({ persona: 'person', firstVisit: true });
  const { page, errors } = portal;
  const scripts = gate();
  const screenCode = gate();
  const data = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.wait;
    if (route.request().url().includes('/OverviewScreen-')) await screenCode.wait;
    await route.continue();
  });
  const dataRequests: string[] = [];
  await page.route('**/applicant/case/overview', async (route) => {
    dataRequests.push(route.request().url());
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

  // The screen's first call goes out while the screen's own code is still on its way.
  scripts.open();
  await expect.poll(() => dataRequests.length, { timeout: 30_000 }).toBe(1);
  await frame();

  screenCode.open();
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  // The app has taken over; the overview's data is still held.
  await frame();
  expect(await page.getByText(/办理中 \d+ 件/).count()).toBe(0);

  data.open();
  await page.getByText(/办理中 \d+ 件/).waitFor({ timeout: 15_000 });
  await portal.settled();
  // The screen took the answer of the call started for it instead of asking again.
  expect(dataRequests).toHaveLength(1);
  expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  expect(errors).toEqual([]);
});

it.each(LISTED_CENTRE_SCREENS)('$label ($path) moves no more than the goal while it loads cold', async ({ path, persona }) => {
  portal = await openPortal({ persona, firstVisit: true });
  await portal.page.goto(`${inject('portalUrl')}${path}`, { waitUntil: 'commit' });
  await portal.settled();
  expect(await layoutShift(portal.page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  // The scrollbar the prerendered page kept while it booted is the page's own once the layout is there.
  expect(await portal.page.evaluate((name) => document.documentElement.classList.contains(name), CENTRE_BOOT_CLASS)).toBe(false);
  expect(portal.errors).toEqual([]);
});

it('the case office keeps the place of its counts: a list that arrives before them moves nothing when they come', async () => {
  portal = await openPortal({ persona: 'unit', firstVisit: true });
  const { page, errors } = portal;
  const counts = gate();
  await page.route('**/applicant/case/overview', async (route) => {
    await counts.wait;
    await route.continue();
  });
  await page.goto(`${inject('portalUrl')}${paths.unitcenter.office}`, { waitUntil: 'commit' });
  await page.getByRole('row', { name: /详情/ }).first().waitFor({ timeout: 30_000 });
  counts.open();
  await page.locator('.ant-statistic-content-value', { hasText: /\d/ }).first().waitFor({ timeout: 15_000 });
  await portal.settled();
  // The counts arriving last moved the list by their height (0.019 before they kept their place);
  // what remains is the header's account menu coming in.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  expect(errors).toEqual([]);
});

it('a screen the same for every user (the verification notice) is in its shell: on screen before any script runs, taken over without a change', async () => {
  portal = await openPortal({ persona: 'person', firstVisit: true });
  const { page, errors } = portal;
  const scripts = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.wait;
    await route.continue();
  });
  await page.goto(`${inject('portalUrl')}${paths.center.argee}`, { waitUntil: 'commit' });
  const notice = page.getByRole('document', { name: '基本信息核验告知书' });
  await notice.getByText(/^本次核验的信息包括：/).waitFor({ timeout: 15_000 });
  expect(await page.locator('html[data-portal-ready]').count()).toBe(0);

  scripts.open();
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await portal.settled();
  // Taken over: the agreement now enables the start.
  const start = page.getByRole('button', { name: '同意并开始核验' });
  expect(await start.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  expect(await start.isEnabled()).toBe(true);
  expect(await notice.isVisible()).toBe(true);
  expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  expect(errors).toEqual([]);
});
