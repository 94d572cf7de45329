// Steps the login browser tests share: fill a form by its labels, submit,
// and drag the slider captcha.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { PortalPage } from './harness';

/** Opens a login-area page and waits until its card is there. */
export async function openLogin(portal: PortalPage, path = '/login'): Promise<void> {
  await portal.goto(path);
  await portal.page.locator('.login-card, .logon-card').first().waitFor();
}

export async function solveSlider(page: Page): Promise<void> {
  const handle = page.getByRole('button', { name: '拖动滑块完成验证' });
  await expect.poll(() => handle.isEnabled()).toBe(true);
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + box.width / 2 + step * 18, box.y + box.height / 2, { steps: 2 });
  }
  await page.mouse.up();
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
