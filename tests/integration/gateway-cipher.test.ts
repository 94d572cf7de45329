// The cipher envelope over real HTTP. Envelopes here are built and opened with
// Node's native SM4/HMAC-SM3 and sm-crypto's SM2 over the key's hex text (spec §9),
// independently of mock/cipher.ts, so the gateway is checked against a second
// implementation of the wire format.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequestOf, type Route } from '../../mock/catalogue';
import { buildRequestEnvelope, openRequestEnvelope, openResponseMap, sealResponseMap } from '../../mock/cipher';
import { startGateway, type Gateway } from '../../mock/server';

// Loops over the whole contract: they grow with it, so they get more time than one call.
const CONTRACT_LOOP_TIMEOUT_MS = 90_000;

const devKeys = JSON.parse(readFileSync(new URL('../../mock/dev-keys.json', import.meta.url), 'utf8')) as {
  publicKey: string;
  privateKey: string;
};

interface Envelope {
  encryptData: string;
  encryptKey: string;
  iv: string;
  sign: string;
}

/**
 * How the SM4 key is handed to SM2: `hex` is the contract (the key's 32 lowercase
 * hex characters as ASCII, sm-crypto encoding the string as UTF-8), `raw` the
 * retired form (the 16 bytes themselves), which the gateway must refuse.
 */
type KeyWrap = 'hex' | 'raw';

function wrapNatively(key: Buffer, publicKey: string, form: KeyWrap): string {
  return form === 'hex' ? sm2.doEncrypt(key.toString('hex'), publicKey, 1) : sm2.doEncrypt(Array.from(key), publicKey, 1);
}

function nativeEnvelope(json: string, publicKey = devKeys.publicKey, form: KeyWrap = 'hex'): { key: Buffer; envelope: Envelope } {
  const key = randomBytes(16);
  const iv = randomBytes(16);
  const cipher = createCipheriv('sm4-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return {
    key,
    envelope: {
      encryptData: ciphertext.toString('hex'),
      encryptKey: wrapNatively(key, publicKey, form),
      iv: iv.toString('hex'),
      sign: createHmac('sm3', key).update(iv).update(ciphertext).digest('hex'),
    },
  };
}

function nativeOpen(map: { encryptData: string; iv: string; sign: string }, key: Buffer): unknown {
  const iv = Buffer.from(map.iv, 'hex');
  const ciphertext = Buffer.from(map.encryptData, 'hex');
  const expected = createHmac('sm3', key).update(iv).update(ciphertext).digest('hex');
  if (expected !== map.sign) throw new Error('sign mismatch');
  const decipher = createDecipheriv('sm4-cbc', key, iv);
  return JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')) as unknown;
}

// A fixture service with one `response` and one `both` operation, so sealing is
// tested whatever the real documents hold today.
const envelope200 = (map: object) => ({
  description: 'envelope',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['appcode', 'msg', 'map'],
        properties: { appcode: { type: 'string' }, msg: { type: 'string' }, map: { type: 'object' } },
      },
      example: { appcode: '0', msg: '成功', map },
    },
  },
});
const cipherDocument = {
  openapi: '3.0.3',
  info: { title: 'fixture', version: '1' },
  paths: {
    '/detail': {
      post: {
        operationId: 'detail',
        security: [],
        'x-sm4': 'response',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', additionalProperties: false }, example: {} } },
        },
        responses: { '200': envelope200({ name: '王建国', idCard: '320102198807154211' }) },
      },
    },
    '/sensitive': {
      post: {
        operationId: 'sensitive',
        security: [],
        'x-sm4': 'both',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['serial'], additionalProperties: false, properties: { serial: { type: 'string' } } },
              example: { serial: 'F2026' },
            },
          },
        },
        responses: { '200': envelope200({ cellphone: '13812346721' }) },
      },
    },
  },
};

let gateway: Gateway;
let fixture: Gateway;
let routes: Route[];

function postJson(base: Gateway, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const loginPath = '/api/basic/auth/person/passwordLogin';
function loginRequest(): { body: unknown; headers: Record<string, string> } {
  const route = routes.find((r) => r.service === 'basic' && r.path === '/auth/person/passwordLogin');
  if (!route) throw new Error('basic documents no /auth/person/passwordLogin');
  const { body, headers } = exampleRequestOf(route);
  return { body, headers };
}

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
  fixture = await startGateway({ port: 0, strict: false, log: false, documents: { fixture: cipherDocument } });
  const { catalogue } = gateway;
  routes = [...catalogue.values()].flatMap((service) => service.routes);
});
afterAll(async () => {
  await Promise.all([gateway.close(), fixture.close()]);
});

