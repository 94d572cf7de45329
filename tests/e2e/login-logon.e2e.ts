// Registration, upgrade and recovery journeys with their validation errors,
// and every route of the login area rendering without errors. Each test walks
// its journeys in one page.
import { afterEach, expect, it } from 'vitest';
import { titleOf } from '../../src/app/routes/table';
import { openPortal, registerPerson, type NewPerson, type PortalPage } from './harness';
import { fill, fillAndSolve, landedOn, logOutLocally, openLogin, sendSmsCode, solveSlider } from './login-helpers';

/** Accounts of this file's own (the registration journey's, the recovery journey's). */
const REGISTERED: NewPerson = { name: '王建国', idCardNo: '320582198709071520', cellphone: '18762531047', password: 'Wjg#2026reg' };
const RECOVERING: NewPerson = { name: '邵婷', idCardNo: '320402199006180023', cellphone: '18915076213', password: 'St#2026reg' };

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** The unit login refuses the wrong password (04020002), then takes the right one to the unit centre. */
async function unitLoginRefusesThenLands(
  tab: PortalPage,
  { code, phone, wrong, right }: { code: string; phone: string; wrong: string; right: string },
): Promise<void> {
  await openLogin(tab);
  await tab.page.getByRole('tab', { name: '单位用户' }).click();
  await fillAndSolve(tab.page, { 统一社会信用代码: code, 经办人手机号: phone, 密码: wrong });
  await tab.page.locator('.login-notice[data-code="04020002"]').waitFor();
  await fillAndSolve(tab.page, { 密码: right });
  await landedOn(tab.page, '/unitcenter/unitmain');
}

it('person registration: field checks first, then the SMS code, then the success page; the new account logs in with its password', async () => {
  portal = await openPortal();
  const { page } = portal;
  await openLogin(portal, '/main/logon/register');
  await fill(page, { 姓名: '王建国', 公民身份号码: '320102198807154212', 手机号码: '2385172672', 登录密码: 'abc', 确认密码: 'abd' });
  await page.getByRole('button', { name: '注 册' }).click();
  for (const text of [
    '公民身份号码有误，请核对 18 位号码及末位校验码',
    '请输入 11 位中国大陆手机号码',
    '请输入短信验证码',
    '两次输入的密码不一致',
    '请阅读并同意用户协议和隐私政策',
  ]) {
    await page.getByText(text).first().waitFor();
  }
  await page
    .getByText(/密码须长度为 8–20 位/)
    .first()
    .waitFor();
  await portal.screenshot('login-register-errors');
  await fill(page, {
    公民身份号码: REGISTERED.idCardNo,
    手机号码: REGISTERED.cellphone,
    登录密码: REGISTERED.password,
    确认密码: REGISTERED.password,
  });
  await sendSmsCode(page, '502816');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注 册' }).click();
  await page.getByText('恭喜您，注册成功！').waitFor();
  expect(new URL(page.url()).pathname).toBe('/web/main/logon/rsuccess');
  await portal.screenshot('login-register-success');

  // The gateway knows the account now: a wrong password is refused, the registered one logs in.
  await openLogin(portal);
  await fillAndSolve(page, { 账号: REGISTERED.cellphone, 密码: 'Wrong#2026pw' });
  await page.locator('.login-notice[data-code="04020002"]').waitFor();
  await fillAndSolve(page, { 账号: REGISTERED.idCardNo, 密码: REGISTERED.password });
  await landedOn(page, '/center/main');
  expect(portal.errors).toEqual([]);
});

