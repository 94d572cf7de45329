// What a citizen sees on a first visit, measured in the page: the lock only for
// visitors, a top bar on one row in 关怀版, masked numbers in one piece, the
// catalogue styled when opened directly, and the pages each navigation item opens.
import type { Page } from 'playwright-core';
import { afterEach, expect, inject, it } from 'vitest';
import { DEV_PANEL_STORAGE_KEY } from '../../src/app/dev/wanted';
import { ELDER_MODE_STORAGE_KEY } from '../../src/stores/ui';
import { openPortal, screensInTurn, type OpenPortalOptions, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function open(options: OpenPortalOptions & { elder?: boolean } = {}): Promise<PortalPage> {
  portal = await openPortal({ firstVisit: true, ...options });
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
  await visitor.goto('/index');
  expect(await visitor.page.getByLabel('需登录', { exact: true }).count()).toBeGreaterThan(0);
  await visitor.close();

  const user = await open({ persona: 'person' });
  await user.goto('/index');
  await user.page.getByRole('heading', { name: '热门个人服务' }).waitFor();
  expect(await user.page.locator('.function-tile').count()).toBeGreaterThan(0);
  expect(await user.page.getByLabel('需登录', { exact: true }).count()).toBe(0);
  expect(user.errors).toEqual([]);
});

it('keeps the top bar on one row in 关怀版 at 1366 px, the greeting whole, and the unread count beside the bell, not over it', async () => {
  const { page, errors, goto } = await open({ persona: 'person', elder: true });
  await goto('/center/main');
  const controls = await boxes(page, '.portal-topbar__inner > * > *');
  expect(controls.length).toBeGreaterThanOrEqual(6);
  // One row: every control of the bar shares the first one's vertical middle.
  const middles = controls.map((box) => Math.round((box.top + box.bottom) / 2));
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
  expect(await page.locator('.portal-topbar').getByText('咨询电话 12333').isVisible()).toBe(true);
  // The welcome gives up its end for room, the user's name none of it (it was cut to 您好，王…).
  // (Its box a fraction of a pixel short is enough for the ellipsis, which scrollWidth, rounded, misses.)
  const name = page.locator('.user-menu__name');
  expect(await name.innerText()).toBe('您好，王建国');
  expect(await name.evaluate(shortOfItsText)).toBeLessThanOrEqual(0);

  const bell = await boxOf(page, '.user-menu__bell');
  const count = await boxOf(page, '.user-menu .ant-badge');
  const overlap = Math.max(0, Math.min(bell.right, count.right) - Math.max(bell.left, count.left));
  expect(overlap).toBe(0);
  expect(errors).toEqual([]);
});

/** How much narrower than its text the element is, in CSS pixels (a positive number: the text is cut). */
function shortOfItsText(element: Element): number {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.style.cssText = 'position: absolute; visibility: hidden; width: max-content; max-width: none';
  element.parentElement?.append(copy);
  const needed = copy.getBoundingClientRect().width;
  copy.remove();
  return needed - element.getBoundingClientRect().width;
}

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
    const tab = await open({ persona: 'person', ...options });
    const { page, errors, close } = tab;
    // The first screen loaded, the others reached inside the app: the same screens, drawn at the same width.
    const goTo = screensInTurn(tab);
    for (const path of ['/center/main', '/center/account', '/center/family']) {
      await goTo(path);
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
  await goto('/index');
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
    await goto(path);
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
  const tab = await open({ persona: 'person', ...PHONE });
  const { page, errors } = tab;
  const goTo = screensInTurn(tab);
  for (const path of ['/center/office', '/center/family', '/center/message']) {
    await goTo(path);
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
  await goTo('/center/office');
  // A card labels each value with its column's title.
  const firstCard = page.locator('.ant-table-tbody > tr.ant-table-row').first();
  const status = firstCard.locator('td[data-label="状态"]');
  expect(await status.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"状态"');
  expect(await firstCard.getByRole('button', { name: /详情/ }).first().isVisible()).toBe(true);
  expect(errors).toEqual([]);
});

it('shows a placeholder in 服务公告 while the catalogue loads, then the notices', async () => {
  const { page, errors } = await open();
  // Hold the catalogue's answer: what the box shows meanwhile is what a visitor on a slow line sees.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/function/getClassifiedFunction', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${inject('portalUrl')}/index`, { waitUntil: 'domcontentloaded' });
  const notices = page.locator('#notices');
  await notices.locator('.ant-skeleton').waitFor();
  release();
  await notices.locator('.ant-skeleton').waitFor({ state: 'detached' });
  expect(await notices.locator('.home-notices__list, .home-notices__ok').count()).toBe(1);
  expect(errors).toEqual([]);
});

it('keeps the development panel’s button off the content on a phone', async () => {
  const tab = await open({ persona: 'person', ...PHONE });
  const { page, errors, context } = tab;
  await context.addInitScript((key) => localStorage.setItem(key, '1'), DEV_PANEL_STORAGE_KEY);
  const goTo = screensInTurn(tab);
  for (const path of ['/index', '/center/office']) {
    await goTo(path);
    const button = page.getByRole('button', { name: '开发调试：模拟网关' });
    await button.waitFor();
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll);
      const covered = await button.evaluate((own) => {
        const box = own.getBoundingClientRect();
        return [...document.querySelectorAll('body *')]
          .filter((element) => !own.contains(element) && !element.contains(own) && element.children.length === 0)
          .filter((element) => {
            const other = element.getBoundingClientRect();
            return (
              other.width > 0 &&
              other.height > 0 &&
              other.left < box.right &&
              other.right > box.left &&
              other.top < box.bottom &&
              other.bottom > box.top &&
              getComputedStyle(element).visibility === 'visible'
            );
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 20)}"`);
      });
      expect(covered, `${path}, scrolled to the ${scroll}`).toEqual([]);
    }
  }
  expect(errors).toEqual([]);
});

