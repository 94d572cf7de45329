// Proxy mode with a real upstream: the correct mock gateway plays the backend, and a
// small proxy between it and the gateway plants contract breaks (a missing field, a
// wrong type, an undocumented status), answers 501 or drops the connection. The gateway
// in proxy mode must report each break with its pointer, route and fall back as
// documented (docs/mock-gateway.md, "In front of a real backend"), keep the development
// switches to itself, and write its reports on close.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBundledDocuments, type Route } from '../../mock/catalogue';
import { openResponseMap } from '../../mock/cipher';
import { prepareExampleCall } from '../../mock/example-call';
import type { ProxiedCall } from '../../mock/proxy/book';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { compareRecordedExamples } from '../../scripts/lib/contract-examples';
import { startPlantingProxy, type Json, type Plant, type PlantingProxy } from './planting-proxy';

/** The breaks the planting proxy makes, by wire path. */
const PLANTED: Record<string, Plant> = {
  '/api/unit/unitBase/getUnitInfo': (status, body) => {
    delete body.map.unitInfo.unitName;
    return { status, body };
  },
  '/api/basic/auth/queryUserInfo': (status, body) => {
    body.map.userInfo.authLevel = String(body.map.userInfo.authLevel);
    return { status, body };
  },
  '/api/basic/qrCode/queryQrCodeState': (_status, body) => ({ status: 418, body }),
  '/api/channel/cityChannel/getCityChannel': () => ({ status: 501, body: { message: 'not implemented' } }),
  '/api/basic/dictionary/findByCode/sex': () => 'drop',
  '/api/basic/dictionary/findByCode/nation': () => 'hang',
};

let backend: Gateway;
let planting: PlantingProxy;
let gateway: Gateway;
let gatewayClosed = false;
let reportDir: string;
/** What the planting proxy received, by wire path. */
const received = new Map<string, { headers: IncomingHttpHeaders; body: string }>();

function routeOf(service: string, method: string, path: string): Route {
  const found = gateway.catalogue.get(service)?.match(method, path);
  if (!found || !('route' in found)) throw new Error(`no operation ${service} ${method} ${path}`);
  return found.route;
}

/** The documented example call of an operation through the gateway, as the portal sends it (sealed with the development key). */
async function call(service: string, method: string, path: string, headers: Record<string, string> = {}) {
  const prepared = prepareExampleCall(routeOf(service, method, path), {
    publicKey: DEV_KEYS.publicKey,
    headers: { 'Access-Token': 'mock-person-token', ...headers },
  });
  const response = await fetch(`${gateway.url}${prepared.path}`, {
    method: prepared.method,
    headers: prepared.headers,
    body: prepared.body ?? null,
  });
  const body = (await response.json()) as Json;
  return { response, body, key: prepared.key };
}

async function proxiedCalls(): Promise<ProxiedCall[]> {
  const answer = (await (await fetch(`${gateway.url}/api/__mock/proxy`)).json()) as { map: { calls: ProxiedCall[] } };
  return answer.map.calls;
}

beforeAll(async () => {
  backend = await startGateway({ port: 0, log: false, strict: true });
  planting = await startPlantingProxy(backend.url, PLANTED, (path, headers, body) => received.set(path, { headers, body }));
  reportDir = mkdtempSync(join(tmpdir(), 'proxy-reports-'));
  gateway = await startGateway({
    port: 0,
    log: false,
    proxy: { backend: planting.url, publicKey: DEV_KEYS.publicKey, fallback: true, mock: ['affair'], record: join(reportDir, 'recorded') },
    reportDir,
  });
});

