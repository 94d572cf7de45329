// Steps the login browser tests share: fill a form by its labels, submit,
// and drag the slider captcha.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PortalPage } from './harness';

/** Opens a login-area page and waits until its card is there. */
export async function openLogin(portal: PortalPage, path = '/login'): Promise<void> {
  await portal.goto(path);
  await portal.page.locator('.login-card, .logon-card').first().waitFor();
}

/** Forgets the stored session of the portal page (as a closed browser tab would), so the next page load is logged out. */
export async function logOutLocally(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
}

/** The slider of the one open captcha dialog, once its puzzle is loaded. */
export async function readySlider(page: Page): Promise<Locator> {
  const handle = page.getByRole('slider', { name: '拖动滑块完成验证' });
  // A dialog closed a moment ago may still be fading out: wait for the new one alone, puzzle loaded.
  await expect.poll(() => handle.count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => handle.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('false');
  return handle;
}

export async function solveSlider(page: Page): Promise<void> {
  const handle = await readySlider(page);
  await page.getByRole('status').filter({ hasText: '拖动滑块' }).waitFor();
  // The dialog zooms in: measure the handle once it stands still.
  let box = await handle.boundingBox();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(100);
    const next = await handle.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y && next.width === box.width) break;
    box = next;
  }
  if (!box) throw new Error('slider handle not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + box.width / 2 + step * 18, box.y + box.height / 2, { steps: 2 });
  }
  await page.mouse.up();
  await page.locator('.slider-captcha').waitFor({ state: 'detached', timeout: 10_000 });
}

export async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Fills the visible login form, submits and solves the slider. */
export async function fillAndSolve(page: Page, fields: Record<string, string>, submit = '登 录'): Promise<void> {
  await fill(page, fields);
  await page.getByRole('button', { name: submit }).click();
  await solveSlider(page);
}

export async function landedOn(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/web${path}`);
}

/** Answers the next `times` calls whose path ends with `path` from the named contract example. */
export async function preferExample(page: Page, path: string, example: string, times = 1): Promise<void> {
  let left = times;
  await page.route(`**/api/**${path}`, async (route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    await route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } });
  });
}

/** Switches a mock gateway scenario on for this browser context (docs: mock-scenario cookie). */
export async function useScenario(portal: PortalPage, scenario: string, portalUrl: string): Promise<void> {
  await portal.context.addCookies([{ name: 'mock-scenario', value: scenario, url: portalUrl }]);
}
