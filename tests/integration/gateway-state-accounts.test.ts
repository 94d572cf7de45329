// Accounts of every user type over real HTTP (docs/mock-gateway.md, "State",
// "Accounts"): a login with the seeded password, a password change in that
// login's session (old refused, new accepted), registrations that can log in,
// cancellation stopping logins; agents' authorisation shown by the lists and
// reads; a signed unit document shown as signed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';
import { ADDED_INSTITUTION_AGENT, gatewayResetBeforeEachTest, NEWCOMER, stateCalls, type Caller, type Item } from './state-calls';

const gateway = gatewayResetBeforeEachTest();
const { route, call, list } = stateCalls(gateway);

interface Login {
  path: string;
  /** The request's fields that name the account (the rest of the login's example is kept). */
  account: Record<string, string>;
}

const PERSON: Login = { path: '/auth/person/passwordLogin', account: { username: '320102198807154211' } };
const UNIT: Login = { path: '/auth/unit/unitPasswordLogin', account: { socialCreditCode: '91320100MA1W2X3Y44', cellphone: '13951860258' } };
const ORGAN: Login = { path: '/auth/organ/organPasswordLogin', account: { aaz100: '3200000000010001', cellphone: '13770895512' } };
const CASUAL: Login = { path: '/auth/casual/passwordLogin', account: { cellphone: '18651223390' } };

/** Logs in with a password (in a mock-sandbox when named): the appcode, and the token of the session when it succeeded. */
async function logIn(login: Login, password: string, sandbox?: string): Promise<{ appcode: string; token: string }> {
  const example = exampleRequestOf(route('basic', login.path)).body as Item;
  const answer = await call('basic', login.path, undefined, { ...example, ...login.account, password }, sandbox);
  return { appcode: answer.body.appcode, token: String(answer.body.map['Access-Token'] ?? '') };
}

/** An institution of the example unit's, opened with a manager of its own. */
const OPENED = {
  aaz100: '3201000000031542',
  managerName: '张伟',
  managerIdCardNo: '320582199003125616',
  managerCellphone: '13585167320',
  cellphoneCode: '518273',
  password: 'Jn@2026yf',
};

/** A unit registered on the portal, with its manager. */
const REGISTERED_UNIT = {
  unitName: '苏州禾木环境科技有限公司',
  socialCreditCode: '91320594MA1Y6D2K0F',
  legalPersonName: '顾志明',
  legalPersonIdCardNo: '320503197805122017',
  managerName: '陆佳',
  managerCellphone: '13962139025',
  cellphoneCode: '386214',
  password: 'Hm#2026sz',
  agreement: true,
};

/** A labour-market unit registered by its recruiting agent. */
const HRM_UNIT = {
  unitName: '常州远景人力资源有限公司',
  socialCreditCode: '91320411MA1P3QX51D',
  agentName: '邵婷',
  agentIdCardNo: '320402199006180023',
  agentCellphone: '18915076213',
  cellphoneCode: '803517',
  password: 'Yj#2026cz',
  agreement: true,
};

const appcodeOf = async (login: Login, password: string, sandbox?: string) => (await logIn(login, password, sandbox)).appcode;

describe('passwords of every user type', () => {
  it.each([
    ['person', PERSON, 'Hrss@2026', 'person', '/base/updatePwdByOldPwd'],
    ['unit', UNIT, 'Yunfan#2026', 'unit', '/unitBase/updateUnitPassword'],
    ['organ', ORGAN, 'Jianding@2026', 'unit', '/organ/updatePassword'],
    ['casual', CASUAL, 'Linshi@2026', 'person', '/casual/base/updateCasualUserPwd'],
  ])('%s: the seeded password logs in; after a change only the new one does', async (_group, login, seeded, service, change) => {
    expect(await appcodeOf(login, 'Wrong#2026x')).toBe('04020002');
    const { appcode, token } = await logIn(login, seeded);
    expect(appcode).toBe('0');

    const wrongOld = await call(service, change, { token }, { oldPassword: 'Wrong#2026x', newPassword: 'Fresh#2026ok' });
    expect(wrongOld.body).toMatchObject({ appcode: '04020002', msg: expect.stringMatching(/^原密码错误，/) });
    expect(await appcodeOf(login, seeded)).toBe('0');

    expect((await call(service, change, { token }, { oldPassword: seeded, newPassword: 'Fresh#2026ok' })).body.appcode).toBe('0');
    expect(await appcodeOf(login, seeded)).toBe('04020002');
    expect(await appcodeOf(login, 'Fresh#2026ok')).toBe('0');

    // 新密码不得与原密码相同.
    const same = await call(service, change, { token }, { oldPassword: 'Fresh#2026ok', newPassword: 'Fresh#2026ok' });
    expect(same.body).toMatchObject({ appcode: '04020012', msg: expect.stringMatching(/^新密码不能与原密码/) });
  });

  it.each([
    ['unit', UNIT, 'Yunfan#2026', '/unitBase/updateUnitPassword'],
    ['organ', ORGAN, 'Jianding@2026', '/organ/updatePassword'],
  ])('%s: a new password is none of the last three used before the current one', async (_group, login, seeded, change) => {
    const { token } = await logIn(login, seeded);
    const passwords = [seeded, 'Second#2026', 'Third#2026', 'Fourth#2026', 'Fifth#2026'];
    for (const [n, next] of passwords.slice(1).entries()) {
      expect((await call('unit', change, { token }, { oldPassword: passwords[n], newPassword: next })).body.appcode).toBe('0');
    }
    // Fifth is current; Fourth, Third and Second are the last three before it; the seeded one is forgotten.
    for (const used of passwords.slice(1)) {
      const refused = await call('unit', change, { token }, { oldPassword: 'Fifth#2026', newPassword: used });
      expect(refused.body, used).toMatchObject({ appcode: '04020012', msg: '新密码不能与原密码或最近三次使用过的密码相同' });
    }
    expect(await appcodeOf(login, 'Fifth#2026')).toBe('0');
    expect((await call('unit', change, { token }, { oldPassword: 'Fifth#2026', newPassword: seeded })).body.appcode).toBe('0');
    expect(await appcodeOf(login, seeded)).toBe('0');
  });

  it.each([
    ['person', PERSON, 'Hrss@2026'],
    ['casual', CASUAL, 'Linshi@2026'],
  ])(
    '%s: the forced change after a login sets the password of the account logged in to, not to the same one',
    async (_group, login, seeded) => {
      const { token } = await logIn(login, seeded);
      const same = await call('person', '/base/forceUpdatePassword', { token }, { newPassword: seeded });
      expect(same.body).toMatchObject({ appcode: '04020012', msg: '新密码不能与原密码相同' });
      expect((await call('person', '/base/forceUpdatePassword', { token }, { newPassword: 'Forced#2026x' })).body.appcode).toBe('0');
      expect(await appcodeOf(login, seeded)).toBe('04020002');
      expect(await appcodeOf(login, 'Forced#2026x')).toBe('0');
    },
  );

  it("a token that logged in to no account (a fixed example token) changes no account's password", async () => {
    const answer = await call('person', '/base/updatePwdByOldPwd', 'person', { oldPassword: 'Hrss@2026', newPassword: 'Fresh#2026ok' });
    expect(answer.body.appcode).toBe('0');
    expect(await appcodeOf(PERSON, 'Hrss@2026')).toBe('0');
    expect(await appcodeOf(PERSON, 'Fresh#2026ok')).toBe('04020002');
  });

  it('a name no account has logs in with any password, as before', async () => {
    expect(await appcodeOf({ ...PERSON, account: { username: '13900000000' } }, 'Any#2026pass')).toBe('0');
  });

  it("a person's recovery by SMS, face or e-card sets the password the account logs in with", async () => {
    for (const [path, proof] of [
      ['/base/resetPwdByCellphone', { cellphone: '13851726721', smsCode: '502816' }],
      ['/base/resetPwdByFace', { faceSerialNo: 'FACE20260315101522843761' }],
      ['/base/resetPwdByEcard', { qrCodeId: 'ECQR20260315110208B41D' }],
    ] as const) {
      const newPassword = `Reset#${path.length}${path.at(-1)}x`;
      expect((await call('person', path, undefined, { idCardNo: '320102198807154211', ...proof, newPassword })).body.appcode).toBe('0');
      expect(await appcodeOf(PERSON, newPassword)).toBe('0');
      expect(await appcodeOf(PERSON, 'Hrss@2026')).toBe('04020002');
    }
  });

  it("an institution account the unit opens logs in; the unit's reset of its manager's password and a new manager's phone are what log in", async () => {
    const opened = OPENED;
    expect((await call('unit', '/organ/openOrgan', 'unit', opened)).body.appcode).toBe('0');
    const manager: Login = { ...ORGAN, account: { aaz100: opened.aaz100, cellphone: opened.managerCellphone } };
    expect(await appcodeOf(manager, opened.password)).toBe('0');
    await call('unit', '/organ/resetManagerPassword', 'unit', { aaz100: opened.aaz100, newPassword: 'Jn@2026tmp' });
    expect(await appcodeOf(manager, opened.password)).toBe('04020002');
    expect(await appcodeOf(manager, 'Jn@2026tmp')).toBe('0');
    await call('unit', '/organ/updateManager', 'unit', {
      aaz100: opened.aaz100,
      managerName: '沈洁',
      managerIdCardNo: '320106198905171221',
      managerCellphone: '13770612345',
      cellphoneCode: '660417',
    });
    expect(await appcodeOf({ ...manager, account: { aaz100: opened.aaz100, cellphone: '13770612345' } }, 'Jn@2026tmp')).toBe('0');
    // The seeded institution is not one of the unit's: its password stays.
    expect(await appcodeOf(ORGAN, 'Jianding@2026')).toBe('0');
  });

  it('an institution the unit opens is listed opened, with its manager, and logs in as itself; one not the unit’s is refused and opens nothing', async () => {
    const sandbox = 'opened-institution';
    const institutions = async () =>
      (await call('unit', '/unitBase/queryUnitInstitutionList', 'unit', {}, sandbox)).body.map.list as Item[];
    const jiangning = async () => (await institutions()).find((i) => i.aaz100 === OPENED.aaz100);
    expect(await jiangning()).toMatchObject({ organName: '南京云帆信息科技有限公司江宁研发中心', opened: false });
    // The institutions registered under the unit's credit code (the login page's and the institution centre's list).
    const underUnitsCode = async (caller: Caller) =>
      (await list('unit', '/organ/queryOrganList', caller, { socialCreditCode: '91320100MA1W2X3Y44' }, sandbox)).map((i) => [
        i.organName,
        i.opened,
      ]);
    const centres = ['江宁研发中心', '浦口数据中心', '栖霞服务中心', '六合培训中心'].map((centre) => `南京云帆信息科技有限公司${centre}`);
    expect(await underUnitsCode(undefined)).toEqual(centres.map((name) => [name, false]));
    const answer = (await call('unit', '/organ/openOrgan', 'unit', OPENED, sandbox)).body;
    const today = answer.map.openDate as string;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer).toMatchObject({
      appcode: '0',
      map: { aaz100: OPENED.aaz100, organName: '南京云帆信息科技有限公司江宁研发中心', organUserId: `O${OPENED.aaz100}` },
    });
    expect(await jiangning()).toMatchObject({ opened: true, managerName: '张伟', managerCellphoneMasked: '135****7320', openDate: today });
    const manager = await logIn(
      { ...ORGAN, account: { aaz100: OPENED.aaz100, cellphone: OPENED.managerCellphone } },
      OPENED.password,
      sandbox,
    );
    const info = (await call('basic', '/auth/queryUserInfo', { token: manager.token }, {}, sandbox)).body.map.userInfo as Item;
    expect(info).toMatchObject({
      userId: `O${OPENED.aaz100}`,
      name: '张伟',
      companyName: '南京云帆信息科技有限公司江宁研发中心',
      userType: '3',
      cellphoneMasked: '135****7320',
    });
    // The institution centre's 当前登录 is that manager of that institution, not the example's.
    const current = (await call('unit', '/organ/queryOrganUserInfo', { token: manager.token }, {}, sandbox)).body.map as Item;
    expect(current).toEqual({
      userRole: 'manager',
      name: '张伟',
      cellphoneMasked: '135****7320',
      aaz100: OPENED.aaz100,
      organName: '南京云帆信息科技有限公司江宁研发中心',
      socialCreditCode: '91320100MA1W2X3Y44',
    });
    // Among the institutions of its credit code, it alone is opened; none is the example institution's.
    expect(await underUnitsCode({ token: manager.token })).toEqual(centres.map((name, n) => [name, n === 0]));
    // A new manager shows in the unit's list.
    // Opened once: opening it again is refused, and its manager stays.
    const again = await call('unit', '/organ/openOrgan', 'unit', { ...OPENED, managerCellphone: '13770688888' }, sandbox);
    expect(again.status).toBe(404);
    expect(again.body.appcode).toBe('06020002');
    expect(await jiangning()).toMatchObject({ managerName: '张伟', managerCellphoneMasked: '135****7320' });
    const { password: _password, ...opening } = OPENED;
    const newManager = {
      ...opening,
      managerName: '沈洁',
      managerIdCardNo: '320106198905171221',
      managerCellphone: '13770612345',
      cellphoneCode: '660417',
    };
    expect((await call('unit', '/organ/updateManager', 'unit', newManager, sandbox)).body.appcode).toBe('0');
    expect(await jiangning()).toMatchObject({ managerName: '沈洁', managerCellphoneMasked: '137****2345' });

    // The seeded institution is another unit's: neither opened, nor its manager changed, nor its password reset.
    const others = { ...OPENED, aaz100: '3200000000010001', managerCellphone: '13770699999' };
    for (const [path, request, appcode] of [
      ['/organ/openOrgan', others, '06020002'],
      ['/organ/updateManager', { ...newManager, aaz100: others.aaz100 }, '06020001'],
      ['/organ/resetManagerPassword', { aaz100: others.aaz100, newPassword: 'Taken@2026' }, '06020001'],
    ] as const) {
      const refused = await call('unit', path, 'unit', request, sandbox);
      expect(refused.status, path).toBe(404);
      expect(refused.body.appcode, path).toBe(appcode);
    }
    const other: Login = { ...ORGAN, account: { aaz100: others.aaz100, cellphone: others.managerCellphone } };
    // No account has that phone: a name no account has logs in with any password, as before.
    expect(await appcodeOf(other, 'Any@2026pw', sandbox)).toBe('0');
    expect(await appcodeOf(ORGAN, 'Jianding@2026', sandbox)).toBe('0');
    expect(await underUnitsCode(undefined)).toEqual(centres.map((name, n) => [name, n === 0]));
  });

  it('the institutions of a credit code are those registered under it: the example institution’s three, 苏州云帆 alone, none for an unknown code', async () => {
    const names = async (socialCreditCode: string) =>
      (await list('unit', '/organ/queryOrganList', undefined, { socialCreditCode })).map((i) => `${i.aaz100} ${i.organName}`);
    expect(await names('12320000466002145U')).toEqual([
      '3200000000010001 江苏省职业技能鉴定中心',
      '3200000000010002 江苏省职业技能鉴定中心南京考试站',
      '3200000000010003 江苏省职业技能鉴定中心苏州考试站',
    ]);
    expect(await names('91320500MA1N8K6P36')).toEqual(['3205000000020317 苏州云帆软件服务有限公司']);
    expect(await names('91320100MA1W2X3Y45')).toEqual([]);
  });
});

