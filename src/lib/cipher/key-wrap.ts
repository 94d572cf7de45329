// One per-request SM4 key and its SM2 wrapping for the server. The SM2 step
// costs tens of milliseconds, which is why KeyPool prepares these off the main
// thread; this module is also what the key worker runs.
import smCrypto from 'sm-crypto';
import { randomBytes, toHex } from './bytes';

export const SM4_KEY_BYTES = 16;

/** C1C3C2, as the server expects it (sm-crypto's cipher mode 1). */
const SM2_C1C3C2 = 1;

export interface WrappedKey {
  /** The 16 raw key bytes, SM4's key; used for one request and its response only. */
  readonly key: Uint8Array;
  /**
   * hex(SM2-encrypt(server public key, ASCII of the key's 32 lowercase hex
   * characters)) (spec §9: the key travels written as 32 hex characters).
   * C1C3C2 without the leading 04: C1 = x ‖ y (64 bytes), C3 = SM3 (32 bytes),
   * C2 as long as the text (32 bytes), so 256 hex characters.
   */
  readonly encryptKey: string;
}

/** SM2-encrypts the key's hex text; sm-crypto encodes a string argument as UTF-8 (here: ASCII). */
export function wrapKey(key: Uint8Array, publicKey: string): string {
  return smCrypto.sm2.doEncrypt(toHex(key), publicKey, SM2_C1C3C2);
}

export function wrapNewKey(publicKey: string): WrappedKey {
  const key = randomBytes(SM4_KEY_BYTES);
  return { key, encryptKey: wrapKey(key, publicKey) };
}
