// The login page in the real browser against the mock gateway: each user kind
// logs in with the slider captcha and lands in its own centre.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { fill, landedOn, openLogin, solveSlider } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('a person logs in with account, password and the slider, and lands in the person centre', async () => {
  portal = await openPortal();
  await openLogin(portal);
  await portal.screenshot('login-person');
  await fill(portal.page, { 账号: '320102198807154211', 密码: 'Hrss@2026' });
  await portal.page.getByRole('button', { name: '登 录' }).click();
  await portal.page.getByRole('button', { name: '拖动滑块完成验证' }).waitFor();
  await expect.poll(() => portal!.page.getByRole('status').filter({ hasText: '向右拖动滑块' }).count()).toBe(1);
  await portal.screenshot('login-slider-captcha');
  await solveSlider(portal.page);
  await landedOn(portal.page, '/center/main');
  expect(portal.errors).toEqual([]);
});
