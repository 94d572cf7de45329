import { describe, expect, it } from 'vitest';
import { concatBytes, constantTimeEqual, fromHex, randomBytes, toHex, utf8Decode, utf8Encode } from './bytes';

describe('byte helpers', () => {
  it('hex round-trips and is lowercase', () => {
    const bytes = Uint8Array.from([0, 1, 0x7f, 0x80, 0xab, 0xff]);
    expect(toHex(bytes)).toBe('00017f80abff');
    expect(fromHex('00017F80ABFF')).toEqual(bytes);
  });

  it('rejects odd-length or non-hex input instead of parsing a prefix', () => {
    for (const bad of ['abc', '0g', '12 34', '0x12']) expect(() => fromHex(bad)).toThrow(TypeError);
  });

  it('encodes UTF-8 including characters outside the BMP, and refuses malformed UTF-8', () => {
    const text = '人社𠮷😀';
    expect(utf8Decode(utf8Encode(text))).toBe(text);
    expect(utf8Encode('𠮷')).toEqual(Uint8Array.from([0xf0, 0xa0, 0xae, 0xb7]));
    expect(() => utf8Decode(Uint8Array.from([0xe4, 0xba]))).toThrow();
  });

  it('draws fresh random bytes', () => {
    expect(randomBytes(16)).toHaveLength(16);
    expect(toHex(randomBytes(16))).not.toBe(toHex(randomBytes(16)));
  });

  it('concatenates and compares', () => {
    expect(concatBytes(Uint8Array.from([1]), Uint8Array.from([2, 3]))).toEqual(Uint8Array.from([1, 2, 3]));
    expect(constantTimeEqual('abcd', 'abcd')).toBe(true);
    expect(constantTimeEqual('abcd', 'abce')).toBe(false);
    expect(constantTimeEqual('abcd', 'abc')).toBe(false);
  });
});
