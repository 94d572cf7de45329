// JSON request bodies must be UTF-8 (RFC 8259 §8.1). A plaintext body with bytes
// that are not is refused with a 400 that says why, on every operation with a
// body, logins included; it is never read with U+FFFD in place of the bytes.
// (Inside the cipher envelope the same bytes are refused too: gateway-cipher.)
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequestOf, type Route } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';

// Loops over the whole contract: it grows with it, so it gets more time than one call.
const CONTRACT_LOOP_TIMEOUT_MS = 90_000;

let gateway: Gateway;
let routes: Route[];

interface Answer {
  status: number;
  text: string;
}

/** POSTs exactly these bytes (no re-encoding on the way) and reads the answer. */
function post(path: string, body: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: gateway.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The JSON text of `value` with `bytes` put in the first string value's place (still well-formed JSON syntax). */
function withBytesInAString(value: unknown, bytes: number[]): Buffer {
  const text = JSON.stringify(value ?? {});
  const firstString = /:"/.exec(text);
  if (!firstString) return Buffer.concat([Buffer.from('{"note":"'), Buffer.from(bytes), Buffer.from('"}')]);
  const at = firstString.index + 2;
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]);
}

function routeOf(service: string, path: string): Route {
  const route = routes.find((r) => r.service === service && r.path === path);
  if (!route) throw new Error(`${service} documents no ${path}`);
  return route;
}

const BAD_SEQUENCES: [string, number[]][] = [
  ['a lone continuation byte', [0x80]],
  ['a byte that never occurs in UTF-8', [0xff]],
  ['an overlong encoding of "/"', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ['a sequence cut short before a letter', [0xe4, 0xb8, 0x41]],
  ['Latin-1 text', [0x63, 0x61, 0x66, 0xe9]],
  ['GBK text (中文)', [0xd6, 0xd0, 0xce, 0xc4]],
];

beforeAll(async () => {
  // Not strict: plaintext bodies of x-sm4 operations are accepted, as with VITE_CIPHER=off.
  gateway = await startGateway({ port: 0, strict: false, log: false });
  routes = [...gateway.catalogue.values()].flatMap((service) => service.routes);
});
afterAll(async () => {
  await gateway.close();
});

describe('plaintext JSON bodies that are not UTF-8', () => {
  it('the same two calls with their documented (UTF-8) bodies are answered (the control)', async () => {
    const login = exampleRequestOf(routeOf('basic', '/auth/person/passwordLogin'));
    expect((await post(`/api/basic${login.path}`, Buffer.from(JSON.stringify(login.body)), login.headers)).status).toBe(200);
    const update = exampleRequestOf(routeOf('person', '/personInfo/updateEducationInfo'));
    const headers = { ...update.headers, 'Access-Token': 'mock-person-token' };
    expect((await post(`/api/person${update.path}`, Buffer.from(JSON.stringify(update.body)), headers)).status).toBe(200);
  });

  it.each(BAD_SEQUENCES)('a plaintext password login with %s → 400 naming UTF-8', async (_name, bytes) => {
    const login = exampleRequestOf(routeOf('basic', '/auth/person/passwordLogin'));
    const answer = await post(`/api/basic${login.path}`, withBytesInAString(login.body, bytes), login.headers);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('not valid UTF-8');
  });

  it.each(BAD_SEQUENCES)('an update of the person centre with %s → 400 naming UTF-8', async (_name, bytes) => {
    const update = exampleRequestOf(routeOf('person', '/personInfo/updateEducationInfo'));
    const answer = await post(`/api/person${update.path}`, withBytesInAString(update.body, bytes), {
      ...update.headers,
      'Access-Token': 'mock-person-token',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('not valid UTF-8');
  });

  it(
    'every operation with a request body refuses it, before anything else is looked at',
    async () => {
      const withBody = routes.filter((route) => route.method !== 'get' && route.method !== 'head');
      expect(withBody.length).toBeGreaterThan(100);
      for (const route of withBody) {
        const example = exampleRequestOf(route);
        const answer = await post(`/api/${route.service}${example.path}`, withBytesInAString(example.body, [0xff]), {
          ...example.headers,
          'Access-Token': 'mock-person-token',
        });
        expect(answer.status, `${route.service} ${route.method} ${route.path}`).toBe(400);
        expect(answer.text, `${route.service} ${route.method} ${route.path}`).toContain('not valid UTF-8');
      }
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );
});