describe('legal-person opening (法人开通)', () => {
  const units = async (caller: Caller, body: Item = {}) =>
    (await list('unit', '/unitBase/queryBaseStoreUnitList', caller, body)).map(
      (u) => `${u.unitName} ${u.legalPersonName} ${u.legalPersonOpened}`,
    );
  const SUZHOU = '91320500MA1N8K6P36';

  it('a unit the person represents is listed opened once he opened it, by SMS or by face; the answer names it', async () => {
    expect(await units('person')).toEqual(['南京云帆信息科技有限公司 王建国 true', '苏州云帆软件服务有限公司 王建国 false']);
    const opened = await call('unit', '/unitBase/openLegalPersonBySms', 'person', { socialCreditCode: SUZHOU, cellphoneCode: '731560' });
    expect(opened.body).toMatchObject({ appcode: '0', map: { socialCreditCode: SUZHOU, unitName: '苏州云帆软件服务有限公司' } });
    expect(await units('person')).toEqual(['南京云帆信息科技有限公司 王建国 true', '苏州云帆软件服务有限公司 王建国 true']);
    expect(await units('person', { socialCreditCode: SUZHOU })).toEqual(['苏州云帆软件服务有限公司 王建国 true']);
    // By face, the same unit is opened again without harm.
    const byFace = await call('unit', '/unitBase/openLegalPersonByFace', 'person', {
      socialCreditCode: SUZHOU,
      faceSerial: 'FV20260315111208A6B1',
    });
    expect(byFace.body.appcode).toBe('0');
  });

  it('a unit the person does not represent, or an unknown code, is refused (06030004) and nothing is opened', async () => {
    for (const socialCreditCode of ['91320100MA1W2X3Y45', '12320000466002145U']) {
      const refused = await call('unit', '/unitBase/openLegalPersonBySms', 'person', { socialCreditCode, cellphoneCode: '731560' });
      expect(refused.status).toBe(404);
      expect(refused.body.appcode).toBe('06030004');
    }
    expect(await units('person')).toEqual(['南京云帆信息科技有限公司 王建国 true', '苏州云帆软件服务有限公司 王建国 false']);
  });

  it('a person registered on the portal represents no unit; before login a code shows only its own unit, masked', async () => {
    expect((await call('person', '/base/register', undefined, NEWCOMER)).body.appcode).toBe('0');
    const { token } = await logIn({ ...PERSON, account: { username: NEWCOMER.cellphone } }, NEWCOMER.password);
    expect(await units({ token })).toEqual([]);
    const refused = await call('unit', '/unitBase/openLegalPersonBySms', { token }, { socialCreditCode: SUZHOU, cellphoneCode: '731560' });
    expect(refused.body.appcode).toBe('06030004');
    expect(await units(undefined, { socialCreditCode: '91320100MA1W2X3Y44' })).toEqual(['南京云帆信息科技有限公司 王*国 true']);
    expect(await units(undefined, { socialCreditCode: '91320100MA1W2X3Y45' })).toEqual([]);
    expect(await units(undefined)).toEqual([]);
  });
});

