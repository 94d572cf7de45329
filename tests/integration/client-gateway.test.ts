// The real typed clients against the running mock gateway in strict mode
// (x-sm4 bodies must arrive encrypted, headers are validated by Prism, answers
// must match the contract): login, encrypted requests and answers, the header
// rules, the loading flag, the error rules driven by the gateway's scenarios.
import type { Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedExample, exampleRequestOf, loadBundledCatalogue, type ServiceRoutes } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';
import { createApi, type ApiOptions } from '../../src/api/client';
import { OPERATIONS } from '../../src/api/generated/operations';
import { logoutCall } from '../../src/components/logout';
import { decideAfterUserInfo } from '../../src/features/login/logic/after-user-info';
import { interpretLogin } from '../../src/features/login/logic/login-outcome';
import type { LoosePaths } from '../unit/support/api-harness';

let gateway: Gateway;
let catalogue: Map<string, ServiceRoutes>;

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
  catalogue = await loadBundledCatalogue(() => undefined);
});
afterAll(() => gateway.close());

function routeOf(service: string, path: string, method = 'post') {
  const found = catalogue.get(service)?.match(method, path);
  if (!found || !('route' in found)) throw new Error(`${service} ${method} ${path} is not documented`);
  return found.route;
}

/** The documented example body of an operation: valid by construction. */
function exampleBody(service: string, path: string): Record<string, unknown> {
  return (exampleRequestOf(routeOf(service, path)).body ?? {}) as Record<string, unknown>;
}

const PERSON_LOGIN = {
  username: '320102198807154211',
  password: 'Hrss@2026',
  tencentCaptchaTicket: 't03Xk9aLq2mP7vQ-slider',
  randstr: '@kD8',
};

function portal(options: Omit<ApiOptions, 'hooks' | 'baseUrl'> = {}) {
  const session: { token?: string } = {};
  const shown: string[] = [];
  const loading: number[] = [];
  const unauthorized: boolean[] = [];
  const api = createApi({
    baseUrl: gateway.url,
    ...options,
    hooks: {
      getToken: () => session.token,
      onUnauthorized: ({ hadToken }) => {
        unauthorized.push(hadToken);
        delete session.token;
      },
      showError: (message, onClose) => {
        shown.push(message);
        onClose();
      },
      onLoadingChange: (inFlight) => loading.push(inFlight),
    },
  });
  const loose = (name: keyof typeof api) => api[name] as unknown as Client<LoosePaths>;
  return { api, loose, session, shown, loading, unauthorized };
}

async function loggedIn(options: Omit<ApiOptions, 'hooks' | 'baseUrl'> = {}) {
  const p = portal(options);
  const { data } = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN });
  const outcome = interpretLogin(data!);
  if (outcome.kind !== 'success') throw new Error(`login failed: ${JSON.stringify(outcome)}`);
  p.session.token = outcome.token;
  return p;
}

const scenario = (value: string) => ({ headers: { 'X-Mock-Scenario': value } });

describe('login and session against the gateway', () => {
  it.each(['/api', '/zuul/api'] as const)('logs in with the encrypted, app-id-carrying password login under %s', async (prefix) => {
    const p = portal({ prefix });
    const { data, error } = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN });
    expect(error).toBeUndefined();
    const outcome = interpretLogin(data!);
    expect(outcome.kind).toBe('success');
    expect(outcome.kind === 'success' && outcome.token).toMatch(/^mock-person-/);
    expect(p.shown).toEqual([]);
  });

  it('reads the user info with the issued token and decides where to go next', async () => {
    const p = await loggedIn();
    const { data } = await p.api.basic.POST('/auth/queryUserInfo', { body: {} });
    expect(data?.map.userInfo.userType).toBe('1');
    const policy = { origin: 'http://localhost:5173', basePath: '/web' };
    const next = decideAfterUserInfo({ userInfo: data!.map.userInfo, returnUrls: ['/web/center/main'], policy });
    const opened = {
      kind: 'open',
      verdict: { kind: 'internal', href: 'http://localhost:5173/web/center/main', path: '/center/main' },
      opening: 'return',
    };
    expect(next).toEqual(data!.map.userInfo.needImprovePwd === 'true' ? { kind: 'improvePassword' } : opened);
  });

  it('a business code of the login comes back to the screen (200 and 500 alike)', async () => {
    const p = portal();
    const on200 = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN, ...scenario('login-code:04020002') });
    expect(interpretLogin(on200.data!)).toMatchObject({ kind: 'business', code: '04020002' });
    const on500 = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN, ...scenario('status-500-code:04020006') });
    expect(interpretLogin(on500.data!)).toMatchObject({ kind: 'business', code: '04020006' });
    expect(p.shown).toEqual([]);
  });

  it('logout revokes the token: the next secured call is a 401 with a token', async () => {
    const p = await loggedIn();
    expect(await logoutCall(p.api.basic)).toBe(true);
    const { error } = await p.api.basic.POST('/auth/queryUserInfo', { body: {} });
    expect(error).toBeDefined();
    expect(p.unauthorized).toEqual([true]);
    expect(p.session.token).toBeUndefined();
  });

  it('a secured call without a token is a 401 without one', async () => {
    const p = portal();
    await p.api.basic.POST('/auth/queryUserInfo', { body: {} });
    expect(p.unauthorized).toEqual([false]);
  });
});

