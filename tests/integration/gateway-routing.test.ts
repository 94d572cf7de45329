// The gateway over real HTTP: prefixes, routing errors, Prism validation, Prefer
// pass-through, strict response validation and the per-request log line.
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleRequestOf, loadBundledCatalogue, type Route, type ServiceRoutes } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
// @ts-expect-error -- plain ESM script without type declarations
import { distIsStale, listApis } from '../../scripts/lib/contract.mjs';

let gateway: Gateway;
let basic: ServiceRoutes;

function routeOf(path: string, method = 'post'): Route {
  const found = basic.match(method, path);
  if (!found || !('route' in found)) throw new Error(`basic ${method} ${path} is not documented`);
  return found.route;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
  const { catalogue } = gateway;
  basic = catalogue.get('basic') as ServiceRoutes;
});
afterAll(() => gateway.close());

describe('prefixes and routing', () => {
  it('serves a GET with a path parameter under /api and /zuul/api alike', async () => {
    const { path } = exampleRequestOf(routeOf('/dictionary/findByCode/{code}', 'get'));
    const plain = await fetch(`${gateway.url}/api/basic${path}`);
    const zuul = await fetch(`${gateway.url}/zuul/api/basic${path}`);
    expect(plain.status).toBe(200);
    expect(zuul.status).toBe(200);
    const body = (await plain.json()) as { appcode: string };
    expect(body.appcode).toBe('0');
    expect(await zuul.json()).toEqual(body);
  });

  it('serves a POST under both prefixes', async () => {
    const example = exampleRequestOf(routeOf('/qrCode/queryQrCodeState'));
    for (const prefix of ['/api', '/zuul/api']) {
      const response = await post(`${prefix}/basic${example.path}`, example.body);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { appcode: string }).appcode).toBe('0');
    }
  });

  it('answers an unknown service, an unknown path and a foreign prefix with 404 JSON', async () => {
    const unknownService = await post('/api/nosuchservice/auth/queryUserInfo', {});
    expect(unknownService.status).toBe(404);
    expect(((await unknownService.json()) as { services: string[] }).services).toContain('basic');
    const unknownPath = await post('/api/basic/no/such/path', {});
    expect(unknownPath.status).toBe(404);
    expect(((await unknownPath.json()) as { msg: string }).msg).toMatch(/no path \/no\/such\/path/);
    const foreign = await fetch(`${gateway.url}/v2/basic/auth/queryUserInfo`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(/json/);
  });

  it('answers a documented path with an undocumented method with 405 and Allow', async () => {
    const response = await fetch(`${gateway.url}/api/basic/qrCode/queryQrCodeState`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('Prism validation and preferences', () => {
  it('answers an invalid request with 422 and Prism validation details', async () => {
    const response = await post('/api/basic/qrCode/queryQrCodeState', { unexpected: true });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { validation: { location: string[]; message: string }[] };
    expect(problem.validation.length).toBeGreaterThan(0);
    expect(problem.validation.map((v) => v.location[0])).toContain('body');
  });

  it('passes Prefer example= through', async () => {
    const route = routeOf('/qrCode/queryQrCodeState');
    const example = exampleRequestOf(route);
    const [first, second] = route.exampleKeys.get(200) ?? [];
    expect(second).toBeDefined();
    const byDefault = (await (await post(`/api/basic${example.path}`, example.body)).json()) as unknown;
    const preferred = (await (await post(`/api/basic${example.path}`, example.body, { Prefer: `example=${second}` })).json()) as unknown;
    expect(first).not.toBe(second);
    expect(preferred).not.toEqual(byDefault);
  });

  it('reads __example= from the query when there is no Prefer header', async () => {
    const route = routeOf('/qrCode/queryQrCodeState');
    const example = exampleRequestOf(route);
    const second = (route.exampleKeys.get(200) ?? [])[1] ?? '';
    const byQuery = await (await post(`/api/basic${example.path}?__example=${second}`, example.body)).json();
    const byHeader = await (await post(`/api/basic${example.path}`, example.body, { Prefer: `example=${second}` })).json();
    expect(byQuery).toEqual(byHeader);
  });

  it('passes Prefer code= through to the documented non-2xx answer', async () => {
    const example = exampleRequestOf(routeOf('/qrCode/queryQrCodeState'));
    const response = await post(`/api/basic${example.path}`, example.body, { Prefer: 'code=429' });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { appcode: string }).appcode).toBe('429');
  });

  it('answers a Prefer for an undocumented example with Prism 404 problem', async () => {
    const example = exampleRequestOf(routeOf('/qrCode/queryQrCodeState'));
    const response = await post(`/api/basic${example.path}`, example.body, { Prefer: 'example=noSuchExample' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('the header parameters of spec §7 and the documented error answers', () => {
  const routeIn = (service: string, path: string): Route => {
    const found = gateway.catalogue.get(service)?.match('post', path);
    if (!found || !('route' in found)) throw new Error(`${service} POST ${path} is not documented`);
    return found.route;
  };
  const asPerson = { 'Access-Token': 'mock-person-token' };

  it('accepts Channel-Type web or a channel name, and a call without it (the server takes it as web)', async () => {
    const example = exampleRequestOf(routeOf('/qrCode/queryQrCodeState'));
    for (const headers of [{ 'Channel-Type': 'web' }, { 'Channel-Type': 'self-service' }, {}] as Record<string, string>[]) {
      expect((await post(`/api/basic${example.path}`, example.body, headers)).status).toBe(200);
    }
  });

  it("refuses a Channel-Type outside the contract's pattern with 422 naming the header", async () => {
    const example = exampleRequestOf(routeOf('/qrCode/queryQrCodeState'));
    const response = await post(`/api/basic${example.path}`, example.body, { 'Channel-Type': 'web; drop' });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { validation: { location: string[] }[] };
    expect(problem.validation.map((v) => v.location.join('.').toLowerCase())).toContain('header.channel-type');
  });

  it('refuses the page-header favourites without the Channel-Marker header, and with another value', async () => {
    const route = routeIn('channel', '/function/getCollection');
    const { 'Channel-Marker': marker, ...withoutMarker } = exampleRequestOf(route).headers;
    expect(marker).toBe('header');
    const send = (headers: Record<string, string>) => post('/api/channel/function/getCollection', {}, { ...asPerson, ...headers });
    expect((await send({ ...withoutMarker, 'Channel-Marker': 'header' })).status).toBe(200);
    expect((await send(withoutMarker)).status).toBe(422);
    expect((await send({ ...withoutMarker, 'Channel-Marker': 'footer' })).status).toBe(422);
  });

  it('answers Prefer code=500 with the documented envelope of every operation', async () => {
    const example = exampleRequestOf(routeOf('/qrCode/queryQrCodeState'));
    const response = await post(`/api/basic${example.path}`, example.body, { Prefer: 'code=500' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ appcode: '500', msg: '系统繁忙，请稍后再试', map: {} });
  });

  it('an x-sm4 operation answers its replay refusal only when asked; an invalid sealed body still gets 422', async () => {
    const route = routeIn('person', '/personInfo/updatePersonInfo');
    const options = { publicKey: DEV_KEYS.publicKey, headers: asPerson };
    const replay = await callExample(gateway.url, route, { ...options, headers: { ...asPerson, Prefer: 'code=400' } });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ appcode: '01000409', msg: '请求已失效，请重新提交', map: {} });
    const invalid = await callExample(gateway.url, route, { ...options, body: { unexpected: true } });
    expect(invalid.status).toBe(422);
    expect((invalid.body as { validation: unknown[] }).validation.length).toBeGreaterThan(0);
  });
});

// A one-operation document whose example breaks its own schema: only the
// response validation can notice.
const brokenDocument = {
  openapi: '3.0.3',
  info: { title: 'fixture', version: '1' },
  paths: {
    '/broken': {
      post: {
        operationId: 'broken',
        security: [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object' }, example: {} } },
        },
        responses: {
          '200': {
            description: 'envelope',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['appcode'], properties: { appcode: { type: 'string' } } },
                example: { appcode: 0 },
              },
            },
          },
        },
      },
    },
  },
};

describe('response validation', () => {
  it('turns a response violation into a 500 in strict mode', async () => {
    const strict = await startGateway({ port: 0, strict: true, log: false, documents: { fixture: brokenDocument } });
    try {
      const response = await fetch(`${strict.url}/api/fixture/broken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(500);
      const problem = (await response.json()) as { validation: string[] };
      expect(problem.validation.join(' ')).toMatch(/appcode/);
    } finally {
      await strict.close();
    }
  });

  it('answers and logs the violation when not strict', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lenient = await startGateway({ port: 0, strict: false, log: false, documents: { fixture: brokenDocument } });
    try {
      const response = await fetch(`${lenient.url}/api/fixture/broken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ appcode: 0 });
      expect(warn.mock.calls.flat().join('\n')).toMatch(/response violates fixture \/broken: .*appcode/);
    } finally {
      warn.mockRestore();
      await lenient.close();
    }
  });
});

describe('request log', () => {
  it('writes one line per request with method, path, status, time, persona and scenario', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const logged = await startGateway({ port: 0, log: true });
    try {
      await fetch(`${logged.url}/api/basic/auth/queryUserInfo?x=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Access-Token': 'mock-unit-token', 'X-Mock-Scenario': 'slow:5' },
        body: '{}',
      });
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      expect(log.mock.calls[0]?.[0]).toMatch(/^POST \/api\/basic\/auth\/queryUserInfo 200 \d+ms persona=unit scenario=slow:5$/);
    } finally {
      log.mockRestore();
      await logged.close();
    }
  });
});

describe('the catalogue of the bundled contract', () => {
  it('counts a bundle without its JSON twin as stale, so the next reader bundles again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      // Both written now, so newer than every source file of the contract.
      const api = { distFile: join(dir, 'basic.yaml'), distJsonFile: join(dir, 'basic.json') };
      writeFileSync(api.distFile, 'openapi: 3.0.3\n');
      expect(distIsStale([api])).toBe(true);
      writeFileSync(api.distJsonFile, '{"openapi":"3.0.3"}');
      expect(distIsStale([api])).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is built once while the bundle stays the same, and again once a bundled document changes', async () => {
    const quiet = () => undefined;
    const first = await loadBundledCatalogue(quiet);
    expect(await loadBundledCatalogue(quiet)).toBe(first);
    expect(gateway.catalogue).toBe(first);
    // A newer modification time, as a rebundle leaves (the content stays: other files read it now).
    const { distJsonFile } = (listApis() as { distJsonFile: string }[])[0]!;
    const { atime, mtimeMs } = statSync(distJsonFile);
    utimesSync(distJsonFile, atime, new Date(mtimeMs + 1000));
    const rebuilt = await loadBundledCatalogue(quiet);
    expect(rebuilt).not.toBe(first);
    expect([...rebuilt.keys()]).toEqual([...first.keys()]);
  });
});
