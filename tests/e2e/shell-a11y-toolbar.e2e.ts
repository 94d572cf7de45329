// The assistive toolbar (无障碍工具栏) in the browser: reached by keyboard alone
// (skip link, Alt+Shift+A), zoom at 200 % in a 1280 px window without sideways
// scrolling, the high-contrast scheme in the computed colours, the choices kept
// over a reload, and 重置. At 200 % the narrow layouts apply on the home page,
// the login page and a centre. Each other control by its effect: 声音 (in this
// browser, which has no zh-CN voice, and over a recording one), 缩小, 大鼠标,
// 辅助线, 显示屏. On a phone: the toolbar with 关怀版 and high contrast keeps the
// page inside the screen. Screenshots: reports/screenshots/a11y-toolbar-*.png.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { openPortal, type OpenPortalOptions, type PortalPage } from './harness';

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

/** A page opened at 200 %, as an earlier visit's choice leaves it, in a 1280 px window. */
async function openZoomed(path: string, options: OpenPortalOptions = {}): Promise<PortalPage> {
  const zoomed = await openPortal({ ...options, viewport: { width: 1280, height: 800 } });
  await zoomed.context.addInitScript(() => localStorage.setItem('assistiveToolbar', JSON.stringify({ zoom: 200 })));
  await zoomed.goto(path);
  await expect.poll(async () => (await looks(zoomed.page)).zoom, { timeout: 10_000 }).toBe('2');
  await zoomed.settled();
  return zoomed;
}

it('at 200 % in a 1280 px window the narrow layouts apply and nothing scrolls sideways: home, login and a centre', async () => {
  portal = await openZoomed('/index');
  const { page } = portal;
  expect(await scrollsSideways(page)).toBe(false);
  // The hero's own grid (a container query) stacks to one column.
  expect(await page.locator('.home-hero__inner').evaluate((hero) => getComputedStyle(hero).gridTemplateColumns.split(' ').length)).toBe(1);
  // So do the sections: 热门服务 above 服务公告, not beside it as on a 1280 px page without zoom.
  const hot = await page.locator('#hot').boundingBox();
  const notices = await page.locator('#notices').boundingBox();
  expect(notices?.x).toBe(hot?.x);
  expect(notices!.y).toBeGreaterThan(hot!.y + hot!.height);
  await portal.screenshot('a11y-toolbar-zoom-200-index-1280');

  await portal.goto('/login');
  await expect.poll(async () => (await looks(page)).zoom, { timeout: 10_000 }).toBe('2');
  await portal.settled();
  expect(await scrollsSideways(page)).toBe(false);
  await portal.screenshot('a11y-toolbar-zoom-200-login-1280');
  expect(portal.errors).toEqual([]);
  await portal.close();

  // A centre folds its menu into the drawer, as on a phone: the page is 640 px wide.
  portal = await openZoomed('/center/main', { persona: 'person' });
  expect(await scrollsSideways(portal.page)).toBe(false);
  expect(await portal.page.locator('.centre__sider').count()).toBe(0);
  await portal.screenshot('a11y-toolbar-zoom-200-centre-1280');
  expect(portal.errors).toEqual([]);
});

/** Records what the page asks speech synthesis to say, with one zh-CN voice (an init script: no outside names). */
function recordSpeech() {
  const spoken: string[] = [];
  const voice = { lang: 'zh-CN', name: '中文', default: true, localService: true, voiceURI: 'zh-CN' };
  Object.assign(window, {
    spoken,
    SpeechSynthesisUtterance: function (this: { text: string }, text: string) {
      this.text = text;
    },
  });
  Object.defineProperty(window, 'speechSynthesis', {
    value: {
      getVoices: () => [voice],
      speak: (utterance: { text: string }) => spoken.push(utterance.text),
      cancel: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

it('each other control by its effect: 声音, 缩小, 大鼠标, 辅助线, 显示屏', async () => {
  portal = await openPortal();
  const { page } = portal;
  await portal.goto('/index');
  await portal.settled();
  await page.keyboard.press('Alt+Shift+A');

  // This browser has no zh-CN voice: 声音 says so and stays off.
  await toolbarControl(page, '声音').click();
  await page.getByRole('status').filter({ hasText: '您的浏览器没有中文（zh-CN）语音' }).waitFor();
  expect(await toolbarControl(page, '声音').getAttribute('aria-pressed')).toBe('false');

  // 放大 then 缩小: back to the unzoomed page.
  await toolbarControl(page, '放大').click();
  await expect.poll(async () => (await looks(page)).zoom).toBe('1.1');
  await toolbarControl(page, '缩小').click();
  await expect.poll(async () => (await looks(page)).zoom).toBe('');

  // 大鼠标: the pointer is the large arrow, on the page and over a link.
  await toolbarControl(page, '大鼠标').click();
  const cursors = () =>
    page.evaluate(() => [
      getComputedStyle(document.body).cursor,
      getComputedStyle(document.querySelector('.portal-nav a') ?? document.body).cursor,
    ]);
  await expect.poll(cursors).toEqual([expect.stringMatching(/^url\("data:image\/svg\+xml.*auto$/), expect.stringMatching(/pointer$/)]);

  // 辅助线: the two lines go through the pointer.
  await toolbarControl(page, '辅助线').click();
  await page.mouse.move(300, 420);
  const guides = () =>
    page.evaluate(() => {
      const row = document.querySelector<HTMLElement>('[data-testid="reading-guide-row"]');
      const column = document.querySelector<HTMLElement>('[data-testid="reading-guide-column"]');
      return [row?.getBoundingClientRect().top, column?.getBoundingClientRect().left];
    });
  await expect.poll(guides).toEqual([420, 300]);

  // 显示屏: the pointed text, large, in the bar at the bottom.
  await toolbarControl(page, '显示屏').click();
  const navLink = page.locator('.portal-nav a').first();
  await navLink.hover();
  const screen = page.getByTestId('text-screen');
  await expect.poll(() => screen.textContent()).toBe((await navLink.innerText()).trim());
  expect(await screen.evaluate((bar) => Number.parseFloat(getComputedStyle(bar).fontSize))).toBeGreaterThanOrEqual(36);
  await portal.screenshot('a11y-toolbar-guides-text-screen');

  // 声音 over a browser that has a zh-CN voice: it says it is on, then reads what the focus reaches.
  await portal.context.addInitScript(recordSpeech);
  await portal.goto('/index');
  await portal.settled();
  await page.keyboard.press('Alt+Shift+A');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('声音');
  await page.keyboard.press('Enter');
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  await expect.poll(spoken).toContain('声音已开启');
  expect(await toolbarControl(page, '声音').getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
  await expect.poll(spoken).toContain('跳到主要内容');
  expect(portal.errors).toEqual([]);
});
