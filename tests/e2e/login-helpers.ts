// Steps the login browser tests share: fill a form by its labels, submit,
// solve the slider captcha (its answer from the mock gateway's test-only route),
// confirm a QR code's scan.
import type { Locator, Page, Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { puzzleIdOf, type PortalPage } from './harness';

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

/** The captchaId of the puzzle on screen. */
export async function shownPuzzleId(page: Page): Promise<string> {
  const src = (await page.getByRole('img', { name: '验证背景图' }).getAttribute('src')) ?? '';
  await expect.poll(() => puzzleIdOf(src), { timeout: 10_000 }).toBeDefined();
  return puzzleIdOf(src) ?? '';
}

/** The offset that solves the puzzle on screen: `GET /__mock/captcha/<id>/answer`, a route of the mock gateway for tests. */
export async function puzzleAnswer(page: Page, gatewayUrl: string = inject('gatewayUrl')): Promise<number> {
  const id = await shownPuzzleId(page);
  const response = await fetch(`${gatewayUrl}/__mock/captcha/${encodeURIComponent(id)}/answer`);
  if (!response.ok) throw new Error(`the gateway knows no open puzzle ${id}: HTTP ${response.status}`);
  return ((await response.json()) as { map: { x: number } }).map.x;
}

/** Drags the slider's handle `distance` pixels to the right and lets go. */
export async function dragSlider(page: Page, distance: number): Promise<void> {
  const handle = await readySlider(page);
  // Where motion is on, the dialog zooms in: measure the handle once the dialog's animations have ended.
  await handle.evaluate((element) =>
    Promise.all(
      (element.closest('.ant-modal') ?? element)
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // The piece follows each move; the gateway checks only where it is let go (and each move redraws the dialog).
  for (const share of [0.4, 0.8, 1]) await page.mouse.move(start.x + distance * share, start.y);
  await page.mouse.up();
}

/** Drags the piece into the gap, as the gateway says where it is, and waits until the dialog has gone. */
export async function solveSlider(page: Page, gatewayUrl?: string): Promise<void> {
  await readySlider(page);
  await dragSlider(page, await puzzleAnswer(page, gatewayUrl));
  await page.locator('.slider-captcha').waitFor({ state: 'detached', timeout: 10_000 });
}

/** The keys that move the slider's piece `distance` pixels: PageUp 20 at a time, then arrows 2 at a time. */
export function sliderKeys(distance: number): string[] {
  const pages = Math.floor(distance / 20);
  return [...Array<string>(pages).fill('PageUp'), ...Array<string>(Math.round((distance - pages * 20) / 2)).fill('ArrowRight')];
}

/** The id of the QR code a page was just given (its issuing call's answer). */
export async function issuedCodeId(issued: Promise<Response>): Promise<string> {
  return ((await (await issued).json()) as { map: { qrCodeId: string } }).map.qrCodeId;
}

/** Confirms a QR code's scan as the phone would: `POST /__mock/scan/<id>/confirm` of the mock gateway. */
export async function confirmScan(id: string): Promise<void> {
  const response = await fetch(`${inject('gatewayUrl')}/__mock/scan/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
  if (!response.ok) throw new Error(`the gateway could not confirm ${id}: HTTP ${response.status}`);
}

/** Asks for an SMS code (slider first), waits for the countdown and types the code. */
export async function sendSmsCode(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await page.getByPlaceholder('6 位短信验证码').fill(code);
}

export async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Fills the visible login form, submits and solves the slider (drawn by the run's gateway, or by the one named). */
export async function fillAndSolve(page: Page, fields: Record<string, string>, submit = '登 录', gatewayUrl?: string): Promise<void> {
  await fill(page, fields);
  await page.getByRole('button', { name: submit }).click();
  await solveSlider(page, gatewayUrl);
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

/** Switches a mock gateway scenario on for this browser context (docs: mock-scenario cookie), or off with null. */
export async function useScenario(portal: PortalPage, scenario: string | null, portalUrl: string = inject('portalUrl')): Promise<void> {
  await portal.context.clearCookies({ name: 'mock-scenario' });
  if (scenario) await portal.context.addCookies([{ name: 'mock-scenario', value: scenario, url: portalUrl }]);
}