it('person recovery: password by cellphone (the new one then logs in), then an account reset by face verification', async () => {
  // An account of the test's own: the example person's password never changes.
  await registerPerson(RECOVERING);
  portal = await openPortal();
  const { page } = portal;
  await openLogin(portal, '/main/logon/forgetpsd');
  await fill(page, { 公民身份号码: RECOVERING.idCardNo });
  await page.getByRole('button', { name: '下一步' }).click();
  await solveSlider(page);
  await page.getByText('请选择验证身份的方式').waitFor();
  await portal.screenshot('login-forget-methods');
  await page.getByRole('radio', { name: /手机短信验证/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await fill(page, { 绑定的手机号码: RECOVERING.cellphone, 新密码: 'Jshrss#2026', 确认密码: 'Jshrss#2026' });
  await sendSmsCode(page, '502816');
  await page.getByRole('button', { name: '重设密码' }).click();
  await page.getByText('密码已重设').waitFor();
  await openLogin(portal);
  await fillAndSolve(page, { 账号: RECOVERING.idCardNo, 密码: 'Jshrss#2026' });
  await landedOn(page, '/center/main');
  await logOutLocally(page);

  await openLogin(portal, '/main/logon/forgetpsd');
  await page.getByRole('link', { name: '通过人脸识别重置账号' }).click();
  await page.getByRole('button', { name: '下一步：人脸识别' }).click();
  await page.getByText('请输入公民身份号码').waitFor();
  await fill(page, { 姓名: RECOVERING.name, 公民身份号码: RECOVERING.idCardNo });
  await page.getByRole('button', { name: '下一步：人脸识别' }).click();
  await page.locator('.qr-panel canvas').waitFor();
  await page.getByText('人脸识别已通过').waitFor({ timeout: 15_000 });
  await fill(page, { 新手机号码: '18751963027', 新密码: 'Reset#2026ok', 确认密码: 'Reset#2026ok' });
  await sendSmsCode(page, '502816');
  await portal.screenshot('login-reset-account');
  await page.getByRole('button', { name: '重置账号' }).click();
  await page.getByText('账号已重置').waitFor();
  // The account is bound to the new phone, with the new password.
  await openLogin(portal);
  await fillAndSolve(page, { 账号: '18751963027', 密码: 'Reset#2026ok' });
  await landedOn(page, '/center/main');
  expect(portal.errors).toEqual([]);
});

it('unit password recovery with SMS (the new password then logs in), and unit registration looks the code up in the base store', async () => {
  // The example unit's password changes: in a sandbox of the test's own.
  portal = await openPortal({ sandbox: 'logon-unit-recovery' });
  const { page } = portal;
  await openLogin(portal, '/main/logon/unitforget');
  await page.getByRole('button', { name: '核验身份' }).click();
  await page.getByText('请输入统一社会信用代码').waitFor();
  await fill(page, {
    统一社会信用代码: '91320100MA1W2X3Y44',
    本人姓名: '李秀英',
    本人公民身份号码: '32011319920808602X',
    本人登录手机号: '13951860258',
  });
  await sendSmsCode(page, '572903');
  await page.getByRole('button', { name: '核验身份' }).click();
  await page.getByText(/身份核验通过/).waitFor();
  await fill(page, { 新密码: 'Yf@2026nj', 确认密码: 'Yf@2026nj' });
  await page.getByRole('button', { name: '重设密码' }).click();
  await page.getByText('密码已重设').waitFor();
  await unitLoginRefusesThenLands(portal, { code: '91320100MA1W2X3Y44', phone: '13951860258', wrong: 'Yunfan#2026', right: 'Yf@2026nj' });
  await logOutLocally(page);

  await openLogin(portal, '/main/logon/dwregister');
  const creditCode = page.getByLabel('统一社会信用代码', { exact: true });
  await creditCode.fill('91320100MA1W2X3Y45');
  await creditCode.blur();
  await page.getByText('统一社会信用代码有误，请核对 18 位代码及末位校验码').waitFor();
  // A code the base store does not know fills in no name (no other unit's).
  await creditCode.fill('91320106MA27QK5D83');
  await creditCode.blur();
  await page.getByText('登记机关基础库中未查到该统一社会信用代码').waitFor();
  expect(await page.getByLabel('单位名称', { exact: true }).inputValue()).toBe('');
  await creditCode.fill('91320100MA1W2X3Y44');
  await creditCode.blur();
  await page.getByText('基础库登记信息：南京云帆信息科技有限公司').waitFor();
  expect(await page.getByLabel('单位名称', { exact: true }).inputValue()).toBe('南京云帆信息科技有限公司');
  await portal.screenshot('login-unit-register-base-store');
  expect(portal.errors).toEqual([]);
});

it('history unit upgrade, labour-market agent change and upgrade: checks, codes to the phone on record, face verification; the upgraded account logs in', async () => {
  // The upgrade creates a unit account: in a sandbox of the test's own.
  portal = await openPortal({ sandbox: 'logon-hrm-upgrade' });
  const { page } = portal;

  await openLogin(portal, '/main/logon/historyUser?socialCreditCode=91321000MA1Q7T2N5X');
  await page.getByRole('button', { name: '查询历史账号' }).click();
  await page.getByText('统一社会信用代码有误，请核对 18 位代码及末位校验码').waitFor();
  await fill(page, { 统一社会信用代码: '91321000MA1Q7T2N57' });
  await page.getByRole('button', { name: '查询历史账号' }).click();
  await page.getByText('151****2087').waitFor();
  await page.getByRole('button', { name: '验证并迁移数据' }).click();
  await page.getByText('请输入短信验证码').waitFor();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await page.getByText('验证码已发送至 151****2087', { exact: false }).waitFor();
  await page.getByPlaceholder('6 位短信验证码').fill('219846');
  await page.getByRole('button', { name: '验证并迁移数据' }).click();
  await page.getByText('已迁移 2 名经办人、1 个邮寄地址').waitFor();
  await page.getByRole('button', { name: '确认升级' }).click();
  await page.getByText('请阅读并同意用户协议和隐私政策').waitFor();
  await portal.screenshot('login-history-user');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '确认升级' }).click();
  await page.getByText('单位账号升级成功').waitFor();
  // The account upgraded is the one the code named.
  await page.getByText('扬州润禾食品有限公司今后请使用统一社会信用代码').waitFor();

  await openLogin(portal, '/main/logon/hrm/agent');
  await fill(page, { 统一社会信用代码: '91320200MA1MXK8R21', 法定代表人姓名: '周启航', 法定代表人公民身份号码: '320102198807154212' });
  await page.getByRole('button', { name: '下一步：刷脸核验' }).click();
  await page.getByText('公民身份号码有误，请核对 18 位号码及末位校验码').waitFor();
  await fill(page, { 法定代表人公民身份号码: '320102198807154211' });
  await page.getByRole('button', { name: '下一步：刷脸核验' }).click();
  await page.locator('.qr-panel canvas').waitFor();
  await portal.screenshot('login-hrm-agent-face');
  await page.getByText('法定代表人身份已核验').waitFor({ timeout: 15_000 });
  await fill(page, { 新经办人姓名: '孙丽', 新经办人公民身份号码: '320506198811114527', 新经办人手机号: '18051246630' });
  await sendSmsCode(page, '462091');
  await page.getByRole('button', { name: '确认变更' }).click();
  await page.getByText('经办人变更成功').waitFor();

  await openLogin(portal, '/main/logon/HrmUser');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('请输入人力资源市场登录账号').waitFor();
  await fill(page, { 人力资源市场登录账号: 'qi hang', 统一社会信用代码: '91320200MA1MXK8R21' });
  await page.getByText('账号为 4–32 位字母、数字或下划线').waitFor();
  await fill(page, { 人力资源市场登录账号: 'qihang_hr01' });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await page.getByText('验证码已发送至 152****7764', { exact: false }).waitFor();
  await page.getByPlaceholder('6 位短信验证码').fill('175308');
  await page.getByRole('checkbox').check();
  await portal.screenshot('login-hrm-user');
  await page.getByRole('button', { name: '升级账号' }).click();
  await page.getByText('账号升级成功').waitFor();

  // The labour-market account is a portal unit account now: its agent's phone and its own password log in (原密码不变).
  await unitLoginRefusesThenLands(portal, { code: '91320200MA1MXK8R21', phone: '15295137764', wrong: 'Wrong#2026x', right: 'Qh#2026wx' });
  await page.getByRole('banner').getByText('徐明').first().waitFor();
  expect(portal.errors).toEqual([]);
}, 120_000);

const ROUTES = [
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
  '/main/logon/historyUser',
  '/main/logon/HrmUser',
  '/main/logon/hrm/agent',
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
  const { page } = portal;
  await openLogin(portal);
  await portal.screenshot('login-route-login');
  for (const route of ROUTES) {
    // Navigate inside the running portal, as a link would: the area is loaded once.
    await page.evaluate((path) => {
      window.history.pushState(null, '', `/web${path}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toContain(titleOf(route));
    await page.locator('.login-card, .logon-card, .agreement-card').first().waitFor();
    await portal.screenshot(`login-route${route.replaceAll('/', '-')}`);
    expect(new URL(page.url()).pathname, route).not.toBe('/web/404');
    expect(await page.getByText('页面不存在').count(), route).toBe(0);
  }
  expect(portal.errors).toEqual([]);
}, 180_000);
