// Every login method in the real browser against the mock gateway: each user
// kind logs in and lands in its own centre.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { fill, fillAndSolve, landedOn, openLogin, solveSlider } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function start(path = '/login'): Promise<PortalPage> {
  portal = await openPortal();
  await openLogin(portal, path);
  return portal;
}

it('a person logs in with account, password and the slider, and lands in the person centre', async () => {
  const { page } = await start();
  await portal!.screenshot('login-person');
  await fill(page, { 账号: '320102198807154211', 密码: 'Hrss@2026' });
  await page.getByRole('button', { name: '登 录' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: '向右拖动滑块' }).count()).toBe(1);
  await portal!.screenshot('login-slider-captcha');
  await solveSlider(page);
  await landedOn(page, '/center/main');
  expect(portal!.errors).toEqual([]);
});

it('a unit operator logs in and lands in the unit centre', async () => {
  const { page } = await start();
  await page.getByRole('tab', { name: '单位用户' }).click();
  await portal!.screenshot('login-unit');
  await fillAndSolve(page, { 统一社会信用代码: '91320100MA1W2X3Y44', 经办人手机号: '13951860258', 密码: 'Yunfan#2026' });
  await landedOn(page, '/unitcenter/unitmain');
  expect(portal!.errors).toEqual([]);
});

it('an institution manager logs in and lands in the institution area', async () => {
  const { page } = await start();
  await page.getByRole('tab', { name: '机构用户' }).click();
  await fillAndSolve(page, { 机构编号: '32000010023', 管理员或经办人手机号: '13770895512', 密码: 'Jianding@2026' });
  await landedOn(page, '/organ/main');
  expect(portal!.errors).toEqual([]);
});

it('a casual user logs in from /tempuser and lands in the temporary-user centre', async () => {
  const { page } = await start('/tempuser');
  await fillAndSolve(page, { 手机号码: '18651223390', 密码: 'Linshi@2026' });
  await landedOn(page, '/tempcenter/tempmain');
  expect(portal!.errors).toEqual([]);
});

it('SMS login: the code is sent after the slider, the button counts down, and the person logs in', async () => {
  const { page } = await start();
  await page.getByText('短信登录', { exact: true }).click();
  await fill(page, { 手机号码: '13851726721' });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
  expect(await page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
  await page.getByPlaceholder('6 位短信验证码').fill('502816');
  await page.getByRole('button', { name: '登 录' }).click();
  await landedOn(page, '/center/main');
  expect(portal!.errors).toEqual([]);
});

it('QR login: the code is shown, polled until confirmed, and the person logs in', async () => {
  const { page } = await start();
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/qrCode/queryQrCodeState')) polls.push(request.url());
  });
  await page.getByText('扫码登录', { exact: true }).click();
  await page.locator('.qr-panel canvas').waitFor();
  await portal!.screenshot('login-person-qr');
  await landedOn(page, '/center/main');
  expect(polls.length).toBeGreaterThanOrEqual(1);
  expect(portal!.errors).toEqual([]);
});

it('unit QR login polls the unit state and lands in the unit centre', async () => {
  const { page } = await start();
  await page.getByRole('tab', { name: '单位用户' }).click();
  await page.getByText('扫码登录', { exact: true }).click();
  await landedOn(page, '/unitcenter/unitmain');
  expect(portal!.errors).toEqual([]);
});

it('unit CA login submits the signed one-time text', async () => {
  const { page } = await start();
  await page.getByRole('tab', { name: '单位用户' }).click();
  await page.getByText('CA 证书登录', { exact: true }).click();
  await fill(page, { 统一社会信用代码: '91320500MA1N8K6P36', 证书签名结果: 'MIIFqAYJKoZIhvcNAQcCoIIFmTCCBZUCAQExDjAMBggqgRzPVQGDEQUAMAsGCSqGSIb3DQEHAaCCA8Ew' });
  await portal!.screenshot('login-unit-ca');
  await page.getByRole('button', { name: '证书登录' }).click();
  await landedOn(page, '/unitcenter/unitmain');
  expect(portal!.errors).toEqual([]);
});

it('e-card login (/EcardLogin) polls the card authorisation and logs the person in', async () => {
  const { page } = await start('/EcardLogin');
  await landedOn(page, '/center/main');
  expect(portal!.errors).toEqual([]);
});

const RETURNS: ReadonlyArray<readonly [string, string, string]> = [
  ['provincial government (person)', '/thirdLogin?ticket=ST-20261122-7c1e9a0d4f2b48e6a3d5-jszwfw', '/center/main'],
  ['new provincial government (authorisation code)', '/thirdLogin?authCode=9f3c2a71e8d04b5c86a1f0e2d7b4c359', '/center/main'],
  ['national government platform', '/thirdLogin?type=govnet&ticket=gjzwfw-TK-5d8e2c9f1a7b4e03b6c4a9d2', '/center/main'],
  ['provincial government (legal person)', '/thirdLogin?unit=1&ticket=ST-JSZWFW-20260315-b2d94e71c0a8&state=5f2c9a1e7b3d4068a1c2e9f0b7d6a354', '/unitcenter/unitmain'],
  ['payment app', '/aliLogin?auth_code=4b203fe6c11548bcabd8da5bb087a83b', '/center/main'],
  ['ministry platform (person)', '/buLogin?ticket=RSB-ST-20261122-8a4f6c2e0b9d', '/center/main'],
  ['ministry platform (unit)', '/buUnitLogin?ticket=ST-MOHRSS-20260315-61f0c3a9d7e2&state=8d41be07c95a4f2e93d6a0c1f7e2b548', '/unitcenter/unitmain'],
  ['graduate-employment platform (person)', '/stuLogin?ticket=JYPT-TK-20260315-5d8e21a7f0', '/center/main'],
  ['graduate-employment platform (unit)', '/stuUnitLogin?code=JYPT-AC-20260315-3d8e0b7fa4c1&state=c7d0e4a2918b4e5fa63b1d9e0c2f7a84', '/unitcenter/unitmain'],
  ['open platform', '/login?appId=jsrs-zwfw-portal&authorizeToken=AT-20261122-6f1d8b3e9c2a4705', '/center/main'],
  ['e-business licence', '/login?ebusiness=1&ticket=EBL-TK-20260315-7f3a9c21e64b4d08&state=a3e9c71d04b84f6c8e25d9b0f1c7a626', '/unitcenter/unitmain'],
];

it.each(RETURNS)('%s: the return page checks the ticket and logs in', async (_name, path, centre) => {
  portal = await openPortal();
  await portal.goto(path);
  await landedOn(portal.page, centre);
  expect(portal.errors).toEqual([]);
});

it('a return page without a ticket says so and offers the login page', async () => {
  portal = await openPortal();
  await openLogin(portal, '/buLogin');
  await portal.page.getByText('未取得人力资源和社会保障部政务服务平台的登录凭证').waitFor();
  await portal.screenshot('login-return-missing');
  await portal.page.getByRole('button', { name: '返回登录页' }).click();
  await landedOn(portal.page, '/login');
});
