// The cipher envelope of DESIGN §3 for the contract run, built and opened with
// the portal's own code (src/lib/cipher): a backend that the contract test
// accepts is one the portal can talk to. Only the key's SM2 wrap is Node's
// native one (mock/cipher.ts): the bytes sm-crypto writes, which sm-crypto opens
// (gateway-cipher.test.ts), at a tenth of the cost; a run seals thousands.
import smCrypto from 'sm-crypto';
import { encryptSm2, wrapKey } from '../../../mock/cipher';
import { randomBytes } from '../../../src/lib/cipher/bytes';
import { isSealedPayload, open, sealRequest } from '../../../src/lib/cipher/envelope';
import { SM4_KEY_BYTES } from '../../../src/lib/cipher/key-wrap';

export interface SealedRequest {
  /** The request body on the wire: {encryptData, encryptKey, iv, sign}. */
  readonly body: string;
  /** The fresh SM4 key the answer of a `response|both` operation is sealed with. */
  readonly key: Uint8Array;
}

/** Seals a JSON body for the server's SM2 public key with a fresh key and IV. */
export function sealRequestBody(json: string, publicKey: string): SealedRequest {
  const key = randomBytes(SM4_KEY_BYTES);
  return { body: JSON.stringify(sealRequest(json || '{}', { key, encryptKey: wrapKey(Buffer.from(key), publicKey) })), key };
}

/** The ways phase 2 breaks an envelope, each of which a correct server refuses. */
export const ENVELOPE_DEFECTS = ['tampered-sign', 'foreign-key', 'bad-hex', 'raw-key-wrap'] as const;
export type EnvelopeDefect = (typeof ENVELOPE_DEFECTS)[number];

let foreignPublicKey: string | undefined;

/** An envelope a correct server must refuse, broken in one way only. */
export function sealDefectiveRequestBody(json: string, publicKey: string, defect: EnvelopeDefect): string {
  if (defect === 'raw-key-wrap') {
    const key = randomBytes(SM4_KEY_BYTES);
    return JSON.stringify(sealRequest(json, { key, encryptKey: encryptSm2(Buffer.from(key), publicKey).toString('hex') }));
  }
  if (defect === 'foreign-key') {
    foreignPublicKey ??= smCrypto.sm2.generateKeyPairHex().publicKey;
    return sealRequestBody(json, foreignPublicKey).body;
  }
  const envelope = JSON.parse(sealRequestBody(json, publicKey).body) as Record<string, string>;
  const flip = (hex: string) => `${hex.startsWith('0') ? '1' : '0'}${hex.slice(1)}`;
  if (defect === 'tampered-sign') return JSON.stringify({ ...envelope, sign: flip(envelope.sign!) });
  return JSON.stringify({ ...envelope, encryptData: `zz${envelope.encryptData!.slice(2)}` });
}

export type OpenedAnswer =
  | { readonly kind: 'opened'; readonly body: Record<string, unknown> }
  /** An answer with an empty map (a business code): nothing was sealed, as the client accepts. */
  | { readonly kind: 'empty' }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * Opens the answer of a `response|both` operation the way the client does:
 * the map must be {encryptData, iv, sign} under the request's key, its sign
 * must check out and it must decrypt to JSON; an empty map passes as is.
 */
export function openAnswer(text: string, key: Uint8Array): OpenedAnswer {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { kind: 'refused', reason: 'x-sm4: the answer is not JSON, so there is no sealed map to open' };
  }
  const map = typeof envelope === 'object' && envelope !== null ? (envelope as { map?: unknown }).map : undefined;
  if (isSealedPayload(map)) {
    try {
      return { kind: 'opened', body: { ...(envelope as object), map: JSON.parse(open(map, key)) as unknown } };
    } catch (error) {
      return { kind: 'refused', reason: `x-sm4: the sealed map does not open with the request's key (${(error as Error).message})` };
    }
  }
  if (typeof map === 'object' && map !== null && !Array.isArray(map) && Object.keys(map).length === 0) return { kind: 'empty' };
  return {
    kind: 'refused',
    reason: "x-sm4: the answer must carry map = {encryptData, iv, sign} sealed with the request's key, but the map is plaintext",
  };
}