describe('encrypted operations', () => {
  it('x-sm4 response: getPersonInfo hands back the decrypted persona answer', async () => {
    const p = await loggedIn();
    const { data, error } = await p.api.person.POST('/personInfo/getPersonInfo', { body: {} });
    expect(error).toBeUndefined();
    const documented = documentedExample(routeOf('person', '/personInfo/getPersonInfo'), 200, 'person') as { map: unknown };
    expect(data?.map).toEqual(documented.map);
    expect(data?.map).not.toHaveProperty('encryptData');
  });

  it('x-sm4 both: getSensitivePersonInfo sends the face serial sealed and opens the answer', async () => {
    const p = await loggedIn();
    const path = '/personInfo/getSensitivePersonInfo';
    const { data, error } = await p.loose('person').POST(path, { body: exampleBody('person', path) });
    expect(error).toBeUndefined();
    expect(data?.appcode).toBe('0');
    expect(data?.map).toEqual((documentedExample(routeOf('person', path), 200, 'person') as { map: unknown }).map);
  });

  it('a tampered answer is refused as 无效的请求, never trusted', async () => {
    const p = await loggedIn();
    const { data, error } = await p.api.person.POST('/personInfo/getPersonInfo', { body: {}, ...scenario('bad-sign') });
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ appcode: 'CLIENT_CIPHER', msg: '无效的请求' });
    expect(p.shown).toEqual(['无效的请求']);
  });

  it('with the cipher switched off the strict gateway refuses the plaintext body', async () => {
    const p = portal({ cipher: false });
    const { error } = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN });
    expect(error).toBeDefined();
    expect(p.shown).toEqual(['服务器断开，请稍后重试']);
  });
});

describe('headers and loading against the gateway', () => {
  it.each<['person' | 'channel', string, string]>([
    ['person', '/personInfo/updatePersonInfo', 'x-sm4 request and x-timestamp'],
    ['channel', '/function/getCollection', 'Channel-Type and Channel-Marker headers'],
  ])('%s %s (%s) passes the strict gateway, which validates header and envelope', async (service, path) => {
    const p = await loggedIn();
    const { data, error } = await p.loose(service).POST(path, { body: exampleBody(service, path) });
    expect(error).toBeUndefined();
    expect(data?.appcode).toBe('0');
  });

  it('the gateway really checks them: a table without x-app-id on the login gets a 422', async () => {
    const login = 'POST /auth/person/passwordLogin';
    const operations = { ...OPERATIONS, basic: { ...OPERATIONS.basic, [login]: { ...OPERATIONS.basic[login]!, appId: false } } };
    const p = portal({ operations });
    const { response } = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN });
    expect(response.status).toBe(422);
  });

  it('and the channel marker: a table without it on the page-header favourites gets a 422', async () => {
    const favourites = 'POST /function/getCollection';
    const operations = {
      ...OPERATIONS,
      channel: { ...OPERATIONS.channel, [favourites]: { ...OPERATIONS.channel[favourites]!, channelMarker: false } },
    };
    const p = await loggedIn({ operations });
    const { response } = await p.loose('channel').POST('/function/getCollection', { body: {} });
    expect(response.status).toBe(422);
  });

  it('function listing works without a token (security: [])', async () => {
    const p = portal();
    const path = '/function/getClassifiedFunction';
    const { data } = await p.loose('channel').POST(path, { body: exampleBody('channel', path) });
    expect(data?.appcode).toBe('0');
    expect(p.unauthorized).toEqual([]);
  });

  it('a polled state query leaves the loading flag alone; an ordinary call raises and lowers it', async () => {
    const p = portal();
    const path = '/qrCode/queryQrCodeState';
    await p.loose('basic').POST(path, { body: exampleBody('basic', path) });
    expect(p.loading).toEqual([]);
    await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN });
    expect(p.loading).toEqual([1, 0]);
  });
});

describe('error rules against the gateway scenarios', () => {
  it.each([
    ['status-404', '您访问的资源不存在'],
    ['status-502', '服务器断开，请稍后重试'],
    ['status-503', '服务器断开，请稍后重试'],
    ['status-500', '系统繁忙，请稍后再试'],
    ['status-500-empty', '您的请求出现错误，请稍后再试'],
  ])('%s shows %s', async (value, message) => {
    const p = await loggedIn();
    const { error } = await p.api.basic.POST('/auth/queryUserInfo', { body: {}, ...scenario(value) });
    expect(error).toBeDefined();
    expect(p.shown).toEqual([message]);
  });

  it('an expired session is a 401 with a token', async () => {
    const p = await loggedIn();
    await p.api.basic.POST('/auth/queryUserInfo', { body: {}, ...scenario('expire') });
    expect(p.unauthorized).toEqual([true]);
  });

  it('a hanging gateway times out with 请求超时,请稍后重试', async () => {
    const p = portal({ timeoutMs: 400 });
    const { error } = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN, ...scenario('hang') });
    expect(error).toMatchObject({ appcode: 'CLIENT_TIMEOUT' });
    expect(p.shown).toEqual(['请求超时,请稍后重试']);
    expect(p.loading).toEqual([1, 0]);
  });

  it('a slow answer inside the limit is an ordinary answer', async () => {
    const p = portal({ timeoutMs: 5_000 });
    const { data } = await p.api.basic.POST('/auth/person/passwordLogin', { body: PERSON_LOGIN, ...scenario('slow:300') });
    expect(data?.appcode).toBe('0');
  });
});
