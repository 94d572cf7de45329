// The cipher envelope of DESIGN §3 for the contract run, built and opened with
// the portal's own code (src/lib/cipher): a backend that the contract test
// accepts is one the portal can talk to.
import { isSealedPayload, open, sealRequest } from '../../../src/lib/cipher/envelope';
import { wrapNewKey } from '../../../src/lib/cipher/key-wrap';

export interface SealedRequest {
  /** The request body on the wire: {encryptData, encryptKey, iv, sign}. */
  readonly body: string;
  /** The fresh SM4 key the answer of a `response|both` operation is sealed with. */
  readonly key: Uint8Array;
}

/** Seals a JSON body for the server's SM2 public key with a fresh key and IV. */
export function sealRequestBody(json: string, publicKey: string): SealedRequest {
  const wrapped = wrapNewKey(publicKey);
  return { body: JSON.stringify(sealRequest(json || '{}', wrapped)), key: wrapped.key };
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
    reason: 'x-sm4: the answer must carry map = {encryptData, iv, sign} sealed with the request\'s key, but the map is plaintext',
  };
}
