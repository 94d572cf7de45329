// The casual user's centre in the browser against the mock gateway.
import type { Request } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function open(path: string): Promise<PortalPage> {
  portal = await openPortal({ persona: 'casual' });
  await portal.goto(path);
  return portal;
}

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

it('tempmain lists the functions open to casual users', async () => {
  const { page, errors, screenshot } = await open('/tempcenter/tempmain');
  await page.getByRole('heading', { name: '临时用户中心', level: 3 }).waitFor();
  await page.locator('.temp-function').first().waitFor();
  // Every function of the gateway's catalogue that casual users (user type 4) may use.
  expect(await page.locator('.temp-function').count()).toBe(12);
  await screenshot('tempcenter-tempmain');
  expect(errors).toEqual([]);
});

it('work lists the casual user cases page by page and opens one', async () => {
  const { page, errors, screenshot } = await open('/tempcenter/work');
  await page.getByRole('heading', { name: '业务办理', level: 3 }).waitFor();
  await page.locator('.ant-table-row').first().waitFor();
  await screenshot('tempcenter-work');
  await page.getByLabel('关键字').fill('社会保障卡');
  const searched = page.waitForRequest(
    (request) => request.url().endsWith('/applicant/case/list') && bodyOf(request).keyword === '社会保障卡',
  );
  await page.getByRole('button', { name: '查询' }).click();
  expect(bodyOf(await searched)).toMatchObject({ pageNum: 1, pageSize: 10, keyword: '社会保障卡' });
  await page
    .getByRole('button', { name: /查看办件/ })
    .first()
    .click();
  await page.locator('.ant-drawer').getByText('办理进度').waitFor();
  expect(errors).toEqual([]);
});

it('the password change checks the new password and sends it encrypted', async () => {
  const { page, errors, screenshot } = await open('/tempcenter/tempmain');
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '修改登录密码' });
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await dialog.getByText('请输入原密码').waitFor();
  await dialog.getByText('请输入新密码').waitFor();

  await dialog.getByLabel('原密码').fill('Old@2025pass');
  await dialog.getByLabel('新密码', { exact: true }).fill('abcd1234');
  await dialog.getByText('密码须包含特殊字符（如 ! @ # $ %）').waitFor();
  await dialog.getByLabel('新密码', { exact: true }).fill('New@2026pass');
  await dialog.getByLabel('确认新密码').fill('New@2026pasx');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await dialog.getByText('两次输入的新密码不一致').waitFor();
  await dialog.getByLabel('确认新密码').fill('New@2026pass');
  await screenshot('tempcenter-password');

  const sent = page.waitForRequest((request) => request.url().endsWith('/casual/base/updateCasualUserPwd'));
  await dialog.getByRole('button', { name: '确认修改' }).click();
  const wire = (await sent).postData() ?? '';
  expect(wire).toContain('encryptData');
  expect(wire).not.toContain('New@2026pass');
  await page.getByText('密码已修改，下次登录请使用新密码').waitFor();
  expect(errors).toEqual([]);
});

it('opening a function asks the server whether the casual user may use it', async () => {
  const { page, errors } = await open('/tempcenter/tempmain');
  const checked = page.waitForRequest((request) => request.url().endsWith('/functionAccess/checkUserType'));
  await page.locator('.temp-function').filter({ hasText: '劳动保障监察投诉' }).click();
  expect(bodyOf(await checked)).toEqual({ funcId: 'F8001' });
  expect(errors).toEqual([]);
});

it('a refused password change shows the reason and keeps what was typed', async () => {
  const { page, errors } = await open('/tempcenter/tempmain');
  await page.context().addCookies([
    {
      name: 'mock-scenario',
      value: encodeURIComponent('msg:原密码不正确@/casual/base/updateCasualUserPwd'),
      url: new URL(page.url()).origin,
    },
  ]);
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '修改登录密码' });
  await dialog.getByLabel('原密码').fill('Wrong@2025');
  await dialog.getByLabel('新密码', { exact: true }).fill('New@2026pass');
  await dialog.getByLabel('确认新密码').fill('New@2026pass');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await dialog.getByText('原密码不正确').waitFor();
  expect(await dialog.getByLabel('原密码').inputValue()).toBe('Wrong@2025');
  expect(await dialog.getByLabel('新密码', { exact: true }).inputValue()).toBe('New@2026pass');
  expect(errors).toEqual([]);
});
