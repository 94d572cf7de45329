// Every business code of spec §4 reaches the login screen with the reaction of
// the tab the user is on, any other code shows 登录失败 + msg, and the user's
// input stays. Person and unit tabs: the codes go through their SMS-code login
// (no slider per attempt), the password login then shows the slider-bound
// cases and the switches to the tab's own SMS and QR logins. Institution and
// casual tabs (password only, so each code costs a slider): one code of every
// reaction the tab has, through the password login (the unit test gives every
// code its reaction on every tab, src/features/login/logic/business-codes.test.ts;
// the notice is the same component for all four tabs); where the code asks for
// a method the tab does not have, the notice says what to do. Last, the gateway's own count: wrong
// passwords in a row, then the lock, on the password form as a user meets them.
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { LOGIN_BUSINESS_CODES } from '../../src/api/generated/login-codes';
import type { LoginKind } from '../../src/features/login/logic/business-codes';
import { CODE_REACTIONS, reactionTo } from '../../src/features/login/logic/code-reactions';
import { openPortal, type PortalPage } from './harness';
import { fill, fillAndSolve, landedOn, openLogin, solveSlider, useScenario } from './login-helpers';

const CODES = Object.keys(LOGIN_BUSINESS_CODES);

/** The notice a forced code leaves under the form (a screenshot when it does not come). */
async function noticeFor(portal: PortalPage, code: string, shot: string): Promise<Locator> {
  const notice = portal.page.locator(`.login-notice[data-code="${code}"]`);
  await notice.waitFor().catch(async (error: unknown) => {
    await portal.screenshot(`login-code-failed-${shot}-${code}`);
    throw error;
  });
  return notice;
}

/** What the notice offers matches the tab's reaction: its link, its switch button, or nothing at all. */
async function expectOffer(notice: Locator, kind: LoginKind, code: string): Promise<void> {
  const { action, title } = reactionTo(code, kind);
  expect(await notice.textContent(), `${kind} ${code}`).toContain(title);
  if (action.kind === 'goTo') {
    expect(await notice.getByRole('link').getAttribute('href'), `${kind} ${code}`).toBe(`/web${action.path}${action.search ?? ''}`);
  } else if (action.kind === 'inform' || action.kind === 'captchaAgain') {
    expect(await notice.getByRole('button').count(), `${kind} ${code}`).toBe(0);
  } else {
    expect(await notice.getByRole('button').count(), `${kind} ${code}`).toBe(1);
  }
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true, name: /用户$/ }).textContent();

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
      const notice = await noticeFor(portal, code, 'person');
      expect(await notice.textContent(), code).toContain(CODE_REACTIONS[code]!.title);
      await expectOffer(notice, 'person', code);
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
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ appcode: '9001', msg: '认证服务暂不可用', map: {} }),
      }),
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
    expect(await selectedTab(page)).toBe('个人用户');

    await page.getByText('密码登录', { exact: true }).click();
    await useScenario(portal, 'login-code:03010010@/auth/person/passwordLogin', portalUrl);
    await submitPassword();
    await page.getByRole('button', { name: '单位登录' }).click();
    await page.getByLabel('统一社会信用代码', { exact: true }).waitFor();
    expect(await selectedTab(page)).toBe('单位用户');

    // "Use QR / face" opens the person tab's own QR login (last: the QR login then goes on by itself).
    await page.getByRole('tab', { name: '个人用户' }).click();
    await page.getByText('密码登录', { exact: true }).click();
    await useScenario(portal, 'login-code:03010019@/auth/person/passwordLogin', portalUrl);
    await submitPassword();
    await page.getByRole('button', { name: '扫码登录' }).click();
    await page.locator('.qr-panel').waitFor();
    expect(await selectedTab(page)).toBe('个人用户');
  } finally {
    await portal.close();
  }
}, 240_000);

const CREDIT_CODE = '91320100MA1W2X3Y44';
const OPERATOR = '13951860258';