describe('mock/cipher against a native implementation', () => {
  it('opens natively built envelopes, Chinese text and 64 KB bodies included', () => {
    for (const text of ['{}', JSON.stringify({ name: '王建国', note: '🙂' }), JSON.stringify({ blob: 'x'.repeat(64 * 1024) })]) {
      const { key, envelope } = nativeEnvelope(text);
      const opened = openRequestEnvelope(envelope, devKeys.privateKey);
      expect(opened.plaintext).toBe(text);
      expect(opened.key.equals(key)).toBe(true);
    }
  });

  it('recovers random keys on every try (both roots of the SM2 y coordinate)', () => {
    for (let i = 0; i < 24; i++) {
      const { key, envelope } = nativeEnvelope('{"i":1}');
      expect(openRequestEnvelope(envelope, devKeys.privateKey).key.toString('hex')).toBe(key.toString('hex'));
    }
  });

  it('builds envelopes and seals maps that the native side opens', () => {
    const { envelope, key } = buildRequestEnvelope('{"a":"甲"}', devKeys.publicKey);
    expect(envelope.encryptKey).toMatch(/^[0-9a-f]{256}$/);
    expect(sm2.doDecrypt(envelope.encryptKey, devKeys.privateKey, 1)).toBe(key.toString('hex'));
    const decipher = createDecipheriv('sm4-cbc', key, Buffer.from(envelope.iv, 'hex'));
    const plain = Buffer.concat([decipher.update(Buffer.from(envelope.encryptData, 'hex')), decipher.final()]);
    expect(plain.toString('utf8')).toBe('{"a":"甲"}');
    expect(nativeOpen(sealResponseMap({ b: '乙' }, key), key)).toEqual({ b: '乙' });
    expect(openResponseMap(sealResponseMap({ b: '乙' }, key), key)).toEqual({ b: '乙' });
  });

  it('wraps keys that sm-crypto opens on every try (both roots of the SM2 y coordinate), for any key pair', () => {
    const other = sm2.generateKeyPairHex();
    for (const keys of [devKeys, other]) {
      for (let i = 0; i < 24; i++) {
        const { envelope, key } = buildRequestEnvelope('{"i":1}', keys.publicKey);
        expect(sm2.doDecrypt(envelope.encryptKey, keys.privateKey, 1)).toBe(key.toString('hex'));
      }
    }
  });
});

describe('encrypted requests', () => {
  it('accepts an independently built envelope for an x-sm4 request operation, with or without the 04 of C1', async () => {
    const { body, headers } = loginRequest();
    const { envelope } = nativeEnvelope(JSON.stringify(body));
    // sm-crypto leaves the 04 out (256 hex characters); Java SM2 libraries keep it (258).
    expect(envelope.encryptKey).toHaveLength(256);
    for (const encryptKey of [envelope.encryptKey, `04${envelope.encryptKey}`]) {
      const response = await postJson(gateway, loginPath, { ...envelope, encryptKey }, headers);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { appcode: string; map: Record<string, string> };
      expect(answer.appcode).toBe('0');
      expect(answer.map['Access-Token']).toMatch(/^mock-person-/);
    }
  });

  it('validates the decrypted plaintext with Prism', async () => {
    const { headers } = loginRequest();
    const { envelope } = nativeEnvelope(JSON.stringify({ username: 42 }));
    const response = await postJson(gateway, loginPath, envelope, headers);
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { validation: { location: string[] }[] };
    expect(problem.validation.some((v) => v.location.join('.') === 'body.username')).toBe(true);
  });

  it(
    'answers every x-sm4 operation of the contract that is sent its encrypted example',
    async () => {
      const encrypted = routes.filter((r) => r.cipher && r.method !== 'get');
      expect(encrypted.length).toBeGreaterThan(0);
      for (const route of encrypted) {
        const example = exampleRequestOf(route);
        const { key, envelope } = nativeEnvelope(JSON.stringify(example.body ?? {}));
        const response = await postJson(gateway, `/api/${route.service}${example.path}`, envelope, {
          ...example.headers,
          // A user of a kind the operation is for (its x-user-kinds): another kind is refused with 403.
          'Access-Token': `mock-${route.userKinds?.[0] ?? 'person'}-token`,
        });
        expect(response.status, `${route.service} ${route.path}`).toBe(200);
        const answer = (await response.json()) as { map: { encryptData: string; iv: string; sign: string } };
        if (route.cipher !== 'request') expect(nativeOpen(answer.map, key), `${route.service} ${route.path}`).toBeTypeOf('object');
      }
    },
    CONTRACT_LOOP_TIMEOUT_MS,
  );
});

describe('encrypted responses', () => {
  it('seals the map of a response operation under the request key', async () => {
    const { key, envelope } = nativeEnvelope('{}');
    const response = await postJson(fixture, '/api/fixture/detail', envelope);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { appcode: string; msg: string; map: { encryptData: string; iv: string; sign: string } };
    expect(answer.appcode).toBe('0');
    expect(Object.keys(answer.map).sort()).toEqual(['encryptData', 'iv', 'sign']);
    expect(nativeOpen(answer.map, key)).toEqual({ name: '王建国', idCard: '320102198807154211' });
  });

  it('decrypts the request and seals the answer of a both operation, with a fresh iv each time', async () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const { key, envelope } = nativeEnvelope(JSON.stringify({ serial: 'F2026' }));
      const response = await postJson(fixture, '/api/fixture/sensitive', envelope);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { map: { encryptData: string; iv: string; sign: string } };
      expect(nativeOpen(answer.map, key)).toEqual({ cellphone: '13812346721' });
      ivs.add(answer.map.iv);
    }
    expect(ivs.size).toBe(2);
    const { envelope } = nativeEnvelope(JSON.stringify({ serial: 7 }));
    expect((await postJson(fixture, '/api/fixture/sensitive', envelope)).status).toBe(422);
  });
});

