// Every login method in the real browser against the mock gateway: each user
// kind logs in and lands in its own centre. Each test walks several methods in
// one page, forgetting the session in between, so the portal loads from the
// browser cache instead of a fresh context every time.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import {
  confirmScan,
  dragSlider,
  fill,
  fillAndSolve,
  issuedCodeId,
  landedOn,
  logOutLocally,
  openLogin,
  puzzleAnswer,
  solveSlider,
} from './login-helpers';

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

/** Logs the page out locally and opens the next login page. */
async function next(current: PortalPage, path = '/login'): Promise<void> {
  await logOutLocally(current.page);
  await openLogin(current, path);
}

it('person, unit operator, institution manager and casual user each log in with the password form and land in their own centre; a slider released beside the gap gets a new picture', async () => {
  const current = await start();
  const { page } = current;
  await current.screenshot('login-person');
  await fill(page, { 账号: '320102198807154211', 密码: 'Hrss@2026' });
  await page.getByRole('button', { name: '登 录' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: '向右拖动滑块' }).count()).toBe(1);
  await current.screenshot('login-slider-captcha');
  // A release beside the gap: the documented 04020007, and a new picture to try again.
  const background = page.getByRole('img', { name: '验证背景图' });
  const firstPicture = await background.getAttribute('src');
  const gap = await puzzleAnswer(page);
  const missed = page.waitForResponse((response) => response.url().endsWith('/captcha/verify'));
  await dragSlider(page, gap > 130 ? gap - 40 : gap + 40);
  expect(await (await missed).json()).toEqual({ appcode: '04020007', msg: '验证未通过，请重新拖动滑块', map: {} });
  await page.getByRole('status').filter({ hasText: '验证未通过，已为您更换图片，请重试' }).waitFor();
  await expect.poll(() => background.getAttribute('src')).not.toBe(firstPicture);
  expect(new URL(page.url()).pathname).toBe('/web/login');
  await solveSlider(page);
  await landedOn(page, '/center/main');

  await next(current);
  await page.getByRole('tab', { name: '单位用户' }).click();
  await current.screenshot('login-unit');
  await fillAndSolve(page, { 统一社会信用代码: '91320100MA1W2X3Y44', 经办人手机号: '13951860258', 密码: 'Yunfan#2026' });
  await landedOn(page, '/unitcenter/unitmain');

  await next(current);
  await page.getByRole('tab', { name: '机构用户' }).click();
  await fillAndSolve(page, { 机构编号: '3200000000010001', 管理员或经办人手机号: '13770895512', 密码: 'Jianding@2026' });
  await landedOn(page, '/organ/main');
  await page.getByRole('banner').getByText('陈志强').first().waitFor();

  // An agent logs in with its own phone and is the agent: its name at the top, not its manager's.
  await next(current);
  await page.getByRole('tab', { name: '机构用户' }).click();
  await fillAndSolve(page, { 机构编号: '3200000000010001', 管理员或经办人手机号: '18051246630', 密码: 'Sl#2026jd' });
  await landedOn(page, '/organ/main');
  await page.getByRole('banner').getByText('孙丽').first().waitFor();
  expect(await page.getByRole('banner').getByText('陈志强').count()).toBe(0);

  await next(current, '/tempuser');
  await fillAndSolve(page, { 手机号码: '18651223390', 密码: 'Linshi@2026' });
  await landedOn(page, '/tempcenter/tempmain');
  expect(current.errors).toEqual([]);
});

