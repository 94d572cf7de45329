// The gateway's state over real HTTP (docs/mock-gateway.md, "State"): every
// declared resource goes create → list → update → read → delete; personas do
// not see each other's state; the state survives a restart; reset restores
// the seed; an invalid write is refused and changes nothing. The seed's own
// tests (volumes, validity, determinism) are in gateway-state-seed.test.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../mock/personas';
import { startGateway, type Gateway } from '../../mock/server';
import type { StateValue } from '../../mock/state/declaration';
import { checkDeclarations, type StatefulRoute } from '../../mock/state/resources';
import { formatDay, laterDay } from '../../src/lib/calendar-days';
import { PAGE, stateCalls, type Item } from './state-calls';

/** An agent's authorisation from today for a year: the gateway refuses a start before today (x-state dates). */
function aYearFromToday() {
  const today = formatDay(new Date());
  return { authStartDate: today, authEndDate: laterDay(today, 1, 'y') };
}

let dir: string;
let gateway: Gateway;

const start = () => startGateway({ port: 0, strict: true, log: false, stateDir: dir });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  gateway = await start();
});
afterAll(async () => {
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

const { call, list, admin } = stateCalls(() => gateway);

describe('declared resources: create → list → update → read → delete', () => {
  it('mailing addresses', async () => {
    const address = {
      receiverName: '陈晓燕',
      cellphone: '13770612345',
      areaCode: '320102',
      detailAddress: '北京东路 41 号 2 幢 301 室',
      postalCode: '210008',
      isDefault: false,
    };
    const created = await call('person', '/address/addUserAddress', 'person', address);
    const addressId = created.body.map.addressId as string;
    expect(addressId).toMatch(/^AD\d+$/);
    expect((await list('person', '/address/findUserAdressList', 'person')).find((a) => a.addressId === addressId)).toMatchObject(address);
    await call('person', '/address/updateUserAddress', 'person', { ...address, addressId, detailAddress: '北京东路 43 号' });
    expect((await list('person', '/address/findUserAdressList', 'person')).find((a) => a.addressId === addressId)?.detailAddress).toBe(
      '北京东路 43 号',
    );
  });

  it("an address's area name is the one the area picker offers for its county, on a person's add and edit and a unit's save", async () => {
    const tree = (await (await fetch(`${gateway.url}/api/basic/dictionary/getDictWithChildren/area`)).json()) as { map: { list: Item[] } };
    const picked = tree.map.list;
    const cities = new Map(picked.map((city) => [city.code, city]));
    const nameOf = (city: string, county: string) =>
      `江苏省${String(cities.get(city)?.name)}${String((cities.get(city)?.children as Item[]).find((c) => c.code === county)?.name)}`;
    const areaOf = async (addressId: unknown) =>
      (await list('person', '/address/findUserAdressList', 'person')).find((a) => a.addressId === addressId)?.areaName;
    const address = { receiverName: '陈晓燕', cellphone: '13770612345', detailAddress: '人民中路 8 号', isDefault: false };
    const { addressId } = (await call('person', '/address/addUserAddress', 'person', { ...address, areaCode: '320582' })).body.map;
    expect(await areaOf(addressId)).toBe(nameOf('320500', '320582'));
    expect(nameOf('320500', '320582')).toBe('江苏省苏州市张家港市');
    await call('person', '/address/updateUserAddress', 'person', { ...address, addressId, areaCode: '320115' });
    expect(await areaOf(addressId)).toBe('江苏省南京市江宁区');
    const unitAddress = { contactName: '李秀英', contactCellphone: '13951860258', detailAddress: '解放南路 6 号', isDefault: false };
    const saved = await call('unit', '/unitBase/saveUnitAddress', 'unit', { ...unitAddress, areaCode: '320902' });
    const unitList = await list('unit', '/unitBase/queryUnitAddressList', 'unit');
    expect(unitList.find((a) => a.addressId === saved.body.map.addressId)?.areaName).toBe(nameOf('320900', '320902'));
  });

  it('family members: a bound adult is pending, an unbound one is gone', async () => {
    const bound = await call('person', '/extend/bindUserFamily', 'person', {
      relationship: '20',
      name: '王子轩',
      idCardNo: '320102201005120014',
      cellphone: '13951600123',
    });
    expect(bound.body.map).toMatchObject({ state: 'waiting' });
    const bindId = bound.body.map.bindId as string;
    expect((await list('person', '/extend/findUserFamilyList', 'person')).find((m) => m.bindId === bindId)).toMatchObject({
      name: '王子轩',
      relationshipName: '子',
      state: 'waiting',
    });
    await call('person', '/extend/unBindUserFamily', 'person', { bindId });
    expect((await list('person', '/extend/findUserFamilyList', 'person')).some((m) => m.bindId === bindId)).toBe(false);
  });

  it.each([
    ['unit', '/unitBase/addMultipleAgent', '/unitBase/queryMultipleAgentList', '/unitBase/deleteMultipleAgent', { scopeCodes: ['DWCB'] }],
    [
      'organ',
      '/organ/addAgent',
      '/organ/queryAgentList',
      '/organ/deleteAgent',
      { password: 'Zs#2026ok', functionCodes: ['JD0201', 'JD0202'] },
    ],
  ] as const)('%s agents: added appears, deleted disappears', async (persona, add, query, remove, extra) => {
    const agent = {
      name: '钱思远',
      idCardNo: '320102199503070814',
      cellphone: '13382001234',
      ...aYearFromToday(),
      ...extra,
    };
    const agentId = (await call('unit', add, persona, agent)).body.map.agentId as string;
    const shown = (await list('unit', query, persona, PAGE)).find((a) => a.agentId === agentId);
    expect(shown).toMatchObject({
      name: '钱思远',
      idCardMasked: '3201**********0814',
      cellphoneMasked: '133****1234',
      authStatus: 'valid',
    });
    expect((await list('unit', query, persona, { ...PAGE, name: '钱思' })).map((a) => a.agentId)).toEqual([agentId]);
    await call('unit', remove, persona, { agentId });
    expect((await list('unit', query, persona, PAGE)).some((a) => a.agentId === agentId)).toBe(false);
  });

  it.each([
    ['unit', '/unitBase/addMultipleAgent'],
    ['organ', '/organ/addAgent'],
  ] as const)("%s's documented agent example, dated before today, is sent moved into its window and taken", async (persona, add) => {
    // The documented days (2026-03-15, 2026-01-05) have passed: sent as they are, the gateway refuses them (x-state dates).
    expect((await call('unit', add, persona)).body.appcode).toBe('0');
  });

  it('messages: reading one lowers the unread count, the totals and the list filter', async () => {
    const count = async () => (await call('person', '/message/queryNotReadMessageCount', 'person')).body.map.notReadCount as number;
    const before = await count();
    const unread = await list('person', '/message/queryMessage', 'person', { ...PAGE, readState: 'unread' });
    expect(unread.length).toBe(before);
    const read = await call('person', '/message/readMessage', 'person', { messageIds: [unread[0]!.messageId] });
    expect(read.body.map.notReadCount).toBe(before - 1);
    expect(await count()).toBe(before - 1);
    const totals = (await call('person', '/message/queryTotal', 'person')).body.map as {
      notReadCount: number;
      categories: { notReadCount: number }[];
    };
    expect(totals.notReadCount).toBe(before - 1);
    expect(totals.categories.reduce((sum, c) => sum + c.notReadCount, 0)).toBe(before - 1);
  });

  it('messages page: pageNum, pageSize and total', async () => {
    const page = (await call('person', '/message/queryMessage', 'person', { pageNum: 2, pageSize: 7 })).body.map;
    expect(page).toMatchObject({ pageNum: 2, pageSize: 7 });
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect((page.list as Item[]).length).toBe(7);
  });

  it('social-security card: reported lost, then restored', async () => {
    const status = async () => ((await call('business-center', '/ssc/getLastApplicationInfo', 'person')).body.map.card as Item).status;
    expect(await status()).toBe('1');
    await call('business-center', '/ssc/reportLoss', 'person', { lossType: '1', reason: '1' });
    expect(await status()).toBe('2');
    await call('business-center', '/ssc/removeLoss', 'person', {});
    expect(await status()).toBe('1');
  });
});

describe('per persona, lasting, resettable', () => {
  it('another persona never sees the change; agents work on their unit', async () => {
    const favourites = async (persona: Persona) => (await list('channel', '/function/getCollection', persona)).map((f) => f.funcId);
    const held = new Set([...(await favourites('person')), ...(await favourites('unit')), ...(await favourites('organ'))]);
    const catalogue = (await call('channel', '/function/getFunction', 'person')).body.map.list as Item[];
    const [mine, theirs] = catalogue.map((f) => String(f.funcId)).filter((id) => !held.has(id));
    await call('channel', '/function/addCollection', 'person', { funcId: mine });
    expect(await favourites('person')).toContain(mine);
    expect(await favourites('unit')).not.toContain(mine);
    await call('channel', '/function/addCollection', 'unit', { funcId: theirs });
    expect(await favourites('unitAgent')).toContain(theirs);
    expect(await favourites('organ')).not.toContain(theirs);
  });

  it('an invalid write is refused with 422 and changes nothing', async () => {
    const before = await list('person', '/address/findUserAdressList', 'person');
    const refused = await call('person', '/address/addUserAddress', 'person', {
      receiverName: '缺手机号',
      areaCode: '320102',
      detailAddress: 'x',
      isDefault: false,
    });
    expect(refused.status).toBe(422);
    expect(await list('person', '/address/findUserAdressList', 'person')).toEqual(before);
  });

  it('survives a restart, and reset restores the seed for one persona or everyone', async () => {
    const address = {
      receiverName: '吴昊',
      cellphone: '13913801234',
      areaCode: '320106',
      detailAddress: '广州路 8 号',
      postalCode: '210024',
      isDefault: false,
    };
    const addressId = (await call('person', '/address/addUserAddress', 'person', address)).body.map.addressId;
    const organUnread = async () => (await call('person', '/message/queryNotReadMessageCount', 'organ')).body.map.notReadCount;
    const organBefore = (await organUnread()) as number;
    await call('person', '/message/readMessage', 'organ', { messageIds: ['MSG202603110005'] });
    await gateway.close();
    gateway = await start();
    expect((await list('person', '/address/findUserAdressList', 'person')).some((a) => a.addressId === addressId)).toBe(true);

    const state = (await (await admin('/__mock/state?persona=person', 'GET')).json()) as {
      map: { state: Record<string, Record<string, unknown>> };
    };
    expect(Object.keys(state.map.state.person ?? {})).toContain('addresses');

    expect((await admin('/__mock/reset?persona=person', 'POST')).status).toBe(200);
    expect((await list('person', '/address/findUserAdressList', 'person')).some((a) => a.addressId === addressId)).toBe(false);
    expect(await organUnread()).toBe(organBefore - 1);
    await admin('/__mock/reset', 'POST');
    expect(await organUnread()).toBe(organBefore);
    expect((await admin('/__mock/reset?persona=nobody', 'POST')).status).toBe(400);
  });

  it('a token logged in to a registered account acts for that account after a restart on the same state folder', async () => {
    const box = 'restart-session';
    const person = { name: '钱雨桐', idCardNo: '320106199203150025', cellphone: '15951877046', password: 'Qyt#2026reg' };
    await call('person', '/base/register', undefined, { smsCode: '502816', agreementAccepted: true, ...person }, box);
    const login = { username: person.idCardNo, password: person.password, tencentCaptchaTicket: 't', randstr: 'r' };
    const token = String((await call('basic', '/auth/person/passwordLogin', undefined, login, box)).body.map['Access-Token']);
    const address = {
      receiverName: '钱雨桐',
      cellphone: person.cellphone,
      areaCode: '320106',
      detailAddress: '汉中路 2 号',
      isDefault: true,
    };
    await call('person', '/address/addUserAddress', { token }, address, box);
    const own = async () => ({
      addresses: (await list('person', '/address/findUserAdressList', { token }, {}, box)).map((a) => a.detailAddress),
      name: (await call('basic', '/auth/queryUserInfo', { token }, {}, box)).body.map.userInfo,
    });
    const before = await own();
    expect(before).toMatchObject({ addresses: ['汉中路 2 号'], name: { name: '钱雨桐' } });
    await gateway.close();
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['state.json', 'sessions.json']));
    gateway = await start();
    // Not the example person's addresses and name: the account's own, as before the restart.
    expect(await own()).toEqual(before);
    // A logout forgets the binding on disk too.
    const saved = () => Object.keys(JSON.parse(readFileSync(join(dir, 'sessions.json'), 'utf8')) as object);
    expect(saved()).toContain(token);
    await call('basic', '/auth/logout', { token }, {}, box);
    expect(saved()).not.toContain(token);
  });

  it('answers the state and the reset under the API prefixes too, as the portal reaches them through its proxy', async () => {
    const address = {
      receiverName: '周敏',
      cellphone: '13851801234',
      areaCode: '320105',
      detailAddress: '集庆门大街 2 号',
      postalCode: '210019',
      isDefault: false,
    };
    const addressId = (await call('person', '/address/addUserAddress', 'person', address)).body.map.addressId;
    for (const prefix of ['/api', '/zuul/api']) {
      const state = (await (await admin(`${prefix}/__mock/state?persona=person`, 'GET')).json()) as {
        map: { state: Record<string, Record<string, unknown>> };
      };
      expect(state.map.state.person?.addresses).toEqual(expect.arrayContaining([expect.objectContaining({ addressId })]));
    }
    expect((await admin('/zuul/api/__mock/reset?persona=person', 'POST')).status).toBe(200);
    expect((await list('person', '/address/findUserAdressList', 'person')).some((a) => a.addressId === addressId)).toBe(false);
    expect((await admin('/api/__mock/state', 'POST')).status).toBe(405);
  });

  it('a sandbox starts from the same seed, and what is done and reset in it stays there', async () => {
    const sandboxed = (sandbox: string, path: string, method: 'GET' | 'POST') =>
      fetch(`${gateway.url}${path}`, { method, headers: { cookie: `mock-sandbox=${sandbox}` } });
    const addresses = (sandbox?: string) => list('person', '/address/findUserAdressList', 'person', {}, sandbox);
    expect(await addresses('panel')).toEqual(await addresses());

    // Keys are numbered per owner, so the two new addresses are told apart by their street.
    const streets = async (sandbox?: string) => (await addresses(sandbox)).map((a) => a.detailAddress);
    const address = {
      receiverName: '许静',
      cellphone: '13605201234',
      areaCode: '320104',
      detailAddress: '中山南路 9 号',
      postalCode: '210005',
      isDefault: false,
    };
    await call('person', '/address/addUserAddress', 'person', address);
    await call('person', '/address/addUserAddress', 'person', { ...address, detailAddress: '中山南路 10 号' }, 'panel');
    expect(await streets('panel')).toContain('中山南路 10 号');
    expect(await streets('panel')).not.toContain('中山南路 9 号');
    expect(await streets()).not.toContain('中山南路 10 号');
    const state = (await (await sandboxed('panel', '/__mock/state?persona=person', 'GET')).json()) as {
      map: { state: Record<string, unknown> };
    };
    expect(Object.keys(state.map.state)).toEqual(['person@panel']);

    // The development panel's resets, in the sandbox: they reach nothing outside it.
    expect((await sandboxed('panel', '/api/__mock/reset?persona=person', 'POST')).status).toBe(200);
    expect(await streets('panel')).not.toContain('中山南路 10 号');
    expect((await sandboxed('panel', '/__mock/reset', 'POST')).status).toBe(200);
    expect(await streets()).toContain('中山南路 9 号');
    expect((await sandboxed('no such/name', '/__mock/state', 'GET')).status).toBe(400);
    await admin('/__mock/reset?persona=person', 'POST');
  });

  it('a broken state file is set aside with a message, not silently reset', async () => {
    await gateway.close();
    writeFileSync(join(dir, 'state.json'), '{"version": 1, "owners": {');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      gateway = await start();
    } finally {
      console.warn = warn;
    }
    expect(warnings.join('\n')).toMatch(/state file set aside as .*state\.json\.broken-/);
    expect(readdirSync(dir).some((name) => name.startsWith('state.json.broken-'))).toBe(true);
  });

  it('concurrent writes lose none', async () => {
    const adds = Array.from({ length: 8 }, (_, i) =>
      call('unit', '/unitBase/addMultipleAgent', 'unit', {
        name: `并发${'甲乙丙丁戊己庚辛'[i]}`,
        idCardNo: '320102198807154211',
        cellphone: `1338200${String(i).padStart(4, '0')}`,
        scopeCodes: ['DWCB'],
        ...aYearFromToday(),
      }),
    );
    const ids = (await Promise.all(adds)).map((a) => a.body.map.agentId);
    await gateway.close();
    gateway = await start();
    const shown = (await list('unit', '/unitBase/queryMultipleAgentList', 'unit', PAGE)).map((a) => a.agentId);
    expect(shown).toEqual(expect.arrayContaining(ids));
  });
});

