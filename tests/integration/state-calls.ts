// Calls of the gateway's documented operations for the state tests
// (gateway-state*.test.ts), on a gateway started in-process (mock/server.ts):
// the documented request shape, sealed when the operation is x-sm4, as a
// persona's fixed token or as a token a login gave.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Route } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import type { Persona } from '../../mock/personas';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { SUZHOU_UNIT } from '../fixtures/registrations';

export type Body = { appcode: string; msg: string; map: Record<string, unknown> };
export type Item = Record<string, unknown>;
/** Who calls: a persona (its fixed example token), a token a login gave, or nobody. */
export type Caller = Persona | { token: string } | undefined;

export const PAGE = { pageNum: 1, pageSize: 100 };

/** A person who registers on the gateway in a test (base/register's request): another name than the world's. */
export const NEWCOMER = {
  name: '钱雨桐',
  idCardNo: '320106199203150025',
  cellphone: '15951877046',
  smsCode: '502816',
  password: 'Qyt#2026reg',
  agreementAccepted: true,
};

/** 苏州云帆 registered on the portal in a test (unitBase/registerUnit's request). */
export const SUZHOU_ACCOUNT = { ...SUZHOU_UNIT, cellphoneCode: '386214', agreement: true };

/** An agent the institution adds in a test (organ/addAgent's request), with the password she logs in with. */
export const ADDED_INSTITUTION_AGENT = {
  name: '许晴',
  idCardNo: '32010519930412062X',
  cellphone: '13382005678',
  password: 'Zs#2026ok',
  functionCodes: ['JD0201'],
  authStartDate: '2026-03-15',
  authEndDate: '2027-03-14',
};

/** A strict gateway for the test file, its state as seeded again before each test; returns the way to it. */
export function gatewayResetBeforeEachTest(): () => Gateway {
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ port: 0, strict: true, log: false });
  });
  afterAll(() => gateway?.close());
  const current = () => {
    if (!gateway) throw new Error('the gateway has not started');
    return gateway;
  };
  beforeEach(async () => {
    await fetch(`${current().url}/__mock/reset`, { method: 'POST' });
  });
  return current;
}

const tokenOf = (caller: Caller) => (caller === undefined ? undefined : typeof caller === 'string' ? `mock-${caller}-token` : caller.token);

/** The helpers over whichever gateway `current` returns (tests restart it). */
export function stateCalls(current: () => Gateway) {
  /** The operation at the path: its POST, else its GET (a file's download). */
  function route(service: string, path: string): Route {
    for (const method of ['post', 'get']) {
      const found = current().catalogue.get(service)?.match(method, path);
      if (found && 'route' in found) return found.route;
    }
    throw new Error(`${service} documents no POST or GET ${path}`);
  }

  /**
   * `body`: a GET's query parameters. `sandbox`: the mock-sandbox the call works in (docs/mock-gateway.md, "Sandboxes"); `persona`: the
   * persona switch (X-Mock-Persona), how an agent is told from its unit.
   */
  async function call(
    service: string,
    path: string,
    caller: Caller,
    body?: unknown,
    sandbox?: string,
    persona?: string,
  ): Promise<{ status: number; body: Body }> {
    const token = tokenOf(caller);
    const operation = route(service, path);
    const answer = await callExample(current().url, operation, {
      publicKey: DEV_KEYS.publicKey,
      headers: {
        ...(token === undefined ? {} : { 'Access-Token': token }),
        ...(sandbox === undefined ? {} : { 'X-Mock-Sandbox': sandbox }),
        ...(persona === undefined ? {} : { 'X-Mock-Persona': persona }),
      },
      ...(body === undefined ? {} : operation.method === 'get' ? { query: body as Record<string, string> } : { body }),
    });
    return { status: answer.status, body: answer.body as Body };
  }

  const list = async (service: string, path: string, caller: Caller, body: unknown = {}, sandbox?: string) =>
    (await call(service, path, caller, body, sandbox)).body.map.list as Item[];

  const admin = (path: string, method: 'GET' | 'POST') => fetch(`${current().url}${path}`, { method });

  return { route, call, list, admin };
}
