// Personas over real HTTP: logins issue persona tokens, tokens pick the persona's
// examples, the persona switch overrides them, logout ends a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedExample, type Route, type ServiceRoutes } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import { PERSONAS, loginPathPersona, personaExampleKey, type Persona } from '../../mock/personas';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';

// Loops over the whole contract: they grow with it, so they get more time than one call.
const CONTRACT_LOOP_TIMEOUT_MS = 90_000;

let gateway: Gateway;
let routes: Route[];
let basic: ServiceRoutes;

interface Answer {
  status: number;
  persona: string | null;
  body: { appcode: string; msg: string; map: Record<string, unknown> };
}

async function call(route: Route, headers: Record<string, string> = {}, target: Gateway = gateway): Promise<Answer> {
  const answer = await callExample(target.url, route, { headers, publicKey: DEV_KEYS.publicKey });
  return { status: answer.status, persona: answer.headers.get('x-mock-persona'), body: answer.body as Answer['body'] };
}

function basicRoute(path: string): Route {
  const found = basic.match('post', path);
  if (!found || !('route' in found)) throw new Error(`basic documents no POST ${path}`);
  return found.route;
}

function documented(route: Route, exampleKey: string): unknown {
  const example = documentedExample(route, 200, exampleKey);
  expect(example, `${route.service} ${route.path} example ${exampleKey}`).toBeDefined();
  return example;
}

function personaExamples(route: Route): string[] {
  return (route.exampleKeys.get(200) ?? []).filter((key) => (PERSONAS as readonly string[]).includes(key));
}

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
  const { catalogue } = gateway;
  basic = catalogue.get('basic') as ServiceRoutes;
  routes = [...catalogue.values()].flatMap((service) => service.routes);
});
afterAll(() => gateway.close());

