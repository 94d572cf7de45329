// The basic-information area in the browser against the mock gateway: every
// route, share-info editing, the face-verified reveal, and the yearly
// verification of persons and units from the agreement to the end.
import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { formatDate } from '../../mock/state/values';
import { theWorld } from '../../mock/state/world';
import { chooseInDropdown, openPortal, screenTour, type LoginPersona, type PortalPage } from './harness';
import { solveSlider } from './login-helpers';

const world = theWorld();
const unit = world.units[0]!;

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function open(path: string, persona: LoginPersona = 'person', sandbox?: string): Promise<PortalPage> {
  portal = await openPortal({ persona, ...(sandbox ? { sandbox } : {}) });
  await portal.goto(path);
  return portal;
}

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

async function choose(page: Page, scope: Locator, field: string, option: string) {
  await scope.getByLabel(field, { exact: true }).click();
  await chooseInDropdown(page, option);
}

const SCREENS: Array<[string, string, LoginPersona, string]> = [
  ['/center/userinfo', '个人资料', 'person', '东南大学'],
  ['/center/personInfo', '个人基本信息', 'person', '年度基本信息核验'],
  ['/center/checkPhone', '手机号核验', 'person', '手机号一致，无需处理'],
  ['/center/argee', '基本信息核验', 'person', '基本信息核验告知书'],
  ['/center/confirmface', '核验前人脸检测', 'person', '开始人脸识别'],
  ['/center/confirm', '基本信息确认', 'person', '请先完成本人人脸检测'],
  ['/unitcenter/basicinfo', '单位基本信息核验', 'unit', '李秀英'],
  ['/unitcenter/argee', '基本信息核验', 'unit', '基本信息核验告知书'],
  ['/unitcenter/checkPhone', '联系人手机号验证', 'unit', '联系人手机号码'],
  ['/unitcenter/confirm', '单位基本信息确认', 'unit', '请先验证社保联系人手机号'],
];

describe.each(['person', 'unit'] as const)('%s screens, one tab', (persona) => {
  const tour = screenTour(persona);
  it.each(SCREENS.filter((screen) => screen[2] === persona))('%s renders its screen with no errors', async (path, heading, _, content) => {
    const { page, errorsSince } = await tour.visit(path);
    await page.getByRole('heading', { name: heading, level: 3 }).waitFor();
    await page.getByText(content).first().waitFor();
    expect(errorsSince()).toEqual([]);
  });
});

it('share info: the education form checks its fields, then adds the record', async () => {
  const { page, errors } = await open('/center/userinfo');
  // Every save call, whenever it goes out: Enter in the date field may already submit the form.
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/personInfo/updateEducationInfo')) saves.push(request);
  });
  await page.getByRole('button', { name: '添加学历信息' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '添加学历信息' });
  await dialog.getByRole('button', { name: '保 存' }).click();
  await dialog.getByText('请输入毕业院校').waitFor();
  await dialog.getByText('请选择学历').waitFor();

  await dialog.getByLabel('毕业院校').fill('南京大学');
  await dialog.getByLabel('所学专业').fill('社会保障');
  await choose(page, dialog, '学历', '大学本科');
  await dialog.getByLabel('入学日期').fill('2012-09-01');
  await dialog.getByLabel('入学日期').press('Enter');
  await dialog.getByLabel('毕业日期').fill('2011-07-01');
  await dialog.getByLabel('毕业日期').press('Enter');
  await dialog.getByLabel('毕业证书编号').fill('1028412016050001');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await dialog.getByText('毕业日期不能早于入学日期').waitFor();

  await dialog.getByLabel('毕业日期').fill('2016-07-01');
  await dialog.getByLabel('毕业日期').press('Enter');
  if (saves.length === 0) await dialog.getByRole('button', { name: '保 存' }).click();
  await expect.poll(() => saves.length).toBe(1);
  const [request] = saves as [Request];
  expect(bodyOf(request)).toEqual({
    school: '南京大学',
    major: '社会保障',
    educationLevel: '21',
    startDate: '2012-09-01',
    endDate: '2016-07-01',
    certificateNo: '1028412016050001',
  });
  expect(request.headers()['timestamp']).toMatch(/^\d{13}$/);
  await page.getByText('已添加学历信息').waitFor();
  // The gateway remembers the record: it is listed, with the level's name.
  await page.getByRole('row').filter({ hasText: '社会保障' }).filter({ hasText: '大学本科' }).waitFor();

  // Correcting a record opens the editor filled from that record.
  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '修改' }) })
    .first();
  const school = await firstRow.getByRole('cell').first().locator('div').first().textContent();
  await firstRow.getByRole('button', { name: '修改' }).click();
  const editor = page.locator('.ant-modal').filter({ hasText: '修改学历信息' });
  await expect.poll(() => editor.getByLabel('毕业院校').inputValue()).toBe(school);
  expect(errors).toEqual([]);
});

