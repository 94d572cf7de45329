// The person centre's account journeys in the browser against the mock
// gateway: the overview, binding a family member, adding a mailing address,
// changing the password of an account of the test's own (after which only the
// new one logs in), paging and reading messages (the header's unread count
// follows) and cancelling the account.
import type { Page, Request } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { chooseInDropdown, navigateInApp, openPortal, registerPerson, type NewPerson, type PortalPage } from './harness';
import { fillAndSolve, landedOn, openLogin, sendSmsCode } from './login-helpers';

/** The account the password journey changes: its own, so the example person's password never changes. */
const PASSWORD_OWNER: NewPerson = { name: '钱雨桐', idCardNo: '32010619950721004X', cellphone: '15951877046', password: 'Qyt#2026reg' };

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

it('overview, then a family member is bound and a mailing address added, each form checking what was typed', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/main');
  await page.getByRole('heading', { name: '个人中心', exact: true, level: 4 }).waitFor();
  await page.getByRole('heading', { name: '王建国', level: 5 }).waitFor();
  await screenshot('psncenter-account-main');

  await navigateInApp(portal, '/center/family');
  await page.getByRole('button', { name: '添加家庭成员' }).click();
  const family = page.getByRole('form', { name: '添加家庭成员' });
  await page.getByRole('button', { name: '提交绑定' }).click();
  await family.getByText('请选择与本人关系').waitFor();
  await family.getByText('请输入公民身份号码').waitFor();
  await family.getByText('请输入手机号码').waitFor();
  await family.getByLabel('与本人关系').click();
  await chooseInDropdown(page, '母亲');
  await family.getByLabel('成员姓名').fill('李桂英');
  await family.getByLabel('公民身份号码').fill('320102196203154221');
  await family.getByText('公民身份号码有误', { exact: false }).waitFor();
  await family.getByLabel('公民身份号码').fill('32010219620315422x');
  await family.getByLabel('成员手机号码').fill('1385172');
  await family.getByText('请输入正确的 11 位手机号码').waitFor();
  await family.getByLabel('成员手机号码').fill('13851726722');
  const bound = requestTo(page, '/extend/bindUserFamily');
  await page.getByRole('button', { name: '提交绑定' }).click();
  // The binding carries an ID number: it travels encrypted.
  const wire = (await bound).postData() ?? '';
  expect(wire).toContain('encryptData');
  expect(wire).not.toContain('32010219620315422X');
  await page.getByText('已向该成员发送确认短信', { exact: false }).first().waitFor();
  // The gateway remembers the binding: the list shows the member, waiting for confirmation.
  await portal.goto('/center/family');
  const member = page.getByRole('row').filter({ hasText: '李桂英' });
  await member.getByText('待成员确认').waitFor();
  await member.getByText('母亲').waitFor();
  // The father did not confirm within 72 hours: 重新发起 sends the request again, and the list then shows it waiting.
  const father = page.getByRole('row').filter({ hasText: '王振华' });
  await father.getByText('已超时未确认').waitFor();
  await father.getByRole('button', { name: '重新发起' }).click();
  const waiting = page.getByRole('dialog', { name: '等待家庭成员确认' });
  await waiting.waitFor();
  await waiting.getByRole('button', { name: '稍后查看' }).click();
  await father.getByText('待成员确认').waitFor();
  expect(await father.getByRole('button', { name: '重新发起' }).count()).toBe(0);

  await navigateInApp(portal, '/center/address');
  await page.getByRole('button', { name: '新增地址' }).first().click();
  const address = page.getByRole('form', { name: '新增邮寄地址' });
  await page.getByRole('button', { name: '保 存' }).click();
  await address.getByText('请输入收件人姓名').waitFor();
  await address.getByText('请选择所在市、区（县）').waitFor();
  await address.getByText('请输入详细地址').waitFor();
  await address.getByLabel('收件人').fill('王建国');
  await address.getByLabel('手机号码').fill('13851726721');
  await address.getByLabel('所在地区').click();
  await chooseInDropdown(page, '南京市');
  await chooseInDropdown(page, '玄武区');
  await address.getByLabel('详细地址').fill('中山路 100 号 3 幢 201 室');
  await address.getByLabel('邮政编码').fill('21001');
  await address.getByText('邮政编码为 6 位数字').waitFor();
  await address.getByLabel('邮政编码').fill('210018');
  const added = requestTo(page, '/address/addUserAddress');
  await page.getByRole('button', { name: '保 存' }).click();
  expect((await added).postData()).toContain('encryptData');
  await page.getByText('保存成功').waitFor();
  // The new address is listed; an edit of it shows after saving and after a reload.
  const panel = page
    .locator('div')
    .filter({ hasText: '中山路 100 号 3 幢 201 室' })
    .filter({ has: page.getByRole('button', { name: '修改' }) })
    .last();
  await panel.getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('form', { name: '修改邮寄地址' });
  await edit.getByLabel('详细地址').fill('中山路 102 号 5 幢 601 室');
  await page.getByRole('button', { name: '保 存' }).click();
  await page.getByText('中山路 102 号 5 幢 601 室', { exact: false }).waitFor();
  await portal.goto('/center/address');
  await page.getByText('中山路 102 号 5 幢 601 室', { exact: false }).waitFor();
  expect(await page.getByText('中山路 100 号 3 幢 201 室', { exact: false }).count()).toBe(0);
  expect(errors).toEqual([]);
  // Four screens and three forms in one page: longer than one screen on a busy machine.
}, 120_000);

