// Drives the real client stack with an injected fetch and a behaviour table of
// the test's own, over a loose path type: tests stay independent of the
// contract's current operations.
import { createDecipheriv, createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Client } from 'openapi-fetch';
import smCrypto from 'sm-crypto';
import type { ApiHooks } from '../../../src/api';
import type { ServiceBehaviour } from '../../../src/api/behaviour';
import { createApi, type Api, type ApiOptions } from '../../../src/api/client';
import { OPERATION_DEFAULTS, type OperationBehaviour, type Service } from '../../../src/api/generated/operations';
import { KeyPool } from '../../../src/lib/cipher/key-pool';

type Json = Record<string, unknown>;
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
interface LooseOperation {
  parameters: { query?: Record<string, string>; header?: Record<string, string>; path?: Record<string, string>; cookie?: never };
  requestBody?: { content: { 'application/json': Json } };
  responses: {
    200: { headers: Record<string, unknown>; content: { 'application/json': Json } };
    500: { headers: Record<string, unknown>; content: { 'application/json': Json } };
  };
}
export type LoosePaths = Record<string, Record<HttpMethod, LooseOperation>>;

export const DEV_KEYS = JSON.parse(readFileSync(new URL('../../../mock/dev-keys.json', import.meta.url), 'utf8')) as {
  publicKey: string;
  privateKey: string;
};

export const BASE_URL = 'http://portal.test';

/** A table row: the contract's root default (token when logged in, nothing else) plus overrides. */
export function behaviour(overrides: Partial<OperationBehaviour> = {}): OperationBehaviour {
  return { ...OPERATION_DEFAULTS, ...overrides };
}

/** A full table where only `basic` has rows. */
export function tableOf(rows: ServiceBehaviour): Record<Service, ServiceBehaviour> {
  return { basic: rows, person: {}, unit: {}, channel: {}, affair: {}, 'business-center': {}, 'one-thing': {} };
}

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

export type Responder = (request: Request, seen: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface Harness {
  readonly api: Api;
  /** The basic client over loose paths, for the test table's made-up operations. */
  readonly basic: Client<LoosePaths>;
  /** Any service's client over loose paths. */
  loose(service: keyof Api): Client<LoosePaths>;
  readonly seen: SeenRequest[];
  readonly shown: string[];
  /** Closes every toast currently open, as the user dismissing them would. */
  dismissAll(): void;
  readonly loading: number[];
  readonly unauthorized: { hadToken: boolean }[];
}

/**
 * The requests of the fakes' exchanges under way. A real fetch holds its request until the
 * exchange ends (its connection does); a fake's pending answer does not, and Node's Request
 * follows the transport's abort signal only while something holds it (a weak reference): a
 * garbage collection while a fake hangs would keep the time limit, or a logout, from ever
 * reaching it.
 */
const exchangesUnderWay = new Set<Request>();

/** Holds the request until it is aborted or the returned function is called (its answer read to the end). */
function holdUntilEnded(request: Request): () => void {
  exchangesUnderWay.add(request);
  const ended = () => {
    exchangesUnderWay.delete(request);
  };
  request.signal.addEventListener('abort', ended, { once: true });
  return ended;
}

export function harness(
  rows: ServiceBehaviour,
  respond: Responder,
  options: Omit<ApiOptions, 'fetch' | 'operations' | 'hooks'> & { hooks?: Partial<ApiHooks> } = {},
): Harness {
  const seen: SeenRequest[] = [];
  const shown: string[] = [];
  const closers: (() => void)[] = [];
  const loading: number[] = [];
  const unauthorized: { hadToken: boolean }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const entry: SeenRequest = {
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      body: await request.clone().text(),
    };
    seen.push(entry);
    const ended = holdUntilEnded(request);
    try {
      const response = await respond(request, entry);
      if (!response.body) {
        ended();
        return response;
      }
      return new Response(response.body.pipeThrough(new TransformStream({ flush: ended })), response);
    } catch (error) {
      ended();
      throw error;
    }
  };
  const api = createApi({
    baseUrl: BASE_URL,
    prefix: '/api',
    cipher: true,
    keyPool: new KeyPool({ publicKey: DEV_KEYS.publicKey }),
    ...options,
    fetch,
    operations: tableOf(rows),
    hooks: {
      showError: (message, onClose) => {
        shown.push(message);
        closers.push(onClose);
      },
      onLoadingChange: (inFlight) => loading.push(inFlight),
      onUnauthorized: (info) => unauthorized.push(info),
      ...options.hooks,
    },
  });
  return {
    api,
    basic: api.basic as unknown as Client<LoosePaths>,
    loose: (service) => api[service] as unknown as Client<LoosePaths>,
    seen,
    shown,
    dismissAll: () => closers.splice(0).forEach((close) => close()),
    loading,
    unauthorized,
  };
}

/**
 * The gateway's side of the envelope, with Node's native SM4 and HMAC-SM3 (SM2
 * via sm-crypto: Node has no SM2 decryption). encryptKey decrypts to the key's
 * 32 lowercase hex characters (spec §9), which SM4 uses as 16 bytes.
 */
export function openRequestNatively(body: string): { key: Buffer; plaintext: string } {
  const envelope = JSON.parse(body) as { encryptData: string; encryptKey: string; iv: string; sign: string };
  const keyText = smCrypto.sm2.doDecrypt(envelope.encryptKey, DEV_KEYS.privateKey, 1);
  if (!/^[0-9a-f]{32}$/.test(keyText)) throw new Error('encryptKey does not decrypt to 32 lowercase hex characters with the gateway key');
  const key = Buffer.from(keyText, 'hex');
  const iv = Buffer.from(envelope.iv, 'hex');
  const ciphertext = Buffer.from(envelope.encryptData, 'hex');
  const sign = createHmac('sm3', key).update(iv).update(ciphertext).digest('hex');
  if (sign !== envelope.sign) throw new Error('sign does not match');
  const decipher = createDecipheriv('sm4-cbc', key, iv);
  const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  return { key, plaintext };
}

export function sealNatively(plaintext: string | Buffer, key: Buffer): { encryptData: string; iv: string; sign: string } {
  const iv = randomBytes(16);
  const cipher = createCipheriv('sm4-cbc', key, iv);
  const ciphertext = Buffer.concat([
    cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext),
    cipher.final(),
  ]);
  return {
    encryptData: ciphertext.toString('hex'),
    iv: iv.toString('hex'),
    sign: createHmac('sm3', key).update(iv).update(ciphertext).digest('hex'),
  };
}
