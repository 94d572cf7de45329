// The person centre's identity screens in the browser against the mock
// gateway: login channels, real-name authentication (through the gateway's
// stand-ins for Alipay and the government service network, and the return of
// the network's signing page), my licences (encrypted detail) and the legal
// representative opening a unit's account.
import type { Page, Request, Route } from 'playwright-core';
import { afterEach, expect, inject, it } from 'vitest';
import { navigateInApp, openPortal, registerPerson, type PortalPage } from './harness';
import { confirmScan, issuedCodeId } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

function requestTo(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(path));
}

/** Asks the gateway for one named example of an operation (Prism's Prefer header). */
function preferExample(example: string) {
  return (route: Route) => route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } });
}

it('channels: bound channels are listed and unbound, WeChat goes out to bind and comes back bound', async () => {
  portal = await openPortal({ persona: 'person', sandbox: 'channel-bindings' });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/channel');
  await page.getByRole('heading', { name: '渠道绑定' }).waitFor();
  const alipay = page
    .getByRole('region', { name: '支付宝' })
    .or(page.locator('.portal-card').filter({ hasText: '支付宝' }))
    .first();
  await alipay.getByText('已绑定').waitFor();
  await alipay.getByText('wjg***@163.com', { exact: false }).waitFor();
  await screenshot('psncenter-identity-channel');

  await alipay.getByRole('button', { name: '解除绑定' }).click();
  const unbound = requestTo(page, '/extend/unBindUserChannelBind');
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /解\s*除/ })
    .click();
  expect(bodyOf(await unbound)).toEqual({ channelType: 'alipay' });
  await page.getByText('已解除支付宝绑定').waitFor();
  // The gateway remembers the unbinding: a fresh page shows WeChat bound and Alipay not.
  await portal.goto('/center/channel');
  await page.locator('.portal-card[aria-label="微信"]').getByText('已绑定').waitFor();
  expect(await page.getByText('wjg***@163.com', { exact: false }).count()).toBe(0);

  // WeChat unbound, then bound again through WeChat's page (the mock gateway's stand-in) and back here.
  const wechat = page.locator('.portal-card[aria-label="微信"]');
  await wechat.getByRole('button', { name: '解除绑定' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /解\s*除/ })
    .click();
  await page.getByText('已解除微信绑定').waitFor();
  await page.getByText('您还没有绑定任何登录渠道').waitFor();
  const asked = requestTo(page, '/extend/goWechat');
  await wechat.getByRole('button', { name: '绑定微信' }).click();
  expect(bodyOf(await asked)).toEqual({ purpose: 'bind', returnUrl: '/web/center/channel' });
  await page.waitForURL(/\/api\/__mock\/consent\?/);
  expect(await page.title()).toBe('微信授权（模拟网关代演）');
  const bound = requestTo(page, '/extend/wechatAuth');
  await page.getByRole('link', { name: '同意授权' }).click();
  expect(bodyOf(await bound)).toEqual({ authCode: expect.stringMatching(/^[0-9a-f]{32}$/), state: expect.any(String) });
  await page.getByText('微信绑定成功：微信账号 建*').waitFor();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await wechat.getByText('已绑定').waitFor();
  // The gateway remembers the binding: a fresh page lists it.
  await portal.goto('/center/channel');
  await wechat.getByText('已绑定').waitFor();
  expect(errors).toEqual([]);
});

