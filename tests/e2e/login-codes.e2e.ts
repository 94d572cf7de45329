// Every business code of spec §4 reaches the login screen with its own
// reaction, any other code shows 登录失败 + msg, and the user's input stays.
// One page: the codes go through the SMS-code login (no slider per attempt),
// the password login then shows the slider-bound cases.
import { expect, inject, it } from 'vitest';
import { LOGIN_BUSINESS_CODES } from '../../src/api/generated/login-codes';
import { CODE_REACTIONS } from '../../src/features/login/logic/business-codes';
import { openPortal } from './harness';
import { fill, openLogin, solveSlider, useScenario } from './login-helpers';

const ACCOUNT = '320102198807154211';
const CELLPHONE = '13851726721';

it('each business code shows its reaction next to the untouched form; other codes, failed calls and switch reactions on the password form', async () => {
  const portal = await openPortal();
  try {
    await openLogin(portal);
    const { page } = portal;
    const portalUrl = inject('portalUrl');

    await page.getByText('短信登录', { exact: true }).click();
    await fill(page, { 手机号码: CELLPHONE });
    await page.getByPlaceholder('6 位短信验证码').fill('502816');
    for (const code of Object.keys(LOGIN_BUSINESS_CODES)) {
      await useScenario(portal, `login-code:${code}@/auth/person/cellphoneCodeLogin`, portalUrl);
      await page.getByRole('button', { name: '登 录' }).click();
      const notice = page.locator(`.login-notice[data-code="${code}"]`);
      await notice.waitFor().catch(async (error: unknown) => {
        await portal.screenshot(`login-code-failed-${code}`);
        throw error;
      });
      expect(await notice.textContent(), code).toContain(CODE_REACTIONS[code]!.title);
      if (code === '04020006') await portal.screenshot('login-code-locked');
      expect(await page.getByLabel('手机号码', { exact: true }).inputValue()).toBe(CELLPHONE);
      expect(await page.getByPlaceholder('6 位短信验证码').inputValue()).toBe('502816');
      expect(new URL(page.url()).pathname).toBe('/web/login');
    }
    expect(portal.errors).toEqual([]);

    // Password login: a wrong password asks for the slider again on the next try, and the form stays filled.
    await page.getByText('密码登录', { exact: true }).click();
    const submitPassword = async () => {
      await fill(page, { 账号: ACCOUNT, 密码: 'Hrss@2026' });
      await page.getByRole('button', { name: '登 录' }).click();
      await solveSlider(page);
    };
    await useScenario(portal, 'login-code:04020002@/auth/person/passwordLogin', portalUrl);
    await submitPassword();
    await page.locator('.login-notice[data-code="04020002"]').waitFor();
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('Hrss@2026');

    // A code outside the business list: 登录失败 with the server's message.
    await useScenario(portal, 'none', portalUrl);
    await page.route('**/api/basic/auth/person/passwordLogin', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ appcode: '9001', msg: '认证服务暂不可用', map: {} }) }),
    );
    await submitPassword();
    await page.getByRole('alert').filter({ hasText: '登录失败：认证服务暂不可用' }).waitFor();
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe(ACCOUNT);
    await page.unroute('**/api/basic/auth/person/passwordLogin');

    // HTTP 500 from the gateway: the client shows it, the form keeps what was typed.
    await useScenario(portal, 'status-500@/auth/person/passwordLogin', portalUrl);
    await submitPassword();
    await page.getByText('系统繁忙，请稍后再试').waitFor();
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe(ACCOUNT);
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('Hrss@2026');

    // "Switch to SMS login" and "unit login" move the user to that method.
    await useScenario(portal, 'login-code:01020040@/auth/person/passwordLogin', portalUrl);
    await submitPassword();
    await page.getByRole('button', { name: '短信验证码登录' }).click();
    await page.getByPlaceholder('6 位短信验证码').waitFor();

    await page.getByText('密码登录', { exact: true }).click();
    await useScenario(portal, 'login-code:03010010@/auth/person/passwordLogin', portalUrl);
    await submitPassword();
    await page.getByRole('button', { name: '单位登录' }).click();
    await page.getByLabel('统一社会信用代码', { exact: true }).waitFor();
  } finally {
    await portal.close();
  }
}, 240_000);
