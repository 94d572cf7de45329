// The contract's rules, kept by the mock after sequences of writes, over HTTP
// (docs/contract.md, "Rules a server keeps"): limits, one default listed first,
// ownership of keyed items, and headers that must match their schema even when
// optional. Each sequence works in a sandbox of its own; every persona's lists
// are then held against every declared rule (world-rules.ts).
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedExample, exampleRequestOf, type Route } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import { PERSONAS } from '../../mock/personas';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { checkDeclarations, type StatefulRoute } from '../../mock/state/resources';
import { stateCalls, type Body, type Caller, type Item } from './state-calls';
import { ruledLists, worldRuleViolations } from './world-rules';

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
});
afterAll(async () => {
  await gateway.close();
});

const { route, call, list } = stateCalls(() => gateway);
const documented = (service: string, path: string, name: string) => documentedExample(route(service, path), 200, name);

const ADD = '/address/addUserAddress';
const UPDATE = '/address/updateUserAddress';
const ADDRESSES = '/address/findUserAdressList';
const address = (detailAddress: string, isDefault = false) => ({
  receiverName: '陈晓燕',
  cellphone: '13770612345',
  areaCode: '320102',
  detailAddress,
  postalCode: '210008',
  isDefault,
});
const addresses = (caller: Caller, sandbox: string) => list('person', ADDRESSES, caller, {}, sandbox);
/** An address as the update takes it: the list's fields but the area name the server derives. */
const editable = ({ areaName: _derived, ...fields }: Item) => fields;
const usedSandboxes = new Set<string>();
const sandbox = (name: string) => (usedSandboxes.add(name), name);
const exampleBody = (service: string, path: string) => exampleRequestOf(route(service, path)).body as Item;
/** An operation's documented request fields: its body, or a GET's query. */
const exampleFields = (operation: Route): Item => {
  const { body, path } = exampleRequestOf(operation);
  return body === undefined ? Object.fromEntries(new URLSearchParams(path.split('?')[1])) : { ...(body as Item) };
};

/** A person account registered in the sandbox and logged in to: a state of its own, beside the example person's. */
async function registeredPerson(box: string): Promise<Caller> {
  const person = { name: '钱雨桐', idCardNo: '320106199203150025', cellphone: '15951877046', smsCode: '502816', password: 'Qyt#2026reg' };
  await call('person', '/base/register', undefined, { ...person, agreementAccepted: true }, box);
  const login = { ...exampleBody('basic', '/auth/person/passwordLogin'), username: person.idCardNo, password: person.password };
  return { token: String((await call('basic', '/auth/person/passwordLogin', undefined, login, box)).body.map['Access-Token']) };
}

describe('limits: a create past the declared maximum is refused with the documented code', () => {
  it('mailing addresses: the 11th is refused, the list holds 10 and not the refused one', async () => {
    const box = sandbox('address-limit');
    const seeded = (await addresses('person', box)).length;
    for (let n = seeded + 1; n <= 10; n += 1) {
      expect((await call('person', ADD, 'person', address(`北京东路 ${n} 号`), box)).body.appcode).toBe('0');
    }
    const refused = await call('person', ADD, 'person', address('北京东路 11 号'), box);
    expect(refused.body).toEqual(documented('person', ADD, 'limitReached'));
    expect(refused.body).toMatchObject({ appcode: '04030001', msg: '最多可保存 10 个邮寄地址，请修改已有地址' });
    const after = await addresses('person', box);
    expect(after).toHaveLength(10);
    expect(after.some((a) => a.detailAddress === '北京东路 11 号')).toBe(false);
  });

  it('favourites: newest first, the one added last listed first; adding one already there keeps its place', async () => {
    const box = sandbox('favourite-order');
    const favourites = async () => (await list('channel', '/function/getCollection', 'person', {}, box)).map((f) => f.funcId);
    const held = await favourites();
    const catalogue = (await call('channel', '/function/getFunction', 'person', undefined, box)).body.map.list as Item[];
    const [first, second] = catalogue.map((f) => f.funcId as string).filter((id) => !held.includes(id));
    await call('channel', '/function/addCollection', 'person', { funcId: first }, box);
    await call('channel', '/function/addCollection', 'person', { funcId: second }, box);
    expect(await favourites()).toEqual([second, first, ...held]);
    await call('channel', '/function/addCollection', 'person', { funcId: first }, box);
    expect(await favourites()).toEqual([second, first, ...held]);
  });

  it('favourites: the 21st is refused; adding one already there still succeeds', async () => {
    const box = sandbox('favourite-limit');
    const favourites = () => list('channel', '/function/getCollection', 'person', {}, box);
    const held = new Set((await favourites()).map((f) => f.funcId));
    const catalogue = (await call('channel', '/function/getFunction', 'person', undefined, box)).body.map.list as Item[];
    const more = catalogue.map((f) => f.funcId as string).filter((id) => !held.has(id));
    for (const funcId of more.slice(0, 20 - held.size)) {
      expect((await call('channel', '/function/addCollection', 'person', { funcId }, box)).body.appcode).toBe('0');
    }
    expect(await favourites()).toHaveLength(20);
    const refused = await call('channel', '/function/addCollection', 'person', { funcId: more[20 - held.size] }, box);
    expect(refused.body).toEqual(documented('channel', '/function/addCollection', 'limitReached'));
    expect((await call('channel', '/function/addCollection', 'person', { funcId: more[0] }, box)).body.appcode).toBe('0');
    expect(await favourites()).toHaveLength(20);
  });
});

