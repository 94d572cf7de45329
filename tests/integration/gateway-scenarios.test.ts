// Every scenario of the development switch over real HTTP, by header and by cookie.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedExample, type Route, type ServiceRoutes } from '../../mock/catalogue';
import { callExample, type ExampleAnswer } from '../../mock/example-call';
import { loginPathPersona } from '../../mock/personas';
import { SCENARIO_FORMS } from '../../mock/scenarios';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';

// Loops over the whole contract: they grow with it, so they get more time than one call.
const CONTRACT_LOOP_TIMEOUT_MS = 90_000;

// Spec §4: the business codes a login hands back to the caller.
const LOGIN_BUSINESS_CODES = [
  '04020002',
  '04020006',
  '04020007',
  '04020009',
  '03010012',
  '01020039',
  '01020026',
  '03010010',
  '03020002',
  '03020001',
  '03010008',
  '03010019',
  '03020025',
  '01020024',
  '01020040',
  '01020011',
  '03010003',
  '01020013',
  '01020015',
  '03010013',
  '01010023',
  '01020008',
  '4',
  '429',
  '03020037',
];

let gateway: Gateway;
let routes: Route[];
let basic: ServiceRoutes;

type Envelope = { appcode: string; msg: string; map: Record<string, unknown> };

function call(route: Route, headers: Record<string, string> = {}, target: Gateway = gateway): Promise<ExampleAnswer> {
  return callExample(target.url, route, { headers, publicKey: DEV_KEYS.publicKey });
}

function basicRoute(path: string, method = 'post'): Route {
  const found = basic.match(method, path);
  if (!found || !('route' in found)) throw new Error(`basic documents no ${method} ${path}`);
  return found.route;
}

const asPerson = { 'Access-Token': 'mock-person-token' };
const userInfo = () => basicRoute('/auth/queryUserInfo');
const personLogins = () => routes.filter((r) => r.login && loginPathPersona(r.path) === 'person');

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false, hangTimeoutMs: 1500 });
  const { catalogue } = gateway;
  basic = catalogue.get('basic') as ServiceRoutes;
  routes = [...catalogue.values()].flatMap((service) => service.routes);
});
afterAll(() => gateway.close());

describe('login-code', () => {
  async function expectCode(login: Route, code: string): Promise<void> {
    const answer = await call(login, { 'X-Mock-Scenario': `login-code:${code}` });
    expect(answer.status, `${login.path} ${code}`).toBe(200);
    expect(answer.body, `${login.path} ${code}`).toEqual(documentedExample(login, 200, `code${code}`));
    expect(answer.headers.get('x-mock-scenario')).toBe(`login-code:${code}`);
  }

  it(
    'answers every spec §4 business code on an encrypted login, HTTP 200',
    async () => {
      const login = routes.find((r) => r.login && r.cipher === 'request') as Route;
      for (const code of LOGIN_BUSINESS_CODES) await expectCode(login, code);
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );

  it(
    'answers a business code on every login',
    async () => {
      const logins = routes.filter((r) => r.login);
      expect(logins.length).toBeGreaterThan(0);
      // Each login gets another code, so the run covers many pairs without 25 × every login.
      for (const [index, login] of logins.entries()) {
        await expectCode(login, LOGIN_BUSINESS_CODES[index % LOGIN_BUSINESS_CODES.length] as string);
      }
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );

  it('refuses a code the login does not document, listing the documented ones', async () => {
    const answer = await call(personLogins()[0] as Route, { 'X-Mock-Scenario': 'login-code:77777777' });
    expect(answer.status).toBe(400);
    expect((answer.body as { codes: string[] }).codes).toEqual(expect.arrayContaining(LOGIN_BUSINESS_CODES));
  });

  it('leaves operations without business codes alone', async () => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'login-code:04020002' });
    expect(answer.status).toBe(200);
    expect((answer.body as Envelope).appcode).toBe('0');
    expect(answer.headers.get('x-mock-scenario')).toBe('none');
  });
});

