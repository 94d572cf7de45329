// The person centre's state over real HTTP (docs/mock-gateway.md, "State",
// "Person centre"): materials, favourites, channel bindings, licences, share
// info, personal info and phone, the card's application; each goes create →
// list → update → read → delete as far as the contract has the operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedExample, exampleRequestOf } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';
import { checkDeclarations, type StatefulRoute } from '../../mock/state/resources';
import { formatDateTime } from '../../mock/state/values';
import { PAGE, stateCalls, type Item } from './state-calls';

let gateway: Gateway;
const { route, call, list } = stateCalls(() => gateway);
/** The state's clock: the family test moves it on. */
let clock = new Date('2026-11-26T09:30:00');

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false, now: () => clock });
});
afterAll(async () => {
  await gateway.close();
});

const person = (path: string, body?: unknown) => call('person', path, 'person', body);

/** Registers a person of their own in a sandbox and logs them in: the token of another person than the example one. */
async function registeredPersonToken(sandbox: string): Promise<string> {
  const newcomer = { name: '钱雨桐', idCardNo: '320106199203150025', cellphone: '15951877046', smsCode: '502816', password: 'Qyt#2026reg' };
  await call('person', '/base/register', undefined, { ...newcomer, agreementAccepted: true }, sandbox);
  const login = route('basic', '/auth/person/passwordLogin');
  const request = { ...(exampleRequestOf(login).body as Item), username: newcomer.idCardNo, password: newcomer.password };
  return String((await call('basic', '/auth/person/passwordLogin', undefined, request, sandbox)).body.map['Access-Token']);
}
const map = async (path: string, body?: unknown) => (await person(path, body)).body.map;

