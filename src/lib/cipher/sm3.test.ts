import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { utf8Encode } from './bytes';
import { hmacSm3Hex, sm3Hex } from './sm3';

describe('SM3 (GB/T 32905 examples)', () => {
  it('hashes "abc"', () => {
    expect(sm3Hex(utf8Encode('abc'))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('hashes the 64-byte message "abcd" × 16', () => {
    expect(sm3Hex(utf8Encode('abcd'.repeat(16)))).toBe('debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732');
  });
});

describe('HMAC-SM3', () => {
  it("agrees with Node's native HMAC for short, block-sized and long keys and data", () => {
    for (const [keyLength, dataLength] of [
      [16, 0],
      [16, 48],
      [64, 100],
      [80, 4096],
    ] as const) {
      const key = Uint8Array.from({ length: keyLength }, (_, i) => (i * 13 + 1) & 0xff);
      const data = Uint8Array.from({ length: dataLength }, (_, i) => (i * 31) & 0xff);
      expect(hmacSm3Hex(key, data)).toBe(createHmac('sm3', key).update(data).digest('hex'));
    }
  });
});
