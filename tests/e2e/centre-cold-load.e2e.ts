// A logged-in cold load of a centre page: the header and the user's name are on
// screen before the centre's own code has arrived, and nothing moves when it does
// (docs/performance.md, "Logged-in cold loads").
import { afterEach, expect, inject, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/config/app';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** The most a page may shift, summed over its layout shifts (the goal). */
const MAX_LAYOUT_SHIFT = 0.05;

it('a centre page shows the header and the user’s name before its layout’s code arrives, and nothing shifts when it does', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;
  let release: () => void = () => undefined;
  const layoutHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/CentreLayout-*.js', async (route) => {
    await layoutHeld;
    await route.continue();
  });

  // Not portal.goto, which waits for the screen: the screen is what is held back here.
  await page.goto(`${inject('portalUrl')}/center/main`, { waitUntil: 'commit' });
  await page.locator('.portal-brand__name').waitFor({ timeout: 15_000 });
  const name = await page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { name?: string }).name ?? '',
    SESSION_STORAGE_KEY,
  );
  expect(name).not.toBe('');
  await page.locator('.portal-topbar').getByText(name).first().waitFor({ timeout: 15_000 });
  expect(await page.locator('.centre__sider').count()).toBe(0);

  release();
  await page.locator('.centre__sider').waitFor({ timeout: 15_000 });
  await portal.settled();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  expect(errors).toEqual([]);
});
