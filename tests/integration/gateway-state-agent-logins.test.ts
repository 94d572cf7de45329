// Agents log in as themselves over real HTTP (docs/mock-gateway.md,
// "Accounts", "Agents"): with the password organ/addAgent gave them or
// resetAgentPassword set, a wrong one refused and counted as a manager's is; the
// session is the agent's (auth/queryUserInfo names it), which must change its
// initial password first (needImprovePwd, organ/updatePassword); a deleted agent's phone is
// refused from then on. The world's agents, 孙丽 of the institution and 张伟 of the unit, log in
// with their documented passwords only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';
import { ADDED_INSTITUTION_AGENT, PAGE, stateCalls, SUZHOU_ACCOUNT, type Caller, type Item } from './state-calls';

let gateway: Gateway;
let clock = new Date(2026, 2, 15, 10);
beforeAll(async () => {
  // The gateway's day is the one the documents' examples were written on (例如今天为 2026-03-15).
  gateway = await startGateway({ port: 0, strict: true, log: false, now: () => clock });
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(async () => {
  clock = new Date(2026, 2, 15, 10);
  await fetch(`${gateway.url}/__mock/reset`, { method: 'POST' });
});

const { route, call, list } = stateCalls(() => gateway);

const INSTITUTION = '3200000000010001';
const MANAGER = { cellphone: '13770895512', password: 'Jianding@2026' };
const SUN_LI = { agentId: 'OA2026010500003', cellphone: '18051246630', password: 'Sl#2026jd' };
const WRONG = (left: number) => ({ appcode: '04020002', msg: `账号或密码错误，您还可以尝试${left}次` });
const LOCKED = { appcode: '04020006', msg: '账号已被锁定，请30分钟后再试或找回密码' };
const UNAUTHORISED = { appcode: '03020025' };

const UNIT = '91320100MA1W2X3Y44';
const ZHANG_WEI = { agentId: 'AG2026031500012', cellphone: '13585167320', password: 'Zw#2026yf' };

/** The institution login with a phone and password: its answer. */
async function logIn(cellphone: string, password: string, aaz100 = INSTITUTION) {
  const example = exampleRequestOf(route('basic', '/auth/organ/organPasswordLogin')).body as Item;
  return (await call('basic', '/auth/organ/organPasswordLogin', undefined, { ...example, aaz100, cellphone, password })).body;
}

/** A login that passes: its token. */
async function tokenOf(cellphone: string, password: string, aaz100?: string): Promise<string> {
  const answer = await logIn(cellphone, password, aaz100);
  expect(answer.appcode).toBe('0');
  return String(answer.map['Access-Token']);
}

/** The unit login with a phone and password: its answer. */
async function unitLogIn(cellphone: string, password: string, socialCreditCode = UNIT) {
  const example = exampleRequestOf(route('basic', '/auth/unit/unitPasswordLogin')).body as Item;
  return (await call('basic', '/auth/unit/unitPasswordLogin', undefined, { ...example, socialCreditCode, cellphone, password })).body;
}

const userInfo = async (caller: Caller) => (await call('basic', '/auth/queryUserInfo', caller, {})).body.map.userInfo as Item;

/** The institution's manager, logged in, adds an agent: its agentId. */
async function addedAgent(): Promise<{ manager: string; agentId: string }> {
  const manager = await tokenOf(MANAGER.cellphone, MANAGER.password);
  const added = await call('unit', '/organ/addAgent', { token: manager }, ADDED_INSTITUTION_AGENT);
  expect(added.body.appcode).toBe('0');
  return { manager, agentId: String(added.body.map.agentId) };
}

describe("an agent's own login", () => {
  it('an agent added with a password logs in with it as that agent, who must change it first; a wrong one is refused', async () => {
    const { agentId } = await addedAgent();
    expect(await logIn(ADDED_INSTITUTION_AGENT.cellphone, 'Wrong#2026x')).toMatchObject(WRONG(4));

    const token = await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password);
    expect(token).toMatch(/^mock-organAgent-/);
    expect(await userInfo({ token })).toMatchObject({
      userId: agentId,
      name: '许晴',
      companyName: '江苏省职业技能鉴定中心',
      userType: '3',
      unitLoginType: 'agent',
      cellphoneMasked: '133****5678',
      jbqxList: ['JD0201'],
      // 经办人首次登录须修改密码.
      needImprovePwd: 'true',
    });
    // The manager is still the manager.
    expect(await userInfo({ token: await tokenOf(MANAGER.cellphone, MANAGER.password) })).toMatchObject({
      name: '陈志强',
      unitLoginType: 'manager',
    });
  });

  it('the first-login change sets its own password (organ/updatePassword), not the manager’s', async () => {
    await addedAgent();
    const token = await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password);
    const change = { oldPassword: ADDED_INSTITUTION_AGENT.password, newPassword: 'Xq#2026own' };
    expect((await call('unit', '/organ/updatePassword', { token }, { ...change, oldPassword: 'Wrong#2026x' })).body.appcode).toBe(
      '04020002',
    );
    expect((await call('unit', '/organ/updatePassword', { token }, change)).body.appcode).toBe('0');
    expect((await userInfo({ token })).needImprovePwd).toBe('false');
    expect(await logIn(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password)).toMatchObject(WRONG(4));
    await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, change.newPassword);
    await tokenOf(MANAGER.cellphone, MANAGER.password);
  });

  it("after the manager resets an agent's password only the new one logs in, and the agent's logins end", async () => {
    const { manager, agentId } = await addedAgent();
    const before = await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password);
    const reset = await call('unit', '/organ/resetAgentPassword', { token: manager }, { agentId, newPassword: 'Jd@2026tmp' });
    expect(reset.body.appcode).toBe('0');
    expect(await logIn(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password)).toMatchObject(WRONG(4));
    const after = await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, 'Jd@2026tmp');
    expect((await userInfo({ token: after })).needImprovePwd).toBe('true');
    // 经办人原登录全部失效.
    expect((await call('basic', '/auth/queryUserInfo', { token: before }, {})).status).toBe(401);
    // The manager's login is not the agent's.
    expect((await call('basic', '/auth/queryUserInfo', { token: manager }, {})).status).toBe(200);
  });

  it("a deleted agent's logins end", async () => {
    const { manager, agentId } = await addedAgent();
    const token = await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password);
    expect((await call('unit', '/organ/deleteAgent', { token: manager }, { agentId })).body.appcode).toBe('0');
    // 删除立即生效，该经办人的登录随即失效.
    expect((await call('basic', '/auth/queryUserInfo', { token }, {})).status).toBe(401);
    expect((await call('basic', '/auth/queryUserInfo', { token: manager }, {})).status).toBe(200);
  });

  it("a deleted agent's phone is refused at a later login, whatever the password, until an agent holds it again", async () => {
    const { manager, agentId } = await addedAgent();
    expect((await call('unit', '/organ/deleteAgent', { token: manager }, { agentId })).body.appcode).toBe('0');
    for (const password of [ADDED_INSTITUTION_AGENT.password, 'Any#2026pass'])
      expect(await logIn(ADDED_INSTITUTION_AGENT.cellphone, password)).toMatchObject(UNAUTHORISED);
    // The same phone added again is that new agent's, with its own password.
    await addedAgent();
    await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, ADDED_INSTITUTION_AGENT.password);
  });

  it("the unit's deleted agent 张伟: his logins end, and his phone is refused at a later login", async () => {
    const answer = await unitLogIn(ZHANG_WEI.cellphone, ZHANG_WEI.password);
    const token = String(answer.map['Access-Token']);
    const deleted = await call('unit', '/unitBase/deleteMultipleAgent', 'unit', { agentId: ZHANG_WEI.agentId });
    expect(deleted.body.appcode).toBe('0');
    expect((await call('basic', '/auth/queryUserInfo', { token }, {})).status).toBe(401);
    for (const password of [ZHANG_WEI.password, 'Any#2026pass'])
      expect(await unitLogIn(ZHANG_WEI.cellphone, password)).toMatchObject(UNAUTHORISED);
  });

  it("the world's agent 孙丽 logs in with her documented password only, as herself", async () => {
    expect(await logIn(SUN_LI.cellphone, 'Any#2026pass')).toMatchObject(WRONG(4));
    const token = await tokenOf(SUN_LI.cellphone, SUN_LI.password);
    expect(await userInfo({ token })).toEqual(await userInfo('organAgent'));
    expect(await userInfo({ token })).toMatchObject({ userId: SUN_LI.agentId, name: '孙丽', needImprovePwd: 'false' });
  });

  it("an agent's wrong password locks as the manager's does, for 30 minutes, and the manager's reset unlocks it", async () => {
    for (const left of [4, 3, 2, 1]) expect(await logIn(SUN_LI.cellphone, 'Wrong#2026x')).toMatchObject(WRONG(left));
    expect(await logIn(SUN_LI.cellphone, 'Wrong#2026x')).toMatchObject(LOCKED);
    expect(await logIn(SUN_LI.cellphone, SUN_LI.password)).toMatchObject(LOCKED);
    // The agent's lock is not the manager's.
    await tokenOf(MANAGER.cellphone, MANAGER.password);
    clock = new Date(clock.getTime() + 31 * 60_000);
    await tokenOf(SUN_LI.cellphone, SUN_LI.password);

    for (let n = 0; n < 5; n++) await logIn(SUN_LI.cellphone, 'Wrong#2026x');
    await call('unit', '/organ/resetAgentPassword', 'organ', { agentId: SUN_LI.agentId, newPassword: 'Sl#2026new' });
    await tokenOf(SUN_LI.cellphone, 'Sl#2026new');
  });

  it("the world's unit agent 张伟 logs in with his documented password only, as himself", async () => {
    expect(await unitLogIn(ZHANG_WEI.cellphone, 'Any#2026pass')).toMatchObject(WRONG(4));
    const answer = await unitLogIn(ZHANG_WEI.cellphone, ZHANG_WEI.password);
    expect(answer.appcode).toBe('0');
    const token = String(answer.map['Access-Token']);
    expect(token).toMatch(/^mock-unitAgent-/);
    expect(await userInfo({ token })).toEqual(await userInfo('unitAgent'));
  });

  it('a unit agent added logs in with the initial password its SMS carries, as itself, of its unit', async () => {
    const agent = { name: '冯蕾', idCardNo: '320104199108230040', cellphone: '13382005678', scopeCodes: ['DWCB'] };
    const period = { authStartDate: '2026-03-15', authEndDate: '2027-03-14' };
    expect((await call('unit', '/unitBase/addMultipleAgent', 'unit', { ...agent, ...period })).body.appcode).toBe('0');
    expect(await unitLogIn(agent.cellphone, 'Any#2026pass')).toMatchObject(WRONG(4));
    const answer = await unitLogIn(agent.cellphone, `Dw@${agent.cellphone}`);
    expect(answer.appcode).toBe('0');
    const token = String(answer.map['Access-Token']);
    expect(token).toMatch(/^mock-unitAgent-/);
    const [added] = await list('unit', '/unitBase/queryMultipleAgentList', 'unit', { ...PAGE, name: agent.name });
    expect(await userInfo({ token })).toMatchObject({
      userId: `U${String(added!.agentId)}`,
      name: '冯蕾',
      companyName: '南京云帆信息科技有限公司',
      socialCreditCode: UNIT,
      cellphoneMasked: '133****5678',
      unitLoginType: 'agent',
      jbqxList: ['DWCB'],
      needImprovePwd: 'true',
    });
    // Its unit's agent list, as the agent sees it: its own entry.
    expect((await list('unit', '/unitBase/queryMultipleAgentList', { token }, PAGE)).map((item) => item.name)).toEqual(['冯蕾']);
    // 首次登录须修改初始密码: its own, not the manager's.
    const change = { oldPassword: `Dw@${agent.cellphone}`, newPassword: 'Fl#2026new' };
    expect((await call('unit', '/unitBase/updateUnitPassword', { token }, change)).body.appcode).toBe('0');
    expect((await userInfo({ token })).needImprovePwd).toBe('false');
    expect(await unitLogIn(agent.cellphone, change.oldPassword)).toMatchObject(WRONG(4));
    expect((await unitLogIn(agent.cellphone, change.newPassword)).appcode).toBe('0');
    expect((await unitLogIn('13951860258', 'Yunfan#2026')).appcode).toBe('0');
  });

  it("an agent of a unit registered on the portal is of that unit, in the unit's own state", async () => {
    const registration = SUZHOU_ACCOUNT;
    expect((await call('unit', '/unitBase/registerUnit', undefined, registration)).body.appcode).toBe('0');
    const { socialCreditCode, managerCellphone, password } = registration;
    const manager = await unitLogIn(managerCellphone, password, socialCreditCode);
    const managerToken = String(manager.map['Access-Token']);
    const agent = { name: '冯蕾', idCardNo: '320104199108230040', cellphone: '13382005678', scopeCodes: ['DWJF'] };
    const period = { authStartDate: '2026-03-15', authEndDate: '2027-03-14' };
    const added = await call('unit', '/unitBase/addMultipleAgent', { token: managerToken }, { ...agent, ...period });
    expect(added.body.appcode).toBe('0');
    const answer = await unitLogIn(agent.cellphone, `Dw@${agent.cellphone}`, socialCreditCode);
    expect(answer.appcode).toBe('0');
    const token = String(answer.map['Access-Token']);
    expect(await userInfo({ token })).toMatchObject({ name: '冯蕾', companyName: registration.unitName, socialCreditCode });
    // The example unit has no such agent: the phone with its credit code is no agent's login there.
    expect((await unitLogIn(agent.cellphone, `Dw@${agent.cellphone}`)).map['Access-Token']).toMatch(/^mock-unit-/);
  });

  it("an agent is its own institution's: its phone with another institution's number is no agent's login", async () => {
    await addedAgent();
    // An institution no account has: any credentials, as before (the manager's persona).
    const elsewhere = await tokenOf(ADDED_INSTITUTION_AGENT.cellphone, 'Any#2026pass', '3200000000019999');
    expect(elsewhere).toMatch(/^mock-organ-/);
  });
});
