// The cipher proxy (`npm run cipher-proxy`, docs/contract-testing.md): lets any
// HTTP tool speak plaintext JSON to a backend that wants the cipher envelope of
// DESIGN §3. Requests to x-sm4 operations are sealed with a fresh key, sealed
// answers are opened; everything else passes through untouched. Which operations
// are x-sm4 is read from the bundled contract by the mock gateway's catalogue.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { loadBundledCatalogue, type CipherMode } from '../../mock/catalogue';
import { HOP_HEADERS } from '../../mock/http';
import { openAnswer, sealRequestBody } from '../../tests/contract/dredd/cipher';
import { onSm2Curve } from './build-key';

export interface CipherProxyOptions {
  /** The backend: origin plus an optional base path, e.g. `http://10.0.0.5:8080` or `https://host/gw`. */
  server: string;
  /** The backend's SM2 public key, uncompressed: 04 + 128 hex digits. */
  publicKey: string;
  /** `/api` or `/zuul/api`: the service name follows it. */
  prefix?: string;
  /** 0 picks a free port. */
  port?: number;
  /** One line per sealed call; silent by default. */
  log?: (line: string) => void;
}

export interface CipherProxy {
  /** `http://127.0.0.1:<port>`: send what you would send to the server, in plaintext. */
  url: string;
  close(): Promise<void>;
}

/** Names the answer of every sealed call carries, so a reader sees what the proxy did. */
export const PROXY_HEADER = 'x-cipher-proxy';
export const HINT_HEADER = 'x-cipher-proxy-hint';

const HOST = '127.0.0.1';

/** Throws an Error that says what is wrong with the options. */
function checkOptions({ server, publicKey, prefix }: Required<Pick<CipherProxyOptions, 'server' | 'publicKey' | 'prefix'>>): URL {
  if (!/^04[0-9a-f]{128}$/i.test(publicKey)) {
    throw new Error(
      `cipher proxy: the public key must be an uncompressed SM2 public key, 04 followed by 128 hex digits (got ${publicKey.length} characters)`,
    );
  }
  if (!onSm2Curve(publicKey))
    throw new Error('cipher proxy: the public key is not a point of the SM2 curve (a typo, or a key of another curve?)');
  if (!/^(\/[\w.-]+)+$/.test(prefix)) throw new Error(`cipher proxy: the prefix must look like /api or /zuul/api, not "${prefix}"`);
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new Error(`cipher proxy: the server must be an http(s) URL, not "${server}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`cipher proxy: the server must be an http(s) URL, not "${server}"`);
  return url;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

/** Keeps the length of a body that passes through unchanged. */
function withLength(kept: Record<string, string | string[]>, original: IncomingHttpHeaders): Record<string, string | string[]> {
  const length = original['content-length'];
  return length === undefined ? kept : { ...kept, 'content-length': length };
}

/** The proxy's own refusal, shaped like the gateway's answers: `{appcode, msg, map}`. */
function refuse(res: ServerResponse, reason: string): void {
  const body = JSON.stringify({ appcode: '502', msg: `cipher proxy: ${reason}`, map: {} });
  res.writeHead(502, { 'content-type': 'application/json;charset=UTF-8', 'content-length': Buffer.byteLength(body) }).end(body);
}

/** What is shown of a body in a message: never all of a long one. */
function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export async function startCipherProxy({
  server,
  publicKey,
  prefix = '/api',
  port = 0,
  log = () => undefined,
}: CipherProxyOptions): Promise<CipherProxy> {
  const backend = checkOptions({ server, publicKey, prefix });
  const basePath = backend.pathname.replace(/\/$/, '');
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;
  const catalogue = await loadBundledCatalogue(log);

  /** The operation's x-sm4, when the wire path is `<prefix>/<service>/<path>` of a documented operation. */
  function cipherModeOf(method: string, url: string): CipherMode | undefined {
    const path = url.split('?')[0] ?? '';
    if (!path.startsWith(`${prefix}/`)) return undefined;
    const [service = '', ...rest] = path.slice(prefix.length + 1).split('/');
    const found = catalogue.get(service)?.match(method.toLowerCase(), `/${rest.join('/')}`);
    return found && 'route' in found ? found.route.cipher : undefined;
  }

  /** Sends the request on to the backend: the given body, else the client's, streamed. */
  function upstream(req: IncomingMessage, headers: Record<string, string | string[] | number>, body?: string): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const outgoing = send(new URL(basePath + (req.url ?? '/'), backend), { method: req.method, headers }, resolve);
      outgoing.once('error', reject);
      if (body === undefined) req.pipe(outgoing);
      else outgoing.end(body);
    });
  }

  async function passThrough(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const answer = await upstream(req, withLength(forwardedHeaders(req.headers), req.headers));
    res.writeHead(answer.statusCode ?? 502, withLength(forwardedHeaders(answer.headers), answer.headers));
    answer.pipe(res);
  }

  async function sealed(req: IncomingMessage, res: ServerResponse, mode: CipherMode): Promise<void> {
    const plaintext = (await readAll(req)).toString('utf8');
    const { body, key } = sealRequestBody(plaintext, publicKey);
    const headers = {
      ...forwardedHeaders(req.headers),
      'content-type': 'application/json;charset=UTF-8',
      // A compressed answer could not be opened.
      'accept-encoding': 'identity',
      'content-length': Buffer.byteLength(body),
    };
    const answer = await upstream(req, headers, body);
    const status = answer.statusCode ?? 502;
    const raw = await readAll(answer);
    const answerHeaders: Record<string, string | string[]> = { ...forwardedHeaders(answer.headers), [PROXY_HEADER]: 'sealed' };
    // Bytes as they came unless opened: a file download must not pass through a string.
    let answerBody: Buffer | string = raw;
    if (status === 400) {
      answerHeaders[HINT_HEADER] = "the server refused the sealed request; if it refused the envelope, is the public key the server's own?";
    }
    if ((mode === 'response' || mode === 'both') && status >= 200 && status < 300) {
      const text = raw.toString('utf8');
      const opened = openAnswer(text, key);
      if (opened.kind === 'refused') {
        log(`${req.method} ${req.url} sealed (x-sm4 ${mode}) -> ${status}, not opened: ${opened.reason}`);
        refuse(res, `the server answered ${status} but the answer cannot be opened: ${opened.reason}. The answer was: ${excerpt(text)}`);
        return;
      }
      if (opened.kind === 'opened') {
        answerBody = JSON.stringify(opened.body);
        answerHeaders[PROXY_HEADER] = 'sealed, opened';
      }
    }
    log(`${req.method} ${req.url} sealed (x-sm4 ${mode}) -> ${status} ${answerHeaders[PROXY_HEADER]}`);
    res.writeHead(status, { ...answerHeaders, 'content-length': Buffer.byteLength(answerBody) }).end(answerBody);
  }

  const proxy = createServer((req, res) => {
    const mode = cipherModeOf(req.method ?? 'GET', req.url ?? '/');
    (mode ? sealed(req, res, mode) : passThrough(req, res)).catch((error: Error & { code?: string }) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      refuse(
        res,
        `the server ${server} did not answer: ${error.message}${error.code && !error.message.includes(error.code) ? ` (${error.code})` : ''}`,
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, HOST, () => resolve());
  });
  const { port: listening } = proxy.address() as AddressInfo;
  return {
    url: `http://${HOST}:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  };
}
