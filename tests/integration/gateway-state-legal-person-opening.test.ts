// A legal person's opening of his unit over real HTTP (docs/mock-gateway.md, "Person centre",
// legalPersonUnits): 王建国 opens 苏州云帆 (法人开通), and every read of whether the unit is opened
// agrees: his own list, the base store's entry anyone looks up by the code (x-state also: units), and
// the unit's own record when it has an account on the portal (x-state alsoOf: the account of the code,
// not the caller's), or once one is registered (x-state registered: the base store's entry of the
// code). Another person opens nothing, and an opening stays in the sandbox it was made in.
import { describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { gatewayResetBeforeEachTest, NEWCOMER, stateCalls, SUZHOU_ACCOUNT, type Caller, type Item } from './state-calls';

const gateway = gatewayResetBeforeEachTest();
const { route, call, list } = stateCalls(gateway);

/** 王建国's second unit of the world, not opened yet. */
const SUZHOU = SUZHOU_ACCOUNT.socialCreditCode;
/** His first, opened as seeded: the unit persona's. */
const NANJING = '91320100MA1W2X3Y44';

const openBySms = (caller: Caller, sandbox?: string) =>
  call('unit', '/unitBase/openLegalPersonBySms', caller, { socialCreditCode: SUZHOU, cellphoneCode: '731560' }, sandbox);
const openByFace = (caller: Caller, sandbox?: string) =>
  call('unit', '/unitBase/openLegalPersonByFace', caller, { socialCreditCode: SUZHOU, faceSerial: 'FV20260315111208A6B1' }, sandbox);

/** The base store's entry of a code, looked up before login, as the unit registration page does. */
const lookUp = async (socialCreditCode: string, sandbox?: string) =>
  (await list('unit', '/unitBase/queryBaseStoreUnitList', undefined, { socialCreditCode }, sandbox))[0];

/** Logs in with a password login's example and these credentials: the session's token. */
async function logIn(path: string, credentials: Item, sandbox?: string): Promise<{ token: string }> {
  const example = exampleRequestOf(route('basic', path)).body as Item;
  const answer = await call('basic', path, undefined, { ...example, ...credentials }, sandbox);
  expect(answer.body.appcode, path).toBe('0');
  return { token: String(answer.body.map['Access-Token']) };
}

/** 苏州云帆 registered on the portal, logged in as its manager. */
async function suzhouAccount(sandbox?: string): Promise<{ token: string }> {
  expect((await call('unit', '/unitBase/registerUnit', undefined, SUZHOU_ACCOUNT, sandbox)).body.appcode).toBe('0');
  const { socialCreditCode, managerCellphone: cellphone, password } = SUZHOU_ACCOUNT;
  return logIn('/auth/unit/unitPasswordLogin', { socialCreditCode, cellphone, password }, sandbox);
}

/** What a unit's own record says of its authentication. */
const authentication = async (caller: Caller, sandbox?: string) => {
  const info = (await call('unit', '/unitBase/getUnitInfo', caller, {}, sandbox)).body.map.unitInfo as Item;
  return { legalPersonOpened: info.legalPersonOpened, authenticated: info.authenticated, authType: info.authType };
};

describe("a legal person's opening (unitBase/openLegalPersonBySms, openLegalPersonByFace)", () => {
  it('the base store then says the unit is opened, as his own list does', async () => {
    expect(await lookUp(SUZHOU)).toMatchObject({ socialCreditCode: SUZHOU, legalPersonOpened: false });
    expect((await openBySms('person')).body).toMatchObject({ appcode: '0', map: { socialCreditCode: SUZHOU } });
    expect(await lookUp(SUZHOU)).toMatchObject({ socialCreditCode: SUZHOU, legalPersonOpened: true });
    const own = await list('unit', '/unitBase/queryBaseStoreUnitList', 'person', {});
    expect(own.find((unit) => unit.socialCreditCode === SUZHOU)).toMatchObject({ legalPersonOpened: true });
    // His other unit is as seeded, its own record too (opened by face, not by this SMS).
    expect(await lookUp(NANJING)).toMatchObject({ legalPersonOpened: true });
    expect(await authentication('unit')).toEqual({ legalPersonOpened: true, authenticated: true, authType: 'legalPersonFace' });
  });

  it("authenticates the unit's account on the portal: its own record says so, by the way he opened it", async () => {
    const unit = await suzhouAccount();
    expect(await authentication(unit)).toEqual({ legalPersonOpened: false, authenticated: false, authType: undefined });
    expect((await openByFace('person')).body.appcode).toBe('0');
    expect(await authentication(unit)).toEqual({ legalPersonOpened: true, authenticated: true, authType: 'legalPersonFace' });
    // The example unit, 南京云帆, is another unit: its record is as seeded.
    expect(await authentication('unit')).toEqual({ legalPersonOpened: true, authenticated: true, authType: 'legalPersonFace' });
  });

  it('authenticates an account registered after the opening: it starts as the base store says, opened and how', async () => {
    expect((await openBySms('person')).body.appcode).toBe('0');
    const unit = await suzhouAccount();
    expect(await authentication(unit)).toEqual({ legalPersonOpened: true, authenticated: true, authType: 'legalPersonSms' });
  });

  it('another person opens nothing: refused, and every read says not opened', async () => {
    const unit = await suzhouAccount();
    expect((await call('person', '/base/register', undefined, NEWCOMER)).body.appcode).toBe('0');
    // A person registered on the portal: legal representative of no unit.
    const stranger = await logIn('/auth/person/passwordLogin', { username: NEWCOMER.idCardNo, password: NEWCOMER.password });
    for (const open of [openBySms, openByFace]) {
      const refused = await open(stranger);
      expect(refused.status).toBe(404);
      expect(refused.body.appcode).toBe('06030004');
    }
    expect(await lookUp(SUZHOU)).toMatchObject({ legalPersonOpened: false });
    expect(await authentication(unit)).toMatchObject({ legalPersonOpened: false, authenticated: false });
  });

  it('stays in the sandbox it was made in', async () => {
    const unit = await suzhouAccount('opened');
    expect((await openBySms('person', 'opened')).body.appcode).toBe('0');
    expect(await lookUp(SUZHOU, 'opened')).toMatchObject({ legalPersonOpened: true });
    expect(await authentication(unit, 'opened')).toMatchObject({
      legalPersonOpened: true,
      authenticated: true,
      authType: 'legalPersonSms',
    });
    expect(await lookUp(SUZHOU, 'elsewhere')).toMatchObject({ legalPersonOpened: false });
    expect(await lookUp(SUZHOU)).toMatchObject({ legalPersonOpened: false });
    // The same unit registered outside the sandbox is not authenticated by an opening made in it.
    const outside = await suzhouAccount();
    expect(await authentication(outside)).toMatchObject({ legalPersonOpened: false, authenticated: false });
  });
});
