// The main journeys by keyboard alone (GB/T 37668-2019, MIIT's rules): no
// click, only Tab, Shift+Tab, Enter, Space, the arrow keys and Escape, as a
// user who cannot hold a mouse goes. A visitor runs a public query (the slider
// by the arrow keys), then logs in, opens a centre screen, adds a mailing
// address and logs out, all in one browser tab. On the way: a refused form's
// errors are said as alerts (src/app/assistive/antd-markup.ts), the dialogs
// keep the focus inside while open and give it back when they close, and a new
// screen that replaced the focused control takes the focus into its content.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { landedOn, puzzleAnswer, readySlider, sliderKeys } from './login-helpers';

let portal: PortalPage;
let page: Page;
beforeAll(async () => {
  portal = await openPortal();
  page = portal.page;
});
afterAll(() => portal.close());

/** What a screen reader would call the focused element, roughly: its label, else its text. */
function focusedName(): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return '';
    const label =
      focused.getAttribute('aria-label') ??
      (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused.labels?.[0]?.textContent : undefined) ??
      focused.textContent ??
      '';
    return label.replace(/\s+/g, ' ').trim();
  });
}

/** The next frame has been drawn: antd's menus move the focus in a frame after the arrow key. */
const nextFrame = () => page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));

/** Presses `key` until the focus is on what `name` describes, as a keyboard user moves on until they hear it. */
async function pressUntil(key: string, name: RegExp, limit = 40): Promise<void> {
  const heard: string[] = [];
  for (let presses = 0; presses <= limit; presses += 1) {
    heard.push(await focusedName());
    if (name.test(heard.at(-1) ?? '')) return;
    await page.keyboard.press(key);
    await nextFrame();
  }
  throw new Error(`${limit} × ${key} never reached ${name}; the focus went ${heard.map((said) => `"${said}"`).join(' → ')}`);
}

/** Whether the focus is inside the open dialog. */
function focusInDialog(): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

/** Tabs round the open dialog and past its ends, `presses` times forward and half as many back: the focus never leaves it. */
async function expectFocusHeldInDialog(presses: number): Promise<void> {
  const keys = [...Array<string>(presses).fill('Tab'), ...Array<string>(Math.ceil(presses / 2)).fill('Shift+Tab')];
  for (const [press, key] of keys.entries()) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `press ${press + 1} (${key}) left the dialog`).toBe(true);
  }
}

/** The query form's search button (its name may carry antd's space between two characters). */
const SEARCH = /^查\s?询$/;

/** What the alerts on the page say: each form error is one (src/app/assistive/antd-markup.ts). */
const announced = () =>
  page
    .getByRole('alert')
    .allInnerTexts()
    .then((texts) => texts.join('；'));

/** Past the header by the first skip link: the next Tab is in the page's content. */
async function skipToContent(): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('跳到主要内容');
  await page.keyboard.press('Enter');
}

/** The slider of the open captcha by keys: Tab to it (inside the dialog), move the piece into the gap, release with Enter. */
async function passSliderByKeys(): Promise<void> {
  const slider = await readySlider(page);
  expect(await focusInDialog()).toBe(true);
  await expectFocusHeldInDialog(6);
  await pressUntil('Tab', /^拖动滑块完成验证$/, 10);
  const keys = sliderKeys(await puzzleAnswer(page));
  for (const key of keys) await page.keyboard.press(key);
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(keys.reduce((moved, key) => moved + (key === 'PageUp' ? 20 : 2), 0));
  await page.keyboard.press('Enter');
  await page.locator('.slider-captcha').waitFor({ state: 'detached', timeout: 10_000 });
}