describe('logins', () => {
  const loginPersonas: Persona[] = ['person', 'unit', 'organ', 'casual'];

  it.each(loginPersonas)(
    'every %s login issues a token of that persona which answers user info as that persona',
    async (persona) => {
      const logins = routes.filter((r) => r.login && loginPathPersona(r.path) === persona);
      expect(logins.length).toBeGreaterThan(0);
      const userInfo = basicRoute('/auth/queryUserInfo');
      const expected = documented(userInfo, persona);
      for (const login of logins) {
        const answer = await call(login);
        expect(answer.status, login.path).toBe(200);
        expect(answer.persona).toBe(persona);
        const token = answer.body.map['Access-Token'];
        expect(token, login.path).toMatch(new RegExp(`^mock-${persona}-[0-9a-f]{32}$`));
        const info = await call(userInfo, { 'Access-Token': String(token) });
        expect(info.status).toBe(200);
        expect(info.persona).toBe(persona);
        expect(info.body).toEqual(expected);
      }
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );

  it('issues a different token on every login', async () => {
    const login = routes.find((r) => r.login && loginPathPersona(r.path) === 'person') as Route;
    const first = (await call(login)).body.map['Access-Token'];
    const second = (await call(login)).body.map['Access-Token'];
    expect(first).not.toBe(second);
  });

  it('logout forgets an issued token, so the next call gets the documented 401', async () => {
    const login = routes.find((r) => r.login && loginPathPersona(r.path) === 'unit') as Route;
    const token = String((await call(login)).body.map['Access-Token']);
    const userInfo = basicRoute('/auth/queryUserInfo');
    expect((await call(userInfo, { 'Access-Token': token })).status).toBe(200);
    expect((await call(basicRoute('/auth/logout'), { 'Access-Token': token })).status).toBe(200);
    const after = await call(userInfo, { 'Access-Token': token });
    expect(after.status).toBe(401);
    expect(after.body.appcode).toBe('401');
  });

  it('keeps the fixed example tokens valid after a logout (tools rely on them)', async () => {
    expect((await call(basicRoute('/auth/logout'), { 'Access-Token': 'mock-organ-token' })).status).toBe(200);
    expect((await call(basicRoute('/auth/queryUserInfo'), { 'Access-Token': 'mock-organ-token' })).status).toBe(200);
  });

  it('refuses forged and unknown tokens on a secured operation', async () => {
    const userInfo = basicRoute('/auth/queryUserInfo');
    for (const token of ['mock-person-00000000000000000000000000000000', 'mock-admin-token', 'Bearer x', '']) {
      expect((await call(userInfo, { 'Access-Token': token })).status, token).toBe(401);
    }
    expect((await call(userInfo)).status).toBe(401);
  });

  it('accepts its issued tokens after a restart', async () => {
    const login = routes.find((r) => r.login && loginPathPersona(r.path) === 'casual') as Route;
    const token = String((await call(login)).body.map['Access-Token']);
    const restarted = await startGateway({ port: 0, log: false });
    try {
      const info = await call(basicRoute('/auth/queryUserInfo'), { 'Access-Token': token }, restarted);
      expect(info.status).toBe(200);
      expect(info.persona).toBe('casual');
    } finally {
      await restarted.close();
    }
  });
});

describe('persona examples', () => {
  // Operations where the persona changes the answer: user info, centre data, lists.
  // Those that keep state (x-state) answer from it, built on the same example (gateway-state.test.ts).
  const personaDependent = () => routes.filter((r) => personaExamples(r).length > 1 && r.security !== 'none' && !r.login && !r.state);

  it(
    'answers each persona-dependent operation with the example of the token persona',
    async () => {
      expect(personaDependent().length).toBeGreaterThan(0);
      for (const route of personaDependent()) {
        for (const persona of personaExamples(route)) {
          const answer = await call(route, { 'Access-Token': `mock-${persona}-token` });
          expect(answer.status, `${route.service} ${route.path}`).toBe(200);
          expect(answer.body, `${route.service} ${route.path} as ${persona}`).toEqual(documented(route, persona));
        }
      }
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );

  it.each(PERSONAS)('accepts the fixed token mock-%s-token and answers user info as it or its fallback', async (persona) => {
    const userInfo = basicRoute('/auth/queryUserInfo');
    const key = personaExampleKey(persona, personaExamples(userInfo)) ?? personaExamples(userInfo)[0] ?? '';
    const answer = await call(userInfo, { 'Access-Token': `mock-${persona}-token` });
    expect(answer.status).toBe(200);
    expect(answer.persona).toBe(persona);
    expect(answer.body).toEqual(documented(userInfo, key));
  });

  it(
    "refuses an agent's token on every managers-only operation (x-managers-only) with 403 01020012, and not the manager's",
    async () => {
      const managersOnly = routes.filter((r) => r.managersOnly);
      expect(managersOnly.length).toBeGreaterThanOrEqual(17);
      for (const route of managersOnly) {
        for (const agent of ['unitAgent', 'organAgent'] as const) {
          const manager = agent === 'unitAgent' ? 'unit' : 'organ';
          if (!route.userKinds?.includes(manager)) continue;
          // In a sandbox: the manager's calls change accounts and agents.
          const sandbox = { 'X-Mock-Sandbox': 'managers-only' };
          const refused = await call(route, { ...sandbox, 'Access-Token': `mock-${agent}-token` });
          expect([refused.status, refused.body.appcode], `${route.service} ${route.path} as ${agent}`).toEqual([403, '01020012']);
          const answered = await call(route, { ...sandbox, 'Access-Token': `mock-${manager}-token` });
          expect(answered.status, `${route.service} ${route.path} as ${manager}`).not.toBe(403);
        }
      }
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );

  it('lets the X-Mock-Persona header and the mock-persona cookie force the example', async () => {
    const userInfo = basicRoute('/auth/queryUserInfo');
    const asPerson = { 'Access-Token': 'mock-person-token' };
    const byHeader = await call(userInfo, { ...asPerson, 'X-Mock-Persona': 'unit' });
    expect(byHeader.persona).toBe('unit');
    expect(byHeader.body).toEqual(documented(userInfo, 'unit'));
    const byCookie = await call(userInfo, { ...asPerson, Cookie: 'sidebar=1; mock-persona=organ' });
    expect(byCookie.persona).toBe('organ');
    expect(byCookie.body).toEqual(documented(userInfo, 'organ'));
    const headerWins = await call(userInfo, { ...asPerson, Cookie: 'mock-persona=organ', 'X-Mock-Persona': 'casual' });
    expect(headerWins.body).toEqual(documented(userInfo, 'casual'));
  });

  it('does not log anyone in: a forced persona without a token still gets 401', async () => {
    const answer = await call(basicRoute('/auth/queryUserInfo'), { 'X-Mock-Persona': 'unit' });
    expect(answer.status).toBe(401);
  });

  it('refuses an unknown persona with the list of valid ones', async () => {
    const answer = await call(basicRoute('/auth/queryUserInfo'), { 'X-Mock-Persona': 'admin', 'Access-Token': 'mock-person-token' });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { personas: string[] }).personas).toEqual([...PERSONAS]);
  });
});