describe('unit mailing addresses: a save adds without an id and edits with one', () => {
  const SAVE = '/unitBase/saveUnitAddress';
  const unitAddresses = (box: string) => list('unit', '/unitBase/queryUnitAddressList', 'unit', {}, box);
  const unitAddress = (detailAddress: string, isDefault = false) => ({
    contactName: '李秀英',
    contactCellphone: '13913520258',
    areaCode: '320114',
    detailAddress,
    postCode: '210012',
    isDefault,
  });

  it('the 11th is refused; an edit of one held still succeeds; one default, listed first', async () => {
    const box = sandbox('unit-addresses');
    const seeded = (await unitAddresses(box)).length;
    for (let n = seeded + 1; n <= 10; n += 1) {
      expect((await call('unit', SAVE, 'unit', unitAddress(`软件大道 ${n} 号`), box)).body.appcode).toBe('0');
    }
    expect((await call('unit', SAVE, 'unit', unitAddress('软件大道 11 号'), box)).body).toEqual(documented('unit', SAVE, 'limitReached'));
    const last = (await unitAddresses(box)).at(-1)!;
    const edited = await call('unit', SAVE, 'unit', { ...unitAddress('软件大道 12 号', true), addressId: last.addressId }, box);
    expect(edited.body.map.addressId).toBe(last.addressId);
    const now = await unitAddresses(box);
    expect(now).toHaveLength(10);
    expect(now.filter((a) => a.isDefault === true).map((a) => a.addressId)).toEqual([last.addressId]);
    expect(now[0]).toMatchObject({ addressId: last.addressId, detailAddress: '软件大道 12 号' });
  });

  it("a save naming another unit's or an unknown address is refused and changes nothing", async () => {
    const box = sandbox('unit-address-owner');
    const before = await unitAddresses(box);
    const notFound = documented('unit', SAVE, 'notFound');
    for (const addressId of ['UAD2099123199999', (await addresses('person', box))[0]!.addressId]) {
      expect((await call('unit', SAVE, 'unit', { ...unitAddress('他人的地址'), addressId }, box)).body).toEqual(notFound);
    }
    expect(await unitAddresses(box)).toEqual(before);
  });
});

describe('one default address, listed first', () => {
  const defaults = (items: Item[]) => items.filter((a) => a.isDefault === true).map((a) => a.addressId);

  it('setting one clears the others; a new default is the only one; clearing it leaves none', async () => {
    const box = sandbox('defaults');
    const chosen = (await addresses('person', box)).find((a) => a.isDefault === false)!;
    await call('person', UPDATE, 'person', { ...editable(chosen), isDefault: true }, box);
    let now = await addresses('person', box);
    expect(defaults(now)).toEqual([chosen.addressId]);
    expect(now[0]!.addressId).toBe(chosen.addressId);

    const added = (await call('person', ADD, 'person', address('汉中路 89 号', true), box)).body.map.addressId;
    now = await addresses('person', box);
    expect(defaults(now)).toEqual([added]);
    expect(now[0]!.addressId).toBe(added);

    await call('person', ADD, 'person', address('汉中路 91 号'), box);
    const latest = (await addresses('person', box)).find((a) => a.addressId === added)!;
    await call('person', UPDATE, 'person', { ...editable(latest), isDefault: false }, box);
    expect(defaults(await addresses('person', box))).toEqual([]);
  });
});

