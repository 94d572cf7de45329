// The public queries in the real browser against the mock gateway, in one
// visitor's page that goes from query to query as a link does (the first
// loads, the others are moves inside the app): every query answers once (the
// slider before personal records), the forms refuse wrong input, the drug
// catalogue turns a page, a printout leaves no frame behind, and the
// service-hall map is usable.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chooseInDropdown, openPortal, screensInTurn, type PortalPage } from './harness';
import { fill, solveSlider } from './login-helpers';

let portal: PortalPage;
let page: Page;
let goTo: (path: string) => Promise<void>;

beforeAll(async () => {
  portal = await openPortal();
  page = portal.page;
  goTo = screensInTurn(portal);
});
afterAll(async () => {
  await portal.close();
});

const HOLDER = { 姓名: '王建国', 公民身份号码: '320102198807154211' };

/** The form's search button (its name may carry the icon's label and antd's space: "search 查 询"). */
const searchButton = () => page.getByRole('button', { name: /(^|\s)查\s?询$/ });

async function open(path: string, heading: string): Promise<void> {
  await goTo(path);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

/** Fills the holder's name and ID number, searches, passes the slider and waits for `expected` in the results. */
async function lookUp(expected: string): Promise<void> {
  await fill(page, HOLDER);
  await searchButton().click();
  await solveSlider(page);
  await page.locator('.query-page__results').getByText(expected, { exact: true }).first().waitFor();
}

const results = () => page.locator('.query-page__results');

/**
 * Fills the form, searches, and waits for the answer to the request that carries
 * `sent` (pages that open on their first page already show rows), then for `expected`.
 */
async function searchWith(
  operation: string,
  fields: Record<string, string>,
  sent: Record<string, unknown>,
  expected: string,
): Promise<void> {
  await fill(page, fields);
  const answer = page.waitForResponse((response) => {
    if (!response.url().endsWith(operation)) return false;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    return Object.entries(sent).every(([key, value]) => body[key] === value);
  });
  await searchButton().click();
  await answer;
  await results().getByText(expected).first().waitFor();
}

it('the forms refuse a wrong name or ID number and search nothing', async () => {
  await open('/zxnl', '专项职业能力证书查询');
  await searchButton().click();
  await page.getByText('请输入姓名', { exact: true }).waitFor();
  await fill(page, { 姓名: 'Wang', 公民身份号码: '320102198807154212' });
  await searchButton().click();
  await page.getByText('请输入 2 至 30 个汉字的真实姓名').waitFor();
  await page.getByText(/身份证号码不正确/).waitFor();
  expect(await page.locator('.slider-captcha').count()).toBe(0);

  await open('/tstaffquery', '机关事业单位编制查询');
  await searchButton().click();
  await page.getByText('请至少填写单位名称、统一社会信用代码或所在地区中的一项').waitFor();
  await fill(page, { 统一社会信用代码: '91320100MA1W2X3Y45' });
  await searchButton().click();
  await page.getByText(/统一社会信用代码有误/).waitFor();
  expect(portal.errors).toEqual([]);
});

it('the pension query answers after the slider and prints through a frame that is removed', async () => {
  await open('/queryTransitional', '养老保险待遇查询');
  await lookUp('6,919.00');
  await expect.poll(() => results().getByText('按新办法发放').count()).toBe(1);
  await portal.screenshot('item-query-pension');
  // The print frame, listened for before the click: on a busy machine it can come and go before a locator looks.
  const attached = page.waitForEvent('frameattached');
  await page.getByRole('button', { name: /打\s?印$/ }).click();
  const printFrame = await attached;
  await expect.poll(() => printFrame.isDetached(), { timeout: 5_000 }).toBe(true);
  expect(portal.errors).toEqual([]);
});

it('each certificate and exam lookup finds the holder’s record', async () => {
  const lookups: Array<[path: string, heading: string, expected: string]> = [
    ['/zxnl', '专项职业能力证书查询', '3201062025ZX000418'],
    ['/zyzg', '专业技术资格（职称）证书查询', '320000202300087641'],
    ['/gxzs', '计算机信息高新技术证书查询', '0132000215004631'],
    ['/gqjnks', '技师、高级技师考评成绩查询', '2602320100031'],
    ['/ldzgz', '出国劳务人员资格证书换证查询', 'LW3200002019000216'],
    ['/jndj', '职业技能等级证书查询', 'Y000032010003263000529'],
  ];
  for (const [path, heading, expected] of lookups) {
    await open(path, heading);
    await lookUp(expected);
  }
  await expect.poll(() => results().getByText('三级/高级工').count()).toBe(1);
  await portal.screenshot('item-query-certificate');
  expect(portal.errors).toEqual([]);
  // Six sliders in a row: more than one test's usual minute on a busy machine.
}, 120_000);

it('the drug catalogue opens on its first page, turns to the next and filters by name', async () => {
  await open('/drugInformationquery', '医保药品目录查询');
  await results().getByText('共 26 条').waitFor();
  await portal.screenshot('item-query-drugs');
  const nextPage = page.waitForRequest(
    (request) => request.url().endsWith('/query/drugCatalogue') && request.postDataJSON()?.pageNum === 2,
  );
  await results().getByTitle('2', { exact: true }).click();
  expect((await nextPage).postDataJSON()).toMatchObject({ pageNum: 2, pageSize: 10 });
  await expect.poll(() => results().locator('.ant-pagination-item-active').textContent()).toBe('2');

  await searchWith('/query/drugCatalogue', { 药品名称: '阿莫西林' }, { drugName: '阿莫西林', pageNum: 1 }, '阿莫西林胶囊');
  await expect.poll(() => results().locator('.ant-pagination-item-active').textContent()).toBe('1');
  expect(portal.errors).toEqual([]);
});

it('the catalogue, unit and material queries answer their forms', async () => {
  await open('/diagtreatmentproinfo', '医疗服务项目目录查询');
  await searchWith(
    '/query/diagTreatmentCatalogue',
    { 项目名称: 'CT', 项目编码: '2103' },
    { itemName: 'CT', itemCode: '2103' },
    'X 线计算机体层（CT）平扫',
  );

  await open('/tstaffquery', '机关事业单位编制查询');
  await searchWith('/query/unitStaffing', { 单位名称: '职业技能鉴定' }, { unitName: '职业技能鉴定' }, '江苏省职业技能鉴定中心');

  await open('/unitsubsidyPaymentQueryInfo', '单位职业培训补贴公示查询');
  await searchWith(
    '/query/unitTrainingSubsidy',
    { 统一社会信用代码: '91320100ma1w2x3y44' },
    { socialCreditCode: '91320100MA1W2X3Y44' },
    '36,000.00',
  );

  await open('/materialquery', '办事材料查询');
  await searchWith('/query/material', { 事项名称: '失业保险金' }, { keyword: '失业保险金' }, '失业保险金申领');
  await results().getByRole('button', { name: '展开行' }).first().click();
  await results().getByText('解除或终止劳动合同的证明').waitFor();
  await portal.screenshot('item-query-material');
  expect(portal.errors).toEqual([]);
});

it('the service-hall map lists the halls, shows a chosen one and works from the keyboard', async () => {
  await open('/electronicMap', '人社服务网点地图');
  const list = page.getByRole('list', { name: '服务网点列表' });
  // 省本级 first: the province's own halls.
  await list.getByRole('button', { name: /江苏省社会保障卡服务中心/ }).waitFor();
  expect(await list.getByRole('button').count()).toBe(2);
  await page.getByRole('combobox', { name: '城市' }).click();
  await chooseInDropdown(page, '南京市');
  await list.getByRole('button', { name: /南京市鼓楼区人力资源/ }).waitFor();
  expect(await list.getByRole('button').count()).toBe(9);
  await expect
    .poll(() => page.getByRole('group', { name: '江苏省人社服务网点分布图' }).getByRole('button', { pressed: true }).count())
    .toBeGreaterThan(0);

  await list.getByRole('button', { name: /江宁区人力资源/ }).click();
  const detail = page.locator('.hall-map__detail');
  await detail.getByText('南京市江宁区天元中路 126 号').waitFor();
  await page.keyboard.press('ArrowUp');
  await detail.getByText('南京市浦口区江浦街道文德路 8 号').waitFor();

  const marker = page.getByRole('button', { name: '南京市栖霞区人力资源和社会保障服务中心', exact: true });
  await marker.focus();
  await page.keyboard.press('Enter');
  await detail.getByText('南京市栖霞区尧化街道仙林大道 8 号').waitFor();
  await portal.screenshot('item-query-map');

  const citySearch = page.waitForRequest(
    (request) => request.url().endsWith('/query/serviceHalls') && request.postDataJSON()?.areaCode === '320500',
  );
  await page.getByRole('button', { name: /查看全省$/ }).click();
  await page.getByRole('button', { name: /回到网点$/ }).waitFor();
  await portal.screenshot('item-query-map-province');
  await page.getByRole('button', { name: '查看苏州市的服务网点' }).click();
  await citySearch;
  // 苏州's own halls, none of Nanjing's.
  await list.getByRole('button', { name: /苏州市姑苏区人力资源/ }).waitFor();
  expect(await list.getByRole('button', { name: /南京/ }).count()).toBe(0);
  expect(await list.getByRole('button').count()).toBe(3);
  expect(portal.errors).toEqual([]);
});
