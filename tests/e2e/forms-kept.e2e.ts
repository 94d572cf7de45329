// Nothing a citizen types is lost (docs/client.md, "What a form keeps"): a session that
// runs out under a form (the gateway's `expire` scenario) keeps what was typed for the
// same user, and after logging in again the form opens with it; a save that fails
// (status-500, status-503, hang) leaves the dialog open with every value and 重试; a
// reload keeps a long form's draft (reopening the dialog on the record it corrects), never
// its password or SMS code, until the form goes through. One page load a form.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { ADDRESS, fillNewAddress } from './address-form';
import { openPortal, type PortalPage } from './harness';
import { fill, fillAndSolve, landedOn, sendSmsCode, useScenario } from './login-helpers';

/** The seeded person account: the persona the sessions of openPortal are, logging in through the form. */
const PERSON = { 账号: '320102198807154211', 密码: 'Hrss@2026' };
const EXPIRED_NOTICE = '登录已超时，请重新登录；您填写的内容已保留';
const RESTORED_DRAFT = '已恢复您上次未提交的填写内容';
const REQUEST_TIME_LIMIT_MS = 60_000;

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** What the tab keeps of the forms (docs/client.md, "What a form keeps"), as stored. */
const keptText = (page: Page) => page.evaluate(() => sessionStorage.getItem('keptForms') ?? '');

/** Errors other than the browser's own report of each failed response, which these tests cause. */
const unexpectedErrors = (errors: string[]) => errors.filter((error) => !error.includes('Failed to load resource'));

const CORRECTED_DETAIL = '中山路 100 号 3 幢 202 室';
const CORRECTED_AUTHORITY = '南京市职业技能鉴定指导中心';

async function expectAddressKept(page: Page) {
  const dialog = page.getByRole('form', { name: '新增邮寄地址' });
  await expect.poll(() => dialog.getByLabel('收件人').inputValue(), { timeout: 15_000 }).toBe(ADDRESS.收件人);
  expect(await dialog.getByLabel('手机号码').inputValue()).toBe(ADDRESS.手机号码);
  expect(await dialog.getByLabel('详细地址').inputValue()).toBe(ADDRESS.详细地址);
  // The district shows by name once the area tree has come.
  await expect.poll(() => dialog.locator('.ant-cascader').innerText(), { timeout: 15_000 }).toContain('玄武区');
}