it('basic info: the full ID number appears only after the face check', async () => {
  const { page, errors, screenshot } = await open('/center/personInfo');
  await page.getByText('年度基本信息核验', { exact: true }).waitFor();
  expect(await page.getByText('320102198807154211').count()).toBe(0);
  await page.getByRole('button', { name: '查看完整信息' }).click();
  // The mock's face check passes on its first poll: the QR code can come and go before a
  // locator looks, so the test follows the calls (a verification, then the full info).
  const faceStarted = page.waitForResponse((response) => response.url().endsWith('/personInfo/twiceFaceVerify'));
  const revealed = page.waitForResponse((response) => response.url().endsWith('/personInfo/getSensitivePersonInfo'));
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await faceStarted;
  await revealed;
  await page.getByText('320102198807154211').waitFor({ timeout: 15_000 });
  await screenshot('userinfo-personInfo-revealed');
  expect(errors).toEqual([]);
});

/** The verification status of the basic-information page: verified this year, today. */
async function verifiedToday(page: Page): Promise<void> {
  const status = page.locator('.portal-card').filter({ hasText: '年度基本信息核验' });
  await status.getByText('本年度基本信息已核验').waitFor();
  // The gateway's day: the same machine's clock, in the gateway's own format.
  await status.getByText(formatDate(new Date()), { exact: true }).waitFor();
}

it('person verification: agreement, face check, confirmation, the end, and the status verified', async () => {
  // Its own state: the confirmation marks the person verified.
  const { page, errors, screenshot } = await open('/center/argee', 'person', 'person-verification');
  const start = page.getByRole('button', { name: '同意并开始核验' });
  expect(await start.isDisabled()).toBe(true);
  await page.getByText('我已阅读并同意').click();
  await start.click();
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await page.getByRole('heading', { name: '基本信息确认', level: 3 }).waitFor({ timeout: 15_000 });
  await page.getByText('信息无误，确认提交').waitFor();
  await screenshot('userinfo-confirm-form');
  const confirmed = page.waitForRequest((request) => request.url().endsWith('/biVerification/updateBiPersonInfo'));
  await page.getByRole('button', { name: '信息无误，确认提交' }).click();
  expect((await confirmed).postData()).toContain('encryptData');
  await page.getByText('基本信息核验完成').waitFor();
  await portal!.goto('/center/personInfo');
  await verifiedToday(page);
  expect(errors).toEqual([]);
});

it('unit verification: the contact phone is proved by SMS, then the unit information is confirmed, and the status verified', async () => {
  const { page, errors, screenshot } = await open('/unitcenter/checkPhone', 'unit', 'unit-verification');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请输入手机号码').waitFor();
  await page.getByLabel('联系人手机号码').fill('12345678901');
  await page.getByText('请输入正确的 11 位手机号码').waitFor();
  await page.getByLabel('联系人手机号码').fill('13913550258');

  await page.getByRole('button', { name: '获取验证码' }).click();
  const sent = page.waitForRequest((request) => request.url().endsWith('/sms/sendCode'));
  await solveSlider(page);
  expect(bodyOf(await sent)).toMatchObject({ cellphone: '13913550258', scene: 'baseInfoAuth' });
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();

  await page.getByPlaceholder('6 位短信验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('heading', { name: '单位基本信息确认', level: 3 }).waitFor();
  // The same legal representative and registered address as every other unit screen (world-coherence.e2e.ts).
  const registered = (label: string) =>
    page
      .locator('.ant-descriptions-item-label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::*[1]');
  expect(await registered('法定代表人').innerText()).toBe(world.persons.find((p) => p.idCardNo === unit.legalPerson)!.name);
  expect(await registered('注册地址').innerText()).toBe(unit.registeredAddress);
  await page.getByRole('button', { name: '信息无误，确认提交' }).click();
  await page.getByText('请输入联系人身份证号码').waitFor();
  await page.getByLabel('联系人身份证号码').fill('320113199208086021');
  await page.getByText('身份证号码不正确').waitFor();
  await page.getByLabel('联系人身份证号码').fill('32011319920808602x');
  await screenshot('userinfo-unit-confirm-form');
  const confirmed = page.waitForRequest((request) => request.url().endsWith('/biVerification/updateBiUnitInfo'));
  await page.getByRole('button', { name: '信息无误，确认提交' }).click();
  expect((await confirmed).postData()).toContain('encryptData');
  await page.getByText('基本信息核验完成').waitFor();
  await portal!.goto('/unitcenter/basicinfo');
  await verifiedToday(page);
  expect(errors).toEqual([]);
});

it('basic info that cannot be loaded offers a retry, which then loads it', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;
  await page
    .context()
    .addCookies([{ name: 'mock-scenario', value: 'status-500@/personInfo/getPersonInfo', url: new URL(inject('portalUrl')).origin }]);
  await portal.goto('/center/personInfo');
  const retry = page.locator('.portal-card').filter({ hasText: '基本信息' }).first().getByRole('button', { name: '重新加载' });
  await retry.waitFor();
  await page.context().clearCookies();
  await retry.click();
  await page.getByText('3201**********4211').waitFor();
  expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
});
