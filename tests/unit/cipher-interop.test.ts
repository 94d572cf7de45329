// The client's envelope against an independent implementation: Node's native
// OpenSSL sm4-cbc and HMAC-SM3 (SM2 unwrapping via sm-crypto with the dev
// private key, since Node has no SM2 decryption API).
import { createDecipheriv, createHmac, randomInt } from 'node:crypto';
import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { open, sealRequest, type SealedPayload } from '../../src/lib/cipher/envelope';
import { CipherError } from '../../src/lib/cipher/errors';
import { wrapNewKey } from '../../src/lib/cipher/key-wrap';
import { DEV_KEYS, openRequestNatively, sealNatively } from './support/api-harness';

const ALPHABET = [...'abcXYZ019 -_,.:{}[]"\\/\n\t', ...'人力资源社会保障江苏省南京市张三李四王五', '𠮷', '😀', 'é', '\u0000'];

function randomText(length: number): string {
  let text = '';
  while (text.length < length) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

function randomBody(length: number): string {
  return JSON.stringify({ name: randomText(8), note: randomText(length), list: [randomInt(1e9), randomText(5)] });
}

const SIZES = [0, 1, 15, 16, 17, 100, 1000, 4096];

describe('client → native: request envelopes', () => {
  it('encryptKey SM2-decrypts to the key as 32 lowercase hex characters, whose 16 bytes open the body natively', () => {
    const body = JSON.stringify({ name: '张三', idCard: '320102198807154211' });
    const envelope = sealRequest(body, wrapNewKey(DEV_KEYS.publicKey));
    // C1 (64 bytes, no 04) ‖ C3 (32) ‖ C2 (32: as long as the hex text).
    expect(envelope.encryptKey).toMatch(/^[0-9a-f]{256}$/);
    const keyText = smCrypto.sm2.doDecrypt(envelope.encryptKey, DEV_KEYS.privateKey, 1);
    expect(keyText).toMatch(/^[0-9a-f]{32}$/);
    const key = Buffer.from(keyText, 'hex');
    const iv = Buffer.from(envelope.iv, 'hex');
    const ciphertext = Buffer.from(envelope.encryptData, 'hex');
    expect(createHmac('sm3', key).update(iv).update(ciphertext).digest('hex')).toBe(envelope.sign);
    const decipher = createDecipheriv('sm4-cbc', key, iv);
    expect(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')).toBe(body);
  });

  it.each(SIZES)('random bodies with Chinese text (~%i chars) decrypt natively to the same text', (size) => {
    for (let round = 0; round < 3; round += 1) {
      const body = randomBody(size);
      const envelope = sealRequest(body, wrapNewKey(DEV_KEYS.publicKey));
      expect(openRequestNatively(JSON.stringify(envelope)).plaintext).toBe(body);
    }
  });

  it('a 64 KB body decrypts natively', () => {
    const body = randomBody(64 * 1024);
    expect(body.length).toBeGreaterThan(64 * 1024);
    expect(openRequestNatively(JSON.stringify(sealRequest(body, wrapNewKey(DEV_KEYS.publicKey)))).plaintext).toBe(body);
  });

  it('the native side refuses a client envelope whose sign was tampered with', () => {
    const envelope = sealRequest('{"a":1}', wrapNewKey(DEV_KEYS.publicKey));
    const tampered = { ...envelope, sign: envelope.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    expect(() => openRequestNatively(JSON.stringify(tampered))).toThrow('sign does not match');
  });
});

describe('native → client: response maps', () => {
  const key = Buffer.from('00112233445566778899aabbccddeeff', 'hex');

  it.each([...SIZES, 64 * 1024])('random maps with Chinese text (~%i chars) sealed natively open in the client', (size) => {
    const body = randomBody(size);
    expect(open(sealNatively(body, key), new Uint8Array(key))).toBe(body);
  });

  const tamper = (sealed: SealedPayload, field: keyof SealedPayload): SealedPayload => ({
    ...sealed,
    [field]: sealed[field].replace(/^./, (c) => (c === '0' ? '1' : '0')),
  });

  it.each(['sign', 'encryptData', 'iv'] as const)('refuses a natively sealed map with a tampered %s', (field) => {
    const sealed = sealNatively('{"name":"张三"}', key);
    expect(() => open(tamper(sealed, field), new Uint8Array(key))).toThrow(CipherError);
  });

  it('refuses a map sealed under another key, a truncated one and non-hex fields', () => {
    const sealed = sealNatively('{"name":"张三"}', key);
    expect(() => open(sealed, new Uint8Array(16))).toThrow(CipherError);
    expect(() => open({ ...sealed, encryptData: sealed.encryptData.slice(0, 32) }, new Uint8Array(key))).toThrow(CipherError);
    expect(() => open({ ...sealed, iv: 'zz'.repeat(16) }, new Uint8Array(key))).toThrow(CipherError);
  });

  it('refuses a correctly signed payload whose plaintext is not UTF-8', () => {
    // The first two bytes of 人 (e4 ba ba): a truncated sequence.
    const sealed = sealNatively(Buffer.from([0x7b, 0xe4, 0xba]), key);
    expect(() => open(sealed, new Uint8Array(key))).toThrow(CipherError);
  });
});
