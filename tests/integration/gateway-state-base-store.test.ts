// The base store (市场监管登记) over real HTTP (docs/mock-gateway.md, "The world"): every unit of
// the world is its entry of its credit code, which the unit registration page looks up before login
// (unitBase/queryBaseStoreUnitList, x-state anonymousFrom: units), and which equals the unit's own
// record as seeded.
import { describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { personById, theWorld } from '../../mock/state/world';
import { gatewayResetBeforeEachTest, stateCalls, type Item } from './state-calls';

const gateway = gatewayResetBeforeEachTest();
const { route, call, list } = stateCalls(gateway);
const world = theWorld();
const lookUp = (socialCreditCode?: string) =>
  list('unit', '/unitBase/queryBaseStoreUnitList', undefined, socialCreditCode === undefined ? {} : { socialCreditCode });

/** The fields the base store and the unit's own record both hold. */
const REGISTERED_FIELDS = ['socialCreditCode', 'unitName', 'unitType', 'registeredAddress'] as const;
const registeredFields = (item: Item) => Object.fromEntries(REGISTERED_FIELDS.map((field) => [field, item[field]]));

describe('the base store before login', () => {
  it('finds every unit of the world by its credit code, its legal representative masked', async () => {
    expect(world.units.length).toBeGreaterThan(1);
    for (const unit of world.units) {
      const legalPerson = personById(world, unit.legalPerson)!.name;
      expect(await lookUp(unit.socialCreditCode)).toEqual([
        {
          socialCreditCode: unit.socialCreditCode,
          unitName: unit.unitName,
          unitType: unit.unitType,
          legalPersonName: `${legalPerson[0]}*${legalPerson.slice(2)}`,
          registeredAddress: unit.registeredAddress,
          registrationStatus: unit.registrationStatus,
          registered: true,
          legalPersonOpened: unit.legalPersonOpened,
        },
      ]);
    }
  });

  it('finds nothing by a code no unit of the world has, nor without a code', async () => {
    expect(await lookUp('91320100MA1W2X3Y45')).toEqual([]);
    expect(await lookUp('12320000466002145U')).toEqual([]);
    expect(await lookUp()).toEqual([]);
  });

  it('is what the legal representative sees of his units, but for the name he sees whole', async () => {
    const own = await list('unit', '/unitBase/queryBaseStoreUnitList', 'person', {});
    expect(own.length).toBeGreaterThan(1);
    for (const unit of own) {
      const [entry] = await lookUp(String(unit.socialCreditCode));
      expect({ ...entry, legalPersonName: unit.legalPersonName }).toEqual(unit);
    }
  });
});

describe("a unit's own record as seeded", () => {
  it("is its base store entry: the unit persona's password login and getUnitInfo", async () => {
    const login = route('basic', '/auth/unit/unitPasswordLogin');
    const example = exampleRequestOf(login).body as Item;
    const answer = await call('basic', '/auth/unit/unitPasswordLogin', undefined, {
      ...example,
      socialCreditCode: '91320100MA1W2X3Y44',
      cellphone: '13951860258',
      password: 'Yunfan#2026',
    });
    expect(answer.body.appcode).toBe('0');
    const token = String(answer.body.map['Access-Token']);
    const record = (await call('unit', '/unitBase/getUnitInfo', { token }, {})).body.map.unitInfo as Item;
    const [entry] = await lookUp('91320100MA1W2X3Y44');
    expect(registeredFields(record)).toEqual(registeredFields(entry!));
    const legalPerson = String(record.legalPersonName);
    expect(`${legalPerson[0]}*${legalPerson.slice(2)}`).toBe(entry!.legalPersonName);
  });
});
