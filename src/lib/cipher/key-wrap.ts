// One per-request SM4 key and its SM2 wrapping for the server. The SM2 step
// costs tens of milliseconds, which is why KeyPool prepares these off the main
// thread; this module is also what the key worker runs.
import smCrypto from 'sm-crypto';
import { randomBytes } from './bytes';

export const SM4_KEY_BYTES = 16;

/** C1C3C2, as the server expects it (sm-crypto's cipher mode 1). */
const SM2_C1C3C2 = 1;

export interface WrappedKey {
  /** The 16 raw key bytes; used for one request and its response only. */
  readonly key: Uint8Array;
  /** hex(SM2-encrypt(server public key, key bytes)), C1C3C2 without the leading 04. */
  readonly encryptKey: string;
}

export function wrapNewKey(publicKey: string): WrappedKey {
  const key = randomBytes(SM4_KEY_BYTES);
  return { key, encryptKey: smCrypto.sm2.doEncrypt(Array.from(key), publicKey, SM2_C1C3C2) };
}
