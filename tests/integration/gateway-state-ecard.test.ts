// Whose name the e-card scan answers (docs/mock-gateway.md, "QR codes wait for the
// scan"): `ecardAuth/getQrcodeResult` declares that, once authorised, the holder is
// the caller's own record's name, masked ({maskName}); before login the poll answers
// as documented. Over real HTTP, with codes the gateway issued and the scan confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';
import { NEWCOMER, stateCalls, type Caller, type Item } from './state-calls';

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
});
afterAll(async () => {
  await gateway.close();
});

const { route, call, admin } = stateCalls(() => gateway);

/** Logs in with a person's password: the session's token. */
async function logIn(username: string, password: string): Promise<Caller> {
  const example = exampleRequestOf(route('basic', '/auth/person/passwordLogin')).body as Item;
  const answer = await call('basic', '/auth/person/passwordLogin', undefined, { ...example, username, password });
  expect(answer.body.appcode).toBe('0');
  return { token: String(answer.body.map['Access-Token']) };
}

/** The caller's e-card code, polled while it waits and once the phone confirmed the scan: the two answers' maps. */
async function scanned(caller: Caller, scene: string): Promise<{ waiting: Item; authorized: Item }> {
  const qrCodeId = (await call('person', '/base/initEcardQrcode', caller, { scene })).body.map.qrCodeId as string;
  const poll = async () => (await call('basic', '/ecardAuth/getQrcodeResult', caller, { qrCodeId })).body.map;
  const waiting = await poll();
  expect((await admin(`/__mock/scan/${qrCodeId}/confirm`, 'POST')).status).toBe(200);
  return { waiting, authorized: await poll() };
}

describe("the e-card scan's holder", () => {
  it('is the logged-in person: the example person and a person registered on the gateway each read their own name, masked', async () => {
    const example = await logIn('320102198807154211', 'Hrss@2026');
    expect((await call('person', '/base/register', undefined, NEWCOMER)).body.appcode).toBe('0');
    const newcomer = await logIn(NEWCOMER.idCardNo, NEWCOMER.password);
    const nameOf = async (caller: Caller) => ((await call('person', '/personInfo/getPersonInfo', caller)).body.map.personInfo as Item).name;
    expect([await nameOf(example), await nameOf(newcomer)]).toEqual(['王建国', '钱雨桐']);

    expect(await scanned(example, 'auth')).toEqual({
      waiting: { state: 'waiting' },
      authorized: { state: 'authorized', nameMasked: '王*国' },
    });
    expect(await scanned(newcomer, 'auth')).toEqual({
      waiting: { state: 'waiting' },
      authorized: { state: 'authorized', nameMasked: '钱*桐' },
    });
    // A persona's fixed token reads its persona's record: the casual user's own, a name of two characters (赵敏).
    expect((await scanned('casual', 'auth')).authorized).toEqual({ state: 'authorized', nameMasked: '赵*' });
  });

  it('before login (the e-card login, the password reset) answers as documented', async () => {
    for (const scene of ['login', 'resetPassword']) {
      expect(await scanned(undefined, scene)).toEqual({
        waiting: { state: 'waiting' },
        authorized: { state: 'authorized', nameMasked: '王*国' },
      });
    }
  });
});