afterAll(async () => {
  if (!gatewayClosed) await gateway?.close();
  await planting?.close();
  await backend?.close();
  rmSync(reportDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The violation lines the gateway writes to stderr, kept out of the test output. */
const quietWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('the gateway in front of a real backend', () => {
  it('opens the portal’s envelope, seals it for the backend, and seals the opened answer back: a correct call has no violation', async () => {
    const { response, body, key } = await call('person', 'post', '/personInfo/getPersonInfo');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-mock-source')).toBe('backend');
    expect(response.headers.get('x-contract-violations')).toBe('0');
    const sent = JSON.parse(received.get('/api/person/personInfo/getPersonInfo')?.body ?? '{}') as Json;
    expect(Object.keys(sent).sort()).toEqual(['encryptData', 'encryptKey', 'iv', 'sign']);
    expect(openResponseMap(body.map, key!)).toMatchObject({ personInfo: { name: '王建国' } });
  });

  it('reports each planted break with its pointer, one log line each, and lets the answer through', async () => {
    const warn = quietWarnings();
    const missing = await call('unit', 'post', '/unitBase/getUnitInfo', { 'Access-Token': 'mock-unit-token' });
    const wrongType = await call('basic', 'post', '/auth/queryUserInfo');
    const undocumented = await call('basic', 'post', '/qrCode/queryQrCodeState');
    const lines = warn.mock.calls.map((args) => String(args[0]));

    expect(
      [missing, wrongType, undocumented].map(({ response }) => [response.status, response.headers.get('x-contract-violations')]),
    ).toEqual([
      [200, '1'],
      [200, '1'],
      [418, '1'],
    ]);
    expect(missing.body.map.unitInfo.unitName).toBeUndefined();
    const violations = (await proxiedCalls()).slice(0, 3).flatMap((c) => c.violations);
    expect(violations).toEqual([
      {
        operation: 'POST basic /qrCode/queryQrCodeState',
        direction: 'response',
        pointer: 'status',
        expected: 'a documented status (200,429,500,422)',
        actual: '418',
      },
      {
        operation: 'POST basic /auth/queryUserInfo',
        direction: 'response',
        pointer: '/map/userInfo/authLevel',
        expected: 'must be integer',
        actual: '"3" (string)',
      },
      {
        operation: 'POST unit /unitBase/getUnitInfo',
        direction: 'response',
        pointer: '/map/unitInfo/unitName',
        expected: 'present (required)',
        actual: 'absent',
      },
    ]);
    expect(lines).toEqual([
      '[mock] contract violation: POST unit /unitBase/getUnitInfo response /map/unitInfo/unitName: expected present (required), got absent',
      '[mock] contract violation: POST basic /auth/queryUserInfo response /map/userInfo/authLevel: expected must be integer, got "3" (string)',
      '[mock] contract violation: POST basic /qrCode/queryQrCodeState response status: expected a documented status (200,429,500,422), got 418',
    ]);
  });

  it('keeps the development switches and cookies to itself', async () => {
    quietWarnings();
    await call('basic', 'post', '/auth/queryUserInfo', {
      'X-Mock-Persona': 'unit',
      'X-Mock-Scenario': 'status-500',
      Cookie: 'mock-persona=unit; JSESSIONID=a1; mock-sandbox=s',
    });
    const { headers } = received.get('/api/basic/auth/queryUserInfo')!;
    expect(Object.keys(headers).filter((name) => name.startsWith('x-mock-'))).toEqual([]);
    expect(headers.cookie).toBe('JSESSIONID=a1');
    expect(headers.via).toMatch(/^1\.1 hrss-mock-gateway-[0-9a-f]{12}$/);
  });

  it('lets the mock answer the services named with --mock, and, with --fallback, what the backend answers 501 for or drops', async () => {
    received.clear();
    const named = await call('affair', 'post', '/applicant/case/overview');
    const notImplemented = await call('channel', 'post', '/cityChannel/getCityChannel');
    const dropped = await fetch(`${gateway.url}/api/basic/dictionary/findByCode/sex`);
    expect([named, notImplemented].map(({ response }) => [response.status, response.headers.get('x-mock-source')])).toEqual([
      [200, 'mock'],
      [200, 'mock'],
    ]);
    expect([dropped.status, dropped.headers.get('x-mock-source')]).toEqual([200, 'mock']);
    expect([...received.keys()]).toEqual(['/api/channel/cityChannel/getCityChannel', '/api/basic/dictionary/findByCode/sex']);
    expect((await proxiedCalls()).slice(0, 3).map((c) => [c.operation, c.source])).toEqual([
      ['GET basic /dictionary/findByCode/{code}', 'mock'],
      ['POST channel /cityChannel/getCityChannel', 'mock'],
      ['POST affair /applicant/case/overview', 'mock'],
    ]);
  });

  it('with --backend-only sends only the services named to the backend, and a backend that does not answer within --timeout gets 504', async () => {
    quietWarnings();
    const documents = await loadBundledDocuments(() => undefined);
    const only = await startGateway({
      port: 0,
      log: false,
      documents: { basic: documents.basic!, person: documents.person! },
      stateless: true,
      proxy: { backend: planting.url, publicKey: DEV_KEYS.publicKey, backendOnly: ['basic'], timeoutMs: 2_000 },
      reportDir,
    });
    try {
      received.clear();
      const person = await fetch(`${only.url}/api/person/personInfo/getPersonInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Access-Token': 'mock-person-token', 'App-Id': 'hrss-web-portal' },
        body: '{}',
      });
      const basic = await fetch(`${only.url}/api/basic/dictionary/findByCode/educationLevel`);
      const hanging = await fetch(`${only.url}/api/basic/dictionary/findByCode/nation`);
      expect([person, basic, hanging].map((answer) => [answer.status, answer.headers.get('x-mock-source')])).toEqual([
        [person.status, 'mock'],
        [200, 'backend'],
        [504, 'backend'],
      ]);
      expect([...received.keys()]).toEqual(['/api/basic/dictionary/findByCode/educationLevel', '/api/basic/dictionary/findByCode/nation']);
      expect(((await hanging.json()) as Json).msg).toMatch(/no answer within 2000 ms/);
    } finally {
      await only.close();
    }
  });

  it('answers a violation with 502 and the violations when strict, and refuses a backend that is itself', async () => {
    quietWarnings();
    const documents = await loadBundledDocuments(() => undefined);
    const strict = await startGateway({
      port: 0,
      log: false,
      documents: { basic: documents.basic! },
      stateless: true,
      proxy: { backend: planting.url, strict: true },
      reportDir,
    });
    const answer = await fetch(`${strict.url}/api/basic/qrCode/queryQrCodeState`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ qrCodeId: 'QR20261122093015A7F3' }),
    });
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as Json).violations).toEqual([expect.objectContaining({ pointer: 'status', actual: '418' })]);
    const port = strict.port;
    await strict.close();
    await expect(
      startGateway({
        port,
        log: false,
        documents: { basic: documents.basic! },
        stateless: true,
        proxy: { backend: `http://localhost:${port}` },
      }),
    ).rejects.toThrow(/is this gateway itself/);
  });

  it('writes violations.json and a JUnit file on close', async () => {
    await gateway.close();
    gatewayClosed = true;
    const report = JSON.parse(readFileSync(join(reportDir, 'violations.json'), 'utf8')) as Json;
    expect(report.operations.find((o: Json) => o.operation === 'POST unit /unitBase/getUnitInfo').violations).toEqual([
      expect.objectContaining({ pointer: '/map/unitInfo/unitName', count: 1 }),
    ]);
    const junit = readFileSync(join(reportDir, 'junit.xml'), 'utf8');
    expect(junit).toContain('<testcase classname="unit" name="POST /unitBase/getUnitInfo">');
    expect(junit).toMatch(/failures="3"/);
  });

  it('records the backend’s answers masked, and contract:examples shows how they differ from the documented examples', async () => {
    const recorded = readFileSync(join(reportDir, 'recorded/basic/post_auth_queryUserInfo.json'), 'utf8');
    expect(recorded).not.toMatch(/王建国|320102198807154211|13851726721/);
    expect(JSON.parse(recorded).answers['200'][0].map.userInfo).toMatchObject({ name: '王*国', userId: 'P3201**********4211' });
    const { lines } = await compareRecordedExamples(join(reportDir, 'recorded'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'POST basic /auth/queryUserInfo 200 #1: differs from the closest example "person"',
        '    ~ /map/userInfo/authLevel: string recorded, number documented',
        'POST person /personInfo/getPersonInfo 200 #1: same shape as the example "person"',
      ]),
    );
  });
});