it('person and unit SMS code, person QR, unit QR and e-card logins: codes sent, or QR codes waiting until the scan is confirmed, then the centre', async () => {
  const current = await start();
  const { page } = current;
  await page.getByText('短信登录', { exact: true }).click();
  await fill(page, { 手机号码: '13851726721' });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
  expect(await page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
  await page.getByPlaceholder('6 位短信验证码').fill('502816');
  await page.getByRole('button', { name: '登 录' }).click();
  await landedOn(page, '/center/main');

  // The unit tab's SMS login: the same code field and sender, the unit-login scene, the unit's own login.
  await next(current);
  await page.getByRole('tab', { name: '单位用户' }).click();
  await page.getByText('短信登录', { exact: true }).click();
  await fill(page, { 统一社会信用代码: '91320100MA1W2X3Y44', 经办人手机号: '13951860258' });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/person/sms/sendCode'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page);
  expect((await sent).postDataJSON()).toMatchObject({ cellphone: '13951860258', scene: 'unitLogin' });
  await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
  await page.getByPlaceholder('6 位短信验证码').fill('274913');
  await current.screenshot('login-unit-sms');
  const unitSms = page.waitForRequest((request) => request.url().endsWith('/auth/unit/unitCellphoneCodeLogin'));
  await page.getByRole('button', { name: '登 录' }).click();
  expect((await unitSms).postDataJSON()).toEqual({
    socialCreditCode: '91320100MA1W2X3Y44',
    cellphone: '13951860258',
    cellphoneCode: '274913',
    businessScene: 'login',
  });
  await landedOn(page, '/unitcenter/unitmain');

  // The person QR code waits for the phone: polled, answered "waiting", until the scan is confirmed.
  await next(current);
  const issued = page.waitForResponse((response) => response.url().endsWith('/qrCode/createLoginQrCode'));
  await page.getByText('扫码登录', { exact: true }).click();
  const qrCodeId = await issuedCodeId(issued);
  await page.locator('.qr-panel canvas').waitFor();
  const polled = await page.waitForResponse((response) => response.url().endsWith('/qrCode/queryQrCodeState'));
  expect(((await polled.json()) as { map: unknown }).map).toEqual({ state: 'waiting' });
  await page.getByText('请使用江苏智慧人社 App扫描二维码').waitFor();
  await current.screenshot('login-person-qr');
  expect(new URL(page.url()).pathname).toBe('/web/login');
  await confirmScan(qrCodeId);
  await landedOn(page, '/center/main');

  await next(current);
  const unitIssued = page.waitForResponse((response) => response.url().endsWith('/unitBase/createUnitQrCode'));
  const unitPolled = page.waitForResponse((response) => response.url().includes('/unitBase/queryUnitQrCodeState'));
  await page.getByRole('tab', { name: '单位用户' }).click();
  await page.getByText('扫码登录', { exact: true }).click();
  const unitCode = await issuedCodeId(unitIssued);
  expect(((await (await unitPolled).json()) as { map: unknown }).map).toEqual({ state: 'waiting' });
  await confirmScan(unitCode);
  await landedOn(page, '/unitcenter/unitmain');

  await logOutLocally(page);
  const ecardIssued = page.waitForResponse((response) => response.url().endsWith('/base/initEcardQrcode'));
  await openLogin(current, '/EcardLogin');
  const ecardCode = await issuedCodeId(ecardIssued);
  await page.waitForResponse((response) => response.url().endsWith('/ecardAuth/getQrcodeResult'));
  expect(new URL(page.url()).pathname).toBe('/web/EcardLogin');
  await confirmScan(ecardCode);
  await landedOn(page, '/center/main');
  expect(current.errors).toEqual([]);
});

const SIGNATURE = 'MIIFqAYJKoZIhvcNAQcCoIIFmTCCBZUCAQExDjAMBggqgRzPVQGDEQUAMAsGCSqGSIb3DQEHAaCCA8Ew';

it('unit CA login: the exported signature file is checked, read and submitted with the one-time text', async () => {
  const { page } = await start('/login?type=unit');
  await page.getByText('CA 证书登录', { exact: true }).click();
  await fill(page, { 统一社会信用代码: '91320500MA1N8K6P36', 证书签名结果: 'not a signature' });
  await page.getByRole('button', { name: '证书登录' }).click();
  // The field's own error (the form-error announcer says the same words elsewhere on the page).
  const caPanel = page.getByRole('tabpanel', { name: 'CA 证书登录' });
  await caPanel.getByText(/签名结果应为 Base64 编码/).waitFor();
  // A certificate file is not a signature.
  await page.locator('input[type=file]').setInputFiles({
    name: 'unit.cer',
    mimeType: 'application/pkix-cert',
    buffer: Buffer.from('MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQG', 'base64'),
  });
  await caPanel.getByText(/不是证书客户端导出的签名数据/).waitFor();
  const signedFile = Buffer.from(SIGNATURE, 'base64');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'HRSS-CA.p7s', mimeType: 'application/pkcs7-signature', buffer: signedFile });
  await page.getByRole('button', { name: /已读取 HRSS-CA\.p7s/ }).waitFor();
  expect(await page.getByLabel('证书签名结果', { exact: true }).inputValue()).toBe(SIGNATURE);
  await portal!.screenshot('login-unit-ca');
  // Multiple-agents model: the agent who holds the certificate names their own phone.
  await fill(page, { '经办人手机号（选填）': '13962158806' });
  const login = page.waitForRequest((request) => request.url().endsWith('/auth/unit/unitCaLogin'));
  await page.getByRole('button', { name: '证书登录' }).click();
  expect((await login).postDataJSON()).toMatchObject({
    socialCreditCode: '91320500MA1N8K6P36',
    verification: SIGNATURE,
    confirmCellphone: '13962158806',
  });
  await landedOn(page, '/unitcenter/unitmain');
  expect(portal!.errors).toEqual([]);
});

