// The cipher proxy against the mock gateway in strict mode, which refuses any
// x-sm4 body that is not the envelope: through the proxy a plaintext request
// succeeds and a sealed answer arrives opened; its own errors say what is wrong.
import { createServer } from 'node:net';
import smCrypto from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequestOf } from '../../mock/catalogue';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { HINT_HEADER, PROXY_HEADER, startCipherProxy, type CipherProxy } from '../../scripts/lib/cipher-proxy';

let gateway: Gateway;
let proxy: CipherProxy;

beforeAll(async () => {
  gateway = await startGateway({ port: 0, host: '127.0.0.1', strict: true, stateless: true, log: false });
  proxy = await startCipherProxy({ server: gateway.url, publicKey: DEV_KEYS.publicKey });
});

afterAll(async () => {
  await proxy?.close();
  await gateway?.close();
});

/** The documented example request of an operation, in plaintext. */
function exampleOf(service: string, method: string, path: string): { path: string; init: RequestInit } {
  const found = gateway.catalogue.get(service)?.match(method, path);
  if (!found || !('route' in found)) throw new Error(`no operation ${service} ${method} ${path}`);
  const example = exampleRequestOf(found.route);
  return {
    path: `/api/${service}${example.path}`,
    init: {
      method: method.toUpperCase(),
      headers: { ...example.headers, 'content-type': 'application/json', 'Access-Token': 'mock-person-token' },
      body: JSON.stringify(example.body ?? {}),
    },
  };
}

const passwordLogin = () => exampleOf('basic', 'post', '/auth/person/passwordLogin'); // x-sm4: request
const personInfo = () => exampleOf('person', 'post', '/personInfo/getPersonInfo'); // x-sm4: response

async function json(response: Response): Promise<{ appcode: string; msg: string; map: Record<string, unknown> }> {
  return (await response.json()) as { appcode: string; msg: string; map: Record<string, unknown> };
}

describe('the cipher proxy in front of the strict mock gateway', () => {
  it('seals a plaintext request the gateway refuses when sent directly', async () => {
    const { path, init } = passwordLogin();
    const direct = await fetch(gateway.url + path, init);
    expect(direct.status).toBe(400);
    expect((await json(direct)).msg).toMatch(/must be the cipher envelope/);

    const proxied = await fetch(proxy.url + path, init);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get(PROXY_HEADER)).toBe('sealed');
    const body = await json(proxied);
    expect(body.appcode).toBe('0');
    expect(body.map['Access-Token']).toMatch(/^mock-person-/);
  });

  it('opens a sealed answer', async () => {
    const { path, init } = personInfo();
    const proxied = await fetch(proxy.url + path, init);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get(PROXY_HEADER)).toBe('sealed, opened');
    const body = await json(proxied);
    expect(body.map).not.toHaveProperty('encryptData');
    expect(body.map).toHaveProperty('personInfo.name');
  });

  it('passes other operations, their headers and status through', async () => {
    const answer = await fetch(`${proxy.url}/api/basic/dictionary/findByCode/sex`, { headers: { 'X-Mock-Persona': 'unit' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(PROXY_HEADER)).toBeNull();
    expect(answer.headers.get('x-mock-persona')).toBe('unit');
    expect((await json(answer)).map).toHaveProperty('list');
    const unknown = await fetch(`${proxy.url}/api/basic/no/such/path`);
    expect(unknown.status).toBe(404);
  });

  it('answers 502 saying why when a sealed answer cannot be opened', async () => {
    const { path, init } = personInfo();
    const answer = await fetch(proxy.url + path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'X-Mock-Scenario': 'bad-sign' },
    });
    expect(answer.status).toBe(502);
    expect((await json(answer)).msg).toMatch(
      /^cipher proxy: the server answered 200 but the answer cannot be opened: .*sign does not match/,
    );
  });
});

describe('the cipher proxy with a wrong key or no backend', () => {
  it('refuses to start with a key that is not an SM2 public key', async () => {
    await expect(startCipherProxy({ server: gateway.url, publicKey: '04abc' })).rejects.toThrow(/04 followed by 128 hex digits/);
    const offCurve = `04${'1'.repeat(128)}`;
    await expect(startCipherProxy({ server: gateway.url, publicKey: offCurve })).rejects.toThrow(/not a point of the SM2 curve/);
  });

  it('passes on the refusal of a request sealed for another key, with a hint', async () => {
    const other = await startCipherProxy({ server: gateway.url, publicKey: smCrypto.sm2.generateKeyPairHex().publicKey });
    try {
      const { path, init } = personInfo();
      const answer = await fetch(other.url + path, init);
      expect(answer.status).toBe(400);
      expect(answer.headers.get(HINT_HEADER)).toMatch(/public key/);
      expect((await json(answer)).msg).toMatch(/encrypted body refused/);
    } finally {
      await other.close();
    }
  });

  it('answers 502 naming the server when it does not answer', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const down = await startCipherProxy({ server: `http://127.0.0.1:${port}`, publicKey: DEV_KEYS.publicKey });
    try {
      const { path, init } = personInfo();
      for (const answer of [await fetch(down.url + path, init), await fetch(`${down.url}/api/basic/dictionary/findByCode/sex`)]) {
        expect(answer.status).toBe(502);
        expect((await json(answer)).msg).toMatch(
          new RegExp(`^cipher proxy: the server http://127.0.0.1:${port} did not answer: .*ECONNREFUSED`),
        );
      }
    } finally {
      await down.close();
    }
  });
});
