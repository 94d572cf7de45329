// Every business code of spec §4 reaches the login screen with its own
// reaction, any other code shows 登录失败 + msg, and the user's input stays.
import { afterEach, expect, inject, it } from 'vitest';
import { LOGIN_BUSINESS_CODES } from '../../src/api/generated/operations';
import { CODE_REACTIONS } from '../../src/features/login/logic/business-codes';
import { openPortal, type PortalPage } from './harness';
import { fill, openLogin, solveSlider, useScenario } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const ACCOUNT = '320102198807154211';

async function submitPassword(page: PortalPage['page']) {
  await page.getByRole('button', { name: '登 录' }).click();
  await solveSlider(page);
}

it('each business code shows its Chinese reaction next to the untouched form', async () => {
  portal = await openPortal();
  await openLogin(portal);
  const { page } = portal;
  await fill(page, { 账号: ACCOUNT, 密码: 'Hrss@2026' });
  for (const code of Object.keys(LOGIN_BUSINESS_CODES)) {
    await useScenario(portal, `login-code:${code}@/auth/person/passwordLogin`, inject('portalUrl'));
    await submitPassword(page);
    const notice = page.locator(`.login-notice[data-code="${code}"]`);
    await notice.waitFor().catch(async (error: unknown) => {
      await portal!.screenshot(`login-code-failed-${code}`);
      throw error;
    });
    expect(await notice.textContent()).toContain(CODE_REACTIONS[code]!.title);
    if (code === '04020006') await portal.screenshot('login-code-locked');
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe(ACCOUNT);
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('Hrss@2026');
    expect(new URL(page.url()).pathname).toBe('/web/login');
  }
  expect(portal.errors).toEqual([]);
}, 240_000);

it('a code outside the business list shows 登录失败 with the server message', async () => {
  portal = await openPortal();
  await openLogin(portal);
  const { page } = portal;
  await page.route('**/api/basic/auth/person/passwordLogin', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ appcode: '9001', msg: '认证服务暂不可用', map: {} }) }),
  );
  await fill(page, { 账号: ACCOUNT, 密码: 'Hrss@2026' });
  await submitPassword(page);
  await page.getByRole('alert').filter({ hasText: '登录失败：认证服务暂不可用' }).waitFor();
  expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe(ACCOUNT);
});

it('"switch to SMS login" and "unit login" reactions move the user to that method', async () => {
  portal = await openPortal();
  await openLogin(portal);
  const { page } = portal;
  await useScenario(portal, 'login-code:01020040@/auth/person/passwordLogin', inject('portalUrl'));
  await fill(page, { 账号: ACCOUNT, 密码: 'Hrss@2026' });
  await submitPassword(page);
  await page.getByRole('button', { name: '短信验证码登录' }).click();
  await page.getByPlaceholder('6 位短信验证码').waitFor();

  await page.getByText('密码登录', { exact: true }).click();
  await useScenario(portal, 'login-code:03010010@/auth/person/passwordLogin', inject('portalUrl'));
  await fill(page, { 账号: ACCOUNT, 密码: 'Hrss@2026' });
  await submitPassword(page);
  await page.getByRole('button', { name: '单位登录' }).click();
  await page.getByLabel('统一社会信用代码', { exact: true }).waitFor();
});

it('a failed call keeps what the user typed (HTTP 500 from the gateway)', async () => {
  portal = await openPortal();
  await openLogin(portal);
  const { page } = portal;
  await useScenario(portal, 'status-500@/auth/person/passwordLogin', inject('portalUrl'));
  await fill(page, { 账号: ACCOUNT, 密码: 'Hrss@2026' });
  await submitPassword(page);
  await page.getByText('系统繁忙，请稍后再试').waitFor();
  expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe(ACCOUNT);
  expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('Hrss@2026');
});
