// What happens after the login answer: forced password change, SSO consent and
// card dates, and the guard's redirect (the session-expiry round trip is in
// login-logout.e2e.ts).
import { afterEach, expect, it } from 'vitest';
import { openPortal, registerPerson, type NewPerson, type PortalPage } from './harness';
import { fill, fillAndSolve, landedOn, logOutLocally, openLogin, preferExample } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const PERSON = { 账号: '320102198807154211', 密码: 'Hrss@2026' };
const FORCED: NewPerson = { name: '孔令辉', idCardNo: '320106199203150025', cellphone: '13776541209', password: 'Klh@2026old' };
const APP_CALLBACK = 'https://ylrz.jshrss.example.gov.cn/sso/callback';

/** The SSO application's own site, answered locally so the browser can land there. */
async function serveApplication(page: PortalPage['page']): Promise<void> {
  await page.route('https://ylrz.jshrss.example.gov.cn/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>养老认证</title>ok' }),
  );
}

it('needImprovePwd forces a strong password first, which then logs in; the guard redirect is honoured after login, an outside one is not', async () => {
  // The forced change sets the account's password: an account of the test's own, not the example person's.
  await registerPerson(FORCED);
  const forced = { 账号: FORCED.idCardNo, 密码: FORCED.password };
  portal = await openPortal();
  const { page } = portal;
  await preferExample(page, '/auth/queryUserInfo', 'needImprovePwd');
  await openLogin(portal);
  await fillAndSolve(page, forced);
  const dialog = page.getByRole('dialog').filter({ hasText: '请修改登录密码' });
  await dialog.waitFor();
  await fill(page, { 新密码: 'weakpass', 确认新密码: 'weakpass' });
  await dialog.getByRole('button', { name: /确认修改/ }).click();
  await dialog.getByText('密码须包含数字、包含特殊字符').first().waitFor();
  await portal.screenshot('login-force-password');
  await fill(page, { 新密码: 'Jshrss#2026', 确认新密码: 'Jshrss#2026' });
  await dialog.getByRole('button', { name: /确认修改/ }).click();
  await landedOn(page, '/center/main');

  await logOutLocally(page);
  await openLogin(portal, '/login?redirect=%2Fcenter%2Faccount');
  await fillAndSolve(page, forced);
  await page.locator('.login-notice[data-code="04020002"]').waitFor();
  await fillAndSolve(page, { 密码: 'Jshrss#2026' });
  await landedOn(page, '/center/account');

  await logOutLocally(page);
  await openLogin(portal, '/login?redirect=%2F%2Fevil.example%2Fphish');
  await fillAndSolve(page, { ...forced, 密码: 'Jshrss#2026' });
  await landedOn(page, '/center/main');
  expect(portal.errors).toEqual([]);
});

it('SSO: consent after logging in opens the callback; missing card dates are asked of a user already logged in', async () => {
  portal = await openPortal();
  const { page } = portal;
  await serveApplication(page);
  await preferExample(page, '/sso/queryAuthCode', 'consent');
  await openLogin(portal, `/login?appId=JSYLRZ01&url=${encodeURIComponent(APP_CALLBACK)}`);
  await fillAndSolve(page, PERSON);
  const consent = page.getByRole('dialog').filter({ hasText: '授权确认' });
  await consent.waitFor();
  expect(await consent.getByRole('button', { name: '同意授权' }).isDisabled()).toBe(true);
  await portal.screenshot('login-sso-consent');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: '同意授权' }).click();
  await expect.poll(() => new URL(page.url()).host, { timeout: 15_000 }).toBe('ylrz.jshrss.example.gov.cn');
  expect(page.url()).toContain('/sso/callback');

  // Back in the portal, still logged in: the next application's authorisation needs the card dates.
  await preferExample(page, '/sso/queryAuthCode', 'cardDate');
  await openLogin(portal, `/login?appId=JSYLRZ01&url=${encodeURIComponent(APP_CALLBACK)}`);
  const cardDate = page.getByRole('dialog').filter({ hasText: '补充证件有效期' });
  await cardDate.waitFor();
  await cardDate.getByRole('button', { name: '提 交' }).click();
  await cardDate.getByText('请选择起始日期').waitFor();
  await cardDate.getByLabel('有效期起始日期').fill('2018-07-20');
  await cardDate.getByLabel('有效期起始日期').press('Enter');
  await cardDate.getByRole('checkbox', { name: '长期有效' }).check();
  await portal.screenshot('login-sso-card-date');
  await cardDate.getByRole('button', { name: '提 交' }).click();
  await expect.poll(() => new URL(page.url()).host, { timeout: 15_000 }).toBe('ylrz.jshrss.example.gov.cn');
});
