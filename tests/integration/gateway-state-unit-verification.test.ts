// 单位信息与基础库比对 and 同步 over real HTTP (docs/mock-gateway.md, "Unit centre"): the unit's own
// record (unitBase/getUnitInfo) against the base store's entry of its credit code (x-state against:
// units). The world's unit agrees with its entry, so a sync changes nothing; 苏州云帆 registered on the
// portal lacks the registered address the base store has, which the comparison names and a sync takes.
import { describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { formatDate } from '../../mock/state/values';
import { gatewayResetBeforeEachTest, stateCalls, SUZHOU_ACCOUNT, type Caller, type Item } from './state-calls';

const gateway = gatewayResetBeforeEachTest();
const { route, call, list } = stateCalls(gateway);

const verify = async (caller: Caller) => (await call('unit', '/unitBase/verifyUnitInfo', caller, {})).body.map;
const sync = async (caller: Caller) => (await call('unit', '/unitBase/syncUnitInfo', caller, {})).body.map;
const unitInfo = async (caller: Caller) => (await call('unit', '/unitBase/getUnitInfo', caller, {})).body.map.unitInfo as Item;

/** A unit registered on the portal, logged in as its manager. */
async function registeredUnit(registration: Item): Promise<Caller> {
  expect((await call('unit', '/unitBase/registerUnit', undefined, registration)).body.appcode).toBe('0');
  const example = exampleRequestOf(route('basic', '/auth/unit/unitPasswordLogin')).body as Item;
  const { socialCreditCode, managerCellphone: cellphone, password } = registration;
  const login = await call('basic', '/auth/unit/unitPasswordLogin', undefined, { ...example, socialCreditCode, cellphone, password });
  expect(login.body.appcode).toBe('0');
  return { token: String(login.body.map['Access-Token']) };
}

describe('a unit against the base store (unitBase/verifyUnitInfo, syncUnitInfo)', () => {
  it("the world's unit agrees with its entry: consistent, and a sync changes nothing", async () => {
    const before = await unitInfo('unit');
    expect(await verify('unit')).toMatchObject({ consistent: true, registrationStatus: 'active', differences: [] });
    expect(String((await verify('unit')).checkTime).slice(0, 10)).toBe(formatDate(new Date()));
    expect(await sync('unit')).toMatchObject({ changedFields: [] });
    expect(await unitInfo('unit')).toEqual(before);
  });

  it('苏州云帆 registered on the portal lacks its registered address: named, then taken by a sync, once', async () => {
    const unit = await registeredUnit(SUZHOU_ACCOUNT);
    const [entry] = await list('unit', '/unitBase/queryBaseStoreUnitList', undefined, {
      socialCreditCode: SUZHOU_ACCOUNT.socialCreditCode,
    });
    const address = String(entry!.registeredAddress);
    expect(address).not.toBe('');
    // The legal representative the registration named agrees with the base store's masked one (王*国).
    expect(await verify(unit)).toMatchObject({
      consistent: false,
      differences: [{ field: 'registeredAddress', fieldName: '登记住所', portalValue: '', baseStoreValue: address }],
    });
    expect(await sync(unit)).toMatchObject({ changedFields: ['registeredAddress'] });
    expect(await unitInfo(unit)).toMatchObject({ registeredAddress: address, unitName: SUZHOU_ACCOUNT.unitName });
    expect(await verify(unit)).toMatchObject({ consistent: true, differences: [] });
    expect(await sync(unit)).toMatchObject({ changedFields: [] });
  });

  it('a different name registered is named with both values, and the sync writes the base store’s', async () => {
    const unit = await registeredUnit({ ...SUZHOU_ACCOUNT, unitName: '苏州云帆软件有限公司' });
    const { differences } = await verify(unit);
    expect(differences).toContainEqual({
      field: 'unitName',
      fieldName: '单位名称',
      portalValue: '苏州云帆软件有限公司',
      baseStoreValue: SUZHOU_ACCOUNT.unitName,
    });
    expect(await sync(unit)).toMatchObject({ changedFields: ['unitName', 'registeredAddress'] });
    expect((await unitInfo(unit)).unitName).toBe(SUZHOU_ACCOUNT.unitName);
  });

  it('a unit the base store does not list compares with nothing: consistent, nothing to sync', async () => {
    const unit = await registeredUnit({ ...SUZHOU_ACCOUNT, socialCreditCode: '91320508MA1Y7E3P2E', managerCellphone: '13962139025' });
    const before = await unitInfo(unit);
    expect(await verify(unit)).toMatchObject({ consistent: true, differences: [] });
    expect(await sync(unit)).toMatchObject({ changedFields: [] });
    expect(await unitInfo(unit)).toEqual(before);
  });
});
