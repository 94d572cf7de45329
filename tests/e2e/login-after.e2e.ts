// What happens after the login answer: forced password change, SSO consent and
// card dates, the guard's redirect and the session-expiry round trip.
import { afterEach, expect, inject, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { fill, fillAndSolve, landedOn, openLogin, preferExample, useScenario } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const PERSON = { 账号: '320102198807154211', 密码: 'Hrss@2026' };
const APP_CALLBACK = 'https://ylrz.jshrss.example.gov.cn/sso/callback';

/** The SSO application's own site, answered locally so the browser can land there. */
async function serveApplication(page: PortalPage['page']): Promise<void> {
  await page.route('https://ylrz.jshrss.example.gov.cn/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>养老认证</title>ok' }));
}

it('needImprovePwd: the user must set a strong password before going on', async () => {
  portal = await openPortal();
  const { page } = portal;
  await preferExample(page, '/auth/queryUserInfo', 'needImprovePwd');
  await openLogin(portal);
  await fillAndSolve(page, PERSON);
  const dialog = page.getByRole('dialog').filter({ hasText: '请修改登录密码' });
  await dialog.waitFor();
  await fill(page, { 新密码: 'weakpass', 确认新密码: 'weakpass' });
  await dialog.getByRole('button', { name: /确认修改/ }).click();
  await dialog.getByText('密码须包含数字、包含特殊字符').first().waitFor();
  await portal.screenshot('login-force-password');
  await fill(page, { 新密码: 'Jshrss#2026', 确认新密码: 'Jshrss#2026' });
  await dialog.getByRole('button', { name: /确认修改/ }).click();
  await landedOn(page, '/center/main');
  expect(portal.errors).toEqual([]);
});

it('SSO: the consent dialog shows the application, and agreeing opens its callback', async () => {
  portal = await openPortal();
  const { page } = portal;
  await serveApplication(page);
  await preferExample(page, '/sso/queryAuthCode', 'consent');
  await openLogin(portal, `/login?appId=JSYLRZ01&url=${encodeURIComponent(APP_CALLBACK)}`);
  await fillAndSolve(page, PERSON);
  const dialog = page.getByRole('dialog').filter({ hasText: '授权确认' });
  await dialog.waitFor();
  expect(await dialog.getByRole('button', { name: '同意授权' }).isDisabled()).toBe(true);
  await portal.screenshot('login-sso-consent');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '同意授权' }).click();
  await expect.poll(() => new URL(page.url()).host, { timeout: 15_000 }).toBe('ylrz.jshrss.example.gov.cn');
  expect(page.url()).toContain('/sso/callback');
});

it('SSO: missing card dates are asked for, then the authorisation completes', async () => {
  portal = await openPortal();
  const { page } = portal;
  await serveApplication(page);
  await preferExample(page, '/sso/queryAuthCode', 'cardDate');
  await openLogin(portal, `/login?appId=JSYLRZ01&url=${encodeURIComponent(APP_CALLBACK)}`);
  await fillAndSolve(page, PERSON);
  const dialog = page.getByRole('dialog').filter({ hasText: '补充证件有效期' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '提 交' }).click();
  await dialog.getByText('请选择起始日期').waitFor();
  await dialog.getByLabel('有效期起始日期').fill('2018-07-20');
  await dialog.getByLabel('有效期起始日期').press('Enter');
  await dialog.getByRole('checkbox', { name: '长期有效' }).check();
  await portal.screenshot('login-sso-card-date');
  await dialog.getByRole('button', { name: '提 交' }).click();
  await expect.poll(() => new URL(page.url()).host, { timeout: 15_000 }).toBe('ylrz.jshrss.example.gov.cn');
});

it('the guard redirect is honoured after login, and an outside redirect is not', async () => {
  portal = await openPortal();
  await openLogin(portal, '/login?redirect=%2Fcenter%2Faccount');
  await fillAndSolve(portal.page, PERSON);
  await landedOn(portal.page, '/center/account');
  await portal.close();

  portal = await openPortal();
  await openLogin(portal, '/login?redirect=%2F%2Fevil.example%2Fphish');
  await fillAndSolve(portal.page, PERSON);
  await landedOn(portal.page, '/center/main');
});

it('an expired session returns to login and, after logging in again, to where the user was', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page } = portal;
  await useScenario(portal, 'expire', inject('portalUrl'));
  await portal.goto('/center/account');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/web/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/center/account');
  await portal.context.clearCookies();
  await page.locator('.login-card').waitFor();
  await fillAndSolve(page, PERSON);
  await landedOn(page, '/center/account');
});