/** Paging the inbox, and reading an unread message lowers the header's count, also after a reload. */
async function inboxJourney(inbox: PortalPage) {
  const { page, errors } = inbox;
  await inbox.goto('/center/message');
  const bell = page.getByRole('link', { name: /^未读消息 \d+ 条$/ });
  await bell.waitFor();
  const bellCount = async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? (await bell.innerText()))?.[1]);
  // The prerendered shell's count comes first, the inbox's own once it is read.
  await expect.poll(bellCount).toBeGreaterThan(1);
  const unread = await bellCount();
  const second = page.waitForRequest((request) => request.url().endsWith('/message/queryMessage') && bodyOf(request).pageNum === 2);
  await page.getByTitle('2', { exact: true }).click();
  expect(bodyOf(await second)).toMatchObject({ pageNum: 2, pageSize: 10 });

  // Only unread messages are marked read when opened: show those.
  const filtered = page.waitForRequest(
    (request) => request.url().endsWith('/message/queryMessage') && bodyOf(request).readState === 'unread',
  );
  await page.getByLabel('按阅读状态筛选').getByText('未读', { exact: true }).click();
  await filtered;
  const read = requestTo(page, '/message/readMessage');
  await page
    .getByRole('button', { name: /^查看消息：/ })
    .first()
    .click();
  expect(bodyOf(await read)).toEqual({ messageIds: [expect.any(String)] });
  await page.getByRole('link', { name: `未读消息 ${unread - 1} 条` }).waitFor();
  // The gateway remembers it: after a reload the bell still shows one fewer.
  await inbox.goto('/center/main');
  await page
    .getByRole('banner')
    .getByRole('link', { name: `未读消息 ${unread - 1} 条` })
    .waitFor();

  expect(errors).toEqual([]);
}

