// A corpus of bad input over real HTTP and raw sockets: every item gets a 4xx,
// none is an internal error, and afterwards the gateway still answers normally.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startGateway, type Gateway } from '../../mock/server';

let gateway: Gateway;
let warn: MockInstance;

const JSON_OPERATION = '/api/basic/qrCode/queryQrCodeState';
const ENCRYPTED_OPERATION = '/api/basic/auth/person/passwordLogin';
const MB = 1024 * 1024;

/** Sends exactly the given path and body (fetch would normalise `..`); resolves the status. */
function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: gateway.port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Writes raw bytes on a fresh socket; resolves the status line of the answer ('' if none). */
function raw(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(gateway.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', () => undefined);
    socket.setTimeout(3000, () => socket.destroy());
    socket.end(bytes);
  });
}

function postBody(body: string | Buffer, contentType = 'application/json', path = JSON_OPERATION): Promise<number> {
  return send('POST', path, { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) }, body);
}

beforeAll(async () => {
  warn = vi.spyOn(console, 'warn');
  gateway = await startGateway({ port: 0, strict: true, log: false });
});
afterAll(async () => {
  warn.mockRestore();
  await gateway.close();
});

describe('bad-input corpus', () => {
  it.each([
    ['unterminated object', '{'],
    ['missing value', '{"qrCodeId":}'],
    ['trailing garbage', '{"qrCodeId":"x"}garbage'],
    ['trailing comma', '{"qrCodeId":"x",}'],
    ['single quotes', "{'qrCodeId':'x'}"],
    ['NaN', '{"qrCodeId":NaN}'],
    ['raw control character in a string', '{"qrCodeId":"a\u0001b"}'],
    ['byte-order mark', '\ufeff{"qrCodeId":"x"}'],
    ['truncated UTF-8', Buffer.concat([Buffer.from('{"qrCodeId":"'), Buffer.from([0xe4, 0xb8]), Buffer.from('"')])],
  ])('malformed JSON (%s) → 400', async (_name, body) => {
    expect(await postBody(body)).toBe(400);
  });

  it.each([
    ['null', 'null'],
    ['a string', '"qrCodeId"'],
    ['a number', '42'],
    ['an array', '[]'],
    ['an operator object', '{"qrCodeId":{"$gt":""}}'],
    ['a __proto__ key', '{"__proto__":{"polluted":true},"qrCodeId":"x"}'],
    ['emoji and a lone surrogate', '{"😀":"\\ud83d","qrCodeId":"x"}'],
    ['a NUL character', '{"qrCodeId":"x","extra":"\\u0000"}'],
    ['200 000 levels of nesting', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
  ])('well-formed JSON of the wrong shape (%s) → 422', async (_name, body) => {
    expect(await postBody(body)).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['text/plain', 'qrCodeId=x'],
    ['application/x-www-form-urlencoded', 'qrCodeId=x'],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="qrCodeId"\r\n\r\nx\r\n--b--\r\n'],
    ['application/xml', '<qrCodeId>x</qrCodeId>'],
    ['???', '{"qrCodeId":"x"}'],
  ])('wrong content type %s → 4xx', async (contentType, body) => {
    const status = await postBody(body, contentType);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('a body without a content type → 4xx', async () => {
    const status = await send('POST', JSON_OPERATION, { 'content-length': '16' }, '{"qrCodeId":"x"}');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('a body just over 1 MB → 413, one just under is read', async () => {
    const over = `{"qrCodeId":"${'x'.repeat(MB)}"}`;
    expect(await postBody(over)).toBe(413);
    const under = `{"qrCodeId":"x"}${' '.repeat(MB - 20)}`;
    expect(await postBody(under)).toBe(200);
  });

  it('an oversized chunked body → 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        `${gateway.url}${JSON_OPERATION}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let i = 0; i < 48; i++) outgoing.write(chunk);
      outgoing.end();
    });
    expect(status).toBe(413);
  });

  it('an announced body of 100 MB → 413 without reading it', async () => {
    expect(
      await raw(`POST ${JSON_OPERATION} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * MB}\r\n\r\n{`),
    ).toMatch(/^HTTP\/1\.1 413/);
  });

  it.each([
    '/api/../api/basic/auth/queryUserInfo',
    '/api/basic/../person/personInfo/getPersonInfo',
    '/api/basic/%2e%2e/basic/auth/queryUserInfo',
    '/api/basic/./auth/queryUserInfo',
    '/api/basic/auth%2fqueryUserInfo',
    '/api/basic//auth/queryUserInfo',
    '/api/basic/auth\\queryUserInfo',
    '/api/basic/auth/queryUserInfo%00',
    '/api/basic/%E4%B8%AD%E6%96%87',
    '/api/basic/auth/queryUserInfo/',
    '/API/basic/auth/queryUserInfo',
    '/zuul/api/../../etc/passwd',
    '/api',
    '/api/',
    '/',
    '/api/basic/dictionary/findByCode/%ff',
    '/api/basic/dictionary/findByCode/..%2f..%2fetc',
  ])('path trick %s → 4xx', async (path) => {
    const status = await send('POST', path, { 'content-type': 'application/json', 'Access-Token': 'mock-person-token' }, '{}');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each([
    ['an unknown scenario', { 'X-Mock-Scenario': 'drop-tables' }],
    ['a scenario with NUL', { 'X-Mock-Scenario': 'status-500%00' }],
    ['a broken percent escape', { Cookie: 'mock-scenario=%' }],
    ['an unknown persona', { 'X-Mock-Persona': '<script>' }],
    ['a malformed Prefer', { Prefer: 'code=abc' }],
    ['a Prefer for a missing example', { Prefer: 'example=../../etc' }],
  ])('switch and header garbage (%s) → 4xx', async (_name, headers) => {
    const status = await send('POST', JSON_OPERATION, { 'content-type': 'application/json', ...headers }, '{"qrCodeId":"x"}');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each([
    ['fields of the wrong type', '{"encryptData":1,"encryptKey":null,"iv":[],"sign":{}}'],
    ['only part of the fields', '{"encryptKey":"00"}'],
    ['an envelope as an array', '[{"encryptData":"00"}]'],
  ])('cipher garbage (%s) → 4xx', async (_name, body) => {
    const status = await send('POST', ENCRYPTED_OPERATION, { 'content-type': 'application/json', 'App-Id': 'hrss-web-portal' }, body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each(['DELETE', 'PUT', 'PROPFIND'])('%s on a POST operation → 405', async (method) => {
    expect(await send(method, JSON_OPERATION, { 'content-type': 'application/json', 'content-length': '2' }, '{}')).toBe(405);
  });

  it.each([
    ['garbage instead of HTTP', 'GARBAGE\r\n\r\n'],
    ['a control character in the path', 'GET /api/basic/\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['raw UTF-8 in the path', Buffer.from('GET /api/basic/中文 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
    ['a non-numeric Content-Length', `POST ${JSON_OPERATION} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`],
    [
      'Content-Length and chunked together',
      `POST ${JSON_OPERATION} HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['a 64 KB header', `GET /api/basic/dictionary/findByCode/sex HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`],
  ])('protocol garbage (%s) → 4xx', async (_name, bytes) => {
    expect(await raw(bytes)).toMatch(/^HTTP\/1\.1 4\d\d/);
  });

  it('a client that sends half a body and vanishes does not wedge anything', async () => {
    const socket = connect(gateway.port, '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(`POST ${JSON_OPERATION} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"qrCo`);
    const stalled = connect(gateway.port, '127.0.0.1');
    stalled.write('POST /api/basic/qrCode/queryQrCodeState HTTP/1.1\r\nHost: x\r\n');
    socket.destroy();
    expect(await postBody('{"qrCodeId":"x"}')).toBe(200);
    stalled.destroy();
  });
});

describe('after the corpus', () => {
  it('still answers normal calls and never hit an internal error', async () => {
    const answer = await fetch(`${gateway.url}/api/basic/auth/queryUserInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Access-Token': 'mock-person-token' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { appcode: string }).appcode).toBe('0');
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/internal error/);
  });
});