const RETURNS: ReadonlyArray<readonly [string, string, string]> = [
  ['provincial government (person)', '/thirdLogin?ticket=ST-20261122-7c1e9a0d4f2b48e6a3d5-jszwfw', '/center/main'],
  ['new provincial government (authorisation code)', '/thirdLogin?authCode=9f3c2a71e8d04b5c86a1f0e2d7b4c359', '/center/main'],
  ['national government platform', '/thirdLogin?type=govnet&ticket=gjzwfw-TK-5d8e2c9f1a7b4e03b6c4a9d2', '/center/main'],
  [
    'provincial government (legal person)',
    '/thirdLogin?unit=1&ticket=ST-JSZWFW-20260315-b2d94e71c0a8&state=5f2c9a1e7b3d4068a1c2e9f0b7d6a354&code=0c8e7b2d41f94a3e9b6d5c1a7f20e384',
    '/unitcenter/unitmain',
  ],
  ['payment app', '/aliLogin?auth_code=4b203fe6c11548bcabd8da5bb087a83b', '/center/main'],
  ['WeChat', '/login?wechat=1&code=061Xy8Ga1nQb3J0wQbIa1pB8Ga1Xy8Gq&state=Wx3nR8tY5qP1kZ7c', '/center/main'],
  ['ministry platform (person)', '/buLogin?ticket=RSB-ST-20261122-8a4f6c2e0b9d', '/center/main'],
  [
    'ministry platform (unit)',
    '/buUnitLogin?ticket=ST-MOHRSS-20260315-61f0c3a9d7e2&state=8d41be07c95a4f2e93d6a0c1f7e2b548',
    '/unitcenter/unitmain',
  ],
  ['graduate-employment platform (person)', '/stuLogin?ticket=JYPT-TK-20260315-5d8e21a7f0', '/center/main'],
  [
    'graduate-employment platform (unit)',
    '/stuUnitLogin?code=JYPT-AC-20260315-3d8e0b7fa4c1&state=c7d0e4a2918b4e5fa63b1d9e0c2f7a84',
    '/unitcenter/unitmain',
  ],
  ['open platform', '/login?appId=jsrs-zwfw-portal&authorizeToken=AT-20261122-6f1d8b3e9c2a4705', '/center/main'],
  [
    'e-business licence',
    '/login?ebusiness=1&ticket=EBL-TK-20260315-7f3a9c21e64b4d08&state=a3e9c71d04b84f6c8e25d9b0f1c7a626',
    '/unitcenter/unitmain',
  ],
];