it('real-name authentication: the returns from Alipay, the government network and its signing page, the face check, and the e-card upgrade kept', async () => {
  // Its own state: the authentications raise the example person's level.
  portal = await openPortal({ persona: 'person', sandbox: 'real-name' });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/auth');
  await page.getByRole('heading', { name: '授权管理' }).waitFor();
  await page.getByText('当前认证等级：实人用户').waitFor();
  await page.getByText('已签署').waitFor();
  await screenshot('psncenter-identity-auth');

  // Alipay and the government network: out to their page (the mock gateway's stand-in), agreed there, back here.
  // The list is a real-name user's, whose every level-3 way is offered.
  const throughParty = async (row: string, site: string, completing: string) => {
    await page.route('**/extend/findUserAuthList', preferExample('realName'), { times: 1 });
    await portal!.goto('/center/auth');
    await page.getByRole('row').filter({ hasText: row }).getByRole('button', { name: '去认证' }).click();
    await page.waitForURL(/\/api\/__mock\/consent\?/);
    expect(await page.title()).toBe(`${site}授权（模拟网关代演）`);
    const completed = requestTo(page, completing);
    await page.getByRole('link', { name: '同意授权' }).click();
    return bodyOf(await completed);
  };
  expect(await throughParty('支付宝实名认证', '支付宝', '/extend/alipayAuth')).toEqual({
    authCode: expect.stringMatching(/^[0-9a-f]{32}$/),
    state: 'a9F3kQ7xP2mL8vRt',
  });
  await page.getByText('支付宝实名认证成功，当前认证等级：实人用户。').waitFor();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  expect(await throughParty('江苏政务服务网认证', '江苏政务服务网', '/extend/governmentAuth')).toEqual({
    ticket: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  await page.getByText('政务服务网认证成功，当前认证等级：实人用户。').waitFor();
  // Each authentication passed its channel and bound it: the list from the gateway shows it passed.
  await page.getByRole('row').filter({ hasText: '江苏政务服务网认证' }).getByText('已认证').waitFor();

  // The face check: the serial of the passed check completes it.
  await page.route('**/extend/findUserAuthList', preferExample('realName'), { times: 1 });
  await portal.goto('/center/auth');
  await page.getByText('当前认证等级：实名用户').waitFor();
  const faceStarted = requestTo(page, '/base/initFaceVerify');
  const faceCompleted = requestTo(page, '/extend/faceAuth');
  await page.getByRole('row').filter({ hasText: '人脸识别认证' }).getByRole('button', { name: '去认证' }).click();
  expect((await faceStarted).postData()).toContain('encryptData');
  expect(bodyOf(await faceCompleted)).toEqual({ faceSerialNo: 'FACE20260315101522843761' });
  await page.getByText('人脸识别认证成功，当前认证等级：实人用户。').waitFor();

  // The e-card raises the level to 4, and it stays so when the page is opened again.
  await portal.goto('/center/auth');
  const ecardRow = page.getByRole('row').filter({ hasText: '电子社保卡认证' });
  const issued = page.waitForResponse((response) => response.url().endsWith('/base/initEcardQrcode'));
  const completed = requestTo(page, '/extend/ecardAuth');
  await ecardRow.getByRole('button', { name: '去认证' }).click();
  expect(bodyOf((await issued).request())).toEqual({ scene: 'auth' });
  // The code waits for the e-card's scan, confirmed here as the phone would.
  const ecardCode = await issuedCodeId(issued);
  await page.waitForResponse((response) => response.url().endsWith('/ecardAuth/getQrcodeResult'));
  await confirmScan(ecardCode);
  expect(bodyOf(await completed)).toEqual({ qrCodeId: ecardCode });
  await page.getByText('电子社保卡认证成功，当前认证等级：高级实人用户。').waitFor();
  await portal.goto('/center/auth');
  await page.getByText('当前认证等级：高级实人用户').waitFor();
  await ecardRow.getByText('已认证').waitFor();
  expect(await page.getByRole('button', { name: '去认证' }).count()).toBe(0);

  await navigateInApp(portal, '/center/channel');
  for (const channel of ['支付宝', '江苏政务服务网', '电子社保卡']) {
    await page.locator(`.portal-card[aria-label="${channel}"]`).getByText('已绑定').waitFor();
  }

  const signed = requestTo(page, '/extend/signInfoCallbackForGov');
  await portal.goto('/center/auth?signFlowId=SIGN20260315104412&signResult=success');
  expect(bodyOf(await signed)).toEqual({ signFlowId: 'SIGN20260315104412', signResult: 'success' });
  await page.getByText('授权书签署成功').waitFor();
  expect(errors).toEqual([]);
}, 240_000);

it('a new account signs the government network’s data-sharing authorisation on the network’s page (the gateway’s stand-in offline): declined there, it stays unsigned; signed, the card shows when', async () => {
  const signer = { name: '冯嘉怡', idCardNo: '320104199501206020', cellphone: '15850690123', password: 'Fjy#2026sign' };
  await registerPerson(signer);
  portal = await openPortal({ persona: 'person', credentials: { username: signer.cellphone, password: signer.password } });
  const { page, errors } = portal;
  const card = page.locator('.portal-card').filter({ has: page.getByRole('heading', { name: '政务服务网数据共享授权书' }) });
  const toTheNetwork = async (link: string) => {
    await card.getByRole('button', { name: '去签署' }).click();
    await page.waitForURL(/\/api\/__mock\/consent\?/);
    expect(await page.title()).toBe('江苏政务服务网签署数据共享授权书（模拟网关代演）');
    const returned = requestTo(page, '/extend/signInfoCallbackForGov');
    await page.getByRole('link', { name: link }).click();
    return bodyOf(await returned);
  };
  await portal.goto('/center/auth');
  expect(await toTheNetwork('取消，返回门户')).toEqual({ signFlowId: expect.stringMatching(/^[0-9a-f]{32}$/), signResult: 'fail' });
  await page.getByText('授权书未签署，如需使用相关功能请重新签署。').waitFor();
  expect(await toTheNetwork('同意授权')).toMatchObject({ signResult: 'success' });
  await page.getByText('授权书签署成功').waitFor();
  await card.getByText('已签署').waitFor();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  // Signed is what the gateway keeps: the page opened again shows it, with no way to sign again.
  await portal.goto('/center/auth');
  await card.getByText('已签署').waitFor();
  expect(await card.getByRole('button', { name: '去签署' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

it('licences: adding one checks the form, the detail arrives encrypted and shows in plaintext, a bad sign shows 无效的请求', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/licence');
  await page.getByRole('heading', { name: '我的证照' }).waitFor();
  await page.getByRole('row').filter({ hasText: '就业创业证' }).waitFor();
  await screenshot('psncenter-identity-licence');

  await page.getByRole('button', { name: '添加证照' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '添加证照' });
  await dialog.getByRole('button', { name: '查找并添加' }).click();
  await dialog.getByText('请选择证照类型').waitFor();
  await dialog.getByText('请输入证书编号').waitFor();
  await dialog.getByLabel('证书编号').fill('证书12');
  await dialog.getByText('证书编号为 4 至 40 位字母、数字或短横线', { exact: false }).waitFor();
  await dialog.getByLabel('证照类型').click();
  await page.locator('.ant-select-dropdown:visible').getByText('职业资格证书', { exact: true }).click();
  await dialog.getByText('职业资格证书', { exact: true }).filter({ visible: true }).waitFor();
  await dialog.getByLabel('证书编号').fill('1732000000301234');
  const added = requestTo(page, '/license/addLicenseInfo');
  const detail = page.waitForResponse((response) => response.url().endsWith('/license/queryLicenseInfo'));
  await dialog.getByRole('button', { name: '查找并添加' }).click();
  expect(bodyOf(await added)).toEqual({ licenseType: 'vocationalQualificationCert', licenseNo: '1732000000301234' });
  const wire = await (await detail).text();
  expect(wire).toContain('encryptData');
  expect(wire).not.toContain('320102198807154211');
  const shown = page.locator('.ant-modal').filter({ hasText: '持证人' });
  await shown.getByText('3201**********4211').waitFor();
  // The detail is the licence just added: its own full number, opened from the sealed answer.
  await shown.getByText('1732000000301234').waitFor();
  await screenshot('psncenter-identity-licence-detail');
  await shown.getByRole('button', { name: '关 闭' }).click();
  // The added licence is listed beside the others.
  await page.getByRole('row').filter({ hasText: '职业资格证书' }).waitFor();

  await page.context().addCookies([{ name: 'mock-scenario', value: 'bad-sign@/license/queryLicenseInfo', url: inject('portalUrl') }]);
  await page.getByRole('row').filter({ hasText: '就业创业证' }).getByRole('button', { name: '查看' }).click();
  await page.getByText('无效的请求').first().waitFor();
  const refused = page.locator('.ant-modal').filter({ hasText: '证照详情' });
  await refused.getByRole('button', { name: '重新加载' }).waitFor();
  expect(await refused.getByText('320102198807154211').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('legal-person opening: eligible units, opening by face, opening by SMS code, and a code that is not the person’s unit', async () => {
  // Each opening in a sandbox of its own: an opened unit stays opened.
  portal = await openPortal({ persona: 'person', sandbox: 'legal-face' });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/legal');
  await page.getByRole('heading', { name: '法人开通', exact: true }).waitFor();
  await page.getByRole('row').filter({ hasText: '南京云帆信息科技有限公司' }).getByText('已开通').waitFor();
  await screenshot('psncenter-identity-legal');

  const faceStarted = requestTo(page, '/base/initFaceVerify');
  const openedByFace = requestTo(page, '/unitBase/openLegalPersonByFace');
  await page.getByRole('row').filter({ hasText: '苏州云帆软件服务有限公司' }).getByRole('button', { name: '去开通' }).click();
  await page.getByRole('heading', { name: '法人开通办理' }).waitFor();
  await screenshot('psncenter-identity-legalopen');
  await page.getByRole('button', { name: '开始刷脸验证' }).click();
  expect(await (await faceStarted).postData()).toContain('encryptData');
  expect(bodyOf(await openedByFace)).toEqual({ socialCreditCode: '91320500MA1N8K6P36', faceSerial: 'FACE20260315101522843761' });
  await page.getByText('单位账号开通成功').waitFor();
  await page.getByText('苏州云帆软件服务有限公司（91320500MA1N8K6P36）已于', { exact: false }).waitFor();
  // The list says so, and the unit is not offered again.
  await page.getByRole('button', { name: '返回法人开通' }).click();
  await page.getByRole('row').filter({ hasText: '苏州云帆软件服务有限公司' }).getByText('已开通').waitFor();
  expect(await page.getByRole('button', { name: '去开通' }).count()).toBe(0);
  await portal.goto('/center/legalopen?socialCreditCode=91320500MA1N8K6P36');
  await page.getByText('苏州云帆软件服务有限公司：已开通').waitFor();
  expect(errors).toEqual([]);
  await portal.close();

  portal = await openPortal({ persona: 'person', sandbox: 'legal-sms' });
  await portal.goto('/center/legalopen?socialCreditCode=91320500MA1N8K6P36');
  await smsOpening(portal);
});

/** The SMS way of opening 苏州云帆, then the unit already opened and a code that is not the person's. */
async function smsOpening(tab: PortalPage): Promise<void> {
  const { page, errors, screenshot } = tab;
  await page.getByRole('tab', { name: '短信验证开通' }).click();
  const smsForm = page.getByRole('form', { name: '短信开通' });
  await smsForm.getByRole('button', { name: '确认开通' }).click();
  await smsForm.getByText('请输入短信验证码').waitFor();
  const chosen = requestTo(page, '/unitBase/chooseAuthType');
  await smsForm.getByRole('button', { name: '获取验证码' }).click();
  expect(bodyOf(await chosen)).toEqual({ socialCreditCode: '91320500MA1N8K6P36', authType: 'legalPersonSms' });
  await smsForm.getByText('验证码已发送至法定代表人登记的手机 138****6721', { exact: false }).waitFor();
  await smsForm.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await screenshot('psncenter-identity-legalopen-sms');
  await smsForm.getByLabel('短信验证码').fill('731560');
  const openedBySms = requestTo(page, '/unitBase/openLegalPersonBySms');
  await smsForm.getByRole('button', { name: '确认开通' }).click();
  expect(bodyOf(await openedBySms)).toEqual({ socialCreditCode: '91320500MA1N8K6P36', cellphoneCode: '731560' });
  await page.getByText('单位账号开通成功').waitFor();

  await tab.goto('/center/legalopen?socialCreditCode=91320100MA1W2X3Y44');
  await page.getByText('南京云帆信息科技有限公司：已开通').waitFor();
  await tab.goto('/center/legalopen?socialCreditCode=123');
  await page.getByText('请先选择要开通的单位').waitFor();
  expect(errors).toEqual([]);
}