describe('expire', () => {
  it('forgets the caller token: this call and the later ones get 401', async () => {
    const token = String(((await call(personLogins()[0] as Route)).body as Envelope).map['Access-Token']);
    const withToken = { 'Access-Token': token };
    expect((await call(userInfo(), withToken)).status).toBe(200);
    const expired = await call(userInfo(), { ...withToken, 'X-Mock-Scenario': 'expire' });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('x-mock-scenario')).toBe('expire');
    expect((await call(userInfo(), withToken)).status).toBe(401);
  });

  it('answers 401 to a fixed example token but keeps it for later calls', async () => {
    expect((await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'expire' })).status).toBe(401);
    expect((await call(userInfo(), asPerson)).status).toBe(200);
  });
});

describe('forced statuses', () => {
  it('status-401 answers the documented 401', async () => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'status-401' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(documentedExample(userInfo(), 401));
  });

  it('status-404 answers 404', async () => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'status-404' });
    expect(answer.status).toBe(404);
    expect((answer.body as Envelope).appcode).toBe('404');
  });

  it('status-500 answers 500 with the system-busy msg', async () => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'status-500' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ appcode: '500', msg: '系统繁忙，请稍后再试', map: {} });
  });

  it('status-500-empty answers 500 with an empty msg', async () => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'status-500-empty' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ appcode: '500', msg: '', map: {} });
  });

  it('status-500-code answers 500 carrying the business code and its documented msg', async () => {
    const login = personLogins()[0] as Route;
    const answer = await call(login, { 'X-Mock-Scenario': 'status-500-code:03010012' });
    expect(answer.status).toBe(500);
    const documented = documentedExample(login, 200, 'code03010012') as Envelope;
    expect(answer.body).toEqual({ appcode: '03010012', msg: documented.msg, map: {} });
    const elsewhere = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'status-500-code:03010012' });
    expect(elsewhere.body).toEqual({ appcode: '03010012', msg: '系统繁忙，请稍后再试', map: {} });
  });

  it.each([502, 503])('status-%i answers with an upstream HTML error page', async (status) => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': `status-${status}` });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(String(answer.body)).toContain(`<h1>${status} `);
  });
});

describe('timing', () => {
  it('slow:<ms> answers normally after the delay', async () => {
    const started = Date.now();
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'slow:400' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(answer.status).toBe(200);
    expect((answer.body as Envelope).appcode).toBe('0');
  });

  it('hang never answers, closes the socket after the hang time, and blocks nobody else', async () => {
    const started = Date.now();
    const outcome = new Promise<string>((resolve) => {
      const hung = request(`${gateway.url}/api/basic/auth/queryUserInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Mock-Scenario': 'hang', ...asPerson },
      });
      hung.on('response', (response) => resolve(`answered ${response.statusCode}`));
      hung.on('error', (error) => resolve(`closed: ${error.message}`));
      hung.end('{}');
    });
    expect((await call(userInfo(), asPerson)).status).toBe(200);
    expect(await outcome).toMatch(/^closed: socket hang up/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });
});

describe('bad-sign', () => {
  it('answers an x-sm4 response operation with a sealed map whose sign is wrong', async () => {
    const sealedRoute = routes.find((r) => r.cipher === 'response' || r.cipher === 'both');
    expect(sealedRoute, 'the contract has a response-encrypted operation').toBeDefined();
    const route = sealedRoute as Route;
    const good = await call(route, { ...asPerson });
    expect(good.status).toBe(200);
    await expect(call(route, { ...asPerson, 'X-Mock-Scenario': 'bad-sign' })).rejects.toThrow(/sign does not match/);
  });

  it('does not apply to operations without an encrypted answer', async () => {
    const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'bad-sign' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-mock-scenario')).toBe('none');
  });
});

describe('msg', () => {
  it('answers 200 with appcode 9999 and the text, percent-encoded in a cookie', async () => {
    for (const text of ['未查询到信息!', '人脸认证流水号不存在或已过期', 'invalid token', 'abct4712def']) {
      const answer = await call(userInfo(), { ...asPerson, Cookie: `mock-scenario=${encodeURIComponent(`msg:${text}`)}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ appcode: '9999', msg: text, map: {} });
      expect(decodeURIComponent(answer.headers.get('x-mock-scenario') ?? '')).toBe(`msg:${text}`);
    }
  });

  it('seals the msg answer of a response-encrypted operation', async () => {
    const route = routes.find((r) => r.cipher === 'response') as Route;
    const answer = await call(route, { ...asPerson, 'X-Mock-Scenario': encodeURIComponent('msg:未查询到信息!') });
    expect(answer.body).toEqual({ appcode: '9999', msg: '未查询到信息!', map: {} });
  });

  it('comes after the token check: a call that needs a token and has none gets 401, not the text', async () => {
    const answer = await call(userInfo(), { 'X-Mock-Scenario': encodeURIComponent('msg:未查询到信息!') });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-mock-scenario')).toBe('none');
  });
});