describe('registration and cancellation', () => {
  const newcomer = NEWCOMER;

  it('a registered person logs in by identity number or phone; the same identity number cannot register twice', async () => {
    expect((await call('person', '/base/register', undefined, newcomer)).body.appcode).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.idCardNo } }, newcomer.password)).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password)).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.cellphone } }, 'Hrss@2026')).toBe('04020002');
    const again = await call('person', '/base/register', undefined, { ...newcomer, password: 'Other#2026x' });
    expect(again.body).toMatchObject({ appcode: '04010003', msg: '该证件号码已注册，请直接登录或找回密码' });
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.idCardNo } }, 'Other#2026x')).toBe('04020002');
  });

  it("a labour-market unit's agent change moves its account to the new agent's phone; a unit registered on the portal is none", async () => {
    const hrm = HRM_UNIT;
    expect((await call('unit', '/unitBase/registerHrmUnit', undefined, hrm)).body.appcode).toBe('0');
    // 经办人变更: the account moves to the new agent's phone; the example unit (registered on the portal) is no labour-market unit.
    const change = { faceSerial: 'FV20260315104422D93C', agentName: '葛磊', agentIdCardNo: '320402199107254413', cellphoneCode: '462091' };
    const moved = await call('unit', '/unitBase/changeHrmAgent', undefined, {
      ...change,
      socialCreditCode: hrm.socialCreditCode,
      agentCellphone: '18915076999',
    });
    expect(moved.body.appcode).toBe('0');
    const byNewAgent = { ...UNIT, account: { socialCreditCode: hrm.socialCreditCode, cellphone: '18915076999' } };
    expect(await appcodeOf(byNewAgent, hrm.password)).toBe('0');
    expect(await appcodeOf(byNewAgent, 'Other#2026x')).toBe('04020002');
    const notHrm = await call('unit', '/unitBase/changeHrmAgent', undefined, {
      ...change,
      socialCreditCode: '91320100MA1W2X3Y44',
      agentCellphone: '18915076888',
    });
    expect(notHrm.body).toMatchObject({ appcode: '06030003' });
    expect(await appcodeOf(UNIT, 'Yunfan#2026')).toBe('0');
  });

  it("a registered person's new account phone is the account's login name from then on (成功后用新手机号登录)", async () => {
    await call('person', '/base/register', undefined, newcomer);
    const { token } = await logIn({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password);
    const changed = await call(
      'person',
      '/base/resetCellphone',
      { token },
      { password: newcomer.password, cellphone: '13912345678', smsCode: '502816' },
    );
    expect(changed.body.appcode).toBe('0');
    const byNewPhone = { ...PERSON, account: { username: '13912345678' } };
    expect(await appcodeOf(byNewPhone, newcomer.password)).toBe('0');
    // The new phone names the account: another password is refused.
    expect(await appcodeOf(byNewPhone, 'Other#2026x')).toBe('04020002');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.idCardNo } }, newcomer.password)).toBe('0');
    // The old phone names no account any more (a name no account has logs in with anything, offline).
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.cellphone } }, 'Other#2026x')).toBe('0');
    // An example token changes its persona's phone on screen and no account.
    expect(
      (await call('person', '/base/resetCellphone', 'person', { password: 'Hrss@2026', cellphone: '13700001111', smsCode: '502816' })).body
        .appcode,
    ).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: '13700001111' } }, 'Other#2026x')).toBe('0');
  });

  it('a phone another account has is refused as the new account phone (新手机号已绑定其他账户), and nothing changes', async () => {
    await call('person', '/base/register', undefined, newcomer);
    const { token } = await logIn({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password);
    const examplePersonsPhone = '13851726721';
    const taken = await call(
      'person',
      '/base/resetCellphone',
      { token },
      { password: newcomer.password, cellphone: examplePersonsPhone, smsCode: '502816' },
    );
    expect(taken.body).toMatchObject({ appcode: '04010004', msg: '该手机号已绑定其他账户，请更换手机号' });
    // Each phone still names its own account.
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password)).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: examplePersonsPhone } }, 'Hrss@2026')).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: examplePersonsPhone } }, newcomer.password)).toBe('04020002');
    // Its own phone again is no other account's.
    const same = await call(
      'person',
      '/base/resetCellphone',
      { token },
      { password: newcomer.password, cellphone: newcomer.cellphone, smsCode: '502816' },
    );
    expect(same.body.appcode).toBe('0');
  });

  it('a phone change with another password than the login one is refused (提交当前登录密码), and nothing changes', async () => {
    await call('person', '/base/register', undefined, newcomer);
    const { token } = await logIn({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password);
    const wrong = await call(
      'person',
      '/base/resetCellphone',
      { token },
      { password: 'Other#2026x', cellphone: '13912345678', smsCode: '502816' },
    );
    expect(wrong.body).toMatchObject({ appcode: '04020002', msg: '登录密码错误，请重新输入' });
    // The password is checked first: a taken phone with the wrong password is told the password.
    const both = await call(
      'person',
      '/base/resetCellphone',
      { token },
      { password: 'Other#2026x', cellphone: '13851726721', smsCode: '502816' },
    );
    expect(both.body.appcode).toBe('04020002');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password)).toBe('0');
    const shown = await call('basic', '/auth/queryUserInfo', { token }, {});
    expect((shown.body.map as { userInfo: { cellphoneMasked: string } }).userInfo.cellphoneMasked).toBe(
      `${newcomer.cellphone.slice(0, 3)}****${newcomer.cellphone.slice(-4)}`,
    );
  });

  it("a registered person's password change leaves the example person's alone", async () => {
    await call('person', '/base/register', undefined, newcomer);
    const { token } = await logIn({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password);
    await call('person', '/base/updatePwdByOldPwd', { token }, { oldPassword: newcomer.password, newPassword: 'Qyt#2026new' });
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.idCardNo } }, 'Qyt#2026new')).toBe('0');
    expect(await appcodeOf(PERSON, 'Hrss@2026')).toBe('0');
  });

  it("a registered person has a state of their own: a new account's empty lists, and neither sees nor changes the example person's items", async () => {
    const box = 'own-state';
    await call('person', '/base/register', undefined, newcomer, box);
    const { token } = await logIn({ ...PERSON, account: { username: newcomer.idCardNo } }, newcomer.password, box);
    const example = await logIn(PERSON, 'Hrss@2026', box);
    const addresses = (caller: Caller) => list('person', '/address/findUserAdressList', caller, {}, box);
    const seeded = await addresses({ token: example.token });
    expect(seeded.length).toBeGreaterThan(0);
    expect(await addresses({ token })).toEqual([]);
    expect(await list('affair', '/applicant/case/list', { token }, { pageNum: 1, pageSize: 10 }, box)).toEqual([]);

    const address = {
      receiverName: '钱雨桐',
      cellphone: '15951877046',
      areaCode: '320106',
      detailAddress: '虎踞路 88 号',
      isDefault: true,
    };
    const update = await call('person', '/address/updateUserAddress', { token }, { ...address, addressId: seeded[0]!.addressId }, box);
    expect(update.body.appcode).toBe('04030002');
    expect((await call('person', '/address/addUserAddress', { token }, address, box)).body.appcode).toBe('0');
    expect((await addresses({ token })).map((a) => a.receiverName)).toEqual(['钱雨桐']);
    // The example person's list is as seeded, with the fixed token and the password login alike.
    expect(await addresses({ token: example.token })).toEqual(seeded);
    expect(await addresses('person')).toEqual(seeded);
  });

  it("a registered person's single records are their own: what they registered, masked, and no card yet; the example person's are unchanged", async () => {
    const box = 'own-records';
    const liMing = { ...newcomer, name: '李明', idCardNo: '320102199605032819', cellphone: '13913576421' };
    const example = await logIn(PERSON, 'Hrss@2026', box);
    const records = async (caller: Caller) => ({
      personInfo: (await call('person', '/personInfo/getPersonInfo', caller, {}, box)).body.map.personInfo,
      card: (await call('business-center', '/ssc/getLastApplicationInfo', caller, {}, box)).body.map,
      userInfo: (await call('basic', '/auth/queryUserInfo', caller, {}, box)).body.map.userInfo,
      sensitive: (await call('person', '/personInfo/getSensitivePersonInfo', caller, undefined, box)).body.map.sensitiveInfo,
    });
    const seeded = await records({ token: example.token });
    expect((await call('person', '/base/register', undefined, liMing, box)).body.appcode).toBe('0');
    const { token } = await logIn({ ...PERSON, account: { username: liMing.idCardNo } }, liMing.password, box);

    const own = await records({ token });
    expect(own.personInfo).toEqual({
      name: '李明',
      sex: '1',
      sexName: '男',
      birthDate: '1996-05-03',
      idCardNoMasked: '3201**********2819',
      cellphoneMasked: '139****6421',
      insured: false,
    });
    // The contract's answer for someone with no application and no card in use.
    expect(own.card).toEqual({ hasApplication: false });
    // Who the session is: masked as every answer masks; whole only in the record the second verification opens.
    expect(own.userInfo).toEqual({
      userId: 'P320102199605032819',
      name: '李明',
      companyName: '',
      userType: '1',
      needImprovePwd: 'false',
      idCardMasked: '3201**********2819',
      cellphoneMasked: '139****6421',
      authLevel: 1,
      source: 'WEB',
      closeFuncList: [],
      jbqxList: [],
    });
    expect(own.sensitive).toEqual({ name: '李明', idCardNo: liMing.idCardNo, cellphone: liMing.cellphone, address: '' });
    expect(await records({ token: example.token })).toEqual(seeded);
    expect(seeded.personInfo).toMatchObject({ name: '王建国', idCardNoMasked: '3201**********4211' });
    expect(seeded.userInfo).toMatchObject({ userId: 'P320102198807154211', name: '王建国' });
    expect(seeded.sensitive).toMatchObject({ name: '王建国', idCardNo: '320102198807154211' });
  });

  it("the world's users keep their own user info: an agent is itself, not its unit's manager", async () => {
    const userInfo = async (caller: Caller, persona?: string) =>
      (await call('basic', '/auth/queryUserInfo', caller, {}, undefined, persona)).body.map.userInfo as Item;
    const unit = await logIn(UNIT, 'Yunfan#2026');
    expect(await userInfo({ token: unit.token })).toMatchObject({ name: '李秀英', unitLoginType: 'manager' });
    expect(await userInfo({ token: unit.token }, 'unitAgent')).toMatchObject({ name: '张伟', jbqxList: ['DWCB', 'DWZG'] });
    expect(await userInfo('organAgent')).toMatchObject({ name: '孙丽', jbqxList: ['JD0201', 'JD0202', 'JD0301'] });
    expect(await userInfo('casual')).toMatchObject({ name: '赵敏' });
  });

  it('an agent who logs in with the password form and its own phone is that agent, not its manager; another phone is not', async () => {
    const userInfo = async (login: Login, cellphone: string, password = 'Any#2026pass') => {
      const { token } = await logIn({ ...login, account: { ...login.account, cellphone } }, password);
      return (await call('basic', '/auth/queryUserInfo', { token }, {})).body.map.userInfo as Item;
    };
    // The world's agents with their own passwords (gateway-state-agent-logins.test.ts).
    expect(await userInfo(ORGAN, '18051246630', 'Sl#2026jd')).toMatchObject({ name: '孙丽', unitLoginType: 'agent' });
    expect(await userInfo(UNIT, '13585167320', 'Zw#2026yf')).toMatchObject({ name: '张伟', unitLoginType: 'agent' });
    // An agent's phone with another institution's number names no agent of the world.
    const elsewhere = { ...ORGAN, account: { ...ORGAN.account, aaz100: '3200000000019999' } };
    expect(await userInfo(elsewhere, '18051246630')).toMatchObject({ unitLoginType: 'manager' });
  });

  it.each([
    ['/base/cancelAccount', { logoutType: '1', reasonCode: '04', reasonDesc: '已在外省参保', smsCode: '502816' }],
    ['/base/cancelAccountByFaceAuth', { logoutType: '1', reasonCode: '02', reasonDesc: '', faceSerialNo: 'FACE20260315101522843761' }],
  ])('%s stops that account logging in, and no other', async (path, request) => {
    await call('person', '/base/register', undefined, newcomer);
    const { token } = await logIn({ ...PERSON, account: { username: newcomer.idCardNo } }, newcomer.password);
    expect((await call('person', path, { token }, request)).body.appcode).toBe('0');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.idCardNo } }, newcomer.password)).toBe('04020002');
    expect(await appcodeOf({ ...PERSON, account: { username: newcomer.cellphone } }, newcomer.password)).toBe('04020002');
    // The example person's fixed token is no account's session: cancelling with it changes nothing.
    await call('person', path, 'person', request);
    expect(await appcodeOf(PERSON, 'Hrss@2026')).toBe('0');
  });

  it("accounts live in the caller's sandbox: a registration, a password change and a cancellation there leave everyone else's accounts alone", async () => {
    const box = 'accounts';
    expect((await call('person', '/base/register', undefined, newcomer, box)).body.appcode).toBe('0');
    const { token } = await logIn(PERSON, 'Hrss@2026', box);
    await call('person', '/base/updatePwdByOldPwd', { token }, { oldPassword: 'Hrss@2026', newPassword: 'Sandbox#2026' }, box);
    expect(await appcodeOf(PERSON, 'Sandbox#2026', box)).toBe('0');
    const cancel = { logoutType: '1', reasonCode: '04', reasonDesc: '已在外省参保', smsCode: '502816' };
    expect((await call('person', '/base/cancelAccount', { token }, cancel, box)).body.appcode).toBe('0');
    expect(await appcodeOf(PERSON, 'Sandbox#2026', box)).toBe('04020002');
    // Outside the sandbox the example person keeps the documented password and the newcomer is not registered.
    expect(await appcodeOf(PERSON, 'Hrss@2026')).toBe('0');
    expect(await appcodeOf(PERSON, 'Sandbox#2026')).toBe('04020002');
    expect((await call('person', '/base/register', undefined, newcomer)).body.appcode).toBe('0');
    // The sandbox's reset forgets what was done there.
    await fetch(`${gateway().url}/__mock/reset`, { method: 'POST', headers: { 'X-Mock-Sandbox': box } });
    expect(await appcodeOf(PERSON, 'Hrss@2026', box)).toBe('0');
  });

  it('a registered unit logs in with its manager phone; a labour-market unit with its agent phone', async () => {
    const unit = REGISTERED_UNIT;
    const registered = await call('unit', '/unitBase/registerUnit', undefined, unit);
    expect(registered.body.map).toMatchObject({
      unitUserId: `U${unit.socialCreditCode}`,
      socialCreditCode: unit.socialCreditCode,
      unitName: unit.unitName,
    });
    const login: Login = { ...UNIT, account: { socialCreditCode: unit.socialCreditCode, cellphone: unit.managerCellphone } };
    expect(await appcodeOf(login, unit.password)).toBe('0');
    expect(await appcodeOf(login, 'Yunfan#2026')).toBe('04020002');
    // A credit code is one account's, and so is a manager's phone: a second registration of either is refused, the account keeps its password.
    for (const again of [
      { ...unit, managerCellphone: '13962130517', password: 'Other#2026x' },
      { ...unit, socialCreditCode: '91320100MA1W2X3Y44', password: 'Other#2026x' },
      { ...unit, socialCreditCode: '91320508MA1Y7E3P2E', managerCellphone: '13951860258', password: 'Other#2026x' },
    ]) {
      expect((await call('unit', '/unitBase/registerUnit', undefined, again)).body.appcode).toBe('06030001');
    }
    expect(await appcodeOf(login, unit.password)).toBe('0');
    expect(await appcodeOf(UNIT, 'Yunfan#2026')).toBe('0');
    expect(await appcodeOf({ ...login, account: { ...login.account, socialCreditCode: '91320100MA1W2X3Y44' } }, unit.password)).toBe(
      '04020002',
    );

    const hrm = HRM_UNIT;
    expect((await call('unit', '/unitBase/registerHrmUnit', undefined, hrm)).body.map).toMatchObject({
      unitUserId: `H${hrm.socialCreditCode}`,
      socialCreditCode: hrm.socialCreditCode,
    });
    const hrmLogin = await logIn(
      { ...UNIT, account: { socialCreditCode: hrm.socialCreditCode, cellphone: hrm.agentCellphone } },
      hrm.password,
    );
    expect(hrmLogin.appcode).toBe('0');

    // Each is who it registered as: its name, its manager, masked, not the example unit's.
    const userInfo = async (token: string) => (await call('basic', '/auth/queryUserInfo', { token }, {})).body.map.userInfo as Item;
    expect(await userInfo((await logIn(login, unit.password)).token)).toMatchObject({
      userId: 'U91320594MA1Y6D2K0F',
      name: '陆佳',
      companyName: '苏州禾木环境科技有限公司',
      userType: '2',
      cellphoneMasked: '139****9025',
      socialCreditCode: '91320594MA1Y6D2K0F',
      unitLoginType: 'manager',
      authLevel: 1,
    });
    expect(await userInfo(hrmLogin.token)).toMatchObject({
      name: '邵婷',
      companyName: '常州远景人力资源有限公司',
      cellphoneMasked: '189****6213',
    });
    expect(await userInfo((await logIn(UNIT, 'Yunfan#2026')).token)).toMatchObject({
      name: '李秀英',
      companyName: '南京云帆信息科技有限公司',
    });
    // Its record too: what it registered, the area its credit code names, not yet authenticated nor complete.
    const unitInfo = async (token: string) => (await call('unit', '/unitBase/getUnitInfo', { token }, {})).body.map.unitInfo as Item;
    expect(await unitInfo((await logIn(login, unit.password)).token)).toEqual({
      socialCreditCode: '91320594MA1Y6D2K0F',
      unitName: '苏州禾木环境科技有限公司',
      unitType: 'enterprise',
      legalPersonName: '顾志明',
      legalPersonIdCardMasked: '3205**********2017',
      legalPersonCellphoneMasked: '',
      legalPersonOpened: false,
      registeredAddress: '',
      areaCode: '320594',
      areaName: '苏州市',
      managerName: '陆佳',
      managerCellphoneMasked: '139****9025',
      authenticated: false,
      infoComplete: false,
      registerDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      source: 'WEB',
      loginRole: 'manager',
    });
    expect(await unitInfo(hrmLogin.token)).toMatchObject({
      unitName: '常州远景人力资源有限公司',
      legalPersonName: '',
      areaName: '常州市',
      managerName: '邵婷',
      source: 'HRM',
    });
    expect(await unitInfo((await logIn(UNIT, 'Yunfan#2026')).token)).toMatchObject({
      unitName: '南京云帆信息科技有限公司',
      areaName: '南京市',
    });
    // Its manager holds every scope, under the manager's own name.
    const { token } = await logIn(login, unit.password);
    const scope = (await call('unit', '/unitBase/queryAgentWorkScope', { token }, {})).body.map as Item;
    expect(scope).toMatchObject({ loginRole: 'manager', name: '陆佳' });
    expect((scope.scopeList as Item[]).map((s) => [s.code, s.granted])).toEqual(
      ['DWCB', 'DWJF', 'DWZG', 'DWYG', 'DWBT', 'DWGS'].map((code) => [code, true]),
    );
    // 单位基本信息核验 asks it for what it registered, the rest empty; what it confirms is what it then shows.
    const biUnitInfo = async () => (await call('channel', '/biVerification/queryBiUnitInfo', { token }, {})).body.map.unitInfo as Item;
    expect(await biUnitInfo()).toEqual({
      unitName: '苏州禾木环境科技有限公司',
      socialCreditCode: '91320594MA1Y6D2K0F',
      unitType: '10',
      legalPersonName: '顾志明',
      legalPersonIdCardMasked: '3205**********2017',
      registeredAddress: '',
      businessAddress: '',
      postalCode: '',
      industryCode: '',
      staffCount: 0,
      contactName: '陆佳',
      contactPhoneMasked: '139****9025',
    });
    const confirmed = {
      businessAddress: '苏州市吴中区东吴北路 98 号 6 楼',
      postalCode: '215128',
      industryCode: 'N77',
      staffCount: 24,
      contactName: '沈悦',
      contactIdCardNo: '320503199102143028',
      contactPhone: '13962130517',
    };
    expect((await call('channel', '/biVerification/updateBiUnitInfo', { token }, confirmed)).body.appcode).toBe('0');
    const { contactIdCardNo: _number, contactPhone: _phone, ...shown } = confirmed;
    expect(await biUnitInfo()).toMatchObject({
      ...shown,
      contactPhoneMasked: '139****0517',
      lastVerifyDate: expect.stringMatching(/^\d{4}-/),
    });
    // An institution whose manager has the registered unit's phone is not that unit.
    const opened = { ...OPENED, managerCellphone: unit.managerCellphone };
    expect((await call('unit', '/organ/openOrgan', 'unit', opened)).body.appcode).toBe('0');
    const organ = await logIn({ ...ORGAN, account: { aaz100: opened.aaz100, cellphone: opened.managerCellphone } }, opened.password);
    expect((await userInfo(organ.token)).companyName).not.toBe(unit.unitName);
  });
});