it('password change (the old password then refused, the new one logging in), a phone another account has refused, message paging, and reading a message lowers the unread count in the header', async () => {
  await registerPerson(PASSWORD_OWNER);
  portal = await openPortal({ persona: 'person', credentials: { username: PASSWORD_OWNER.cellphone, password: PASSWORD_OWNER.password } });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/account');
  await page.getByRole('button', { name: '修改密码' }).click();
  const password = page.getByRole('form', { name: '修改登录密码' });
  await page.getByRole('button', { name: '确认提交' }).click();
  await password.getByText('请输入原密码').waitFor();
  await password.getByText('请输入新密码').waitFor();
  await password.getByLabel('原密码').fill('Old#2025abc');
  // The old password is checked by the gateway against the account's.
  await password.getByLabel('新密码', { exact: true }).fill('Abcd1234');
  await password.getByText('密码须包含特殊字符', { exact: false }).waitFor();
  await password.getByLabel('新密码', { exact: true }).fill('Abc#2026new');
  await password.getByLabel('确认新密码').fill('Abc#2026nex');
  await password.getByText('两次输入的新密码不一致').waitFor();
  await password.getByLabel('确认新密码').fill('Abc#2026new');
  await screenshot('psncenter-account-password');
  const refused = requestTo(page, '/base/updatePwdByOldPwd');
  await page.getByRole('button', { name: '确认提交' }).click();
  expect((await refused).postData()).toContain('encryptData');
  // The gateway counts wrong old passwords: five in a row lock the change for 30 minutes.
  await page.getByText('原密码错误，还可尝试 4 次').first().waitFor();
  await password.getByLabel('原密码').fill(PASSWORD_OWNER.password);
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByText('密码已修改，请牢记新密码').waitFor();

  // Before a phone change the current password is checked against the account's, with the attempts left.
  await page.getByRole('button', { name: '更换手机号' }).click();
  const change = page.getByRole('dialog', { name: '更换手机号' });
  await change.getByLabel('当前登录密码').fill(PASSWORD_OWNER.password);
  await change.getByRole('button', { name: '下一步' }).click();
  await change.getByText('密码错误，还可尝试 4 次').waitFor();
  await change.getByLabel('当前登录密码').fill('Abc#2026new');
  await change.getByRole('button', { name: '下一步' }).click();
  // One phone names one account: the example person's is refused, and the dialog stays open for another.
  await change.getByLabel('新手机号码').fill('13851726721');
  await sendSmsCode(page, '502816');
  await change.getByRole('button', { name: '确认更换' }).click();
  await change.getByText('该手机号已绑定其他账户，请更换手机号').waitFor();
  // Escape still closes it after the slider's dialog came and went on top of it.
  await page.keyboard.press('Escape');
  await change.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await portal.close();

  // The example person's seeded inbox holds 90 messages (30 of each category): pages of ten.
  // A new account has none, so this part reads the example person's, in a sandbox of its own.
  portal = await openPortal({ persona: 'person', sandbox: 'account-journeys-inbox' });
  await inboxJourney(portal);

  // In a new browser, the old password is refused and the new one logs in.
  await portal.close();
  portal = await openPortal();
  await openLogin(portal);
  await fillAndSolve(portal.page, { 账号: PASSWORD_OWNER.cellphone, 密码: PASSWORD_OWNER.password });
  await portal.page.locator('.login-notice[data-code="04020002"]').waitFor();
  await fillAndSolve(portal.page, { 密码: 'Abc#2026new' });
  await landedOn(portal.page, '/center/main');
  expect(portal.errors).toEqual([]);
}, 120_000);

