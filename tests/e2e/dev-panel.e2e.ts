// The development panel in a build against the mock gateway (shown on request,
// src/app/dev/wanted.ts): it lists the persona's remembered state through the
// API proxy (here nginx) and its reset brings the seed back. All of it in a state
// sandbox of its own: the reset reaches no other file's state, though they use the
// same persona on the same gateway at the same time (E2E_WORKERS=3 in npm test). Its phone
// confirms a QR code the login page waits on.
import { afterEach, expect, inject, it } from 'vitest';
import { DEV_PANEL_STORAGE_KEY } from '../../src/app/dev/wanted';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('shows the persona’s state, and its reset brings back an edited mailing address', async () => {
  portal = await openPortal({ persona: 'person', sandbox: 'dev-panel' });
  const { page, errors } = portal;
  await portal.context.addInitScript((key) => localStorage.setItem(key, '1'), DEV_PANEL_STORAGE_KEY);
  await portal.goto('/center/address');
  const edit = page.getByRole('button', { name: '修改' }).first();
  const card = page.locator('div').filter({ has: edit }).filter({ hasText: /号/ }).last();
  const seeded = (await card.innerText()).match(/\S*号\S*/)?.[0] ?? '';
  expect(seeded).not.toBe('');

  await edit.click();
  await page.getByRole('form', { name: '修改邮寄地址' }).getByLabel('详细地址').fill('面板重置验证路 1 号');
  await page.getByRole('button', { name: '保 存' }).click();
  await page.getByText('面板重置验证路 1 号', { exact: false }).waitFor();

  await page.getByRole('button', { name: '开发调试：模拟网关' }).click();
  const panel = page.getByRole('region', { name: '模拟数据' });
  await panel.getByText(/^addresses（\d+ 条）$/).click();
  await panel.getByLabel('addresses 的数据').getByText('面板重置验证路 1 号', { exact: false }).waitFor();
  // Only in the sandbox: the state the other files work on has no trace of it.
  const shared = await (await fetch(`${inject('gatewayUrl')}/__mock/state?persona=person`)).text();
  expect(shared).not.toContain('面板重置验证路 1 号');
  await panel.getByRole('button', { name: '重置此身份' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await page.getByText('已将 person 的模拟数据恢复为初始数据', { exact: false }).first().waitFor();

  await portal.goto('/center/address');
  await page.getByText(seeded, { exact: false }).first().waitFor();
  expect(await page.getByText('面板重置验证路 1 号', { exact: false }).count()).toBe(0);
  expect(errors).toEqual([]);
}, 120_000);

it('confirms the e-card login’s code with 确认扫码: the page waits for it, then logs in', async () => {
  portal = await openPortal();
  const { page, errors } = portal;
  await portal.context.addInitScript((key) => localStorage.setItem(key, '1'), DEV_PANEL_STORAGE_KEY);
  const issued = page.waitForResponse((response) => response.url().endsWith('/base/initEcardQrcode'));
  await portal.goto('/EcardLogin');
  const { qrCodeId } = ((await (await issued).json()) as { map: { qrCodeId: string } }).map;
  await page.waitForResponse((response) => response.url().endsWith('/ecardAuth/getQrcodeResult'));
  await page.getByText('请使用电子社保卡扫描二维码').waitFor();

  await page.getByRole('button', { name: '开发调试：模拟网关' }).click();
  const scans = page.getByRole('region', { name: '扫码确认' });
  const waiting = scans.getByRole('listitem').filter({ hasText: qrCodeId });
  await waiting.getByText('生成电子社保卡扫码二维码').waitFor();
  await portal.screenshot('dev-panel-scan');
  await waiting.getByRole('button', { name: '确认扫码' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/web/center/main');
  expect(errors).toEqual([]);
}, 120_000);