it('a public query: the form refuses empty fields out loud, then answers after the slider moved by keys', async () => {
  await portal.goto('/zxnl');
  await skipToContent();
  await pressUntil('Tab', SEARCH);
  await page.keyboard.press('Enter');
  await expect.poll(announced).toContain('请输入姓名');

  await pressUntil('Shift+Tab', /^姓名$/);
  await page.keyboard.type('王建国');
  await pressUntil('Tab', /^公民身份号码$/, 5);
  await page.keyboard.type('320102198807154211');
  await pressUntil('Tab', SEARCH, 10);
  await page.keyboard.press('Enter');
  await passSliderByKeys();
  await page.locator('.query-page__results').getByText('3201062025ZX000418', { exact: true }).first().waitFor();
  expect(portal.errors).toEqual([]);
});

it('logs in, opens a centre screen, adds a mailing address and logs out, by keyboard alone', async () => {
  await portal.goto('/login');
  await skipToContent();
  await pressUntil('Tab', /^账号$/);
  await page.keyboard.type('320102198807154211');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hrss@2026');
  await page.keyboard.press('Enter');
  await passSliderByKeys();
  await landedOn(page, '/center/main');
  await portal.settled();

  // The login's button went with the login page: the keyboard goes on from the new screen's content
  // (once that has come: on a busy machine the centre's chunks may still be arriving).
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('main-content');
  // A centre screen from the overview's card.
  await pressUntil('Tab', /^我的办件/);
  await page.keyboard.press('Enter');
  await landedOn(page, '/center/office');
  await portal.settled();

  // The address book by its address, typed as a keyboard user types one (the same tab, still logged in).
  await portal.goto('/center/address');
  await portal.settled();

  // The address dialog: opened from its button, the focus held inside and given back on Escape.
  await skipToContent();
  await pressUntil('Tab', /^新增地址$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('form', { name: '新增邮寄地址' }) });
  await dialog.waitFor();
  await expect.poll(focusInDialog).toBe(true);
  await expectFocusHeldInDialog(12);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(focusedName).toBe('新增地址');
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect.poll(focusInDialog).toBe(true);

  // 保存 with nothing filled: the errors said; then the fields, the cascader by its arrow keys, 保存.
  await pressUntil('Tab', /^保 存$/);
  await page.keyboard.press('Enter');
  await expect.poll(announced).toContain('请输入收件人姓名');

  await pressUntil('Tab', /^收件人$/);
  await page.keyboard.type('赵敏');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13851726721');
  await page.keyboard.press('Tab');
  // The region's cascader: arrows down each column, right into the city's districts, Enter on the district.
  await page.keyboard.press('ArrowDown');
  // The deepest column's active entry (none before the first arrow).
  const activeOption = () =>
    page.evaluate(() => [...document.querySelectorAll('.ant-cascader-menu-item-active')].at(-1)?.textContent?.trim() ?? '');
  for (const [place, key] of [
    ['南京市', 'ArrowRight'],
    ['玄武区', 'Enter'],
  ] as const) {
    for (let presses = 0; presses < 20 && (await activeOption()) !== place; presses += 1) await page.keyboard.press('ArrowDown');
    expect(await activeOption()).toBe(place);
    await page.keyboard.press(key);
  }
  await pressUntil('Tab', /^详细地址$/, 5);
  await page.keyboard.type('北京东路 41 号 2 幢 302 室');
  await page.keyboard.press('Tab');
  await page.keyboard.type('210008');
  await pressUntil('Tab', /^保 存$/);
  const saved = page.waitForResponse((response) => response.url().endsWith('/address/addUserAddress'));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await page.getByText('北京东路 41 号 2 幢 302 室', { exact: false }).first().waitFor();
  // The list reloaded with 新增地址 disabled meanwhile: the focus is back on it all the same.
  await expect.poll(focusedName).toBe('新增地址');

  // Logout from the account menu in the top bar: back up to it, Enter opens it, Tab goes into it, the arrows to 退出登录.
  await pressUntil('Shift+Tab', /^您好/, 120);
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
  await page.keyboard.press('Tab');
  await pressUntil('ArrowDown', /^退出登录$/, 6);
  await page.keyboard.press('Enter');
  await page.getByText('您已安全退出').waitFor();
  await landedOn(page, '/index');
  expect(portal.errors).toEqual([]);
});