it("the two phones: a new login phone shows on the account page beside the record's, syncing them clears the warning, and every screen and the next login show the one number", async () => {
  // The example person's phones, changed in a sandbox of the test's own.
  const sandbox = 'account-journeys-phones';
  portal = await openPortal({ persona: 'person', sandbox });
  const { page, errors } = portal;
  await portal.goto('/center/account');
  await page.getByText('138****6721', { exact: true }).waitFor();
  expect(await page.getByText('不一致').count()).toBe(0);

  await page.getByRole('button', { name: '更换手机号' }).click();
  const change = page.getByRole('dialog', { name: '更换手机号' });
  await change.getByLabel('当前登录密码').fill('Hrss@2026');
  await change.getByRole('button', { name: '下一步' }).click();
  await change.getByLabel('新手机号码').fill('13912345678');
  await sendSmsCode(page, '502816');
  await change.getByRole('button', { name: '确认更换' }).click();
  await change.waitFor({ state: 'detached' });
  // The account's number changed, the record's did not: the page says so, with both.
  await page.getByText('139****5678', { exact: true }).waitFor();
  await page.getByText('账户手机号 139****5678，社保登记手机号 138****6721', { exact: false }).waitFor();

  await page.getByRole('button', { name: '立即核验' }).click();
  const sync = page.getByRole('dialog', { name: '手机号核验' });
  await sync.getByLabel('完整手机号').fill('13912345678');
  await sync.getByRole('button', { name: '获取验证码' }).click();
  await sync.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await sync.getByPlaceholder('6 位短信验证码').fill('502816');
  await sync.getByRole('button', { name: '确 认' }).click();
  await page.getByText('已将账户手机号同步到社保登记信息').waitFor();
  await expect.poll(() => page.getByText('您的账户手机号与社会保险登记的手机号不一致').count()).toBe(0);

  await navigateInApp(portal, '/center/personInfo');
  await page.getByText('账户手机号 139****5678 与社保登记一致').waitFor();
  expect(errors).toEqual([]);
  await portal.close();

  // A new login reads the account's number from the gateway.
  portal = await openPortal({ persona: 'person', sandbox });
  await portal.goto('/center/account');
  await portal.page.getByText('139****5678', { exact: true }).waitFor();
  await navigateInApp(portal, '/center/userinfo');
  await portal.page.getByText('手机号码 139****5678', { exact: false }).waitFor();
  expect(portal.errors).toEqual([]);
}, 120_000);

it('cancellation: the way, the reason and the notice are required, the SMS code is checked, then the account ends', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors, screenshot } = portal;
  await portal.goto('/center/cancellation');
  const reason = page.getByRole('form', { name: '注销原因' });
  await reason.getByText('仅注销账户', { exact: false }).waitFor();
  await page.getByRole('button', { name: '下一步' }).click();
  await reason.getByText('请选择注销方式').waitFor();
  await reason.getByText('请选择注销原因').waitFor();
  await reason.getByText('请阅读并确认注销须知').waitFor();
  await reason.getByText('仅注销账户', { exact: false }).click();
  await reason.getByLabel('注销原因').click();
  await chooseInDropdown(page, '其他');
  await page.getByRole('button', { name: '下一步' }).click();
  await reason.getByText('选择“其他”时请说明注销原因').waitFor();
  await reason.getByLabel('补充说明').fill('已随子女定居外省');
  await reason.getByText('我已阅读并知晓注销须知', { exact: false }).click();
  await screenshot('psncenter-account-cancellation-reason');
  await page.getByRole('button', { name: '下一步' }).click();

  const sms = page.getByRole('form', { name: '短信验证' });
  await sms.getByRole('button', { name: '下一步' }).click();
  await sms.getByText('请输入短信验证码').waitFor();
  const sent = requestTo(page, '/sms/sendCodeLoggedIn');
  await sms.getByRole('button', { name: '获取验证码' }).click();
  expect(bodyOf(await sent)).toEqual({ scene: 'cancelAccount' });
  await sms.getByPlaceholder('6 位短信验证码').fill('502816');
  const validated = requestTo(page, '/sms/validateCodeLoggedIn');
  await sms.getByRole('button', { name: '下一步' }).click();
  expect(bodyOf(await validated)).toEqual({ smsCode: '502816', scene: 'cancelAccount' });

  const cancelled = requestTo(page, '/base/cancelAccount');
  await page.getByRole('button', { name: '确认注销' }).click();
  expect(bodyOf(await cancelled)).toEqual({ logoutType: '1', reasonCode: '99', reasonDesc: '已随子女定居外省', smsCode: '502816' });
  await page.locator('.ant-modal-confirm-title').getByText('账户已注销').waitFor();
  // The session is gone, so the guarded centre is left at once.
  await expect.poll(() => new URL(page.url()).pathname.startsWith('/web/center')).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('webuser'))).not.toContain('mock-person-');
  expect(errors).toEqual([]);
}, 120_000);