describe('ownership: an item the caller does not have is refused and nothing changes', () => {
  it("another person's address and an unknown id", async () => {
    const box = sandbox('ownership');
    const other = await registeredPerson(box);
    const theirs = (await call('person', ADD, other, address('他人的地址'), box)).body.map.addressId;
    const before = await addresses(other, box);
    const mine = await addresses('person', box);
    const notFound = documented('person', UPDATE, 'notFound');
    expect(notFound).toMatchObject({ appcode: '04030002' });
    const foreign = await call('person', UPDATE, 'person', { ...editable(before[0]!), detailAddress: '被他人修改的地址' }, box);
    expect(before[0]!.addressId).toBe(theirs);
    expect(foreign.body).toEqual(notFound);
    const unknown = await call('person', UPDATE, 'person', { ...editable(mine[0]!), addressId: 'AD209912310999' }, box);
    expect(unknown.body).toEqual(notFound);
    expect(await addresses(other, box)).toEqual(before);
    expect(await addresses('person', box)).toEqual(mine);
  });

  /** The documented request with its key (or keys) turned into one no owner has: every digit a 9. */
  function unknownKeyRequest(target: StatefulRoute): Record<string, unknown> {
    const request = exampleFields(target);
    const field = target.state.keys ?? target.state.key!;
    // Each entry of a list of keys stays distinct (the lists are uniqueItems): its last digit is its place.
    const unknown = (value: unknown, place = 9) => String(value).replace(/[0-9]/g, '9').replace(/9$/, String(place));
    request[field] = Array.isArray(request[field]) ? (request[field] as unknown[]).map((v, n) => unknown(v, n)) : unknown(request[field]);
    return request;
  }

  const refusing = () =>
    [...gateway.catalogue.values()]
      .flatMap((service) => service.routes)
      .filter((r): r is StatefulRoute => typeof r.state?.missing === 'string')
      .filter((r) => /[0-9]/.test(JSON.stringify(exampleFields(r)[r.state.keys ?? r.state.key!])));

  it('every get, update and delete by key answers an unknown key with its documented refusal', async () => {
    const box = sandbox('unknown-keys');
    const targets = refusing();
    expect(targets.length).toBeGreaterThanOrEqual(20);
    expect(targets.filter((t) => t.state.action === 'get').length).toBeGreaterThanOrEqual(6);
    for (const target of targets) {
      const where = `${target.service} ${target.path}`;
      // As the kind of user the operation is for (x-user-kinds): another kind's token is refused before any key is looked at.
      const persona = target.userKinds?.[0] ?? 'person';
      const before = gateway.state!.snapshot(persona, box);
      const answer = await call(target.service, target.path, persona, unknownKeyRequest(target), box);
      // A get's refusal shows no item, so it has a status of its own (404); a write's is its 200 answer, or
      // its 404 one where the contract documents it there (a unit the person is not the legal representative of).
      const status = target.state.action === 'get' || !target.exampleKeys.get(200)?.includes(target.state.missing as string) ? 404 : 200;
      expect(answer.status, where).toBe(status);
      expect(answer.body, where).toEqual(documentedExample(target, status, target.state.missing as string));
      expect((answer.body as Body).appcode, where).not.toBe('0');
      expect(isDeepStrictEqual(gateway.state!.snapshot(persona, box), before), `${where} changed the state`).toBe(true);
    }
  });

  it("a get of another person's item answers its 404 and shows nothing of it", async () => {
    const box = sandbox('foreign-get');
    const other = await registeredPerson(box);
    const { fileId } = (await call('person', '/material/addUserMaterial', other, exampleBody('person', '/material/addUserMaterial'), box))
      .body.map;
    expect((await call('person', '/material/getThumbnail', other, { fileId }, box)).status).toBe(200);
    const foreign = await call('person', '/material/getThumbnail', 'person', { fileId }, box);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(documentedExample(route('person', '/material/getThumbnail'), 404, 'notFound'));
  });

  it('a channel binding removed once is refused the second time', async () => {
    const box = sandbox('bindings');
    const binding = (await list('person', '/extend/findUserChannelBindList', 'person', {}, box))[0]!;
    const unbind = { channelType: binding.channelType };
    expect((await call('person', '/extend/unBindUserChannelBind', 'person', unbind, box)).body.appcode).toBe('0');
    const again = await call('person', '/extend/unBindUserChannelBind', 'person', unbind, box);
    expect(again.body).toEqual(documented('person', '/extend/unBindUserChannelBind', 'notFound'));
  });
});

