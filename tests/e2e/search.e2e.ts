// The header search finds what citizens type — names, short forms (社保卡 for
// 社会保障卡), pinyin initials — and Enter or the search button shows every
// match on the results page (/search?q=…), person and unit services apart,
// with 需登录 for a visitor, from which one is chosen; a search that finds
// nothing says so and offers the hot services. Also on a phone in 关怀版.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { openPortal, seriousAccessibilityViolations, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** The header field: the plain field first, the suggestion box once it has arrived (both carry the label). */
const headerField = (page: Page) => page.getByLabel('搜索服务事项').first();
const suggestions = (page: Page) => page.locator('.function-search__option');
const results = (page: Page) => page.locator('.search-page');
const group = (page: Page, name: '个人服务' | '单位服务') => results(page).getByRole('region', { name });
const tileNames = (page: Page, name: '个人服务' | '单位服务') => group(page, name).locator('.function-tile__name').allInnerTexts();

/** The person services of the gateway's catalogue named 社会保障卡…, and 电子社保卡签发. */
const PERSON_CARD_SERVICES = [
  '电子社保卡签发',
  '社会保障卡申领',
  '社会保障卡挂失与解挂',
  '社会保障卡申领进度',
  '社会保障卡启用',
  '社会保障卡应用状态查询',
  '社会保障卡服务网点查询',
  '代他人申领社会保障卡',
  '社会保障卡补换',
];
const UNIT_CARD_SERVICES = ['职工社会保障卡批量申领', '职工社会保障卡制卡进度查询'];

async function typeInHeader(page: Page, text: string): Promise<void> {
  await headerField(page).click();
  await headerField(page).fill(text);
}

it('社保卡 suggests the 社会保障卡 services; Enter lists every match by person and unit, locked for a visitor, and one is chosen', async () => {
  portal = await openPortal();
  const { page } = portal;
  await portal.goto('/index');

  await typeInHeader(page, '社保卡');
  await expect.poll(() => suggestions(page).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('社会保障卡申领')]));
  expect(await suggestions(page).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('电子社保卡签发')]));

  await headerField(page).press('Enter');
  await expect.poll(() => decodeURIComponent(new URL(page.url()).search)).toBe('?q=社保卡');
  await results(page).getByRole('heading', { level: 1, name: '“社保卡”的搜索结果' }).waitFor();
  await results(page).getByText('在省本级找到 11 项服务：个人服务 9 项，单位服务 2 项。').waitFor();
  expect((await tileNames(page, '个人服务')).sort()).toEqual([...PERSON_CARD_SERVICES].sort());
  expect((await tileNames(page, '单位服务')).sort()).toEqual([...UNIT_CARD_SERVICES].sort());
  // As on the home page: every service but the public 网点查询 needs a login.
  expect(await results(page).getByRole('img', { name: '需登录' }).count()).toBe(10);
  await portal.screenshot('search-results-1366');

  await group(page, '个人服务')
    .getByRole('button', { name: /社会保障卡挂失与解挂/ })
    .click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).search)).toBe('?redirect=/tobusiness?funcId=F1002');
  expect(new URL(page.url()).pathname).toBe('/web/login');
  expect(portal.errors).toEqual([]);
});

it('the search button, pinyin initials, and a search that finds nothing', async () => {
  portal = await openPortal();
  const { page } = portal;
  await portal.goto('/index');

  await typeInHeader(page, '失业');
  await suggestions(page).first().waitFor();
  await page.locator('.portal-search').getByRole('button', { name: '搜索' }).click();
  await results(page).getByText('在省本级找到 6 项服务：个人服务 4 项，单位服务 2 项。').waitFor();
  expect(await tileNames(page, '个人服务')).toEqual(['失业保险金申领', '就业失业登记', '失业登记查询', '失业保险待遇领取记录']);
  expect(await tileNames(page, '单位服务')).toEqual(['失业保险稳岗返还申领', '失业保险稳岗返还查询']);
  // The suggestions closed; the keyboard goes on from the results.
  expect(await suggestions(page).first().isVisible()).toBe(false);

  await typeInHeader(page, 'sbk');
  await headerField(page).press('Enter');
  await results(page).getByText('在省本级找到 11 项服务：个人服务 9 项，单位服务 2 项。').waitFor();

  await typeInHeader(page, '公积金');
  await headerField(page).press('Enter');
  await results(page).getByText('在省本级未找到与“公积金”相关的服务。').waitFor();
  await results(page)
    .getByText(/住房公积金管理中心/)
    .waitFor();
  await results(page)
    .getByText(/拼音首字母（如“sbk”）/)
    .waitFor();
  const hot = results(page).getByRole('region', { name: '热门个人服务' });
  await hot.getByRole('button', { name: /失业保险金申领/ }).waitFor();
  expect(portal.errors).toEqual([]);
});

it('a results page opened from a link, on a phone in 关怀版: the page fits and passes axe', async () => {
  portal = await openPortal({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page } = portal;
  await portal.goto('/index');
  await page.getByRole('button', { name: '关怀版' }).click();
  await portal.goto(`/search?q=${encodeURIComponent('退休')}`);
  await results(page).getByRole('heading', { level: 1, name: '“退休”的搜索结果' }).waitFor();
  // The names with 退休 first, then 养老 (退休 → 养老).
  expect((await tileNames(page, '个人服务')).slice(0, 4)).toEqual([
    '退休申请',
    '退休证明打印',
    '退休申请表打印与下载',
    '养老保险待遇资格认证',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await portal.screenshot('search-results-elder-390');
  expect(portal.errors).toEqual([]);
});

it('a logged-in person chooses a result and goes through the access checks to the service', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page } = portal;
  await portal.goto('/index');
  await typeInHeader(page, '失业金');
  await headerField(page).press('Enter');
  await results(page).getByText('在省本级找到 1 项服务：个人服务 1 项。').waitFor();
  const checked = page.waitForRequest((request) => request.url().endsWith('/function/checkFunctionAuth'));
  await group(page, '个人服务')
    .getByRole('button', { name: /失业保险金申领/ })
    .click();
  expect((await checked).postDataJSON()).toEqual({ funcId: 'F3001' });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/web/task');
  expect(portal.errors).toEqual([]);
});