it('unit tab: every code gets the unit reaction; "use SMS" and "use QR / face" switch the unit tab to its own SMS and QR logins, which tell the server why', async () => {
  const portal = await openPortal({ autoScan: true });
  try {
    await openLogin(portal, '/login?type=unit');
    const { page } = portal;
    const portalUrl = inject('portalUrl');

    await page.getByText('短信登录', { exact: true }).click();
    await fill(page, { 统一社会信用代码: CREDIT_CODE, 经办人手机号: OPERATOR });
    await page.getByPlaceholder('6 位短信验证码').fill('274913');
    for (const code of CODES) {
      await useScenario(portal, `login-code:${code}@/auth/unit/unitCellphoneCodeLogin`, portalUrl);
      await page.getByRole('button', { name: '登 录' }).click();
      await expectOffer(await noticeFor(portal, code, 'unit'), 'unit', code);
      expect(await page.getByLabel('统一社会信用代码', { exact: true }).inputValue()).toBe(CREDIT_CODE);
      expect(await page.getByLabel('经办人手机号', { exact: true }).inputValue()).toBe(OPERATOR);
      expect(await page.getByPlaceholder('6 位短信验证码').inputValue()).toBe('274913');
      expect(await selectedTab(page)).toBe('单位用户');
    }
    expect(portal.errors).toEqual([]);

    const submitPassword = async () => {
      await fill(page, { 统一社会信用代码: CREDIT_CODE, 经办人手机号: OPERATOR, 密码: 'Yunfan#2026' });
      await page.getByRole('button', { name: '登 录' }).click();
      await solveSlider(page);
    };

    // 01020040 on the unit password login: the unit tab's SMS login, its fields there; the login says it was asked for.
    await page.getByText('密码登录', { exact: true }).click();
    await useScenario(portal, 'login-code:01020040@/auth/unit/unitPasswordLogin', portalUrl);
    await submitPassword();
    await page.getByRole('button', { name: '短信验证码登录' }).click();
    await page.getByPlaceholder('6 位短信验证码').waitFor();
    expect(await selectedTab(page)).toBe('单位用户');
    expect(await page.getByLabel('统一社会信用代码', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('经办人手机号', { exact: true }).isVisible()).toBe(true);
    await portal.screenshot('login-unit-code-sms');
    await fill(page, { 统一社会信用代码: CREDIT_CODE, 经办人手机号: OPERATOR });
    await page.getByPlaceholder('6 位短信验证码').fill('274913');
    await useScenario(portal, 'login-code:01020026@/auth/unit/unitCellphoneCodeLogin', portalUrl);
    const smsLogin = page.waitForRequest((request) => request.url().endsWith('/auth/unit/unitCellphoneCodeLogin'));
    await page.getByRole('button', { name: '登 录' }).click();
    expect((await smsLogin).postDataJSON()).toEqual({
      socialCreditCode: CREDIT_CODE,
      cellphone: OPERATOR,
      cellphoneCode: '274913',
      businessScene: 'verifyAgain',
    });
    await noticeFor(portal, '01020026', 'unit-sms');

    // Chosen by the user, the same login is an ordinary one.
    await page.getByText('密码登录', { exact: true }).click();
    await page.getByText('短信登录', { exact: true }).click();
    await fill(page, { 统一社会信用代码: CREDIT_CODE, 经办人手机号: OPERATOR });
    await page.getByPlaceholder('6 位短信验证码').fill('274913');
    const chosenLogin = page.waitForRequest((request) => request.url().endsWith('/auth/unit/unitCellphoneCodeLogin'));
    await page.getByRole('button', { name: '登 录' }).click();
    expect((await chosenLogin).postDataJSON()).toMatchObject({ businessScene: 'login' });
    await noticeFor(portal, '01020026', 'unit-sms-chosen');

    // 03010019 on the unit password login: the unit tab's QR login (confirmed with face recognition in the app).
    await page.getByText('密码登录', { exact: true }).click();
    await useScenario(portal, 'login-code:03010019@/auth/unit/unitPasswordLogin', portalUrl);
    // The scenario is a cookie: it may change only once the login was answered, or a
    // login sent late (after the slider, on a busy machine) would simply succeed.
    const refused = page.waitForResponse((response) => response.url().endsWith('/auth/unit/unitPasswordLogin'));
    await submitPassword();
    await refused;
    await useScenario(portal, 'none', portalUrl);
    const polled = page.waitForRequest((request) => request.url().includes('/unitBase/queryUnitQrCodeState'));
    const qrLogin = page.waitForRequest((request) => request.url().endsWith('/auth/unit/unitQrCodeLogin'));
    await page.getByRole('button', { name: '扫码登录' }).click();
    await polled;
    expect((await qrLogin).postDataJSON()).toEqual({ qrCode: expect.any(String), businessScene: 'verifyAgain' });
    await landedOn(page, '/unitcenter/unitmain');
    expect(portal.errors).toEqual([]);
  } finally {
    await portal.close();
  }
}, 300_000);

/** The first code of each reaction the tab has (what the notice offers: a link, a switch, the slider again, or nothing). */
function oneCodePerReaction(kind: LoginKind): string[] {
  const byReaction = new Map<string, string>();
  for (const code of CODES) {
    const reaction = JSON.stringify(reactionTo(code, kind).action);
    if (!byReaction.has(reaction)) byReaction.set(reaction, code);
  }
  return [...byReaction.values()];
}

/** Institution and casual tabs: one code of each reaction through the password login, each with the slider. */
async function passwordOnlyTab(kind: 'organ' | 'casual', loginPath: string, fields: Record<string, string>): Promise<void> {
  const portal = await openPortal();
  try {
    await openLogin(portal, `/login?type=${kind}`);
    const { page } = portal;
    const portalUrl = inject('portalUrl');
    for (const code of oneCodePerReaction(kind)) {
      await useScenario(portal, `login-code:${code}@${loginPath}`, portalUrl);
      await fill(page, fields);
      await page.getByRole('button', { name: '登 录' }).click();
      await solveSlider(page);
      const notice = await noticeFor(portal, code, kind);
      await expectOffer(notice, kind, code);
      for (const [label, value] of Object.entries(fields)) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
      expect(await selectedTab(page)).toBe(kind === 'organ' ? '机构用户' : '临时用户');
    }
    // The tab has neither an SMS nor a QR login: the notice says what to do, and offers no other tab's method.
    await useScenario(portal, `login-code:01020040@${loginPath}`, portalUrl);
    await page.getByRole('button', { name: '登 录' }).click();
    await solveSlider(page);
    const risky = await noticeFor(portal, '01020040', `${kind}-sms`);
    expect(await risky.textContent()).toMatch(/没有短信验证码登录，请换用常用的电脑和网络后重新登录/);
    expect(await risky.getByRole('button').count()).toBe(0);
    await portal.screenshot(`login-${kind}-code-sms`);

    // A user who acts for several units is taken to the unit tab.
    await useScenario(portal, `login-code:03010010@${loginPath}`, portalUrl);
    await page.getByRole('button', { name: '登 录' }).click();
    await solveSlider(page);
    await (await noticeFor(portal, '03010010', `${kind}-units`)).getByRole('button', { name: '单位登录' }).click();
    await page.getByLabel('统一社会信用代码', { exact: true }).waitFor();
    expect(await selectedTab(page)).toBe('单位用户');
    expect(portal.errors).toEqual([]);
  } finally {
    await portal.close();
  }
}

it('institution tab: each reaction the institution tab has shows on it; "use SMS" and "use QR / face" say what to do', async () => {
  await passwordOnlyTab('organ', '/auth/organ/organPasswordLogin', {
    机构编号: '3200000000010001',
    管理员或经办人手机号: '13770895512',
    密码: 'Jianding@2026',
  });
}, 300_000);

it('casual tab: each reaction the casual tab has shows on it; "use SMS" and "use QR / face" say what to do', async () => {
  await passwordOnlyTab('casual', '/auth/casual/passwordLogin', { 手机号码: '18651223390', 密码: 'Linshi@2026' });
}, 300_000);

it('the gateway counts wrong passwords: each says how many tries are left, the fifth locks the account, even the right password, with 找回密码 offered', async () => {
  // The example person's account is locked: in a sandbox of the test's own.
  const portal = await openPortal({ sandbox: 'login-codes-lockout' });
  const { page } = portal;
  await openLogin(portal);
  const tryPassword = async (password: string) => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/auth/person/passwordLogin'));
    await fillAndSolve(page, { 账号: '320102198807154211', 密码: password });
    return (await (await answered).json()) as { appcode: string; msg: string };
  };
  for (const left of [4, 3, 2, 1]) {
    expect(await tryPassword(`Wrong#2026${left}`)).toMatchObject({ appcode: '04020002' });
    await page.locator('.login-notice[data-code="04020002"]').getByText(`您还可以尝试${left}次`, { exact: false }).waitFor();
  }
  expect((await tryPassword('Wrong#2026x')).appcode).toBe('04020006');
  const locked = page.locator('.login-notice[data-code="04020006"]');
  await locked.getByText('请30分钟后再试或找回密码', { exact: false }).waitFor();
  expect((await tryPassword('Hrss@2026')).appcode).toBe('04020006');
  await locked.getByRole('button', { name: '找回密码' }).click();
  await landedOn(page, '/main/logon/forgetpsd');
  expect(portal.errors).toEqual([]);
  await portal.close();
}, 120_000);
