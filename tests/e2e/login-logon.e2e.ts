// Registration and recovery journeys with their validation errors, and every
// route of the login area rendering without errors.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { fill, openLogin, solveSlider } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('person registration: field checks first, then the SMS code, then the success page', async () => {
  portal = await openPortal();
  const { page } = portal;
  await openLogin(portal, '/main/logon/register');
  await fill(page, { 姓名: '王建国', 公民身份号码: '320102198807154212', 手机号码: '2385172672', 登录密码: 'abc', 确认密码: 'abd' });
  await page.getByRole('button', { name: '注 册' }).click();
  for (const text of ['公民身份号码有误，请核对 18 位号码及末位校验码', '请输入 11 位中国大陆手机号码', '请输入短信验证码', '两次输入的密码不一致', '请阅读并同意用户协议和隐私政策']) {
    await page.getByText(text).first().waitFor();
  }
  await page.getByText(/密码须长度为 8–20 位/).first().waitFor();
  await portal.screenshot('login-register-errors');
  await fill(page, { 公民身份号码: '320102198807154211', 手机号码: '15150681932', 登录密码: 'Hrss@2026', 确认密码: 'Hrss@2026' });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await page.getByPlaceholder('6 位短信验证码').fill('502816');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注 册' }).click();
  await page.getByText('恭喜您，注册成功！').waitFor();
  expect(new URL(page.url()).pathname).toBe('/web/main/logon/rsuccess');
  await portal.screenshot('login-register-success');
  expect(portal.errors).toEqual([]);
});

it('person password recovery by cellphone: account, method, new password, done', async () => {
  portal = await openPortal();
  const { page } = portal;
  await openLogin(portal, '/main/logon/forgetpsd');
  await fill(page, { 公民身份号码: '320102198807154211' });
  await page.getByRole('button', { name: '下一步' }).click();
  await solveSlider(page);
  await page.getByText('请选择验证身份的方式').waitFor();
  await portal.screenshot('login-forget-methods');
  await page.getByRole('radio', { name: /手机短信验证/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await fill(page, { 绑定的手机号码: '13851726721', 新密码: 'Jshrss#2026', 确认密码: 'Jshrss#2026' });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await page.getByPlaceholder('6 位短信验证码').fill('502816');
  await page.getByRole('button', { name: '重设密码' }).click();
  await page.getByText('密码已重设').waitFor();
  expect(portal.errors).toEqual([]);
});

it('unit password recovery: identity check with SMS, then a new password', async () => {
  portal = await openPortal();
  const { page } = portal;
  await openLogin(portal, '/main/logon/unitforget');
  await page.getByRole('button', { name: '核验身份' }).click();
  await page.getByText('请输入统一社会信用代码').waitFor();
  await fill(page, { 统一社会信用代码: '91320100MA1W2X3Y44', 本人姓名: '李秀英', 本人公民身份号码: '32011319920808602X', 本人登录手机号: '13913520258' });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await page.getByPlaceholder('6 位短信验证码').fill('572903');
  await page.getByRole('button', { name: '核验身份' }).click();
  await page.getByText(/身份核验通过/).waitFor();
  await fill(page, { 新密码: 'Yf@2026nj', 确认密码: 'Yf@2026nj' });
  await page.getByRole('button', { name: '重设密码' }).click();
  await page.getByText('密码已重设').waitFor();
  expect(portal.errors).toEqual([]);
});

const ROUTES = [
  '/login',
  '/logon',
  '/tempuser',
  '/EcardLogin',
  '/functionAuth',
  '/main/logon/register',
  '/main/logon/rsuccess',
  '/main/logon/forgetpsd',
  '/main/logon/unitforget',
  '/main/logon/dwregister',
  '/main/logon/hrmregister',
  '/main/logon/suggest',
  '/yhxy',
  '/personyhxy',
  '/unityhxy',
  '/unityhxyHRM',
  '/unityhxyYPT',
  '/yszc',
];

it('every screen of the login area renders without errors', async () => {
  portal = await openPortal();
  for (const route of ROUTES) {
    await portal.goto(route);
    await portal.page.locator('.login-card, .logon-card, .agreement-card').first().waitFor();
    await portal.screenshot(`login-route${route.replaceAll('/', '-')}`);
    expect(new URL(portal.page.url()).pathname, route).not.toBe('/web/404');
  }
  expect(portal.errors).toEqual([]);
}, 180_000);