describe('msg500', () => {
  it('answers HTTP 500 with appcode 500 and the text, over real HTTP, by header and by cookie', async () => {
    for (const text of ['未查询到信息!', '人脸认证流水号不存在或已过期', 'invalid token', 't4712 会话校验未通过', '库存不足；请稍后']) {
      const value = encodeURIComponent(`msg500:${text}`);
      for (const headers of [{ 'X-Mock-Scenario': value }, { Cookie: `mock-scenario=${value}` }] as Record<string, string>[]) {
        const answer = await call(userInfo(), { ...asPerson, ...headers });
        expect(answer.status, text).toBe(500);
        expect(answer.body).toEqual({ appcode: '500', msg: text, map: {} });
        expect(decodeURIComponent(answer.headers.get('x-mock-scenario') ?? '')).toBe(`msg500:${text}`);
      }
    }
  });

  it('never seals its answer, also on an operation with an encrypted answer (error statuses travel in plaintext)', async () => {
    const route = routes.find((r) => r.cipher === 'response') as Route;
    const answer = await call(route, { ...asPerson, 'X-Mock-Scenario': encodeURIComponent('msg500:未查询到信息!') });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ appcode: '500', msg: '未查询到信息!', map: {} });
  });

  it('can be scoped to one path, and refuses an empty text', async () => {
    const scoped = { 'X-Mock-Scenario': encodeURIComponent('msg500:维护@今晚@queryUserInfo') };
    const inScope = await call(userInfo(), { ...asPerson, ...scoped });
    expect(inScope.status).toBe(500);
    expect(inScope.body).toEqual({ appcode: '500', msg: '维护@今晚', map: {} });
    expect((await call(basicRoute('/dictionary/findByCode/{code}', 'get'), scoped)).status).toBe(200);
    const empty = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': 'msg500:' });
    expect(empty.status).toBe(400);
    expect((empty.body as { scenarios: string[] }).scenarios).toContain('msg500:<text>');
  });
});

describe('the switch itself', () => {
  it('scopes a scenario to paths containing the text after @', async () => {
    const scenario = { 'X-Mock-Scenario': 'status-500@queryUserInfo' };
    expect((await call(userInfo(), { ...asPerson, ...scenario })).status).toBe(500);
    const other = await call(basicRoute('/dictionary/findByCode/{code}', 'get'), scenario);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-mock-scenario')).toBe('none');
  });

  it('prefers the header over the cookie and reports what it applied', async () => {
    const answer = await call(userInfo(), { ...asPerson, Cookie: 'mock-scenario=status-404', 'X-Mock-Scenario': 'status-500-empty' });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('x-mock-scenario')).toBe('status-500-empty');
    expect(answer.headers.get('x-mock-persona')).toBe('none');
  });

  it('treats none and an empty value as no scenario', async () => {
    for (const value of ['none', '']) {
      const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': value });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-mock-scenario')).toBe('none');
      expect(answer.headers.get('x-mock-persona')).toBe('person');
    }
  });

  it.each(['status-418', 'slow:abc', 'slow:99999999', 'login-code:', 'msg:', 'hang@', 'teapot'])(
    'refuses %j with 400 and the list of scenarios',
    async (value) => {
      const answer = await call(userInfo(), { ...asPerson, 'X-Mock-Scenario': value });
      expect(answer.status).toBe(400);
      expect((answer.body as { scenarios: string[] }).scenarios).toEqual([...SCENARIO_FORMS]);
    },
  );

  it('lets Prefer and an encrypted body work under a scenario', async () => {
    const login = routes.find((r) => r.login && r.cipher === 'request') as Route;
    const answer = await call(login, { 'X-Mock-Scenario': 'slow:10', Prefer: 'example=code429' });
    expect(answer.status).toBe(200);
    expect((answer.body as Envelope).appcode).toBe('429');
  });
});