describe('agents: authorisation, its dates and password reset', () => {
  // The gateway's day is the one the documents' examples were written on (例如今天为 2026-03-15).
  let clocked: Gateway;
  beforeAll(async () => {
    clocked = await startGateway({ port: 0, strict: true, log: false, now: () => new Date(2026, 2, 15, 10) });
  });
  afterAll(async () => {
    await clocked.close();
  });
  beforeEach(async () => {
    await fetch(`${clocked.url}/__mock/reset`, { method: 'POST' });
  });
  const { call, list } = stateCalls(() => clocked);
  const PAGE = { pageNum: 1, pageSize: 100 };
  const organAgent = async (agentId: string) =>
    (await list('unit', '/organ/queryAgentList', 'organ', PAGE)).find((a) => a.agentId === agentId);

  it("a unit agent's new scopes and dates show in the list", async () => {
    const change = {
      agentId: 'AG2026031500012',
      scopeCodes: ['DWCB', 'DWZG', 'DWYG'],
      authStartDate: '2026-03-15',
      authEndDate: '2028-03-14',
    };
    expect((await call('unit', '/unitBase/setMultipleAgent', 'unit', change)).body.appcode).toBe('0');
    const agents = await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE);
    expect(agents.find((a) => a.agentId === change.agentId)).toMatchObject({
      scopeCodes: change.scopeCodes,
      authEndDate: change.authEndDate,
    });
  });

  it('a unit agent sees its own entry of the agent list only; the manager sees every agent', async () => {
    const added = await call('unit', '/unitBase/addMultipleAgent', 'unit', {
      name: '冯蕾',
      idCardNo: '320104199108230040',
      cellphone: '13382005678',
      scopeCodes: ['DWCB'],
      authStartDate: '2026-03-15',
      authEndDate: '2027-03-14',
    });
    const everyone = (await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE)).map((a) => a.agentId);
    expect(everyone).toContain(added.body.map.agentId);
    expect((await list('unit', '/unitBase/queryMultipleAgentList', 'unitAgent', PAGE)).map((a) => a.agentId)).toEqual(['AG2026031500012']);
    await call('unit', '/unitBase/setMultipleAgent', 'unit', {
      agentId: 'AG2026031500012',
      scopeCodes: ['DWJF'],
      authStartDate: '2026-03-15',
      authEndDate: '2028-03-14',
    });
    expect((await list('unit', '/unitBase/queryMultipleAgentList', 'unitAgent', PAGE))[0]).toMatchObject({
      scopeCodes: ['DWJF'],
      authEndDate: '2028-03-14',
    });
  });

  it("an institution agent's functions show in getAgentAuth and the list's count", async () => {
    const change = {
      agentId: 'OA2025030100001',
      functionCodes: ['JD0201', 'JD0202', 'JD0301', 'JD0302'],
      authStartDate: '2026-03-01',
      authEndDate: '2027-02-28',
    };
    await call('unit', '/organ/setAgentAuth', 'organ', change);
    const auth = await call('unit', '/organ/getAgentAuth', 'organ', { agentId: change.agentId });
    expect(auth.body.map).toEqual({
      agentId: change.agentId,
      name: expect.any(String),
      functionCodes: change.functionCodes,
      authStartDate: change.authStartDate,
      authEndDate: change.authEndDate,
    });
    expect(await organAgent(change.agentId)).toMatchObject({ functionCount: 4, authEndDate: change.authEndDate });
  });

  it('an added institution agent reads back with the functions it was given', async () => {
    const added = await call('unit', '/organ/addAgent', 'organ', ADDED_INSTITUTION_AGENT);
    const agentId = String(added.body.map.agentId);
    expect((await call('unit', '/organ/getAgentAuth', 'organ', { agentId })).body.map).toMatchObject({
      agentId,
      name: '许晴',
      functionCodes: ['JD0201'],
    });
  });

  it('a new authorisation end date shows for every agent chosen, and an expired one is valid again', async () => {
    expect((await organAgent('OA2025030100001'))?.authStatus).toBe('expired');
    await call('unit', '/organ/updateAgentsAuthDate', 'organ', {
      agentIds: ['OA2026010500003', 'OA2025030100001'],
      authEndDate: '2027-03-14',
    });
    for (const agentId of ['OA2026010500003', 'OA2025030100001'])
      expect(await organAgent(agentId)).toMatchObject({ authEndDate: '2027-03-14', authStatus: 'valid' });
  });

  it("an institution agent's password reset answers for a known agent and changes what the list shows of no one", async () => {
    const before = await list('unit', '/organ/queryAgentList', 'organ', PAGE);
    expect(
      (await call('unit', '/organ/resetAgentPassword', 'organ', { agentId: 'OA2026010500003', newPassword: 'Jd@2026tmp' })).body.appcode,
    ).toBe('0');
    expect(await list('unit', '/organ/queryAgentList', 'organ', PAGE)).toEqual(before);
  });

  const UNIT_AGENT = { name: '冯蕾', idCardNo: '320104199108230040', cellphone: '13382005678', scopeCodes: ['DWCB'] };
  const ORGAN_AGENT = {
    name: '许晴',
    idCardNo: '32010519930412062X',
    cellphone: '13382005678',
    password: 'Zs#2026ok',
    functionCodes: ['JD0201'],
  };
  const REFUSED = {
    startInPast: { appcode: '4', msg: '授权开始日期不能早于今天' },
    dateInPast: { appcode: '4', msg: '授权截止日期不能早于今天' },
    endBeforeStart: { appcode: '4', msg: '授权截止日期不能早于开始日期' },
    beyondThreeYears: { appcode: '4', msg: '授权截止日期不能晚于今天起三年' },
  };

  it.each([
    ['a start before today', '2026-03-14', '2027-03-14', REFUSED.startInPast],
    ['an end before today', '2026-03-15', '2026-03-14', REFUSED.dateInPast],
    ['an end before the start', '2026-06-01', '2026-05-31', REFUSED.endBeforeStart],
    ['an end past three years from today', '2026-03-15', '2029-03-16', REFUSED.beyondThreeYears],
  ])(
    'an agent added with %s is refused with its reason, unit and institution alike, and no agent is added',
    async (_case, start, end, reason) => {
      const period = { authStartDate: start, authEndDate: end };
      const unitBefore = await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE);
      expect((await call('unit', '/unitBase/addMultipleAgent', 'unit', { ...UNIT_AGENT, ...period })).body).toMatchObject(reason);
      expect(await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE)).toEqual(unitBefore);
      const organBefore = await list('unit', '/organ/queryAgentList', 'organ', PAGE);
      expect((await call('unit', '/organ/addAgent', 'organ', { ...ORGAN_AGENT, ...period })).body).toMatchObject(reason);
      expect(await list('unit', '/organ/queryAgentList', 'organ', PAGE)).toEqual(organBefore);
    },
  );

  it("an agent's status is where today falls in its period: not started (未生效) before its start, valid within it, whatever changed it", async () => {
    const later = { authStartDate: '2026-04-01', authEndDate: '2027-03-31' };
    const unitAgent = String((await call('unit', '/unitBase/addMultipleAgent', 'unit', { ...UNIT_AGENT, ...later })).body.map.agentId);
    const unitStatus = async () =>
      (await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE)).find((a) => a.agentId === unitAgent)?.authStatus;
    expect(await unitStatus()).toBe('notStarted');
    await call('unit', '/unitBase/setMultipleAgent', 'unit', {
      agentId: unitAgent,
      scopeCodes: ['DWCB'],
      ...later,
      authStartDate: '2026-03-15',
    });
    expect(await unitStatus()).toBe('valid');
    const organAgentId = String((await call('unit', '/organ/addAgent', 'organ', { ...ORGAN_AGENT, ...later })).body.map.agentId);
    expect((await organAgent(organAgentId))?.authStatus).toBe('notStarted');
    await call('unit', '/organ/updateAgentsAuthDate', 'organ', { agentIds: [organAgentId], authEndDate: '2026-12-31' });
    expect(await organAgent(organAgentId)).toMatchObject({ authEndDate: '2026-12-31', authStatus: 'notStarted' });
    await call('unit', '/organ/setAgentAuth', 'organ', {
      agentId: organAgentId,
      functionCodes: ['JD0201'],
      ...later,
      authStartDate: '2026-03-15',
    });
    expect((await organAgent(organAgentId))?.authStatus).toBe('valid');
  });

  it('a period from today to three years on is the longest taken (2026-03-15 to 2029-03-15)', async () => {
    const period = { authStartDate: '2026-03-15', authEndDate: '2029-03-15' };
    expect((await call('unit', '/unitBase/addMultipleAgent', 'unit', { ...UNIT_AGENT, ...period })).body.appcode).toBe('0');
    expect((await call('unit', '/organ/addAgent', 'organ', { ...ORGAN_AGENT, ...period })).body.appcode).toBe('0');
  });

  it.each([
    ['an end before today', '2026-03-01', '2026-03-14', REFUSED.dateInPast],
    ['an end before its start', '2026-06-01', '2026-05-31', REFUSED.endBeforeStart],
    ['an end past three years', '2026-03-01', '2029-03-16', REFUSED.beyondThreeYears],
  ])("a changed authorisation with %s is refused and the agent's stays as it was", async (_case, start, end, reason) => {
    const period = { authStartDate: start, authEndDate: end };
    const unitChange = { agentId: 'AG2026031500012', scopeCodes: ['DWJF'], ...period };
    const unitBefore = await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE);
    expect((await call('unit', '/unitBase/setMultipleAgent', 'unit', unitChange)).body).toMatchObject(reason);
    expect(await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE)).toEqual(unitBefore);
    const organChange = { agentId: 'OA2025030100001', functionCodes: ['JD0201'], ...period };
    const organBefore = await call('unit', '/organ/getAgentAuth', 'organ', { agentId: organChange.agentId });
    expect((await call('unit', '/organ/setAgentAuth', 'organ', organChange)).body).toMatchObject(reason);
    expect(await call('unit', '/organ/getAgentAuth', 'organ', { agentId: organChange.agentId })).toEqual(organBefore);
  });

  it('a new end date for several agents is refused as a whole when it falls before one of their starts (各经办人的授权开始日期), and none changes', async () => {
    const added = await call('unit', '/organ/addAgent', 'organ', {
      ...ORGAN_AGENT,
      authStartDate: '2026-06-01',
      authEndDate: '2026-12-31',
    });
    const later = String(added.body.map.agentId);
    const before = await list('unit', '/organ/queryAgentList', 'organ', PAGE);
    const change = { agentIds: ['OA2025030100001', later], authEndDate: '2026-05-31' };
    expect((await call('unit', '/organ/updateAgentsAuthDate', 'organ', change)).body).toMatchObject(REFUSED.endBeforeStart);
    expect(await list('unit', '/organ/queryAgentList', 'organ', PAGE)).toEqual(before);
    for (const [end, reason] of [
      ['2026-03-14', REFUSED.dateInPast],
      ['2029-03-16', REFUSED.beyondThreeYears],
    ] as const) {
      expect((await call('unit', '/organ/updateAgentsAuthDate', 'organ', { ...change, authEndDate: end })).body).toMatchObject(reason);
    }
    expect((await call('unit', '/organ/updateAgentsAuthDate', 'organ', { ...change, authEndDate: '2026-06-01' })).body.appcode).toBe('0');
    expect(await organAgent(later)).toMatchObject({ authEndDate: '2026-06-01' });
  });
});

