// Small HTTP plumbing of the gateway: bounded body reading, cookies, answers.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer the gateway itself gives (not Prism): status plus a clear message. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const MAX_BODY_BYTES = 1024 * 1024;
// Beyond this the rest of an oversized body is not even drained: the socket is cut.
const MAX_DRAIN_BYTES = 64 * MAX_BODY_BYTES;

/**
 * Reads the request body, at most MAX_BODY_BYTES. An oversized body is drained
 * (up to a hard cap) before the 413 so the client sees the answer instead of a
 * reset connection.
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const tooLarge = () => new GatewayError(413, `mock gateway: request body over ${MAX_BODY_BYTES} bytes`, { limit: MAX_BODY_BYTES });
    if (declared > MAX_DRAIN_BYTES) {
      reject(tooLarge());
      return;
    }
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (received > MAX_DRAIN_BYTES) req.destroy();
    });
    const cutOff = () => reject(new GatewayError(400, 'mock gateway: request body was cut off'));
    req.on('end', () => (received > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', cutOff);
    req.on('close', () => {
      if (!req.complete) cutOff();
    });
  });
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const value = part.slice(eq + 1).trim();
    cookies.set(part.slice(0, eq).trim(), safeDecode(value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value));
  }
  return cookies;
}

/** A header's value, else a cookie's (`X-Mock-Persona` / `mock-persona` …). */
export function switchReader(req: IncomingMessage): (header: string, cookie: string) => string | undefined {
  const cookies = req.headers.cookie === undefined ? undefined : parseCookies(req.headers.cookie);
  return (header, cookie) => {
    const value = req.headers[header];
    return typeof value === 'string' ? safeDecode(value) : cookies?.get(cookie);
  };
}

/** Percent-decodes when the text is valid percent-encoding, else keeps it as given. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/;

/** The media type of the request body, '' when none is given; 415 when it is not a media type at all. */
export function mediaTypeOf(req: IncomingMessage): string {
  const header = req.headers['content-type'];
  if (header === undefined) return '';
  const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!MEDIA_TYPE.test(mediaType)) throw new GatewayError(415, `mock gateway: "${header}" is not a media type`);
  return mediaType;
}

export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** Headers of one hop, which a proxy never passes on, and the length of a body it may rewrite. */
export const HOP_HEADERS: ReadonlySet<string> = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
]);

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}): void {
  if (res.headersSent) return;
  // Bytes pass as they are (a backend's file in proxy mode).
  const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : body === undefined ? '' : JSON.stringify(body);
  const hasType = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
  res.writeHead(status, {
    ...(hasType || text.length === 0 ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    ...headers,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The envelope-shaped body of every error the gateway produces itself. */
export function errorBody(error: GatewayError): Record<string, unknown> {
  return { appcode: String(error.status), msg: error.message, map: {}, ...error.details };
}
