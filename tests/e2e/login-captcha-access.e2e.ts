// The slider captcha for those who cannot drag it: a person logs in with the
// keyboard alone, moving the slider with the arrow keys, and another with the
// alternative beside the slider, an SMS code sent to the account's phone.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { fill, landedOn, openLogin, puzzleAnswer, readySlider, sliderKeys } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const PERSON = { 账号: '320102198807154211', 密码: 'Hrss@2026' };

it('a person logs in by keyboard alone: fields and submit by keys, the slider moved with the arrow keys and released with Enter', async () => {
  portal = await openPortal();
  await openLogin(portal);
  const { page } = portal;
  await page.getByLabel('账号', { exact: true }).focus();
  await page.keyboard.type(PERSON.账号);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PERSON.密码);
  await page.keyboard.press('Enter');

  const slider = await readySlider(page);
  // Tab through the dialog until the slider has the focus, as a keyboard user would.
  for (let presses = 0; presses < 8 && !(await slider.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect.poll(() => slider.evaluate((element) => element === document.activeElement)).toBe(true);
  for (let presses = 0; presses < 5; presses += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageUp');
  expect(await slider.getAttribute('aria-valuenow')).toBe('30');
  expect(await slider.getAttribute('aria-valuetext')).toBe('拼图块已向右移动 30 像素，最多 260 像素');
  // Home takes the piece back to the start; then into the gap.
  await page.keyboard.press('Home');
  expect(await slider.getAttribute('aria-valuenow')).toBe('0');
  const keys = sliderKeys(await puzzleAnswer(page));
  for (const key of keys) await page.keyboard.press(key);
  const moved = Number(await slider.getAttribute('aria-valuenow'));
  const verified = page.waitForResponse((response) => response.url().endsWith('/captcha/verify'));
  await page.keyboard.press('Enter');
  expect(JSON.parse((await verified).request().postData() ?? '{}')).toMatchObject({ x: moved });
  await landedOn(page, '/center/main');
  expect(portal.errors).toEqual([]);
});

it('a person who cannot use the slider logs in with an SMS code sent to the phone of the account typed in', async () => {
  portal = await openPortal();
  await openLogin(portal);
  const { page } = portal;
  await fill(page, PERSON);
  await page.getByRole('button', { name: '登 录' }).click();
  await readySlider(page);
  await page.getByRole('button', { name: '无法完成滑块验证？改用短信验证码' }).click();
  const sent = page.waitForResponse((response) => response.url().endsWith('/captcha/sendAccountCode'));
  await page.getByRole('button', { name: '发送验证码' }).click();
  expect((await sent).status()).toBe(200);
  await page.getByText('验证码已发送至 138****6721，请输入短信中的 6 位数字').waitFor();
  await page.getByLabel('短信验证码').fill('502816');
  const answered = page.waitForResponse((response) => response.url().endsWith('/captcha/answer'));
  await page.getByRole('button', { name: '确认验证' }).click();
  expect(await (await answered).json()).toMatchObject({ appcode: '0', map: { tencentCaptchaTicket: expect.any(String) } });
  await landedOn(page, '/center/main');
  expect(portal.errors).toEqual([]);
});
