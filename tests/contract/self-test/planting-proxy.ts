// A server with one planted defect: a proxy in front of a correct mock gateway
// that hands every call, in plaintext, to the defect, which forwards it (to the
// gateway that remembers, or to one that forgets), and may change the call or
// the answer on the way. Sealed (x-sm4) bodies are opened with the gateway's
// development key and sealed again with the client's key, by the gateway's own
// cipher code, so a defect plants inside them as a server would. The mock's
// own code carries no defect switch.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRequestEnvelope, openRequestEnvelope, openResponseMap, sealResponseMap } from '../../../mock/cipher';
import { DEV_KEYS } from '../../../mock/dev-keys';
import type { JsonObject } from '../contract-model';
import type { ContractIndex, ContractOperation } from '../dredd/operations';
import { fetchAgainIfDropped } from '../fetch-again';

/** One call as the defect sees it: a sealed body opened. */
export interface PlantedCall {
  /** The contract's operation; undefined for a path outside it (the gateway's own calls). */
  readonly operation: ContractOperation | undefined;
  readonly method: string;
  /** Path and query as received, the prefix included. */
  readonly url: string;
  readonly headers: Record<string, string>;
  /** The plaintext body (opened when it came sealed); the raw bytes when it did not open. */
  readonly body: Buffer | undefined;
  /** The body came sealed and opened: forwarded sealed again, its answer opened and sealed for the client. */
  readonly sealed: boolean;
  /** The sealed body as it came and its key: sent on unchanged while the plaintext is. */
  readonly wire?: { readonly bytes: Buffer; readonly key: Buffer; readonly plaintext: Buffer };
}

/** An answer as the defect sees it: a sealed map opened. */
export interface PlantedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body's JSON object, when it is one; the defect may change it. */
  json: JsonObject | undefined;
  /** The body as it came, for answers that are not a JSON object. */
  readonly bytes: Buffer;
}

export type Backend = 'remembering' | 'forgetting';
export type Forward = (call: PlantedCall, backend?: Backend) => Promise<PlantedAnswer>;

/** The defect: what the server does with a call instead of what the gateway would. */
export type Plant = (call: PlantedCall, forward: Forward) => Promise<PlantedAnswer>;

export interface PlantingProxy {
  readonly url: string;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive']);

function headersOf(req: IncomingMessage | Headers): Record<string, string> {
  const entries = req instanceof Headers ? [...req.entries()] : Object.entries(req.headers);
  return Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string' && !HOP_HEADERS.has(e[0].toLowerCase())));
}

const isSealedMap = (map: unknown): boolean =>
  typeof map === 'object' && map !== null && ['encryptData', 'iv', 'sign'].every((field) => field in map);

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length > 0 ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

/**
 * The call in plaintext: an x-sm4 body of an operation the defect is planted in opened with the
 * gateway's key. Other calls, and an envelope that does not open, go on as they came.
 */
function openCall(
  index: ContractIndex,
  prefix: string,
  opens: (operation: ContractOperation) => boolean,
  req: IncomingMessage,
  body: Buffer | undefined,
) {
  const url = req.url ?? '/';
  const method = req.method ?? 'GET';
  const [, service = '', path = ''] = new RegExp(`^${prefix}/([\\w-]+)(/[^?]*)`).exec(url) ?? [];
  const operation = index.find(service, method, path);
  const call: PlantedCall = { operation, method, url, headers: headersOf(req), body, sealed: false };
  if (!operation || operation.sm4 === 'none' || body === undefined || !opens(operation)) return { call, key: undefined };
  try {
    const opened = openRequestEnvelope(JSON.parse(body.toString('utf8')) as unknown, DEV_KEYS.privateKey);
    const plaintext = Buffer.from(opened.plaintext, 'utf8');
    return { call: { ...call, body: plaintext, sealed: true, wire: { bytes: body, key: opened.key, plaintext } }, key: opened.key };
  } catch {
    return { call, key: undefined };
  }
}

/** Starts the proxy in front of the two gateways, with the defect planted; `port` 0 picks a free one. */
export async function startPlantingProxy(options: {
  index: ContractIndex;
  remembering: string;
  forgetting: string;
  plant: Plant;
  /** The operations whose sealed bodies the defect reads or changes (opening costs an SM2 decryption). */
  opens: (operation: ContractOperation) => boolean;
  prefix?: string;
  port?: number;
}): Promise<PlantingProxy> {
  const prefix = options.prefix ?? '/api';
  const forward: Forward = async (call, backend = 'remembering') => {
    let body = call.body;
    let key: Buffer | undefined;
    if (call.sealed && call.wire && body === call.wire.plaintext) {
      body = call.wire.bytes;
      key = call.wire.key;
    } else if (call.sealed && body !== undefined) {
      const sealed = buildRequestEnvelope(body.toString('utf8'), DEV_KEYS.publicKey);
      body = Buffer.from(JSON.stringify(sealed.envelope));
      key = sealed.key;
    }
    const response = await fetchAgainIfDropped(`${backend === 'remembering' ? options.remembering : options.forgetting}${call.url}`, {
      method: call.method,
      headers: call.headers,
      body: body === undefined ? undefined : new Uint8Array(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    let json: JsonObject | undefined;
    try {
      const parsed = JSON.parse(bytes.toString('utf8')) as unknown;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) json = parsed as JsonObject;
    } catch {
      // A file or another answer that is not JSON: passed on as it came.
    }
    if (json && key && isSealedMap(json.map)) json = { ...json, map: openResponseMap(json.map, key) as JsonObject };
    return { status: response.status, headers: headersOf(response.headers), json, bytes };
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const { call, key } = openCall(options.index, prefix, options.opens, req, await readBody(req));
      const answer = await options.plant(call, forward);
      let bytes = answer.bytes;
      if (answer.json) {
        const sealsAnswer = key && call.operation && ['response', 'both'].includes(call.operation.sm4);
        const map = answer.json.map;
        const emptyMap = typeof map === 'object' && map !== null && Object.keys(map).length === 0;
        const json =
          sealsAnswer && answer.status < 300 && map !== undefined && !emptyMap
            ? { ...answer.json, map: sealResponseMap(map, key) }
            : answer.json;
        bytes = Buffer.from(JSON.stringify(json));
      }
      res.writeHead(answer.status, answer.headers).end(bytes);
    })().catch((error: unknown) => {
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ appcode: '502', msg: `planting proxy: ${(error as Error).message}`, map: {} }));
    });
  });
  // As the gateway does: a client's kept-alive socket is not closed under it between two phases.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