describe('the declarations and the seed', () => {
  const routes = () => [...gateway.catalogue.values()].flatMap((s) => s.routes).filter((r): r is StatefulRoute => r.state !== undefined);

  it('every declaration names known resources and fields', () => {
    expect(checkDeclarations(routes())).toEqual([]);
  });

  it('an unknown resource or field is caught', () => {
    const [first] = routes().filter((r) => r.state.action === 'list');
    const planted = { ...first!, state: { ...first!.state, filters: ['noSuchField'] } };
    expect(checkDeclarations([planted]).join('\n')).toMatch(/filter "noSuchField" is not a field of the request/);
    const orphan = { ...first!, state: { ...first!.state, resource: 'nowhere', action: 'delete' as const } };
    expect(checkDeclarations([orphan]).join('\n')).toMatch(/names resource "nowhere"/);
  });

  it("a login's agents naming no agents' list, or fields its agents and the request do not have, are caught", () => {
    const all = routes();
    const login = all.find((r) => r.path === '/auth/organ/organPasswordLogin')!;
    const plant = (agents: object) => (r: StatefulRoute) =>
      r === login ? { ...r, state: { ...r.state, agents: { ...login.state.agents!, ...agents } } } : r;
    expect(checkDeclarations(all.map(plant({ resource: 'organAccounts' }))).join('\n')).toMatch(
      /agents names "organAccounts", which is no user's list with a key/,
    );
    const fields = checkDeclarations(all.map(plant({ of: { unitCode: 'aaz100' }, check: { pin: 'pin' } }))).join('\n');
    expect(fields).toMatch(/agents of "unitCode" is not a field of a organAccounts item/);
    expect(fields).toMatch(/agents "pin" is neither a field of a organAgents item nor of its create's request/);
    expect(fields).toMatch(/agents check "pin" is not a field of the request/);
    expect(checkDeclarations(all.map(plant({ removed: 'codeNowhere' }))).join('\n')).toMatch(
      /agents removed names example "codeNowhere", which the 200 answer does not document/,
    );
  });

  it('a comparison (against) of no single record, with no global item, or read without against, is caught', () => {
    const all = routes();
    const verify = all.find((r) => r.path === '/unitBase/verifyUnitInfo')!;
    const plant = (state: object) => (r: StatefulRoute) => (r === verify ? { ...r, state: { ...r.state, ...state } } : r);
    expect(checkDeclarations(all.map(plant({ against: undefined }))).join('\n')).toMatch(
      /verifyUnitInfo: x-state \{against\}, \{differences\} and \{agrees\} need against/,
    );
    expect(checkDeclarations(all.map(plant({ against: { resource: 'addresses', by: 'socialCreditCode' } }))).join('\n')).toMatch(
      /against names "addresses", which is no global resource with a key/,
    );
    const unknownField = { answer: { 'map.consistent': { agrees: ['unitNickname'] } } };
    expect(checkDeclarations(all.map(plant(unknownField))).join('\n')).toMatch(/against "unitNickname" is not a field of a units item/);
  });

  it("a registered account's record reading what no registration carries, or declared on a list, is caught", () => {
    const all = routes();
    const plant = (route: StatefulRoute) => (r: StatefulRoute) =>
      r === route ? { ...r, state: { ...r.state, registered: { personAccounts: { name: { from: 'nickname' } } } } } : r;
    const personInfo = all.find((r) => r.state.resource === 'personInfo' && r.state.action === 'get')!;
    expect(checkDeclarations(all.map(plant(personInfo))).join('\n')).toMatch(
      /registered from "nickname" is not a field of a personAccounts registration's request/,
    );
    const addresses = all.find((r) => r.state.resource === 'addresses' && r.state.action === 'list')!;
    expect(checkDeclarations(all.map(plant(addresses))).join('\n')).toMatch(
      /registered belongs on the get defining a user's single record/,
    );
    const unknownAccounts = (r: StatefulRoute) =>
      r === personInfo ? { ...r, state: { ...r.state, registered: { citizenAccounts: { name: { from: 'name' } } } } } : r;
    expect(checkDeclarations(all.map(unknownAccounts)).join('\n')).toMatch(/registered names "citizenAccounts", which no registration/);
    // A record there is a global item the registration names: not a user's record, nor by a field it lacks.
    const reading = (value: StateValue) => (r: StatefulRoute) =>
      r === personInfo ? { ...r, state: { ...r.state, registered: { personAccounts: { name: value } } } } : r;
    expect(checkDeclarations(all.map(reading({ record: 'addresses', field: 'name' }))).join('\n')).toMatch(
      /registered record names "addresses", which is no global resource keyed by a field of a personAccounts registration/,
    );
    expect(checkDeclarations(all.map(reading({ record: 'units', field: 'unitName', by: 'creditCode' }))).join('\n')).toMatch(
      /registered record names "units", which is no global resource keyed by a field of a personAccounts registration/,
    );
    // A record the personas answer with their example (and what calls changed over it) needs nothing more.
    const personasExample = (r: StatefulRoute) => (r === personInfo ? { ...r, state: { ...r.state, registeredOnly: true } } : r);
    expect(checkDeclarations(all.map(personasExample)).join('\n')).not.toMatch(/registeredOnly/);
    const unregistered = (r: StatefulRoute) =>
      r === personInfo ? { ...r, state: { ...r.state, registeredOnly: true, registered: undefined } } : r;
    expect(checkDeclarations(all.map(unregistered)).join('\n')).toMatch(/registeredOnly needs registered/);
    // A write into another resource's record names a user's single record, and fields it has.
    const alsoUnknown = (r: StatefulRoute) =>
      r.path === '/personInfo/updatePersonInfo'
        ? { ...r, state: { ...r.state, also: { addresses: { isDefault: true }, userInfo: { nickname: 'x' } } } }
        : r;
    const alsoProblems = checkDeclarations(all.map(alsoUnknown)).join('\n');
    expect(alsoProblems).toMatch(/also names "addresses", which is no user's single record/);
    expect(alsoProblems).toMatch(/also userInfo "nickname" is not a field of a userInfo item/);
    const unknownRecords: StateValue = {
      differs: [
        { record: 'addresses', field: 'x' },
        { record: 'userInfo', field: 'phone' },
      ],
    };
    const recordUnknown = (r: StatefulRoute) =>
      r.path === '/base/checkUpdateCellphoneTodo' ? { ...r, state: { ...r.state, answer: { 'map.todo': unknownRecords } } } : r;
    // A list open without a token names request and item fields, and is one a caller may call without a token.
    const anonymously = (r: StatefulRoute) =>
      r.path === '/function/queryWorkOrder'
        ? { ...r, state: { ...r.state, anonymousBy: ['orderNo', 'phone:_contactPhone', 'contactPhone:secretPhone'] } }
        : r.path === '/address/findUserAdressList'
          ? { ...r, state: { ...r.state, anonymousBy: ['addressId'] } }
          : r;
    const anonymousProblems = checkDeclarations(all.map(anonymously)).join('\n');
    expect(anonymousProblems).toMatch(/anonymousBy "phone" is not a field of the request/);
    expect(anonymousProblems).toMatch(/anonymousBy "secretPhone" is not a field of a workOrders item/);
    expect(anonymousProblems).toMatch(/findUserAdressList: x-state anonymousBy is for a list callers may call without a token/);
    const recordProblems = checkDeclarations(all.map(recordUnknown)).join('\n');
    expect(recordProblems).toMatch(/record names "addresses", which is no user's single record/);
    expect(recordProblems).toMatch(/record "phone" is not a field of a userInfo item/);
    // An item named by another request field than the key names one the request has.
    const outletMisnamed = (r: StatefulRoute) =>
      r.path === '/ssc/updateGetCard'
        ? { ...r, state: { ...r.state, set: { outletName: { record: 'serviceHalls', field: 'hallName', by: 'hallCode' } } } }
        : r;
    const byProblems = checkDeclarations(all.map(outletMisnamed)).join('\n');
    expect(byProblems).toMatch(/record by "hallCode" is not a field of the request/);
    expect(byProblems).toMatch(/record names "serviceHalls", which is no user's single record nor keyed by a request field/);
    // Rows built from items name a known derivation, on a list or a get that finds its row by match, and read the rows' fields.
    const rowsWrong = (r: StatefulRoute) =>
      r.path === '/case/delivery/trace'
        ? { ...r, state: { ...r.state, match: undefined } }
        : r.path === '/case/delivery/list'
          ? { ...r, state: { ...r.state, rows: 'parcel', filters: ['caseId', 'state:courier'] } }
          : r.path === '/commbusiness/complete'
            ? { ...r, state: { ...r.state, rows: 'delivery' } }
            : r;
    // A write into the caller's item of another resource is refused when the request names none of the caller's.
    const alsoUnrefused = (r: StatefulRoute) =>
      r.path === '/organ/openOrgan' ? { ...r, state: { ...r.state, missing: undefined, refuse: undefined } } : r;
    expect(checkDeclarations(all.map(alsoUnrefused)).join('\n')).toMatch(
      /openOrgan: x-state also unitInstitutions: a request naming none of the caller's unitInstitutions items must be refused/,
    );
    const withinWrong = (r: StatefulRoute) =>
      r.path === '/organ/resetManagerPassword'
        ? { ...r, state: { ...r.state, within: 'addresses', refuse: undefined } }
        : r.path === '/unitBase/queryUnitInstitutionList'
          ? { ...r, state: { ...r.state, within: 'unitInstitutions' } }
          : r;
    const withinProblems = checkDeclarations(all.map(withinWrong)).join('\n');
    expect(withinProblems).toMatch(/resetManagerPassword: x-state within names "addresses", which is no resource keyed by a request field/);
    expect(withinProblems).toMatch(
      /resetManagerPassword: x-state within addresses: a request naming none of the caller's items must be refused/,
    );
    expect(withinProblems).toMatch(/queryUnitInstitutionList: x-state within is for a create or an update/);
    const rowsProblems = checkDeclarations(all.map(rowsWrong)).join('\n');
    expect(rowsProblems).toMatch(/trace: x-state a get of rows finds its row by match/);
    expect(rowsProblems).toMatch(/rows "parcel" is none of delivery/);
    expect(rowsProblems).toMatch(/filter "courier" is not a field of a cases item/);
    expect(rowsProblems).toMatch(/complete: x-state rows is for a list or a get/);
    // The highest value reads fields of a user's list; an update whose set fixes the key names no item by the request.
    const highestWrong = (r: StatefulRoute) =>
      r.path === '/extend/faceAuth'
        ? { ...r, state: { ...r.state, answer: { 'map.authLevel': { highest: 'level', in: 'userInfo' } } } }
        : r.path === '/extend/findUserAuthList'
          ? { ...r, state: { ...r.state, answer: { 'map.authLevel': { highest: 'authLevel', of: { verified: true } } } } }
          : r.path === '/extend/baseInfoAuth'
            ? { ...r, state: { ...r.state, set: { passed: true } } }
            : r;
    const highestProblems = checkDeclarations(all.map(highestWrong)).join('\n');
    expect(highestProblems).toMatch(/faceAuth: x-state highest reads "userInfo", which is no user's list of items/);
    expect(highestProblems).toMatch(/findUserAuthList: x-state highest "verified" is not a field of a authChannels item/);
    expect(highestProblems).toMatch(/baseInfoAuth: x-state key "channel" is not a field of the request/);
    // A delivery's fields are not a case's: a case list may not filter by the waybill.
    const caseByWaybill = (r: StatefulRoute) =>
      r.path === '/applicant/case/list' ? { ...r, state: { ...r.state, filters: ['state', 'expressNo'] } } : r;
    expect(checkDeclarations(all.map(caseByWaybill)).join('\n')).toMatch(/filter "expressNo" is not a field of a cases item/);
  });

  // The seed itself (volumes, validity of every item, determinism): gateway-state-seed.test.ts.
});