describe('person centre state', () => {
  it('materials: an upload is listed with its type name, its thumbnail comes back, a deleted one is gone', async () => {
    const upload = { fileName: '劳动合同-2026.pdf', fileType: 'pdf', materialType: 'laborContract', fileContent: 'JVBERi0xLjcKJcfs' };
    const fileId = (await map('/material/addUserMaterial', upload)).fileId as string;
    expect(fileId).toMatch(/^MF\d+$/);
    const refused = await person('/material/addUserMaterial', { ...upload, fileName: '简历.docx', fileType: 'docx' });
    expect(refused.status).toBe(422);
    const listed = await list('person', '/material/getUserMaterial', 'person', PAGE);
    expect(listed.some((m) => m.fileName === '简历.docx')).toBe(false);
    expect(listed[0]).toMatchObject({
      fileId,
      fileName: '劳动合同-2026.pdf',
      materialType: 'laborContract',
      materialTypeName: '劳动合同',
      fileSize: 12,
    });
    expect(
      (await list('person', '/material/getUserMaterial', 'person', { ...PAGE, materialType: 'laborContract' })).map((m) => m.fileId),
    ).toEqual([fileId]);
    expect(await map('/material/getThumbnail', { fileId })).toMatchObject({ fileId, thumbnail: expect.stringMatching(/^data:image\//) });
    await person('/material/deleteUserMaterial', { fileId });
    expect((await list('person', '/material/getUserMaterial', 'person', PAGE)).some((m) => m.fileId === fileId)).toBe(false);
  });

  it('materials: a download is the uploaded file under its name, a picture is its own thumbnail, another person gets neither', async () => {
    const sandbox = 'material-files';
    const png = '89504e470d0a1a0a0000000d4948445200000001000000010806000000';
    const upload = {
      fileName: '证件照 2026.png',
      fileType: 'png',
      materialType: 'photo',
      fileContent: Buffer.from(png, 'hex').toString('base64'),
    };
    const added = await call('person', '/material/addUserMaterial', 'person', upload, sandbox);
    const fileId = added.body.map.fileId as string;
    const [listed] = await list('person', '/material/getUserMaterial', 'person', PAGE, sandbox);
    expect(listed).toMatchObject({ fileId, fileSize: png.length / 2 });

    const download = (caller: string, id: string) =>
      fetch(`${gateway.url}/api/person/material/getFile?fileId=${encodeURIComponent(id)}`, {
        headers: { 'Channel-Type': 'PC', 'Access-Token': caller, 'X-Mock-Sandbox': sandbox },
      });
    const file = await download('mock-person-token', fileId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`);
    expect(Buffer.from(await file.arrayBuffer()).toString('hex')).toBe(png);
    const thumbnail = await call('person', '/material/getThumbnail', 'person', { fileId }, sandbox);
    expect(thumbnail.body.map.thumbnail).toBe(`data:image/png;base64,${upload.fileContent}`);

    // Another person's token, and an id no one has: the documented 404, no bytes.
    const other = await registeredPersonToken(sandbox);
    const notFound = documentedExample(route('person', '/material/getThumbnail'), 404, 'notFound');
    for (const [token, id] of [
      [other, fileId],
      ['mock-person-token', 'MF20990101000000000001'],
    ] as const) {
      const refused = await download(token, id);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(notFound);
    }
    // A seeded material has no file of its own: the example's bytes, under its own name.
    const seeded = (await list('person', '/material/getUserMaterial', 'person', PAGE, sandbox)).find((m) => m.fileId !== fileId)!;
    const example = await download('mock-person-token', String(seeded.fileId));
    expect(example.status).toBe(200);
    expect(example.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(String(seeded.fileName))}`);
  });

  it('favourites: an added function shows with its catalogue fields, a cancelled one is gone, an unknown one is refused', async () => {
    const favourites = () => list('channel', '/function/getCollection', 'person');
    expect((await favourites()).some((f) => f.funcId === 'F3001')).toBe(false);
    await call('channel', '/function/addCollection', 'person', { funcId: 'F3001' });
    expect((await favourites()).find((f) => f.funcId === 'F3001')).toMatchObject({ funcName: '失业保险金申领', category: 'JYCY' });
    await call('channel', '/function/addCollection', 'person', { funcId: 'F3001' });
    expect((await favourites()).filter((f) => f.funcId === 'F3001')).toHaveLength(1);
    await call('channel', '/function/cancelCollection', 'person', { funcId: 'F3001' });
    expect((await favourites()).some((f) => f.funcId === 'F3001')).toBe(false);
    const unknown = await call('channel', '/function/addCollection', 'person', { funcId: 'F9999' });
    expect(unknown.body.appcode).toBe('02030002');
    expect((await favourites()).some((f) => f.funcId === 'F9999')).toBe(false);
  });

  it('family: a bound adult stays waiting until the member confirms, 20 s after the binding, on the next poll', async () => {
    const bindId = (
      await map('/extend/bindUserFamily', { relationship: '52', name: '李桂英', idCardNo: '32010219620315422X', cellphone: '13851726722' })
    ).bindId as string;
    const poll = () => map('/extend/checkUserFamilyType', { bindId });
    const shown = async () => (await list('person', '/extend/findUserFamilyList', 'person')).find((m) => m.bindId === bindId)?.state;
    expect(await poll()).toEqual({ bindId, memberType: 'adult', state: 'waiting' });
    clock = new Date(clock.getTime() + 19_000);
    expect((await poll()).state).toBe('waiting');
    expect(await shown()).toBe('waiting');
    clock = new Date(clock.getTime() + 1_000);
    expect(await poll()).toEqual({ bindId, memberType: 'adult', state: 'confirmed' });
    expect(await shown()).toBe('confirmed');
  });

  it('family: an expired binding is sent again (重新发起), waiting from now and first in the list, and confirmed 20 s later; one waiting or confirmed is refused as it is, an unknown one with 404', async () => {
    const resend = (bindId: string) => person('/base/resetUserFamily', { bindId });
    const members = () => list('person', '/extend/findUserFamilyList', 'person');
    const father = 'FM202602200008';
    expect((await members()).find((m) => m.bindId === father)).toMatchObject({ name: '王振华', state: 'expired' });
    expect((await resend(father)).body).toMatchObject({ appcode: '0', map: { bindId: father, memberType: 'adult', state: 'waiting' } });
    expect((await members())[0]).toMatchObject({ bindId: father, state: 'waiting', applyTime: formatDateTime(clock) });
    expect((await resend(father)).body).toMatchObject({ appcode: '04040002', map: { bindId: father, state: 'waiting' } });
    expect((await resend('FM202511200017')).body).toMatchObject({
      appcode: '04040002',
      map: { bindId: 'FM202511200017', state: 'confirmed' },
    });
    const unknown = await resend('FM209912319999');
    expect([unknown.status, unknown.body.appcode]).toEqual([404, '04040001']);
    clock = new Date(clock.getTime() + 20_000);
    expect(await map('/extend/checkUserFamilyType', { bindId: father })).toEqual({
      bindId: father,
      memberType: 'adult',
      state: 'confirmed',
    });
  });

  it('the government network’s data-sharing authorisation: a new account signs it on the network’s stand-in page, or declines there and stays unsigned; the example person has signed', async () => {
    expect(await map('/extend/querySignInfoForGov', {})).toEqual({ signed: true, signTime: '2025-12-08 09:41:16' });
    const box = 'gov-sign';
    const token = await registeredPersonToken(box);
    const as = async (path: string, body: unknown = {}) => (await call('person', path, { token }, body, box)).body.map;
    /** The way back the network's page offers: agreeing, or declining. */
    const wayBack = async (signUrl: unknown, text: string) => {
      expect(String(signUrl).startsWith(`${gateway.url}/api/__mock/consent?`)).toBe(true);
      const html = await (await fetch(String(signUrl))).text();
      expect(html).toContain('江苏政务服务网 · 签署数据共享授权书');
      const href = [...html.matchAll(/<a [^>]*href="([^"]+)">([^<]+)<\/a>/g)].find(([, , label]) => label === text)?.[1] ?? '';
      const back = new URL(href.replaceAll('&amp;', '&'), 'http://portal.test');
      expect(back.pathname).toBe('/web/center/auth');
      return Object.fromEntries(back.searchParams) as { signFlowId: string; signResult: string };
    };
    const unsigned = await as('/extend/querySignInfoForGov');
    expect(unsigned).toMatchObject({ signed: false });
    const declined = await wayBack(unsigned.signUrl, '取消，返回门户');
    expect(declined).toEqual({ signFlowId: expect.stringMatching(/^[\w-]{16,}$/), signResult: 'fail' });
    const afterDeclining = await as('/extend/signInfoCallbackForGov', declined);
    expect(afterDeclining).toMatchObject({ signed: false, signUrl: expect.stringContaining('/__mock/consent?') });
    expect(afterDeclining.signTime).toBeUndefined();
    expect(await as('/extend/querySignInfoForGov')).toMatchObject({ signed: false });
    const agreed = await wayBack(unsigned.signUrl, '同意授权');
    expect(agreed.signResult).toBe('success');
    const signed = { signed: true, signTime: formatDateTime(clock) };
    expect(await as('/extend/signInfoCallbackForGov', agreed)).toEqual(signed);
    expect(await as('/extend/querySignInfoForGov')).toEqual(signed);
  });

  it('channel bindings: an unbound channel is gone, the others stay', async () => {
    const channels = async () => (await list('person', '/extend/findUserChannelBindList', 'person')).map((c) => c.channelType);
    expect(await channels()).toEqual(['alipay', 'wechat']);
    await person('/extend/unBindUserChannelBind', { channelType: 'wechat' });
    expect(await channels()).toEqual(['alipay']);
  });

  it('a real-name authentication through Alipay, the government network or the e-card binds that channel', async () => {
    const bindings = async () => list('person', '/extend/findUserChannelBindList', 'person');
    await person('/extend/unBindUserChannelBind', { channelType: 'alipay' });
    await person('/extend/alipayAuth', { authCode: 'a'.repeat(32), state: 'a9F3kQ7xP2mL8vRt' });
    await person('/extend/governmentAuth', { ticket: 'b'.repeat(32) });
    await person('/extend/ecardAuth', { qrCodeId: 'ECQR20260315110208B41D' });
    const bound = await bindings();
    expect(bound.map((c) => c.channelType)).toEqual(expect.arrayContaining(['alipay', 'ecard', 'gov']));
    expect(bound.find((c) => c.channelType === 'gov')).toMatchObject({ channelName: '江苏政务服务网', bindAccount: '王*国' });
  });

  it('real-name authentication: each channel passed is listed passed, the level is the best one passed, everywhere', async () => {
    const box = 'real-name';
    const token = await registeredPersonToken(box);
    const as = async (path: string, body: unknown = {}) => (await call('person', path, { token }, body, box)).body.map;
    const authList = async () => {
      const { authLevel, list: channels } = (await as('/extend/findUserAuthList')) as { authLevel: number; list: Item[] };
      const row = (channel: string) => channels.find((c) => c.channel === channel)!;
      return { authLevel, row, offered: channels.filter((c) => c.upgradable).map((c) => c.channel) };
    };
    const userLevel = async () => ((await call('basic', '/auth/queryUserInfo', { token }, {}, box)).body.map.userInfo as Item).authLevel;
    // A registered person has passed nothing: every channel raises the level.
    let auth = await authList();
    expect(auth.authLevel).toBe(1);
    expect(auth.offered).toEqual(['baseInfo', 'alipay', 'gov', 'face', 'ecard']);
    expect(await userLevel()).toBe(1);

    const checked = await as('/extend/baseInfoAuth', { agreementAccepted: true, smsCode: '502816' });
    expect(checked).toMatchObject({ authLevel: 2, channel: 'baseInfo' });
    auth = await authList();
    expect(auth.authLevel).toBe(2);
    expect(auth.row('baseInfo')).toMatchObject({ passed: true, authTime: checked.authTime, upgradable: false });
    expect(await userLevel()).toBe(2);

    // Alipay gives level 3: the government network and the face check, level 3 too, no longer raise it.
    expect(await as('/extend/alipayAuth', { authCode: 'a'.repeat(32), state: 'a9F3kQ7xP2mL8vRt' })).toMatchObject({ authLevel: 3 });
    auth = await authList();
    expect(auth.authLevel).toBe(3);
    expect(auth.row('alipay')).toMatchObject({ passed: true, upgradable: false });
    expect(auth.offered).toEqual(['ecard']);

    expect(await as('/extend/ecardAuth', { qrCodeId: 'ECQR20260315110208B41D' })).toMatchObject({ authLevel: 4 });
    // A lower channel passed afterwards keeps the level the e-card gave.
    expect(await as('/extend/faceAuth', { faceSerialNo: 'FACE20260315101522843761' })).toMatchObject({ authLevel: 4, channel: 'face' });
    auth = await authList();
    expect(auth).toMatchObject({ authLevel: 4, offered: [] });
    expect(['baseInfo', 'alipay', 'face', 'ecard'].map((c) => auth.row(c).passed)).toEqual([true, true, true, true]);
    expect(auth.row('gov').passed).toBe(false);
    expect(await userLevel()).toBe(4);

    // The example person's channels are their own: untouched by another's, raised by their own e-card.
    expect((await list('person', '/extend/findUserAuthList', 'person', {}, box)).map((c) => c.passed)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    await call('person', '/extend/ecardAuth', 'person', { qrCodeId: 'ECQR20260315110208B41D' }, box);
    expect((await call('person', '/extend/findUserAuthList', 'person', {}, box)).body.map.authLevel).toBe(4);
    expect(((await call('basic', '/auth/queryUserInfo', 'person', {}, box)).body.map.userInfo as Item).authLevel).toBe(4);
  });

  it('licences: an added licence is listed and its detail read', async () => {
    const licenseId = (await map('/license/addLicenseInfo', { licenseType: 'employmentCert', licenseNo: '3201260415000123' }))
      .licenseId as string;
    const licences = await list('person', '/license/queryUserLicense', 'person');
    expect(licences.find((l) => l.licenseId === licenseId)).toMatchObject({
      licenseName: '就业创业证',
      licenseNoMasked: '3201********0123',
      state: 'valid',
    });
    const detail = (await map('/license/queryLicenseInfo', { licenseId })).license as Item;
    expect(detail).toMatchObject({ licenseId, licenseType: 'employmentCert', licenseName: '就业创业证' });
  });

  it.each([
    [
      'education',
      'EducationInfo',
      {
        school: '南京大学',
        major: '汉语言文学',
        educationLevel: '21',
        degree: '文学学士',
        startDate: '2004-09-01',
        endDate: '2008-06-30',
        certificateNo: '102841200805001234',
      },
      { educationLevelName: '大学本科' },
      { major: '新闻学' },
    ],
    [
      'professional certificates',
      'ProfessionalCertInfo',
      {
        certName: '高级工程师',
        professionalType: '2',
        issuingAuthority: '江苏省人力资源和社会保障厅',
        certNo: 'JS2024ZC0201567',
        issueDate: '2024-12-18',
      },
      { professionalTypeName: '副高级' },
      { certNo: 'JS2024ZC0201568' },
    ],
    [
      'skill certificates',
      'SkillCertInfo',
      {
        occupation: '焊工',
        skillLevel: '4',
        certNo: 'S000032010004241000321',
        issueDate: '2024-05-20',
        issuingAuthority: '江苏省职业技能鉴定中心',
      },
      { skillLevelName: '四级/中级工' },
      { occupation: '电焊工' },
    ],
  ])(
    'share info, %s: saved without an id is added, with one edited, one not the caller’s refused, removed is gone',
    async (_name, kind, record, names, edit) => {
      const records = () => list('person', `/personInfo/query${kind}`, 'person');
      const before = (await records()).length;
      const id = (await map(`/personInfo/update${kind}`, record)).id as string;
      expect((await records()).find((r) => r.id === id)).toMatchObject({ ...record, ...names });
      await person(`/personInfo/update${kind}`, { ...record, ...edit, id });
      expect(await records()).toHaveLength(before + 1);
      expect((await records()).find((r) => r.id === id)).toMatchObject(edit);
      // An id the person has no record under (unknown, or another person's) edits nothing and adds nothing.
      const refusal = { appcode: '04040001', msg: '该记录不存在或已删除，请刷新后重试' };
      expect((await person(`/personInfo/update${kind}`, { ...record, id: 'XX209912310001' })).body).toMatchObject(refusal);
      expect(await records()).toHaveLength(before + 1);
      // Another person, registered in a sandbox, cannot edit the example person's record there.
      const box = `share-info-${kind}`;
      const token = await registeredPersonToken(box);
      const theirs = (await list('person', `/personInfo/query${kind}`, 'person', {}, box))[0]!;
      expect((await call('person', `/personInfo/update${kind}`, { token }, { ...record, id: theirs.id }, box)).body).toMatchObject(refusal);
      expect(await list('person', `/personInfo/query${kind}`, { token }, {}, box)).toEqual([]);
      expect((await list('person', `/personInfo/query${kind}`, 'person', {}, box))[0]).toEqual(theirs);
      await person(`/personInfo/remove${kind}`, { id });
      expect((await records()).some((r) => r.id === id)).toBe(false);
    },
  );

  it('personal info: an update shows with its dictionary names', async () => {
    await person('/personInfo/updatePersonInfo', {
      nation: '03',
      householdType: '10',
      politicalAffiliation: '01',
      educationLevel: '11',
      address: '江苏省苏州市姑苏区人民路 1208 号',
      postalCode: '215002',
      email: 'wjg@example.com',
    });
    const info = async () => (await map('/personInfo/getPersonInfo')).personInfo as Item;
    expect(await info()).toMatchObject({
      name: '王建国',
      nation: '03',
      nationName: '回族',
      householdTypeName: '非农业户口',
      politicalAffiliationName: '中国共产党党员',
      educationLevelName: '研究生教育',
      postalCode: '215002',
      email: 'wjg@example.com',
    });
  });

  it("the two phones: the account's and the social-security record's change apart, and the check compares them", async () => {
    const info = async () => (await map('/personInfo/getPersonInfo')).personInfo as Item;
    const account = async () => ((await call('basic', '/auth/queryUserInfo', 'person', {})).body.map.userInfo as Item).cellphoneMasked;
    const whole = async () =>
      ((await map('/personInfo/getSensitivePersonInfo', { faceSerialNo: 'FACE20260315101522843761' })).sensitiveInfo as Item).cellphone;
    const check = () => map('/base/checkUpdateCellphoneTodo', {});
    const sms = { smsCode: '502816' };
    expect(await check()).toEqual({ todo: false, accountCellphoneMasked: '138****6721', baseInfoCellphoneMasked: '138****6721' });
    // 账户设置 更换手机号: the account's phone only.
    await person('/base/resetCellphone', { cellphone: '13912345678', password: 'Hrss@2026', ...sms });
    expect(await account()).toBe('139****5678');
    expect((await info()).cellphoneMasked).toBe('138****6721');
    expect(await check()).toEqual({ todo: true, accountCellphoneMasked: '139****5678', baseInfoCellphoneMasked: '138****6721' });
    // 手机号核验, the account's is right: the record takes it, masked and whole.
    await person('/base/updateCellphoneTodo', { cellphone: '13912345678', ...sms });
    expect((await info()).cellphoneMasked).toBe('139****5678');
    expect(await whole()).toBe('13912345678');
    expect(await check()).toMatchObject({ todo: false, baseInfoCellphoneMasked: '139****5678' });
    // The record's is right: the account takes it.
    await person('/base/updateCellphoneTodo', { cellphone: '15150681932', ...sms });
    expect((await check()).todo).toBe(true);
    await person('/base/updateCellphoneFromBaseInfo', { cellphone: '15150681932', ...sms });
    expect(await account()).toBe('151****1932');
    expect(await check()).toEqual({ todo: false, accountCellphoneMasked: '151****1932', baseInfoCellphoneMasked: '151****1932' });
    // Another persona keeps its own.
    expect(((await call('person', '/personInfo/getPersonInfo', 'casual')).body.map.personInfo as Item).cellphoneMasked).toBe('186****3390');
  });

  it('card application: a changed way of getting the card shows in the last application; another application id or an unknown outlet is refused', async () => {
    const last = async () => (await call('business-center', '/ssc/getLastApplicationInfo', 'person')).body.map;
    const { applicationId } = await last();
    const mail = {
      applicationId,
      getCardWay: '2',
      receiverName: '王建国',
      receiverPhone: '13851726721',
      mailAreaCode: '320102',
      mailAddress: '南京市玄武区中山路 100 号 3 幢 201 室',
    };
    expect((await call('business-center', '/ssc/updateGetCard', 'person', mail)).body.appcode).toBe('0');
    expect(await last()).toMatchObject({
      applicationId,
      getCardWay: '2',
      receiverName: '王建国',
      receiverPhoneMasked: '138****6721',
      mailAddress: mail.mailAddress,
    });
    const other = await call('business-center', '/ssc/updateGetCard', 'person', {
      ...mail,
      applicationId: 'SB0000000000000001',
      mailAddress: '南京市鼓楼区',
    });
    expect(other.body.appcode).toBe('05010003');
    expect((await last()).mailAddress).toBe(mail.mailAddress);
    // Back to an outlet: the one chosen from query/serviceHalls, by name and address.
    const outlet = { applicationId, getCardWay: '1', outletCode: 'DT320508001' };
    expect((await call('business-center', '/ssc/updateGetCard', 'person', outlet)).body.appcode).toBe('0');
    expect(await last()).toMatchObject({
      getCardWay: '1',
      outletName: '苏州市姑苏区人力资源和社会保障服务中心',
      outletAddress: '苏州市姑苏区人民路 1208 号',
    });
    // An outlet no hall is: refused, and the card keeps its way and outlet.
    const unknown = await call('business-center', '/ssc/updateGetCard', 'person', { ...outlet, outletCode: 'DT320508999' });
    expect(unknown.body).toMatchObject({ appcode: '05010005', msg: '未找到该领卡网点，请从服务网点中选择' });
    const toMail = await call('business-center', '/ssc/updateGetCard', 'person', { ...mail, outletCode: 'DT320508999' });
    expect(toMail.body.appcode).toBe('05010005');
    expect(await last()).toMatchObject({ getCardWay: '1', outletName: '苏州市姑苏区人力资源和社会保障服务中心' });
  });

  it('service halls are those of the city or district asked for, found by name or address', async () => {
    const halls = async (request: Record<string, unknown>) =>
      (await list('business-center', '/query/serviceHalls', undefined, { pageNum: 1, pageSize: 50, ...request })).map((h) => h.hallId);
    expect(await halls({ areaCode: '320100' })).toEqual([
      'DT320106001',
      'DT320102003',
      'DT320105001',
      'DT320104002',
      'DT320113001',
      'DT320111001',
      'DT320115001',
      'DT329900001',
      'DT329900002',
    ]);
    expect(await halls({ areaCode: '320500' })).toEqual(['DT320508001', 'DT320506001', 'DT320582001']);
    expect(await halls({ areaCode: '320506' })).toEqual(['DT320506001']);
    expect(await halls({ areaCode: '320500', keyword: '人民路' })).toEqual(['DT320508001']);
    expect(await halls({ areaCode: '320114' })).toEqual([]);
    // The province level (the city switcher's default) lists the province's own halls, which are in Nanjing too.
    expect(await halls({ areaCode: '329900' })).toEqual(['DT329900001', 'DT329900002']);
    expect(await halls({ areaCode: '320105' })).toEqual(['DT320105001', 'DT329900002']);
  });

  it("暂不核验 uses one of the year's skips, which the verification subject then shows; none left, or none allowed, is refused", async () => {
    const token = await registeredPersonToken('skips');
    const subject = async () => (await call('channel', '/biVerification/verificationSubject', { token }, {}, 'skips')).body.map;
    const skip = () => call('channel', '/biVerification/biVerificationSkip', { token }, { subjectType: 'person' }, 'skips');
    expect(await subject()).toMatchObject({ needVerify: true, skipAllowed: true, remainingSkips: 3 });
    for (const left of [2, 1, 0]) {
      const skipped = (await skip()).body;
      expect(skipped.appcode).toBe('0');
      expect(skipped.map).toEqual({ remainingSkips: left, nextRemindDate: '2026-12-26' });
      expect((await subject()).remainingSkips).toBe(left);
    }
    const refused = (await skip()).body;
    expect(refused.appcode).toBe('02050001');
    expect((await subject()).remainingSkips).toBe(0);
    // A unit may not put its verification off (skipAllowed false).
    const unit = await call('channel', '/biVerification/biVerificationSkip', 'unit', { subjectType: 'unit' });
    expect(unit.body.appcode).toBe('02050001');
  });
});

describe('the person centre declarations', () => {
  const routes = () => [...gateway.catalogue.values()].flatMap((s) => s.routes).filter((r): r is StatefulRoute => r.state !== undefined);
  const declaring = (path: string) => routes().find((r) => r.path === path)!;

  it('an unknown dictionary, a copy from nowhere, an after field the item lacks and an unrefused, misnamed or unwritten unique are caught', () => {
    const dictionaries = new Set(['educationLevel']);
    const education = declaring('/personInfo/updateEducationInfo');
    const misspelt = {
      ...education,
      state: { ...education.state, set: { educationLevelName: { from: 'educationLevel', dictionary: 'educationLevl' } } },
    };
    expect(checkDeclarations([...routes(), misspelt], dictionaries).join('\n')).toMatch(/dictionary "educationLevl" is not documented/);
    const favourite = declaring('/function/addCollection');
    const orphan = { ...favourite, state: { ...favourite.state, copy: 'nowhere' } };
    expect(checkDeclarations([...routes(), orphan]).join('\n')).toMatch(/copy names resource "nowhere"/);
    const family = declaring('/extend/checkUserFamilyType');
    const undated = { ...family, state: { ...family.state, after: { confirmTime: 20 } } };
    expect(checkDeclarations([...routes(), undated]).join('\n')).toMatch(/after "confirmTime" is not a field of a familyMembers item/);
    const registration = declaring('/unitBase/registerUnit');
    const unrefused = { ...registration, state: { ...registration.state, refuse: undefined } };
    expect(checkDeclarations([...routes(), unrefused]).join('\n')).toMatch(
      /unique is for a create or an update, which refuses with taken or refuse/,
    );
    const misnamed = { ...registration, state: { ...registration.state, unique: ['creditCode'] } };
    expect(checkDeclarations([...routes(), misnamed]).join('\n')).toMatch(/unique "creditCode" is not a field of the request/);
    const phoneChange = declaring('/base/resetCellphone');
    const unchecked = { ...phoneChange, state: { ...phoneChange.state, checkAlso: { userInfo: { password: 'password' } } } };
    expect(checkDeclarations([...routes(), unchecked]).join('\n')).toMatch(/checkAlso userInfo must be a resource its also writes/);
    const unwritten = { ...phoneChange, state: { ...phoneChange.state, unique: ['cellphoneMasked'] } };
    expect(checkDeclarations([...routes(), unwritten]).join('\n')).toMatch(
      /unique "cellphoneMasked" on an update must be a field its also writes/,
    );
  });
});
