// The catalogue of business items: /tobusiness lists the items of the city,
// search narrows them, choosing one proceeds through the access checks;
// /toSelfBusiness is the same on a self-service terminal — large touch
// targets, its own way back, and the return to its start page when idle.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('/tobusiness lists the business items, search narrows them, and choosing one opens it', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page } = portal;
  await portal.goto('/tobusiness');
  await page.getByRole('heading', { name: '业务办理', level: 1 }).waitFor();
  const items = page.getByRole('group', { name: '可办理的事项' }).getByRole('button');
  // The classified catalogue's person items and the person list's, each once: the gateway's whole person catalogue.
  await expect.poll(() => items.count()).toBe(74);
  await page.getByText('共 74 项').waitFor();
  await portal.screenshot('home-catalogue');

  await page.getByRole('tab', { name: /^社会保障卡/ }).click();
  await expect.poll(() => items.count()).toBe(9);

  await page.getByRole('searchbox', { name: '搜索事项' }).fill('参保');
  // Names and descriptions: 失业保险金申领 is for 参保人员.
  await page.getByText('搜索“参保”：找到 12 项个人事项').waitFor();
  expect(await items.allInnerTexts()).toEqual(
    expect.arrayContaining([
      expect.stringContaining('个人参保证明打印'),
      expect.stringContaining('我的参保信息'),
      expect.stringContaining('失业保险金申领'),
    ]),
  );
  await page.getByRole('searchbox', { name: '搜索事项' }).fill('社保卡 挂失');
  await expect.poll(() => items.count()).toBe(1);

  // The access checks run for the chosen item; the gateway's example answer then names where it is handled.
  const checked = page.waitForRequest((request) => request.url().endsWith('/function/checkFunctionAuth'));
  await items.getByText('社会保障卡挂失与解挂').click();
  expect((await checked).postDataJSON()).toEqual({ funcId: 'F1002' });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/web/task');
  expect(portal.errors).toEqual([]);
});

it('/tobusiness switches to the unit items and says when a search finds nothing', async () => {
  portal = await openPortal();
  const { page } = portal;
  await portal.goto('/tobusiness');
  await page.getByRole('tab', { name: /单位服务/ }).click();
  const items = page.getByRole('group', { name: '可办理的事项' }).getByRole('button');
  await expect.poll(() => items.count()).toBe(41);
  await page.getByRole('searchbox', { name: '搜索事项' }).fill('驾驶证');
  await page.getByText('没有找到相关事项，请换个说法再试').waitFor();
  await page.getByRole('button', { name: '清除搜索' }).click();
  await expect.poll(() => items.count()).toBe(41);
  expect(portal.errors).toEqual([]);
});

it('/task without a function leads to the catalogue', async () => {
  portal = await openPortal();
  await portal.goto('/task');
  await expect.poll(() => new URL(portal!.page.url()).pathname).toBe('/web/tobusiness');
  await portal.page.getByRole('heading', { name: '业务办理', level: 1 }).waitFor();
  expect(portal.errors).toEqual([]);
});

it('/toSelfBusiness has large touch targets, its own way back, and returns to its start page when nobody uses it', async () => {
  portal = await openPortal();
  const { page } = portal;
  await page.clock.install();
  await portal.goto('/toSelfBusiness');
  await page.getByRole('heading', { name: '自助终端办理', level: 1 }).waitFor();

  const back = page.getByRole('button', { name: '返回', exact: true });
  const start = page.getByRole('button', { name: '回到首页' });
  expect(await back.isDisabled()).toBe(true);
  await start.waitFor();
  const main = page.locator('#main-content');
  const heights = await main
    .locator('button, input')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(10);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(64);
  await portal.screenshot('home-self-service');

  await page.getByRole('button', { name: /^社会保险\s*\d+\s*项$/ }).click();
  await page.getByRole('heading', { name: /^社会保险（\d+ 项）$/ }).waitFor();
  await back.click();
  await page.getByRole('heading', { name: '按分类查找' }).waitFor();

  await page.getByRole('searchbox', { name: '搜索事项' }).fill('社保卡');
  await main.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('heading', { name: '搜索“社保卡”：找到 9 项' }).waitFor();

  // Three minutes without input: a countdown in the last 30 s, then the start page again.
  await page.clock.fastForward('02:31');
  await page.getByRole('status').filter({ hasText: '秒后将回到首页' }).waitFor();
  await portal.screenshot('home-self-service-countdown');
  await page.clock.fastForward('00:30');
  await page.getByRole('heading', { name: '按分类查找' }).waitFor();
  expect(await page.getByRole('searchbox', { name: '搜索事项' }).inputValue()).toBe('');

  // Choosing an item that needs a login goes to the login page first.
  await page.getByRole('group', { name: '可办理的事项' }).getByRole('button').filter({ hasText: '个人参保证明打印' }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/web/login');
  expect(portal.errors).toEqual([]);
});