it('sizes the date range by its digits, not by the browser’s reading of the boxes’ size attribute', async () => {
  for (const [persona, path] of [
    ['person', '/center/office'],
    ['unit', '/unitcenter/onlineDel'],
  ] as const) {
    const { page, errors, goto, close } = await open({ persona });
    await goto(path);
    const range = page.locator('.ant-picker-range').first();
    const width = async () => Math.round((await range.boundingBox())?.width ?? 0);
    const before = await width();
    expect(before, path).toBeGreaterThan(200);
    expect(before, path).toBeLessThanOrEqual(280);
    // Firefox turns `size` into about twice Chromium's width (the Chinese font's average character):
    // doubling the attribute here must change nothing.
    await range.locator('input').evaluateAll((inputs) => inputs.forEach((input) => ((input as HTMLInputElement).size *= 2)));
    expect(await width(), path).toBe(before);
    expect(errors).toEqual([]);
    await close();
  }
});

it('keeps each agent’s name on one line in a squeezed table (/organ/agents)', async () => {
  const { page, errors, goto } = await open({ persona: 'organ', viewport: { width: 800, height: 900 } });
  await goto('/organ/agents');
  const names = page.locator('.ant-table-tbody > tr.ant-table-row > td:nth-child(2)');
  expect(await names.count()).toBeGreaterThan(0);
  const broken = await names.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken).toEqual([]);
  expect(errors).toEqual([]);
});

it('opens a page of its own from each item of the main navigation, and highlights that item alone', async () => {
  const { page, errors, goto } = await open();
  await goto('/index');
  const navigation = page.getByRole('navigation', { name: '主导航' });
  const current = () => navigation.locator('[aria-current="page"]').allInnerTexts();
  expect(await current()).toEqual(['首页']);
  const expected = [
    { item: '个人办事', path: '/web/tobusiness', heading: '业务办理', selected: '个人服务' },
    { item: '单位办事', path: '/web/tobusiness', heading: '业务办理', selected: '单位服务' },
    { item: '公共查询', path: '/web/publicQuery', heading: '公共查询' },
    { item: '办事指南', path: '/web/serviceGuide', heading: '办事指南' },
  ];
  for (const { item, path, heading, selected } of expected) {
    await navigation.getByRole('link', { name: item, exact: true }).click();
    // 个人办事 and 单位办事 open the same page: its heading is there before the second move ends.
    await expect.poll(current, { message: item }).toEqual([item]);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await portal?.settled();
    expect(new URL(page.url()).pathname, item).toBe(path);
    if (selected) {
      await expect.poll(() => page.getByRole('tab', { name: new RegExp(selected), selected: true }).count(), { message: item }).toBe(1);
    }
  }
  // 公共查询 lists every public query; 办事指南 explains the steps and the items, not one query.
  await navigation.getByRole('link', { name: '公共查询', exact: true }).click();
  await page.getByRole('heading', { name: '公共查询', level: 1 }).waitFor();
  const queries = page.locator('#main-content').getByRole('link');
  expect(await queries.count()).toBeGreaterThanOrEqual(12);
  expect(await queries.allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringContaining('养老保险待遇查询'), expect.stringContaining('医保药品目录')]),
  );
  await navigation.getByRole('link', { name: '办事指南', exact: true }).click();
  await page.getByRole('heading', { name: '办理步骤' }).waitFor();
  await portal?.settled();
  expect(await page.getByRole('link', { name: /^在线办理/ }).count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
