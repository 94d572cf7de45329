import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes';
import { CipherError } from './errors';
import { sm4CbcDecrypt, sm4CbcEncrypt } from './sm4';

const GBT_32907 = {
  key: '0123456789abcdeffedcba9876543210',
  plaintext: '0123456789abcdeffedcba9876543210',
  ciphertext: '681edf34d206965e86b3e94f536e4246',
};
const ZERO_IV = new Uint8Array(16);

describe('SM4-CBC', () => {
  it('matches the GB/T 32907 example (CBC with a zero IV on one block is the plain block cipher)', () => {
    const encrypted = sm4CbcEncrypt(fromHex(GBT_32907.key), ZERO_IV, fromHex(GBT_32907.plaintext));
    // The second block is the PKCS#7 padding block.
    expect(encrypted).toHaveLength(32);
    expect(toHex(encrypted.subarray(0, 16))).toBe(GBT_32907.ciphertext);
  });

  it('round-trips any length, padding included', () => {
    const key = fromHex(GBT_32907.key);
    const iv = fromHex('000102030405060708090a0b0c0d0e0f');
    for (const length of [0, 1, 15, 16, 17, 31, 32, 1000]) {
      const plaintext = Uint8Array.from({ length }, (_, i) => (i * 7) & 0xff);
      const ciphertext = sm4CbcEncrypt(key, iv, plaintext);
      expect(ciphertext.length).toBe((Math.floor(length / 16) + 1) * 16);
      expect(sm4CbcDecrypt(key, iv, ciphertext)).toEqual(plaintext);
    }
  });

  it('refuses malformed padding, partial blocks, empty input and wrong key or IV sizes', () => {
    const key = fromHex(GBT_32907.key);
    // One block whose plain value ends in 0x00: not valid PKCS#7.
    const noPadding = fromHex(GBT_32907.ciphertext);
    expect(() => sm4CbcDecrypt(key, ZERO_IV, noPadding)).toThrow(CipherError);
    expect(() => sm4CbcDecrypt(key, ZERO_IV, new Uint8Array(15))).toThrow(CipherError);
    expect(() => sm4CbcDecrypt(key, ZERO_IV, new Uint8Array(0))).toThrow(CipherError);
    expect(() => sm4CbcEncrypt(new Uint8Array(15), ZERO_IV, new Uint8Array(1))).toThrow(CipherError);
    expect(() => sm4CbcEncrypt(key, new Uint8Array(8), new Uint8Array(1))).toThrow(CipherError);
  });
});
