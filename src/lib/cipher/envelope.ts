// The cipher envelope of DESIGN §3. Requests travel as
// {encryptData, encryptKey, iv, sign}; encrypted responses carry
// map: {encryptData, iv, sign} under the request's key with a fresh IV.
// sign = hex(HMAC-SM3(key, iv ‖ ciphertext)), checked before anything is decrypted.
import { concatBytes, constantTimeEqual, fromHex, randomBytes, toHex, utf8Decode, utf8Encode } from './bytes';
import { CipherError } from './errors';
import type { WrappedKey } from './key-wrap';
import { hmacSm3Hex } from './sm3';
import { SM4_BLOCK_BYTES, sm4CbcDecrypt, sm4CbcEncrypt } from './sm4';

export interface SealedPayload {
  readonly encryptData: string;
  readonly iv: string;
  readonly sign: string;
}

export interface RequestEnvelope extends SealedPayload {
  readonly encryptKey: string;
}

function signOf(key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array): string {
  return hmacSm3Hex(key, concatBytes(iv, ciphertext));
}

/** Encrypts UTF-8 text under `key` with a fresh random IV (or the given one). */
export function seal(plaintext: string, key: Uint8Array, iv: Uint8Array = randomBytes(SM4_BLOCK_BYTES)): SealedPayload {
  const ciphertext = sm4CbcEncrypt(key, iv, utf8Encode(plaintext));
  return { encryptData: toHex(ciphertext), iv: toHex(iv), sign: signOf(key, iv, ciphertext) };
}

export function sealRequest(plaintext: string, wrapped: WrappedKey): RequestEnvelope {
  return { ...seal(plaintext, wrapped.key), encryptKey: wrapped.encryptKey };
}

export function isSealedPayload(value: unknown): value is SealedPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { encryptData, iv, sign } = value as Record<string, unknown>;
  return typeof encryptData === 'string' && typeof iv === 'string' && typeof sign === 'string';
}

/** Verifies the sign, then decrypts to UTF-8 text. Throws CipherError on any defect. */
export function open(sealed: SealedPayload, key: Uint8Array): string {
  let iv: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    iv = fromHex(sealed.iv);
    ciphertext = fromHex(sealed.encryptData);
  } catch {
    throw new CipherError('cipher payload is not hex');
  }
  if (!constantTimeEqual(sealed.sign.toLowerCase(), signOf(key, iv, ciphertext))) {
    throw new CipherError('cipher sign does not match');
  }
  const plaintext = sm4CbcDecrypt(key, iv, ciphertext);
  try {
    return utf8Decode(plaintext);
  } catch {
    throw new CipherError('decrypted payload is not UTF-8');
  }
}
