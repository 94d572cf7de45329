import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { preferExample } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('the home page shows the portal with its function catalogue and no errors', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  await expect.poll(() => portal!.page.title()).toContain('江苏人社网上办事服务大厅');
  await expect
    .poll(() => portal!.page.getByRole('heading', { name: /江苏省人力资源和社会保障网上办事服务大厅/ }).count())
    .toBeGreaterThan(0);
  await portal.screenshot('home');
  expect(portal.errors).toEqual([]);
});

it('a unit user opens a function with sub-functions: the choice, then the second factor, each a dialog that arrives when asked for', async () => {
  portal = await openPortal({ persona: 'unit' });
  await portal.goto('/index');
  const { page } = portal;
  // The unit persona's example of checkUserType is a refusal (a person-only function); this one lets the user in.
  await preferExample(page, '/functionAccess/checkUserType', 'person');
  await page.getByRole('tab', { name: /单位服务/ }).click();
  await page.getByText('职工参保增减员', { exact: true }).first().click();
  const choice = page.getByRole('dialog', { name: '请选择要办理的事项：职工参保增减员' });
  await choice.waitFor();
  await choice.getByRole('button', { name: /职工参保增员（企业职工养老保险）/ }).click();
  const secondFactor = page.getByRole('dialog').filter({ hasText: '前请完成身份确认' });
  await secondFactor.waitFor();
  expect(await secondFactor.textContent()).toContain('139****0258');
  expect(portal.errors).toEqual([]);
});

it('a function starred on the home page is listed in 我的收藏, after a reload too, until the star is taken off', async () => {
  portal = await openPortal({ persona: 'person' });
  await portal.goto('/index');
  const { page, errors } = portal;
  const favourites = page.getByRole('region', { name: '我的收藏' });
  await favourites.getByText('个人参保证明打印').first().waitFor();
  expect(await favourites.getByText('失业保险金申领').count()).toBe(0);
  await page.getByRole('button', { name: '收藏失业保险金申领' }).first().click();
  await favourites.getByText('失业保险金申领').first().waitFor();
  // The gateway remembers it: the favourite is still there on a fresh page.
  await portal.goto('/index');
  await favourites.getByText('失业保险金申领').first().waitFor();
  await page.getByRole('button', { name: '取消收藏失业保险金申领' }).first().click();
  await expect.poll(() => favourites.getByText('失业保险金申领').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('the service categories switch by click and by arrow keys, beside the functions on a desktop and above them on a phone', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  const { page } = portal;
  const categories = page.getByRole('tablist', { name: '个人服务分类' });
  await categories.waitFor();
  expect(await categories.getAttribute('aria-orientation')).toBe('vertical');
  await categories.getByRole('tab', { name: /社会保险/ }).click();
  const panel = page.getByRole('tabpanel', { name: /社会保险/ });
  await panel.waitFor();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('tabpanel', { name: /就业创业/ }).waitFor();
  expect(await categories.getByRole('tab', { selected: true }).textContent()).toContain('就业创业');
  const beside = async () => {
    const tabs = await categories.boundingBox();
    const shown = await page.getByRole('tabpanel').filter({ visible: true }).boundingBox();
    return tabs && shown
      ? { tabsRight: tabs.x + tabs.width, tabsBottom: tabs.y + tabs.height, panelLeft: shown.x, panelTop: shown.y }
      : undefined;
  };
  const desktop = await beside();
  expect(desktop && desktop.tabsRight <= desktop.panelLeft).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      const phone = await beside();
      return phone !== undefined && phone.tabsBottom <= phone.panelTop;
    })
    .toBe(true);
  await portal.screenshot('home-phone');
  expect(portal.errors).toEqual([]);
});
