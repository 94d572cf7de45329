// The assistive toolbar (无障碍工具栏) in the browser: reached by keyboard alone
// (skip link, Alt+Shift+A), zoom at 200 % in a 1280 px window without sideways
// scrolling, the high-contrast scheme in the computed colours, the choices kept
// over a reload, and 重置. On a phone: the toolbar with 关怀版 and high contrast
// keeps the page inside the screen. Screenshots: reports/screenshots/a11y-toolbar-*.png.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** True when the page can scroll sideways: scrolled as far right as it goes, it moved. */
function scrollsSideways(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(10_000, window.scrollY);
    const moved = window.scrollX > 0;
    window.scrollTo(0, window.scrollY);
    return moved;
  });
}

/** What the choices do to the page: the root's zoom and classes, and computed colours. */
function looks(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const link = document.querySelector('.portal-nav a');
    return {
      zoom: root.style.zoom,
      contrast: root.classList.contains('a11y-contrast'),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      bodyText: getComputedStyle(document.body).color,
      navLink: link ? getComputedStyle(link).color : '',
    };
  });
}

function toolbarControl(page: Page, name: string) {
  return page.getByRole('toolbar', { name: '无障碍工具栏' }).getByRole('button', { name, exact: true });
}

it('opens by keyboard, zooms to 200 % without sideways scrolling, turns high contrast on, keeps both over a reload, and 重置 restores', async () => {
  portal = await openPortal({ viewport: { width: 1280, height: 800 } });
  const { page } = portal;
  await portal.goto('/index');
  await portal.settled();
  const standard = await looks(page);

  // The first Tab reaches the skip link; the shortcut opens the toolbar, which takes the focus.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
  await page.keyboard.press('Alt+Shift+A');
  await expect.poll(() => toolbarControl(page, '声音').evaluate((button) => button === document.activeElement)).toBe(true);
  await portal.screenshot('a11y-toolbar-open-1280');

  // By keyboard alone: the arrows to 放大, Enter ten times.
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('放大');
  for (let step = 0; step < 10; step++) await page.keyboard.press('Enter');
  await expect.poll(async () => (await looks(page)).zoom).toBe('2');
  expect(await toolbarControl(page, '放大').getAttribute('aria-disabled')).toBe('true');
  expect(await scrollsSideways(page)).toBe(false);
  await portal.screenshot('a11y-toolbar-zoom-200-1280');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await looks(page)).contrast).toBe(true);
  const contrast = await looks(page);
  expect(contrast.bodyBackground).toBe('rgb(0, 0, 0)');
  expect(contrast.bodyText).toBe('rgb(255, 255, 255)');
  expect(contrast.navLink).toBe('rgb(255, 255, 0)');
  expect(contrast.bodyBackground).not.toBe(standard.bodyBackground);
  await portal.screenshot('a11y-toolbar-contrast-1280');

  // A reload: the choices apply again (once the page is idle), the toolbar is closed.
  await portal.goto('/index');
  await portal.settled();
  await expect.poll(async () => (await looks(page)).contrast).toBe(true);
  expect((await looks(page)).zoom).toBe('2');
  expect(await page.getByRole('toolbar').count()).toBe(0);
  expect(await scrollsSideways(page)).toBe(false);

  // The top bar's button opens it again; 重置 gives the standard page back.
  await page.getByRole('button', { name: '无障碍', exact: true }).click();
  await toolbarControl(page, '重置').click();
  await expect.poll(() => looks(page)).toEqual(standard);
  expect(await page.evaluate(() => localStorage.getItem('assistiveToolbar'))).toBeNull();
  expect(portal.errors).toEqual([]);
});

it('on a phone, the open toolbar with 关怀版 and high contrast keeps the page inside the screen', async () => {
  portal = await openPortal({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page } = portal;
  await portal.goto('/index');
  await portal.settled();
  await page.getByRole('button', { name: '无障碍', exact: true }).click();
  await toolbarControl(page, '声音').waitFor();
  await portal.screenshot('a11y-toolbar-open-390');
  await page.getByRole('button', { name: '关怀版' }).click();
  await toolbarControl(page, '配色').click();
  await expect.poll(async () => (await looks(page)).contrast).toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
  await portal.screenshot('a11y-toolbar-elder-contrast-390');
  expect(portal.errors).toEqual([]);
});
