// Unit centre journeys on the mock gateway: the manager adds, authorises and
// deletes agents (with the form's identity and date rules), signs a document
// after the SMS check; an agent sees only their own authorisation and is told
// which screens are the manager's.
import dayjs from 'dayjs';
import { afterEach, expect, inject, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function openAs(persona: 'unit' | 'unitAgent', route: string): Promise<PortalPage> {
  const opened = await openPortal({ persona: 'unit' });
  if (persona === 'unitAgent') await opened.context.addCookies([{ name: 'mock-persona', value: 'unitAgent', url: inject('portalUrl') }]);
  await opened.goto(route);
  return opened;
}

async function pickDay(page: PortalPage['page'], label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

it('the manager adds an agent only with a valid identity and authorisation period', async () => {
  portal = await openAs('unit', '/unitcenter/agents');
  const { page } = portal;
  await page.getByRole('button', { name: '新增经办人' }).click();
  const dialog = page.getByRole('dialog', { name: '新增经办人' });
  await dialog.getByRole('button', { name: '确认新增' }).click();
  await dialog.getByText('请输入姓名').waitFor();
  await dialog.getByText('请至少选择一项经办权限').waitFor();
  await dialog.getByText('请选择授权开始日期').waitFor();

  await dialog.getByLabel('经办人姓名').fill('赵晓峰');
  await dialog.getByLabel('身份证号码').fill('320102198807154212');
  await dialog.getByLabel('手机号码').fill('1381234567');
  await dialog.getByLabel('经办人姓名').click();
  await dialog.getByText('身份证号码不正确', { exact: false }).waitFor();
  await dialog.getByText('请输入 11 位手机号码').waitFor();
  await dialog.getByLabel('身份证号码').fill('320102198807154211');
  await dialog.getByLabel('手机号码').fill('13812345678');
  await dialog.getByLabel('单位参保登记与变更').check();
  await dialog.getByLabel('职工增减员').check();

  await pickDay(page, '授权开始日期', day(10));
  await pickDay(page, '授权截止日期', day(5));
  await dialog.getByText('授权截止日期不能早于开始日期').waitFor();
  expect(await dialog.getByText('最长三年', { exact: false }).count()).toBe(1);

  await pickDay(page, '授权截止日期', day(365));
  await dialog.getByRole('button', { name: '确认新增' }).click();
  await page.getByText('经办人已添加', { exact: false }).waitFor();
  expect(await page.getByRole('dialog', { name: '新增经办人' }).count()).toBe(0);
  expect(portal.errors).toEqual([]);
});

it('the manager adjusts an authorisation under way without moving its start, and deletes an agent', async () => {
  portal = await openAs('unit', '/unitcenter/agents');
  const { page } = portal;
  const authorise = page.getByRole('button', { name: /^调整 .+ 的授权$/ }).first();
  await authorise.click();
  const dialog = page.getByRole('dialog', { name: /^调整授权/ });
  await dialog.getByText('授权已开始，开始日期不可调整').waitFor();
  expect(await dialog.getByLabel('授权开始日期').isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: '保存授权' }).click();
  await page.getByText('授权已调整').waitFor();

  await page.getByRole('button', { name: /^删除 / }).first().click();
  await page.getByRole('button', { name: '确认删除' }).click();
  await page.getByText(/^已删除经办人/).waitFor();
  expect(portal.errors).toEqual([]);
});

it('signs a served document after the SMS check and shows the receipt number', async () => {
  portal = await openAs('unit', '/unitcenter/onlineDel');
  const { page } = portal;
  await page.getByRole('button', { name: /^签收 / }).first().click();
  const dialog = page.getByRole('dialog', { name: '短信验证后签收' });
  await dialog.getByRole('button', { name: '确认签收' }).click();
  await dialog.getByText('请输入短信验证码').waitFor();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByText(/验证码已发送/).waitFor();
  await dialog.getByLabel('短信验证码').fill('123456');
  await dialog.getByRole('button', { name: '确认签收' }).click();
  await page.getByText(/签收成功，送达回证编号/).waitFor();

  await page.getByRole('button', { name: /^查看 / }).first().click();
  await page.getByRole('dialog', { name: '文书详情' }).getByText('附件').waitFor();
  await portal.screenshot('unitcenter-journey-document-detail');
  expect(portal.errors).toEqual([]);
});

it('an agent sees only their own authorisation and is told what is the manager’s', async () => {
  portal = await openAs('unitAgent', '/unitcenter/agents');
  const { page } = portal;
  await page.getByText('经办人的新增、授权调整和删除仅限单位管理员办理').waitFor();
  await page.getByText('我的授权').waitFor();
  expect(await page.getByRole('button', { name: '新增经办人' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^删除 / }).count()).toBe(0);
  await portal.screenshot('unitcenter-unitAgent-agents');

  await portal.goto('/unitcenter/workscope');
  await page.getByText('单位经办人').waitFor();
  await page.getByLabel('单位社保缴费申报：未授权').waitFor();
  await page.getByLabel('职工增减员：可办理').waitFor();

  await portal.goto('/unitcenter/organAgents');
  await page.getByText(/仅限单位管理员办理。您以经办人（张伟）身份登录/).waitFor();
  await portal.screenshot('unitcenter-unitAgent-organAgents');
  expect(portal.errors).toEqual([]);
});

it('keeps the agent list usable when the service fails', async () => {
  portal = await openPortal({ persona: 'unit' });
  await portal.context.addCookies([{ name: 'mock-scenario', value: 'status-500@/unitBase/queryMultipleAgentList', url: inject('portalUrl') }]);
  await portal.goto('/unitcenter/agents');
  await portal.page.getByRole('button', { name: '重新加载' }).waitFor();
  expect(await portal.page.getByRole('button', { name: '新增经办人' }).count()).toBe(1);
});