describe('refused envelopes', () => {
  async function refusal(envelope: unknown): Promise<string> {
    const { headers } = loginRequest();
    const response = await postJson(gateway, loginPath, envelope, headers);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    return ((await response.json()) as { msg: string }).msg;
  }

  it('refuses a tampered sign', async () => {
    const { envelope } = nativeEnvelope(JSON.stringify(loginRequest().body));
    const sign = `${envelope.sign.slice(0, -1)}${envelope.sign.endsWith('0') ? '1' : '0'}`;
    expect(await refusal({ ...envelope, sign })).toMatch(/sign does not match/);
  });

  it('refuses tampered ciphertext', async () => {
    const { envelope } = nativeEnvelope(JSON.stringify(loginRequest().body));
    const encryptData = `${envelope.encryptData.startsWith('0') ? '1' : '0'}${envelope.encryptData.slice(1)}`;
    expect(await refusal({ ...envelope, encryptData })).toMatch(/sign does not match/);
  });

  it('refuses bad hex and malformed fields', async () => {
    const { envelope } = nativeEnvelope('{}');
    expect(await refusal({ ...envelope, encryptData: 'zz'.repeat(16) })).toMatch(/"encryptData" is not hex/);
    expect(await refusal({ ...envelope, iv: envelope.iv.slice(2) })).toMatch(/"iv" must be 32 hex/);
    expect(await refusal({ ...envelope, encryptKey: envelope.encryptKey.slice(0, 100) })).toMatch(
      /"encryptKey" must be the SM2 encryption .* 256 hex characters .*; got 100 hex characters/,
    );
    expect(await refusal({ ...envelope, sign: 123 })).toMatch(/"sign" is missing or not a string/);
    expect(await refusal({ ...envelope, encryptData: envelope.encryptData.slice(2) })).toMatch(/SM4 blocks/);
    expect(await refusal({ encryptData: envelope.encryptData })).toMatch(/"encryptKey"/);
  });

  it('refuses a key encrypted for another public key', async () => {
    const other = sm2.generateKeyPairHex();
    const { envelope } = nativeEnvelope(JSON.stringify(loginRequest().body), other.publicKey);
    expect(await refusal(envelope)).toMatch(/another public key/);
  });

  it('refuses an encryptKey that is not a curve point', async () => {
    const { envelope } = nativeEnvelope('{}');
    expect(await refusal({ ...envelope, encryptKey: 'ab'.repeat(128) })).toMatch(/not an SM2 ciphertext/);
  });

  it('refuses the retired wrap of the 16 raw key bytes, saying which form it expects', async () => {
    const { envelope } = nativeEnvelope(JSON.stringify(loginRequest().body), devKeys.publicKey, 'raw');
    expect(envelope.encryptKey).toHaveLength(224);
    for (const encryptKey of [envelope.encryptKey, `04${envelope.encryptKey}`]) {
      const msg = await refusal({ ...envelope, encryptKey });
      expect(msg).toMatch(/encryptKey wraps the 16 raw key bytes \(224 hex characters\)/);
      expect(msg).toMatch(
        /SM2 encryption \(C1C3C2\) of the SM4 key written as 32 lowercase hex characters \(ASCII\), 256 hex characters \(258 with the leading 04\)/,
      );
    }
  });

  it('refuses an encryptKey whose plaintext is not the key in lowercase hex', async () => {
    const { key, envelope } = nativeEnvelope(JSON.stringify(loginRequest().body));
    const upper = sm2.doEncrypt(key.toString('hex').toUpperCase(), devKeys.publicKey, 1);
    const binary = sm2.doEncrypt(Array.from(randomBytes(32)), devKeys.publicKey, 1);
    for (const encryptKey of [upper, binary]) {
      expect(await refusal({ ...envelope, encryptKey })).toMatch(/decrypts to 32 bytes that are not 32 lowercase hex characters/);
    }
  });

  it('refuses a plaintext body for an x-sm4 operation in strict mode', async () => {
    const { body, headers } = loginRequest();
    const response = await postJson(gateway, loginPath, body, headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/must be the cipher envelope/);
  });

  it('answers a plaintext body in plaintext when not strict (the portal cipher switch off)', async () => {
    const response = await postJson(fixture, '/api/fixture/sensitive', { serial: 'F2026' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { map: unknown }).map).toEqual({ cellphone: '13812346721' });
  });
});
