// What a citizen sees on a first visit, measured in the page: the lock only for
// visitors, a top bar on one row in 关怀版, masked numbers in one piece, the
// catalogue styled when opened directly, and the pages each navigation item opens.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { ELDER_MODE_STORAGE_KEY } from '../../src/stores/ui';
import { openPortal, type OpenPortalOptions, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function open(options: OpenPortalOptions & { elder?: boolean } = {}): Promise<PortalPage> {
  portal = await openPortal(options);
  if (options.elder) await portal.context.addInitScript((key) => localStorage.setItem(key, '1'), ELDER_MODE_STORAGE_KEY);
  return portal;
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Boxes of the shown elements a selector finds: left, top, right, bottom. */
function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ left: box.left, top: box.top, right: box.right, bottom: box.bottom })),
  );
}

/** The box of the first shown element a selector finds. */
async function boxOf(page: Page, selector: string) {
  const [first] = await boxes(page, selector);
  if (!first) throw new Error(`nothing shown for ${selector}`);
  return first;
}

it('shows the lock (需登录后办理) to visitors only: a logged-in user sees none', async () => {
  const visitor = await open();
  await visitor.goto('/index', { settle: true });
  expect(await visitor.page.getByLabel('需登录', { exact: true }).count()).toBeGreaterThan(0);
  await visitor.close();

  const user = await open({ persona: 'person' });
  await user.goto('/index', { settle: true });
  await user.page.getByRole('heading', { name: '热门个人服务' }).waitFor();
  expect(await user.page.locator('.function-tile').count()).toBeGreaterThan(0);
  expect(await user.page.getByLabel('需登录', { exact: true }).count()).toBe(0);
  expect(user.errors).toEqual([]);
});

it('keeps the top bar on one row in 关怀版 at 1366 px, and the unread count beside the bell, not over it', async () => {
  const { page, errors, goto } = await open({ persona: 'person', elder: true });
  await goto('/center/main', { settle: true });
  const controls = await boxes(page, '.portal-topbar__inner > * > *');
  expect(controls.length).toBeGreaterThanOrEqual(6);
  // One row: every control of the bar shares the first one's vertical middle.
  const middles = controls.map((box) => Math.round((box.top + box.bottom) / 2));
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
  expect(await page.locator('.portal-topbar').getByText('咨询电话 12333').isVisible()).toBe(true);

  const bell = await boxOf(page, '.user-menu__bell');
  const count = await boxOf(page, '.user-menu .ant-badge');
  const overlap = Math.max(0, Math.min(bell.right, count.right) - Math.max(bell.left, count.left));
  expect(overlap).toBe(0);
  expect(errors).toEqual([]);
});

/** Every masked number (digits and letters around asterisks) on the page, with the lines it takes. */
function maskedNumberLines(page: Page) {
  return page.evaluate(() => {
    const found: Array<{ text: string; lines: number }> = [];
    const walker = document.createTreeWalker(document.getElementById('main-content') ?? document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const match of (node.textContent ?? '').matchAll(/[0-9A-Za-z]*\*{2,}[0-9A-Za-z*]*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 0) found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

it('never breaks a masked number across lines, in 关怀版 at 1366 px and on a phone', async () => {
  for (const options of [{ elder: true }, { elder: true, ...PHONE }, PHONE]) {
    const { page, errors, goto, close } = await open({ persona: 'person', ...options });
    for (const path of ['/center/main', '/center/account', '/center/family']) {
      await goto(path, { settle: true });
      const numbers = await maskedNumberLines(page);
      expect(numbers.length, `${path}: masked numbers shown`).toBeGreaterThan(0);
      expect(
        numbers.filter((number) => number.lines > 1),
        `${path} at ${page.viewportSize()?.width} px`,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  }
});

it('shows the whole greeting on a phone in 关怀版', async () => {
  const { page, errors, goto } = await open({ persona: 'person', elder: true, ...PHONE });
  await goto('/index', { settle: true });
  const name = page.locator('.user-menu__name');
  expect(await name.innerText()).toBe('您好，王建国');
  // Not cut short: the text fits its box.
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const bar = await boxOf(page, '.portal-topbar');
  const box = await boxOf(page, '.user-menu__name');
  expect(box.right).toBeLessThanOrEqual(bar.right);
  expect(errors).toEqual([]);
});

it('styles the catalogue of business items opened directly at /tobusiness and /task', async () => {
  const { page, errors, goto } = await open();
  for (const path of ['/tobusiness', '/task']) {
    await goto(path, { settle: true });
    await page.getByRole('heading', { name: '业务办理', level: 1 }).waitFor();
    const tiles = await boxes(page, '.function-tile');
    // A grid of tiles: the first two side by side at 1366 px, not stacked buttons.
    expect(tiles.length, path).toBeGreaterThan(2);
    const [first, second] = tiles as [(typeof tiles)[0], (typeof tiles)[0]];
    expect(Math.abs(first.top - second.top), path).toBeLessThan(2);
    expect(second.left, path).toBeGreaterThan(first.right);
    // Inside a tile: the icon beside the text, the description under the name, and no native button frame.
    const icon = await boxOf(page, '.function-tile__icon');
    const name = await boxOf(page, '.function-tile__name');
    const description = await boxOf(page, '.function-tile__desc');
    expect(icon.right, path).toBeLessThanOrEqual(name.left);
    expect(description.top, path).toBeGreaterThanOrEqual(name.bottom - 1);
    expect(
      await page
        .locator('.function-tile__open')
        .first()
        .evaluate((button) => getComputedStyle(button).borderTopStyle),
    ).toBe('none');
    // The 个人服务 / 单位服务 switch side by side too.
    const person = await boxOf(page, '.service-switch__option:first-child');
    const unit = await boxOf(page, '.service-switch__option:last-child');
    expect(Math.abs(person.top - unit.top), path).toBeLessThan(2);
  }
  expect(errors).toEqual([]);
});

it('shows 我的办件 and the other centre tables as cards on a phone, every value and action inside the screen', async () => {
  const { page, errors, goto } = await open({ persona: 'person', ...PHONE });
  for (const path of ['/center/office', '/center/family', '/center/message']) {
    await goto(path, { settle: true });
    const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    if (path === '/center/office') expect(await rows.count()).toBeGreaterThan(0);
    const outside = await page
      .locator('.ant-table-tbody td')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((cell) => cell.textContent?.slice(0, 30)),
      );
    expect(outside, path).toEqual([]);
  }
  await goto('/center/office', { settle: true });
  // A card labels each value with its column's title.
  const firstCard = page.locator('.ant-table-tbody > tr.ant-table-row').first();
  const status = firstCard.locator('td[data-label="状态"]');
  expect(await status.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"状态"');
  expect(await firstCard.getByRole('button', { name: /详情/ }).first().isVisible()).toBe(true);
  expect(errors).toEqual([]);
});
