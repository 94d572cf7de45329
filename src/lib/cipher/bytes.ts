// Byte helpers for the cipher envelope: hex on the wire, Uint8Array inside.

// Lookup tables: these conversions run on every encrypted call, on the main thread.
const HEX_OF_BYTE = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const NOT_HEX = 0xff;
/** Value of each ASCII character as a hex digit, NOT_HEX for the others. */
const VALUE_OF_HEX_DIGIT = new Uint8Array(128).fill(NOT_HEX);
for (const digit of '0123456789abcdefABCDEF') VALUE_OF_HEX_DIGIT[digit.charCodeAt(0)] = Number.parseInt(digit, 16);

function hexDigitValue(code: number): number {
  return code < 128 ? VALUE_OF_HEX_DIGIT[code]! : NOT_HEX;
}

/** Lowercase hex, two digits per byte. */
export function toHex(bytes: Uint8Array | readonly number[]): string {
  let hex = '';
  for (const byte of bytes) hex += HEX_OF_BYTE[byte]!;
  return hex;
}

/** Strict: throws on odd length or any non-hex character (never parses a prefix). */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw new TypeError('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    const high = hexDigitValue(hex.charCodeAt(2 * i));
    const low = hexDigitValue(hex.charCodeAt(2 * i + 1));
    if (high === NOT_HEX || low === NOT_HEX) throw new TypeError('not a hex string');
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Throws on malformed UTF-8 instead of inserting replacement characters. */
export function utf8Decode(bytes: Uint8Array): string {
  return strictDecoder.decode(bytes);
}

/** Cryptographically random bytes (never Math.random). */
export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Compares in time that depends only on the length, so a forged sign learns nothing from timing. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
