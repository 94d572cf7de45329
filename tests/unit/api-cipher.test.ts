import { describe, expect, it } from 'vitest';
import { KeyPool } from '../../src/lib/cipher/key-pool';
import { behaviour, harness, json, openRequestNatively, sealNatively, type Responder } from './support/api-harness';

const rows = {
  'POST /login': behaviour({ auth: 'none', sm4: 'request' }),
  'POST /detail': behaviour({ sm4: 'response' }),
  'POST /sensitive': behaviour({ sm4: 'both' }),
  'GET /detail/{id}': behaviour({ sm4: 'response' }),
  'POST /plain': behaviour(),
};

const PERSON = { name: '张三', idCard: '320102198807154211', address: '江苏省南京市鼓楼区中山北路 1 号', tags: ['社保', '医保'] };

/** A gateway that opens the envelope natively and seals `map` under the same key. */
function sealingGateway(map: unknown, extra: { appcode?: string; msg?: string } = {}): Responder {
  return (_request, seen) => {
    const { key } = openRequestNatively(seen.body);
    return json({ appcode: extra.appcode ?? '0', msg: extra.msg ?? '成功', map: sealNatively(JSON.stringify(map), key) });
  };
}

describe('cipher middleware: requests', () => {
  it('sends x-sm4 request bodies as {encryptData, encryptKey, iv, sign} that the gateway opens natively', async () => {
    const h = harness(rows, () => json({ appcode: '0', msg: '成功', map: { 'Access-Token': 'tok' } }));
    const body = { username: '320102198807154211', password: 'Hrss@2026', tencentCaptchaTicket: 't03', randstr: '@kD8' };
    const result = await h.basic.POST('/login', { body });
    const wire = JSON.parse(h.seen[0]!.body) as Record<string, string>;
    expect(Object.keys(wire).sort()).toEqual(['encryptData', 'encryptKey', 'iv', 'sign']);
    expect(wire.encryptKey).toMatch(/^[0-9a-f]{256}$/);
    expect(wire.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(wire.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(wire.encryptData).toMatch(/^(?:[0-9a-f]{32})+$/);
    expect(JSON.parse(openRequestNatively(h.seen[0]!.body).plaintext)).toEqual(body);
    expect(h.seen[0]!.headers.get('content-type')).toBe('application/json');
    // A request-only operation's answer is plaintext and passes untouched.
    expect(result.data).toEqual({ appcode: '0', msg: '成功', map: { 'Access-Token': 'tok' } });
  });

  it('uses a fresh key and IV for every call', async () => {
    const h = harness(rows, () => json({ appcode: '0', msg: '', map: {} }));
    await h.basic.POST('/login', { body: { same: 'body' } });
    await h.basic.POST('/login', { body: { same: 'body' } });
    const [first, second] = h.seen.map((seen) => JSON.parse(seen.body) as Record<string, string>);
    expect(first!.encryptKey).not.toBe(second!.encryptKey);
    expect(first!.iv).not.toBe(second!.iv);
    const keys = h.seen.map((seen) => openRequestNatively(seen.body).key.toString('hex'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('leaves operations without x-sm4 in plaintext', async () => {
    const h = harness(rows, () => json({ appcode: '0', msg: '', map: {} }));
    await h.basic.POST('/plain', { body: { areaCode: '320100' } });
    expect(JSON.parse(h.seen[0]!.body)).toEqual({ areaCode: '320100' });
  });

  it('sends everything in plaintext when the cipher switch is off', async () => {
    const h = harness(rows, () => json({ appcode: '0', msg: '', map: { name: '张三' } }), { cipher: false });
    const result = await h.basic.POST('/sensitive', { body: { faceSerial: 'F1' } });
    expect(JSON.parse(h.seen[0]!.body)).toEqual({ faceSerial: 'F1' });
    expect(result.data?.map).toEqual({ name: '张三' });
  });

  it('refuses an x-sm4 operation that has no body to carry the key, without sending it', async () => {
    const h = harness(rows, () => json({ appcode: '0', msg: '', map: {} }));
    const result = await h.basic.GET('/detail/{id}', { params: { path: { id: '1' } } });
    expect(h.seen).toHaveLength(0);
    expect(h.shown).toEqual(['无效的请求']);
    expect(result.error).toMatchObject({ appcode: 'CLIENT_CIPHER' });
    expect(h.loading).toEqual([1, 0]);
  });

  it('refuses, without sending it, a request whose key cannot be wrapped (a misconfigured public key)', async () => {
    const h = harness(rows, () => json({ appcode: '0', msg: '', map: {} }), { keyPool: new KeyPool({ publicKey: '04deadbeef' }) });
    const result = await h.basic.POST('/login', { body: { password: 'Hrss@2026' } });
    expect(h.seen).toHaveLength(0);
    expect(h.shown).toEqual(['无效的请求']);
    expect(result.error).toMatchObject({ appcode: 'CLIENT_CIPHER' });
    expect(h.loading).toEqual([1, 0]);
  });
});

describe('cipher middleware: responses', () => {
  it('x-sm4 response: sends the empty body sealed as {} and hands back the decrypted map', async () => {
    const h = harness(rows, sealingGateway(PERSON));
    const result = await h.basic.POST('/detail', {});
    expect(openRequestNatively(h.seen[0]!.body).plaintext).toBe('{}');
    expect(result.data).toEqual({ appcode: '0', msg: '成功', map: PERSON });
  });

  it('x-sm4 both: encrypts the body and decrypts the answer', async () => {
    let received = '';
    const h = harness(rows, (request, seen) => {
      received = openRequestNatively(seen.body).plaintext;
      return sealingGateway(PERSON)(request, seen);
    });
    const result = await h.basic.POST('/sensitive', { body: { faceSerial: 'FACE-2026-001' } });
    expect(JSON.parse(received)).toEqual({ faceSerial: 'FACE-2026-001' });
    expect(result.data?.map).toEqual(PERSON);
  });

  const refusals: [string, Responder][] = [
    [
      'a tampered sign',
      (_request, seen) => {
        const sealed = sealNatively(JSON.stringify(PERSON), openRequestNatively(seen.body).key);
        const flipped = (sealed.sign[0] === 'a' ? 'b' : 'a') + sealed.sign.slice(1);
        return json({ appcode: '0', msg: '', map: { ...sealed, sign: flipped } });
      },
    ],
    [
      'tampered ciphertext',
      (_request, seen) => {
        const sealed = sealNatively(JSON.stringify(PERSON), openRequestNatively(seen.body).key);
        const flipped = (sealed.encryptData[0] === 'a' ? 'b' : 'a') + sealed.encryptData.slice(1);
        return json({ appcode: '0', msg: '', map: { ...sealed, encryptData: flipped } });
      },
    ],
    [
      'a map sealed under another key',
      () => json({ appcode: '0', msg: '', map: sealNatively(JSON.stringify(PERSON), Buffer.alloc(16, 7)) }),
    ],
    ['a plaintext map where a sealed one belongs', () => json({ appcode: '0', msg: '', map: PERSON })],
    ['a body that is not JSON', () => new Response('<html>ok</html>', { status: 200 })],
    [
      'a sealed map that is not JSON inside',
      (_request, seen) => json({ appcode: '0', msg: '', map: sealNatively('not json', openRequestNatively(seen.body).key) }),
    ],
  ];

  it.each(refusals)('refuses %s: shows 无效的请求 and returns an error, never the data', async (_name, respond) => {
    const h = harness(rows, respond);
    const result = await h.basic.POST('/detail', {});
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ appcode: 'CLIENT_CIPHER', msg: '无效的请求', map: {} });
    expect(h.shown).toEqual(['无效的请求']);
    expect(h.loading).toEqual([1, 0]);
  });

  it('passes an empty plaintext map (a business answer carries no data to protect)', async () => {
    const h = harness(rows, () => json({ appcode: '03010019', msg: '请先完成人脸识别', map: {} }));
    const result = await h.basic.POST('/sensitive', { body: {} });
    expect(result.data).toEqual({ appcode: '03010019', msg: '请先完成人脸识别', map: {} });
    expect(h.shown).toEqual([]);
  });

  it('lets plaintext error answers of encrypted operations reach the error rules', async () => {
    const h = harness(rows, () => json({ appcode: '9999', msg: '档案库维护中', map: {} }, 500));
    const result = await h.basic.POST('/detail', {});
    expect(h.shown).toEqual(['档案库维护中']);
    expect(result.error).toEqual({ appcode: '9999', msg: '档案库维护中', map: {} });
  });
});