/** The login call each return page must end with (the wire path under /api/basic, or person for WeChat). */
const LOGIN_CALLS: Record<string, RegExp> = {
  'provincial government (legal person)': /\/api\/basic\/auth\/unit\/govementLogin$/,
  'ministry platform (unit)': /\/api\/basic\/auth\/unit\/rsbGovementLogin$/,
  WeChat: /\/api\/person\/extend\/wechatLogin$/,
};

/** What the unit government logins send besides the ticket and the unit: the platform, and its authorisation code when it brought one. */
const UNIT_PLATFORM_BODIES: Record<string, object> = {
  'provincial government (legal person)': { thirdChannelType: 'gov', authCode: '0c8e7b2d41f94a3e9b6d5c1a7f20e384' },
  'ministry platform (unit)': { thirdChannelType: 'rsb' },
};

/** Goes through the mock gateway's stand-in for the party's page: agrees, and is sent back to the portal. */
async function throughConsentPage(page: PortalPage['page'], button: string, site: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/api\/__mock\/consent\?/, { timeout: 15_000 });
  expect(await page.title()).toBe(`${site}授权（模拟网关代演）`);
  await page.getByRole('note').getByText('模拟网关代演页面').waitFor();
  await page.getByRole('link', { name: '同意授权' }).click();
}

it('every third-party login goes through its stand-in page offline and back, logged in; refusing there comes back without a login', async () => {
  const current = await start();
  const { page } = current;
  const PERSON_PARTIES = [
    ['支付宝', '支付宝', '/aliLogin'],
    ['微信', '微信', '/login'],
    ['江苏政务服务网', '江苏政务服务网', '/thirdLogin'],
  ] as const;
  for (const [button, site, returnPage] of PERSON_PARTIES) {
    const back = page.waitForURL((url) => url.pathname === `/web${returnPage}` && url.search !== '', { timeout: 15_000 });
    await throughConsentPage(page, button, site);
    await back;
    await landedOn(page, '/center/main').catch((error: unknown) => {
      throw new Error(`${site}: ${String(error)}`);
    });
    await next(current);
  }
  await current.screenshot('login-third-party-done');

  const UNIT_PARTIES = [
    ['政务服务网法人登录', '江苏政务服务网'],
    ['人社部平台单位登录', '人力资源和社会保障部政务服务平台'],
    ['电子营业执照', '电子营业执照'],
  ] as const;
  for (const [button, site] of UNIT_PARTIES) {
    await page.getByRole('tab', { name: '单位用户' }).click();
    await throughConsentPage(page, button, site);
    await landedOn(page, '/unitcenter/unitmain').catch((error: unknown) => {
      throw new Error(`${site}: ${String(error)}`);
    });
    await next(current);
  }

  // 取消 on the party's page: back on the return page, which says it got no credentials.
  await page.getByRole('button', { name: '支付宝' }).click();
  await page.waitForURL(/\/api\/__mock\/consent\?/, { timeout: 15_000 });
  await page.getByRole('link', { name: '取消，返回门户' }).click();
  await page.getByText('未取得支付宝的登录凭证', { exact: false }).waitFor();
  expect(current.errors).toEqual([]);
}, 240_000);

it('every return page of another platform checks its ticket and logs in; one without a ticket says so', async () => {
  const current = await start();
  const { page } = current;

  for (const [name, path, centre] of RETURNS) {
    const expected = LOGIN_CALLS[name];
    const call = expected ? page.waitForRequest((request) => expected.test(request.url())) : undefined;
    await current.goto(path);
    await landedOn(page, centre).catch((error: unknown) => {
      throw new Error(`${name}: ${String(error)}`);
    });
    const request = call && (await call);
    const body = UNIT_PLATFORM_BODIES[name];
    if (request && body) expect(request.postDataJSON(), name).toMatchObject(body);
    await logOutLocally(page);
  }
  expect(current.errors).toEqual([]);

  await openLogin(current, '/buLogin');
  await page.getByText('未取得人力资源和社会保障部政务服务平台的登录凭证').waitFor();
  await current.screenshot('login-return-missing');
  await page.getByRole('button', { name: '返回登录页' }).click();
  await landedOn(page, '/login');
}, 180_000);
