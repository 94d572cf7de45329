// A labour-market (人力资源市场) account upgraded to a portal unit account over real HTTP
// (docs/mock-gateway.md, "Accounts"), as /main/logon/HrmUser calls it: the code to the
// account's phone, the upgrade, then the unit password login with the account's password
// (原账号密码不变). One portal account per credit code: a second upgrade, or a unit the portal
// has already, is refused, and a refused upgrade creates nothing.
import { describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { gatewayResetBeforeEachTest, stateCalls, type Item } from './state-calls';

const gateway = gatewayResetBeforeEachTest();
const { route, call } = stateCalls(gateway);

/** The labour-market account of the world (mock/state/seed-items/hrmAccounts.yaml): its agent's phone and its password. */
const HRM_ACCOUNT = { hrmAccount: 'qihang_hr01', socialCreditCode: '91320200MA1MXK8R21' };
const AGENT_CELLPHONE = '15295137764';
const HRM_PASSWORD = 'Qh#2026wx';

/** The page's upgrade: the account, its credit code, the code sent to its phone, the agreement. */
const upgrade = async (account: { hrmAccount: string; socialCreditCode: string }) =>
  (await call('unit', '/unitBase/upgradeHrmUser', undefined, { ...account, cellphoneCode: '175308', agreement: true })).body;

/** The unit password login (the login's example with these credentials): the appcode and the session's token. */
async function unitLogin(socialCreditCode: string, cellphone: string, password: string): Promise<{ appcode: string; token: string }> {
  const path = '/auth/unit/unitPasswordLogin';
  const example = exampleRequestOf(route('basic', path)).body as Item;
  const answer = await call('basic', path, undefined, { ...example, socialCreditCode, cellphone, password });
  return { appcode: answer.body.appcode, token: String(answer.body.map['Access-Token'] ?? '') };
}

const sendCode = (account: { hrmAccount: string; socialCreditCode: string }) =>
  call('unit', '/unitBase/sendHrmUserCode', undefined, { ...account, tencentCaptchaTicket: 't03Xk9aLq2mP7vQ-slider', randstr: '@kD8' });

/**
 * What the gateway holds (GET /__mock/state) once the labour-market and the unit accounts have been read:
 * it shows a resource from the first call that reads it, so both are read first and a comparison sees
 * only what a call changed.
 */
async function accountsState(): Promise<Item> {
  await sendCode(HRM_ACCOUNT);
  expect((await unitLogin('91320100MA1W2X3Y44', '13951860258', 'Yunfan#2026')).appcode).toBe('0');
  return ((await (await fetch(`${gateway().url}/__mock/state`)).json()) as { map: Item }).map;
}

describe('labour-market account upgrade (unitBase/upgradeHrmUser)', () => {
  it("the code goes to the account's own phone, masked, and names its unit", async () => {
    expect((await sendCode(HRM_ACCOUNT)).body.map).toMatchObject({
      cellphoneMasked: '152****7764',
      unitName: '无锡启航人力资源服务有限公司',
    });
  });

  it("the upgraded account logs in with the labour-market account's password and phone, as its unit; another password does not", async () => {
    expect(await upgrade(HRM_ACCOUNT)).toMatchObject({
      appcode: '0',
      map: {
        unitUserId: 'U91320200MA1MXK8R21',
        socialCreditCode: '91320200MA1MXK8R21',
        unitName: '无锡启航人力资源服务有限公司',
        source: 'WEB',
      },
    });
    const login = await unitLogin(HRM_ACCOUNT.socialCreditCode, AGENT_CELLPHONE, HRM_PASSWORD);
    expect(login.appcode).toBe('0');
    const userInfo = (await call('basic', '/auth/queryUserInfo', { token: login.token }, {})).body.map.userInfo as Item;
    expect(userInfo).toMatchObject({ userId: 'U91320200MA1MXK8R21', name: '徐明', companyName: '无锡启航人力资源服务有限公司' });
    expect((await unitLogin(HRM_ACCOUNT.socialCreditCode, AGENT_CELLPHONE, 'Wrong#2026x')).appcode).toBe('04020002');
    // The example unit's password is its own, not the upgraded account's.
    expect((await unitLogin(HRM_ACCOUNT.socialCreditCode, AGENT_CELLPHONE, 'Yunfan#2026')).appcode).toBe('04020002');
  });

  it('a second upgrade of the account is refused (06030001), creates nothing, and the account keeps its password', async () => {
    expect((await upgrade(HRM_ACCOUNT)).appcode).toBe('0');
    const before = await accountsState();
    expect(await upgrade(HRM_ACCOUNT)).toMatchObject({ appcode: '06030001' });
    expect(await accountsState()).toEqual(before);
    expect((await unitLogin(HRM_ACCOUNT.socialCreditCode, AGENT_CELLPHONE, HRM_PASSWORD)).appcode).toBe('0');
  });

  it('a unit registered on the portal already has its account: the upgrade of its credit code is refused (06030001) and creates nothing', async () => {
    const registerUnit = exampleRequestOf(route('unit', '/unitBase/registerUnit')).body as Item;
    const registration = {
      ...registerUnit,
      unitName: '无锡启航人力资源服务有限公司',
      socialCreditCode: HRM_ACCOUNT.socialCreditCode,
      managerCellphone: '13962130517',
    };
    expect((await call('unit', '/unitBase/registerUnit', undefined, registration)).body.appcode).toBe('0');
    const before = await accountsState();
    expect((await upgrade(HRM_ACCOUNT)).appcode).toBe('06030001');
    expect(await accountsState()).toEqual(before);
  });

  it.each([
    ['an account the labour market does not have', { ...HRM_ACCOUNT, hrmAccount: 'yuanjing_hr02' }],
    ["another unit's credit code than the account's", { ...HRM_ACCOUNT, socialCreditCode: '91320100MA1W2X3Y44' }],
  ])('%s is refused (06030006) and creates nothing', async (_, account) => {
    const before = await accountsState();
    expect(await upgrade(account)).toMatchObject({ appcode: '06030006' });
    expect(await accountsState()).toEqual(before);
    // Then the account is still there to upgrade.
    expect((await upgrade(HRM_ACCOUNT)).appcode).toBe('0');
  });
});
