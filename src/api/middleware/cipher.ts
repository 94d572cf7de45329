// The SM4 cipher envelope of DESIGN §3, innermost in the stack: it encrypts
// last and decrypts first, so every other layer sees plaintext.
// x-sm4 request|both: the JSON body travels sealed. response: the (possibly
// empty) body still travels sealed so the server learns the key. response|both:
// the answer's map is verified and decrypted with the same key, kept per
// request id until the response ends.
import type { Middleware } from 'openapi-fetch';
import { isSealedPayload, open, sealRequest } from '../../lib/cipher/envelope';
import { CipherError } from '../../lib/cipher/errors';
import type { KeyPool } from '../../lib/cipher/key-pool';
import type { BehaviourLookup } from '../behaviour';
import { clientFailureResponse } from '../failures';

export interface CipherOptions {
  readonly lookup: BehaviourLookup;
  readonly keyPool: KeyPool;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** The same answer with another body (read once, never cloned: cloning tees the stream). */
function withBody(response: Response, body: string): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body === '' ? null : body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The answer's body with its map decrypted; the body unchanged when there is
 * nothing to decrypt and nothing to trust (an error answer, or an empty map).
 */
function openedBody(body: string, ok: boolean, key: Uint8Array): string {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    if (!ok) return body;
    throw new CipherError('encrypted operation answered without a JSON envelope');
  }
  const map = typeof envelope === 'object' && envelope !== null ? (envelope as { map?: unknown }).map : undefined;
  if (isSealedPayload(map)) {
    let plaintextMap: unknown;
    try {
      plaintextMap = JSON.parse(open(map, key));
    } catch (error) {
      throw error instanceof CipherError ? error : new CipherError('decrypted map is not JSON');
    }
    return JSON.stringify({ ...(envelope as object), map: plaintextMap });
  }
  if (!ok || isEmptyObject(map)) return body;
  throw new CipherError('encrypted operation answered with a plaintext map');
}

export function cipherMiddleware({ lookup, keyPool }: CipherOptions): Middleware {
  const responseKeys = new Map<string, Uint8Array>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const { sm4 } = lookup(request.method, schemaPath);
      if (sm4 === 'none') return undefined;
      try {
        if (BODYLESS_METHODS.has(request.method)) {
          throw new CipherError(`${request.method} ${schemaPath} is x-sm4 but has no body to carry the key`);
        }
        // The request is replaced below, so its body is read without a clone.
        const plaintext = (await request.text()) || '{}';
        const wrapped = await keyPool.take();
        if (sm4 === 'response' || sm4 === 'both') responseKeys.set(id, wrapped.key);
        const headers = new Headers(request.headers);
        headers.delete('content-length');
        headers.set('content-type', 'application/json');
        return new Request(request, { body: JSON.stringify(sealRequest(plaintext, wrapped)), headers });
      } catch (error) {
        // The transport never sends an aborted request; the error layer reads the reason.
        const reason = error instanceof CipherError ? error : new CipherError('request could not be encrypted', { cause: error });
        return new Request(request, { signal: AbortSignal.abort(reason), body: request.bodyUsed ? '' : undefined });
      }
    },
    async onResponse({ response, id }) {
      const key = responseKeys.get(id);
      if (!key) return undefined;
      responseKeys.delete(id);
      const body = await response.text();
      try {
        return withBody(response, openedBody(body, response.ok, key));
      } catch {
        return clientFailureResponse('cipher');
      }
    },
    onError({ id }) {
      responseKeys.delete(id);
    },
  };
}