it('the address dialogs: a session that runs out on save keeps the new or corrected address, and its dialog opens with it after logging in again', async () => {
  portal = await openPortal({ persona: 'person', sandbox: 'kept-address' });
  const { page, errors } = portal;
  await portal.goto('/center/address');
  await fillNewAddress(page);
  await useScenario(portal, 'expire@addUserAddress');
  await page.getByRole('button', { name: '保 存' }).click();
  await landedOn(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/center/address');
  await page.getByText(EXPIRED_NOTICE).waitFor();
  await useScenario(portal, null);

  await fillAndSolve(page, PERSON);
  await landedOn(page, '/center/address');
  await expectAddressKept(page);
  await page.getByText('已恢复您登录超时前填写的内容').first().waitFor();
  const added = page.waitForResponse((response) => response.url().endsWith('/address/addUserAddress'));
  await page.getByRole('button', { name: '保 存' }).click();
  expect((await added).status()).toBe(200);
  const card = page.locator('.portal-card').filter({ hasText: ADDRESS.详细地址 });
  await card.waitFor();

  // The same for a dialog correcting an address the user has: it opens again on that address.
  await card.getByRole('button', { name: /^修\s?改$/ }).click();
  const editing = page.getByRole('form', { name: '修改邮寄地址' });
  await editing.getByLabel('详细地址').fill(CORRECTED_DETAIL);
  await useScenario(portal, 'expire@updateUserAddress');
  await page.getByRole('button', { name: '保 存' }).click();
  await landedOn(page, '/login');
  await page.getByText(EXPIRED_NOTICE).waitFor();
  await useScenario(portal, null);

  await fillAndSolve(page, PERSON);
  await landedOn(page, '/center/address');
  await expect.poll(() => editing.getByLabel('详细地址').inputValue(), { timeout: 15_000 }).toBe(CORRECTED_DETAIL);
  expect(await editing.getByLabel('收件人').inputValue()).toBe(ADDRESS.收件人);
  await page.getByText('已恢复您登录超时前填写的内容').first().waitFor();
  const updated = page.waitForResponse((response) => response.url().endsWith('/address/updateUserAddress'));
  await page.getByRole('button', { name: '保 存' }).click();
  expect((await updated).status()).toBe(200);
  await page.locator('.portal-card').filter({ hasText: CORRECTED_DETAIL }).waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
});

it('the address dialog: a save answered with 500, a 503 page or nothing at all keeps the dialog open with every value and offers 重试', async () => {
  portal = await openPortal({ persona: 'person', sandbox: 'kept-address-failures' });
  const { page, errors } = portal;
  await page.clock.install();
  await portal.goto('/center/address');
  const dialog = await fillNewAddress(page);
  const failed = page.getByRole('alert').filter({ hasText: '提交未成功' });

  for (const [scenario, reason] of [
    ['status-500@addUserAddress', '系统繁忙，请稍后再试'],
    ['status-503@addUserAddress', '服务暂时不可用'],
  ] as const) {
    await useScenario(portal, scenario);
    await page.getByRole('button', { name: '保 存' }).click();
    await failed.filter({ hasText: reason }).waitFor();
    await expectAddressKept(page);
  }

  await useScenario(portal, 'hang@addUserAddress');
  const hung = page.waitForRequest((request) => request.url().endsWith('/address/addUserAddress'));
  await page.getByRole('button', { name: '保 存' }).click();
  await hung;
  await page.clock.fastForward(REQUEST_TIME_LIMIT_MS + 500);
  await failed.filter({ hasText: '请求超时' }).waitFor();
  await expectAddressKept(page);

  await useScenario(portal, null);
  const added = page.waitForResponse((response) => response.url().endsWith('/address/addUserAddress'));
  // antd spaces a two-character label: 重 试.
  await failed.getByRole('button', { name: /^重\s?试$/ }).click();
  expect((await added).status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  expect(unexpectedErrors(errors)).toEqual([]);
});

it(
  'the case flow: a session that runs out on 暂存 keeps the application, taken up at once after logging in again',
  { timeout: 120_000 },
  async () => {
    portal = await openPortal({ persona: 'person', sandbox: 'kept-case' });
    const { page, errors } = portal;
    await portal.goto('/task?funcId=F3001');
    const form = page.locator('form#case-form');
    await expect.poll(() => form.getByLabel('公民身份号码').inputValue(), { timeout: 15_000 }).toBe('320102198807154211');
    await form.getByLabel('原工作单位').fill('南京智联软件有限公司');
    await form.getByLabel('联系电话').fill('13912345678');
    await useScenario(portal, 'expire@/affair/cache');
    await page.getByRole('button', { name: '暂存' }).click();
    await landedOn(page, '/login');
    await page.getByText(EXPIRED_NOTICE).waitFor();
    await useScenario(portal, null);

    await fillAndSolve(page, PERSON);
    await landedOn(page, '/task');
    await page.getByText('已恢复上次填写的内容').waitFor({ timeout: 15_000 });
    expect(await page.getByText('您有未提交的申请').count()).toBe(0);
    expect(await form.getByLabel('原工作单位').inputValue()).toBe('南京智联软件有限公司');
    expect(await form.getByLabel('联系电话').inputValue()).toBe('13912345678');
    expect(unexpectedErrors(errors)).toEqual([]);
  },
);

it('registration: a failed submit keeps the form with 重试, a reload keeps the draft without the password or the SMS code, and registering clears it', async () => {
  portal = await openPortal({ sandbox: 'kept-register' });
  const { page, errors } = portal;
  await portal.goto('/main/logon/register');
  await fill(page, {
    姓名: '钱雨桐',
    公民身份号码: '32010619950721004X',
    手机号码: '15951877046',
    短信验证码: '502816',
    登录密码: 'Qyt#2026reg',
    确认密码: 'Qyt#2026reg',
  });
  await page.getByRole('checkbox').check();
  await useScenario(portal, 'status-503@base/register');
  await page.getByRole('button', { name: '注 册' }).click();
  await page.getByRole('alert').filter({ hasText: '提交未成功：服务暂时不可用' }).waitFor();
  expect(await page.getByLabel('姓名', { exact: true }).inputValue()).toBe('钱雨桐');
  expect(await page.getByLabel('登录密码', { exact: true }).inputValue()).toBe('Qyt#2026reg');
  await useScenario(portal, null);

  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.getByLabel('姓名', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('钱雨桐');
  expect(await page.getByLabel('公民身份号码', { exact: true }).inputValue()).toBe('32010619950721004X');
  expect(await page.getByLabel('手机号码', { exact: true }).inputValue()).toBe('15951877046');
  expect(await page.getByLabel('登录密码', { exact: true }).inputValue()).toBe('');
  expect(await page.getByLabel('短信验证码', { exact: true }).inputValue()).toBe('');
  await page.getByText(RESTORED_DRAFT).first().waitFor();
  expect(await keptText(page)).not.toContain('Qyt#2026reg');

  await sendSmsCode(page, '502816');
  await fill(page, { 登录密码: 'Qyt#2026reg', 确认密码: 'Qyt#2026reg' });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注 册' }).click();
  await page.getByText('恭喜您，注册成功！').waitFor();
  expect(await keptText(page)).not.toContain('钱雨桐');
  await page.goBack();
  await page.getByLabel('姓名', { exact: true }).waitFor();
  expect(await page.getByLabel('姓名', { exact: true }).inputValue()).toBe('');
  expect(unexpectedErrors(errors)).toEqual([]);
});

it('share info: a correction in the third tab is kept across a reload, its tab and editor open again with it, and saving ends the draft', async () => {
  portal = await openPortal({ persona: 'person', sandbox: 'kept-share' });
  const { page, errors } = portal;
  await portal.goto('/center/userinfo');
  const skillTab = page.getByRole('tab', { name: '技能证书' });
  await skillTab.click();
  await page
    .getByRole('row', { name: /电工/ })
    .getByRole('button', { name: /修\s?改/ })
    .click();
  const editor = page.getByRole('dialog', { name: '修改技能证书' });
  const authority = editor.getByLabel('发证（评价）机构');
  await authority.fill(CORRECTED_AUTHORITY);

  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => authority.inputValue(), { timeout: 15_000 }).toBe(CORRECTED_AUTHORITY);
  expect(await skillTab.getAttribute('aria-selected')).toBe('true');
  await page.getByText(RESTORED_DRAFT).first().waitFor();
  await editor.getByRole('button', { name: /^保\s?存$/ }).click();
  await page.getByText('已保存修改').waitFor();
  await page.getByRole('row', { name: /电工/ }).getByText(CORRECTED_AUTHORITY).waitFor();
  expect(await keptText(page)).not.toContain(CORRECTED_AUTHORITY);
  expect(unexpectedErrors(errors)).toEqual([]);
});

it('institution agents: a changed authorisation is kept across a reload, the dialog opens again on that agent, and saving ends the draft', async () => {
  portal = await openPortal({ persona: 'organ', sandbox: 'kept-organ-agent' });
  const { page, errors } = portal;
  await portal.goto('/organ/agents');
  await page.getByRole('button', { name: '授权 孙丽' }).click();
  const authorise = page.getByRole('dialog', { name: '功能授权：孙丽' });
  const grant = authorise.getByLabel('考生报名审核');
  const granted = !(await grant.isChecked());
  await grant.setChecked(granted);

  await page.reload({ waitUntil: 'networkidle' });
  await grant.waitFor();
  await expect.poll(() => grant.isChecked()).toBe(granted);
  await page.getByText(RESTORED_DRAFT).first().waitFor();
  await authorise.getByRole('button', { name: '保存授权' }).click();
  await page.getByText('授权已保存').waitFor();
  expect(await keptText(page)).not.toContain('organ-agent');
  expect(unexpectedErrors(errors)).toEqual([]);
});