describe('unit documents', () => {
  it('a signed document shows as signed in the page, the detail and the overview counts', async () => {
    const overview = async () => (await call('channel', '/onlineDel/overView', 'unit', {})).body.map;
    const before = await overview();
    expect(before).toMatchObject({ unsigned: 1, signed: 1, overdue: 1, total: 3 });
    const signed = await call('channel', '/onlineDel/signed', 'unit', { docId: 'WS202611150003', cellphoneCode: '736204' });
    expect(signed.body.map.signTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const unsigned = await list('channel', '/onlineDel/queryPage', 'unit', { pageNum: 1, pageSize: 10, state: 'unsigned' });
    expect(unsigned).toEqual([]);
    const all = await list('channel', '/onlineDel/queryPage', 'unit', { pageNum: 1, pageSize: 10 });
    expect(all.find((d) => d.docId === 'WS202611150003')).toMatchObject({ state: 'signed', signTime: signed.body.map.signTime });
    const detail = await call('channel', '/onlineDel/showDetail', 'unit', { docId: 'WS202611150003' });
    expect(detail.body.map.document).toMatchObject({ docId: 'WS202611150003', state: 'signed', signTime: signed.body.map.signTime });
    expect(await overview()).toEqual({ total: 3, unsigned: 0, signed: 2, overdue: 1 });
    // The agent signs for the unit: it sees the unit's documents.
    expect((await call('channel', '/onlineDel/overView', 'unitAgent', {})).body.map).toMatchObject({ signed: 2 });
  });

  it('a document is signed once: the check says when it was signed, and signing it again is refused and changes nothing', async () => {
    const sandbox = 'signed-once';
    const check = async (docId: string) => (await call('channel', '/onlineDel/toSignedChecked', 'unit', { docId }, sandbox)).body;
    const sign = async (docId: string) =>
      (await call('channel', '/onlineDel/signed', 'unit', { docId, cellphoneCode: '736204' }, sandbox)).body;
    // Unsigned and overdue documents can be signed, with the code sent to the unit's contact.
    for (const docId of ['WS202611150003', 'WS202611100011'])
      expect((await check(docId)).map, docId).toEqual({ canSign: true, needSms: true, reason: '', cellphoneMasked: '139****0258' });
    expect((await check('WS202610210007')).map).toEqual({
      canSign: false,
      needSms: false,
      reason: '该文书已于 2026-10-22 10:16:05 签收',
      cellphoneMasked: '139****0258',
    });
    const signTime = (await sign('WS202611100011')).map.signTime as string;
    expect((await check('WS202611100011')).map).toMatchObject({ canSign: false, reason: `该文书已于 ${signTime} 签收` });
    for (const docId of ['WS202611100011', 'WS202610210007']) expect((await sign(docId)).appcode, docId).toBe('02040002');
    const documents = await list('channel', '/onlineDel/queryPage', 'unit', { pageNum: 1, pageSize: 10 }, sandbox);
    expect(documents.find((d) => d.docId === 'WS202611100011')).toMatchObject({ state: 'signed', signTime });
    expect(documents.find((d) => d.docId === 'WS202610210007')).toMatchObject({ signTime: '2026-10-22 10:16:05' });
    // Another unit's document, or none, is not the caller's to check.
    const unknown = await call('channel', '/onlineDel/toSignedChecked', 'unit', { docId: 'WS209901010001' }, sandbox);
    expect([unknown.status, unknown.body.appcode]).toEqual([404, '02040001']);
  });
});

describe('the alternative to the slider captcha', () => {
  const answer = async (challengeId: unknown, given: string) =>
    (await call('person', '/captcha/answer', undefined, { challengeId, answer: given })).body;

  it("an SMS code sent to the account's phone gives a ticket once, for the documented code only", async () => {
    const sent = await call('person', '/captcha/sendAccountCode', undefined, { userType: 'person', account: '320102198807154211' });
    const { challengeId } = sent.body.map;
    expect(sent.body).toMatchObject({ appcode: '0', map: { cellphoneMasked: '138****6721' } });
    expect(await answer(challengeId, '111111')).toMatchObject({ appcode: '04020007', map: {} });
    expect(await answer(challengeId, '502816')).toMatchObject({
      appcode: '0',
      map: { tencentCaptchaTicket: expect.any(String), randstr: expect.any(String) },
    });
    // Single use: the same code again is refused.
    expect((await answer(challengeId, '502816')).appcode).toBe('04020007');
  });

  it("the question's answer is checked, and a challenge nobody was given is refused", async () => {
    const asked = await call('person', '/captcha/question', undefined, {});
    expect(asked.body.map.question).toBe('七加五等于多少？请输入阿拉伯数字。');
    expect((await answer(asked.body.map.challengeId, '13')).appcode).toBe('04020007');
    expect((await answer(asked.body.map.challengeId, '12')).appcode).toBe('0');
    expect((await answer('ALT-never-given', '12')).appcode).toBe('04020007');
  });
});

describe('passwords wrong five times in a row lock for 30 minutes (连续错误 5 次锁定 30 分钟)', () => {
  let clocked: Gateway;
  let clock = new Date('2026-12-01T09:00:00+08:00');
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  beforeAll(async () => {
    clocked = await startGateway({ port: 0, strict: true, log: false, now: () => clock });
  });
  afterAll(async () => {
    await clocked.close();
  });
  beforeEach(async () => {
    await fetch(`${clocked.url}/__mock/reset`, { method: 'POST' });
  });
  const calls = stateCalls(() => clocked);
  const logInTo = async (login: Login, password: string) => {
    const example = exampleRequestOf(calls.route('basic', login.path)).body as Item;
    return (await calls.call('basic', login.path, undefined, { ...example, ...login.account, password })).body;
  };
  const LEFT = (n: number) => ({ appcode: '04020002', msg: `账号或密码错误，您还可以尝试${n}次` });
  const LOCKED = { appcode: '04020006', msg: '账号已被锁定，请30分钟后再试或找回密码' };

  it.each([
    ['person', PERSON, 'Hrss@2026'],
    ['unit', UNIT, 'Yunfan#2026'],
    ['organ', ORGAN, 'Jianding@2026'],
    ['casual', CASUAL, 'Linshi@2026'],
  ])(
    '%s login: each wrong password says how many are left, the fifth locks, even the right one, until 30 minutes have passed',
    async (_kind, login, seeded) => {
      for (const left of [4, 3, 2, 1]) expect(await logInTo(login, 'Wrong#2026x')).toMatchObject(LEFT(left));
      expect(await logInTo(login, 'Wrong#2026x')).toMatchObject(LOCKED);
      expect(await logInTo(login, seeded)).toMatchObject(LOCKED);
      later(29);
      expect(await logInTo(login, seeded)).toMatchObject(LOCKED);
      later(2);
      expect((await logInTo(login, seeded)).appcode).toBe('0');
      // The lock that ran out left no count behind.
      expect(await logInTo(login, 'Wrong#2026x')).toMatchObject(LEFT(4));
    },
  );

  it('only failures in a row count: a right password starts the count again', async () => {
    for (const left of [4, 3, 2]) expect(await logInTo(PERSON, 'Wrong#2026x')).toMatchObject(LEFT(left));
    expect((await logInTo(PERSON, 'Hrss@2026')).appcode).toBe('0');
    for (const left of [4, 3, 2, 1]) expect(await logInTo(PERSON, 'Wrong#2026x')).toMatchObject(LEFT(left));
  });

  it("a password reset unlocks the account at once (重置密码后解锁); another person's account is not locked by it", async () => {
    for (let n = 0; n < 5; n++) await logInTo(PERSON, 'Wrong#2026x');
    expect(await logInTo(PERSON, 'Hrss@2026')).toMatchObject(LOCKED);
    expect((await logInTo(CASUAL, 'Linshi@2026')).appcode).toBe('0');
    const reset = await calls.call('person', '/base/resetPwdByCellphone', undefined, {
      idCardNo: '320102198807154211',
      cellphone: '13851726721',
      smsCode: '502816',
      newPassword: 'Reset#2026ok',
    });
    expect(reset.body.appcode).toBe('0');
    expect((await logInTo(PERSON, 'Reset#2026ok')).appcode).toBe('0');
  });

  it('an account reset after face verification binds the new phone and password, and unlocks the account', async () => {
    for (let n = 0; n < 5; n++) await logInTo(PERSON, 'Wrong#2026x');
    const reset = await calls.call('person', '/base/resetAccount', undefined, {
      name: '王建国',
      idCardNo: '320102198807154211',
      faceSerialNo: 'FACE20260315101522843761',
      cellphone: '18751963027',
      smsCode: '502816',
      newPassword: 'Renew#2026ok',
    });
    expect(reset.body.appcode).toBe('0');
    expect((await logInTo(PERSON, 'Renew#2026ok')).appcode).toBe('0');
    // The new phone now names the account: its password logs in, another does not.
    const byPhone = { ...PERSON, account: { username: '18751963027' } };
    expect((await logInTo(byPhone, 'Renew#2026ok')).appcode).toBe('0');
    expect(await logInTo(byPhone, 'Other#2026x')).toMatchObject(LEFT(4));
    // One account, one count, whichever of its names is typed.
    expect(await logInTo(PERSON, 'Hrss@2026')).toMatchObject(LEFT(3));
  });

  it("a unit's and an institution's recovery set the password of the account the verified serial names, once, and unlock it", async () => {
    const recover = async (verify: string, who: Record<string, string>, accountType: string, newPassword: string) => {
      const verified = await calls.call('unit', verify, undefined, {
        name: '李秀英',
        idCardNo: '32011319920808602X',
        cellphoneCode: '572903',
        ...who,
      });
      expect(verified.body.appcode).toBe('0');
      const verifySerial = String(verified.body.map.verifySerial);
      const answer = await calls.call('unit', '/unitBase/findUnitPassword', undefined, { accountType, verifySerial, newPassword });
      return { verifySerial, answer: answer.body };
    };
    const unitManager = { socialCreditCode: '91320100MA1W2X3Y44', cellphone: '13951860258' };
    for (let n = 0; n < 5; n++) await logInTo(UNIT, 'Wrong#2026x');
    expect(await logInTo(UNIT, 'Yunfan#2026')).toMatchObject(LOCKED);
    const { verifySerial, answer } = await recover('/unitBase/verifyUnitFindPwd', unitManager, 'unit', 'Found#2026ok');
    expect(answer.appcode).toBe('0');
    expect((await logInTo(UNIT, 'Found#2026ok')).appcode).toBe('0');
    expect(await logInTo(UNIT, 'Yunfan#2026')).toMatchObject(LEFT(4));
    // 流水号一次有效; one never given is refused too.
    const invalid = { appcode: '06030002', msg: '身份核验已失效，请重新核验身份' };
    for (const serial of [verifySerial, 'FPU202603151012304F7A']) {
      const again = await calls.call('unit', '/unitBase/findUnitPassword', undefined, {
        accountType: 'unit',
        verifySerial: serial,
        newPassword: 'Again#2026ok',
      });
      expect(again.body).toMatchObject(invalid);
    }
    expect((await logInTo(UNIT, 'Found#2026ok')).appcode).toBe('0');
    // Not the current password nor one of the last three.
    expect((await recover('/unitBase/verifyUnitFindPwd', unitManager, 'unit', 'Yunfan#2026')).answer.appcode).toBe('04020012');

    const organManager = { aaz100: '3200000000010001', cellphone: '13770895512', name: '陈志强', idCardNo: '320106197504203013' };
    expect((await recover('/unitBase/verifyOrganFindPwd', organManager, 'organ', 'Jd#2026found')).answer.appcode).toBe('0');
    expect((await logInTo(ORGAN, 'Jd#2026found')).appcode).toBe('0');
    expect((await logInTo(ORGAN, 'Jianding@2026')).appcode).toBe('04020002');
    // The unit's account is not the institution's.
    expect((await logInTo(UNIT, 'Found#2026ok')).appcode).toBe('0');

    // An agent's phone names no account (agents are no accounts of the gateway): nothing changes.
    const agent = await recover('/unitBase/verifyUnitFindPwd', { ...unitManager, cellphone: '13913520258' }, 'unit', 'Agent#2026ok');
    expect(agent.answer.appcode).toBe('0');
    expect((await logInTo(UNIT, 'Found#2026ok')).appcode).toBe('0');
  });

  it('a recovery serial sets a password within 10 minutes of its verification, not after (10 分钟内有效)', async () => {
    const verify = async () => {
      const verified = await calls.call('unit', '/unitBase/verifyUnitFindPwd', undefined, {
        socialCreditCode: '91320100MA1W2X3Y44',
        name: '李秀英',
        idCardNo: '32011319920808602X',
        cellphone: '13951860258',
        cellphoneCode: '572903',
      });
      return verified.body.map as { verifySerial: string; expireTime: string };
    };
    const find = async (verifySerial: string, newPassword: string) =>
      (await calls.call('unit', '/unitBase/findUnitPassword', undefined, { accountType: 'unit', verifySerial, newPassword })).body;
    const late = await verify();
    // The answer says until when, on the gateway's clock.
    expect(Date.parse(late.expireTime) - clock.getTime()).toBe(10 * 60_000);
    later(11);
    expect(await find(late.verifySerial, 'Late#2026ok')).toMatchObject({ appcode: '06030002', msg: '身份核验已失效，请重新核验身份' });
    expect((await logInTo(UNIT, 'Yunfan#2026')).appcode).toBe('0');
    const timely = await verify();
    later(9);
    expect((await find(timely.verifySerial, 'Timely#2026ok')).appcode).toBe('0');
    expect((await logInTo(UNIT, 'Timely#2026ok')).appcode).toBe('0');
  });

  it.each([
    ['person', PERSON, 'Hrss@2026', '/base/updatePwdByOldPwd'],
    ['casual user', CASUAL, 'Linshi@2026', '/casual/base/updateCasualUserPwd'],
  ])(
    "the %s's password change: five wrong old passwords lock the change for 30 minutes, not the login",
    async (_kind, login, seeded, path) => {
      const token = String((await logInTo(login, seeded)).map['Access-Token']);
      const change = (oldPassword: string) => calls.call('person', path, { token }, { oldPassword, newPassword: 'Fresh#2026ok' });
      for (const left of [4, 3, 2, 1])
        expect((await change('Wrong#2026x')).body).toMatchObject({ appcode: '04020002', msg: `原密码错误，还可尝试 ${left} 次` });
      const locked = { appcode: '04020006', msg: '原密码连续错误 5 次，修改密码功能已锁定，请 30 分钟后再试' };
      expect((await change('Wrong#2026x')).body).toMatchObject(locked);
      expect((await change(seeded)).body).toMatchObject(locked);
      expect((await logInTo(login, seeded)).appcode).toBe('0');
      later(31);
      expect((await change(seeded)).body.appcode).toBe('0');
      expect((await logInTo(login, 'Fresh#2026ok')).appcode).toBe('0');
    },
  );

  it.each([
    ['person', PERSON, 'Hrss@2026'],
    ['casual', CASUAL, 'Linshi@2026'],
  ])(
    "%s: the current password's check before a sensitive change takes only that password, with the attempts left",
    async (_kind, login, seeded) => {
      const token = String((await logInTo(login, seeded)).map['Access-Token']);
      const check = async (password: string) => (await calls.call('person', '/base/checkPassword', { token }, { password })).body;
      expect(await check('Wrong#2026x')).toMatchObject({ appcode: '04020002', msg: '密码错误，还可尝试 4 次' });
      expect((await check(seeded)).appcode).toBe('0');
      for (const left of [4, 3, 2, 1]) expect((await check('Wrong#2026x')).msg).toBe(`密码错误，还可尝试 ${left} 次`);
      expect(await check('Wrong#2026x')).toMatchObject({ appcode: '04020006', msg: '密码连续错误 5 次，已锁定 30 分钟，请稍后再试' });
      expect((await check(seeded)).appcode).toBe('04020006');
      later(31);
      expect((await check(seeded)).appcode).toBe('0');
    },
  );
});

describe("a unit's and an institution's information, as their managers change it", () => {
  const unitInfo = async (caller: Caller) => (await call('unit', '/unitBase/getUnitInfo', caller, {})).body.map.unitInfo as Item;
  const organ = async (caller: Caller) => (await call('unit', '/organ/getOrganInfo', caller, {})).body.map.organ as Item;
  const SUPPLIED = {
    industryCode: 'I6531',
    businessAddress: '南京市江宁区秣陵街道将军大道 88 号 2 栋',
    areaCode: '320115',
    contactName: '周敏',
    contactPhone: '025-52107788',
  };

  it('the information a unit supplies is what its centre shows, to its manager and its agent, each in their own role', async () => {
    expect((await call('unit', '/unitBase/addUnitInfo', 'unit', SUPPLIED)).body.appcode).toBe('0');
    const supplied = { ...SUPPLIED, industryName: '信息系统集成服务', areaName: '南京市江宁区', infoComplete: true };
    expect(await unitInfo('unit')).toMatchObject({ ...supplied, loginRole: 'manager', legalPersonIdCardMasked: '3201**********4211' });
    const agent = await unitInfo('unitAgent');
    expect(agent).toMatchObject({ ...supplied, loginRole: 'agent', unitName: '南京云帆信息科技有限公司' });
    expect(agent).not.toHaveProperty('legalPersonIdCardMasked');

    expect(
      (
        await call('unit', '/unitBase/updateLegalPersonPhone', 'unit', {
          newCellphone: '13770896215',
          cellphoneCode: '904625',
          faceSerial: 'FV20260315111208A6B1',
        })
      ).body.appcode,
    ).toBe('0');
    expect(await unitInfo('unit')).toMatchObject({ ...supplied, legalPersonCellphoneMasked: '137****6215', legalPersonName: '王建国' });
    expect((await unitInfo('unitAgent')).legalPersonCellphoneMasked).toBe('137****6215');
  });

  it('a unit registered on the portal is complete once it has supplied its information', async () => {
    const registration = REGISTERED_UNIT;
    expect((await call('unit', '/unitBase/registerUnit', undefined, registration)).body.appcode).toBe('0');
    const { token } = await logIn(
      { ...UNIT, account: { socialCreditCode: registration.socialCreditCode, cellphone: registration.managerCellphone } },
      registration.password,
    );
    expect(await unitInfo({ token })).toMatchObject({ unitName: registration.unitName, infoComplete: false });
    expect((await call('unit', '/unitBase/addUnitInfo', { token }, SUPPLIED)).body.appcode).toBe('0');
    expect(await unitInfo({ token })).toMatchObject({ unitName: registration.unitName, ...SUPPLIED, infoComplete: true });
    // The world's unit is not the registered one.
    expect(await unitInfo('unit')).toMatchObject({ industryCode: 'I6513', infoComplete: true, contactName: '李秀英' });
  });

  it("an institution's business information is replaced whole, and its agent reads the same", async () => {
    const extension = {
      businessScope: '职业技能等级认定、考评员培训与证书查询服务',
      officeAddress: '南京市鼓楼区中山北路 101 号',
      contactPhone: '025-83276000',
    };
    expect((await call('unit', '/organ/updateBusinessExtension', 'organ', extension)).body.appcode).toBe('0');
    for (const caller of ['organ', 'organAgent'] as const) {
      const shown = await organ(caller);
      expect(shown.businessExtension, caller).toEqual(extension);
      expect(shown.organName).toBe('江苏省职业技能鉴定中心');
    }
    // The agent is shown its institution's manager without the manager's identity number, as before the change.
    const manager = async (caller: Caller) => (await call('unit', '/organ/getOrganInfo', caller, {})).body.map.manager as Item;
    expect(await manager('organ')).toMatchObject({ name: '陈志强', idCardMasked: '3201**********3013' });
    expect(await manager('organAgent')).toEqual({ name: '陈志强', cellphoneMasked: '137****5512' });
  });
});

describe('a password change ends the logins on other devices, a reset every login (其他设备上的登录失效, 所有登录失效)', () => {
  const alive = async (token: string, sandbox?: string) => (await call('basic', '/auth/queryUserInfo', { token }, {}, sandbox)).status;
  const logInAt = async (login: Login, password: string, sandbox?: string) => (await logIn(login, password, sandbox)).token;

  it("person: the change keeps the caller's token and ends the others; a reset by SMS ends all", async () => {
    const [here, there] = [await logInAt(PERSON, 'Hrss@2026'), await logInAt(PERSON, 'Hrss@2026')];
    const changed = await call(
      'person',
      '/base/updatePwdByOldPwd',
      { token: here },
      { oldPassword: 'Hrss@2026', newPassword: 'Fresh#2026ok' },
    );
    expect(changed.body.appcode).toBe('0');
    expect(await alive(here)).toBe(200);
    expect(await alive(there)).toBe(401);
    const reset = await call('person', '/base/resetPwdByCellphone', undefined, {
      idCardNo: '320102198807154211',
      cellphone: '13851726721',
      smsCode: '502816',
      newPassword: 'Reset#2026ok',
    });
    expect(reset.body.appcode).toBe('0');
    expect(await alive(here)).toBe(401);
    expect(await alive(await logInAt(PERSON, 'Reset#2026ok'))).toBe(200);
  });

  it.each([
    ['/base/resetPwdByFace', { faceSerialNo: 'FACE20260315101522843761' }],
    ['/base/resetPwdByEcard', { qrCodeId: 'ECQR20260315110208B41D' }],
  ])("person: a reset by %s ends every login of the account, another person's stay", async (path, proof) => {
    const [here, casual] = [await logInAt(PERSON, 'Hrss@2026'), await logInAt(CASUAL, 'Linshi@2026')];
    const reset = await call('person', path, undefined, { idCardNo: '320102198807154211', ...proof, newPassword: 'Reset#2026ok' });
    expect(reset.body.appcode).toBe('0');
    expect([await alive(here), await alive(casual)]).toEqual([401, 200]);
  });

  it("casual user: the change keeps the caller's token and ends the others (规则同个人用户)", async () => {
    const [here, there] = [await logInAt(CASUAL, 'Linshi@2026'), await logInAt(CASUAL, 'Linshi@2026')];
    const changed = await call(
      'person',
      '/casual/base/updateCasualUserPwd',
      { token: here },
      { oldPassword: 'Linshi@2026', newPassword: 'Fresh#2026ok' },
    );
    expect(changed.body.appcode).toBe('0');
    expect([await alive(here), await alive(there)]).toEqual([200, 401]);
  });

  it('unit and institution: the change ends the other logins; the recovery all of them', async () => {
    const [here, there] = [await logInAt(UNIT, 'Yunfan#2026'), await logInAt(UNIT, 'Yunfan#2026')];
    await call('unit', '/unitBase/updateUnitPassword', { token: here }, { oldPassword: 'Yunfan#2026', newPassword: 'Second#2026' });
    expect([await alive(here), await alive(there)]).toEqual([200, 401]);
    const verified = await call('unit', '/unitBase/verifyUnitFindPwd', undefined, {
      socialCreditCode: '91320100MA1W2X3Y44',
      name: '李秀英',
      idCardNo: '32011319920808602X',
      cellphone: '13951860258',
      cellphoneCode: '572903',
    });
    const verifySerial = verified.body.map.verifySerial;
    expect(
      (await call('unit', '/unitBase/findUnitPassword', undefined, { accountType: 'unit', verifySerial, newPassword: 'Third#2026' })).body
        .appcode,
    ).toBe('0');
    expect(await alive(here)).toBe(401);

    const [organHere, organThere] = [await logInAt(ORGAN, 'Jianding@2026'), await logInAt(ORGAN, 'Jianding@2026')];
    await call('unit', '/organ/updatePassword', { token: organHere }, { oldPassword: 'Jianding@2026', newPassword: 'Organ#2026x' });
    expect([await alive(organHere), await alive(organThere)]).toEqual([200, 401]);
  });

  it("a change in a sandbox ends that sandbox's logins only (each has its own copy of the account); another account's stay", async () => {
    const outside = await logInAt(PERSON, 'Hrss@2026');
    const casual = await logInAt(CASUAL, 'Linshi@2026');
    const [here, there] = [await logInAt(PERSON, 'Hrss@2026', 'logs-out'), await logInAt(PERSON, 'Hrss@2026', 'logs-out')];
    const changed = await call(
      'person',
      '/base/updatePwdByOldPwd',
      { token: here },
      { oldPassword: 'Hrss@2026', newPassword: 'Fresh#2026ok' },
      'logs-out',
    );
    expect(changed.body.appcode).toBe('0');
    expect([await alive(here, 'logs-out'), await alive(there, 'logs-out')]).toEqual([200, 401]);
    expect([await alive(outside), await alive(casual)]).toEqual([200, 200]);
  });
});