describe('header validity: an optional header must match its schema when sent', () => {
  const send = async (service: string, path: string, channelType: string, box: string) => {
    const answer = await callExample(gateway.url, route(service, path), {
      publicKey: DEV_KEYS.publicKey,
      headers: { 'Access-Token': 'mock-person-token', 'X-Mock-Sandbox': box, 'Channel-Type': channelType },
    });
    return { status: answer.status, body: answer.body as { validation?: { location: string[]; code: string }[] } };
  };

  it.each([
    ['channel', '/cityChannel/getCityChannel'],
    ['basic', '/auth/queryUserInfo'],
    ['person', ADDRESSES],
    ['person', ADD],
    ['affair', '/applicant/case/list'],
  ])('%s %s: Channel-Type empty, with a space or of 33 characters is refused with 422', async (service, path) => {
    const box = sandbox('headers');
    for (const malformed of ['', 'a b', 'x'.repeat(33)]) {
      const answer = await send(service, path, malformed, box);
      expect(answer.status, JSON.stringify(malformed)).toBe(422);
      expect(answer.body.validation?.[0]).toMatchObject({ location: ['header', 'channel-type'], code: 'pattern' });
    }
    expect((await send(service, path, 'self-service', box)).status).toBe(200);
  });

  it('a write refused for its header changes nothing', async () => {
    const box = sandbox('header-write');
    const before = await addresses('person', box);
    expect((await send('person', ADD, '', box)).status).toBe(422);
    expect(await addresses('person', box)).toEqual(before);
  });
});

describe('the declarations', () => {
  const routes = () => [...gateway.catalogue.values()].flatMap((s) => s.routes).filter((r): r is StatefulRoute => r.state !== undefined);
  /** The contract with one operation's x-state changed. */
  const withState = (path: string, change: (state: StatefulRoute['state']) => StatefulRoute['state']) =>
    routes().map((r) => (r.path === path ? { ...r, state: change(r.state) } : r));

  it('a write that forgets its refusal, or a limit other than the schema’s, stops the gateway', () => {
    expect(checkDeclarations(withState(UPDATE, ({ missing: _refusal, ...state }) => state)).join('\n')).toMatch(
      /POST \/address\/updateUserAddress: x-state update of addresses by key declares neither missing nor ignoreMissing/,
    );
    expect(checkDeclarations(withState(ADD, ({ full: _refusal, ...state }) => state)).join('\n')).toMatch(
      /POST \/address\/addUserAddress: x-state create of addresses \(at most 10\) declares no full/,
    );
    expect(checkDeclarations(withState(ADDRESSES, (state) => ({ ...state, max: 11 }))).join('\n')).toMatch(
      /x-state max must be the list's maxItems 10, not 11/,
    );
    expect(checkDeclarations(withState(ADDRESSES, (state) => ({ ...state, default: 'receiverName' }))).join('\n')).toMatch(
      /default "receiverName" is not a boolean field/,
    );
  });
});

describe('after the writes', () => {
  it('the contract declares the rules checked here', () => {
    const lists = ruledLists(gateway).map((l) => `${l.route.service} ${l.route.path}`);
    expect(lists).toEqual(expect.arrayContaining(['person /address/findUserAdressList', 'channel /function/getCollection']));
  });

  it('every persona’s seeded lists keep every declared rule', async () => {
    for (const persona of PERSONAS) expect(await worldRuleViolations(gateway, persona), persona).toEqual([]);
  }, 60_000);

  it('the person’s lists keep every declared rule in every sandbox the writes used', async () => {
    for (const box of usedSandboxes) expect(await worldRuleViolations(gateway, 'person', box), box).toEqual([]);
  }, 60_000);
});
