// What deploy/nginx.conf serves, checked with a real nginx installed the way
// docs/deploying.md says (scripts/lib/nginx.mjs: the file's placeholders filled,
// a default site beside it as on Debian) in front of a small echo backend that
// reports the headers it received. The build folder is a fixture holding what a
// careless copy could bring along (.vite/, .git/, .env), so the refusal is
// tested whatever the build itself writes.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper without type declarations
import { PORTAL_CONF, startNginx } from '../../scripts/lib/nginx.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

let root: string;
let backend: Server;
let backendUrl: string;
let nginx: { url: string; port: number; stop(): Promise<void> };
/** The headers of the last request the backend received. */
let received: IncomingHttpHeaders = {};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (a Host header of our choice included). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: nginx.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  cpSync(join(ROOT, 'public'), root, { recursive: true });
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/app-1234abcd.js'), 'console.log(1);');
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/app-1234abcd.js"}}');
  writeFileSync(join(root, '.vite/chunk-modules.json'), '{}');
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git/config'), '[core]');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(root, 'assets/.DS_Store'), 'x');

  backend = createServer((req, res) => {
    received = req.headers;
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-mock-persona': 'person',
      'x-mock-scenario': 'none',
      'access-token': 'kept',
    });
    res.end('{"appcode":"0","msg":"","map":{}}');
  });
  await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
  const address = backend.address();
  if (!address || typeof address === 'string') throw new Error('echo backend has no port');
  backendUrl = `http://127.0.0.1:${address.port}`;
  nginx = await startNginx({ root, backend: backendUrl });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((done) => backend?.close(done));
  rmSync(root, { recursive: true, force: true });
});

describe('deploy/nginx.conf', () => {
  it.each([
    '/web/.vite/manifest.json',
    '/web/.vite/chunk-modules.json',
    '/web/.vite/',
    '/web/%2evite/manifest.json',
    '/web/assets/../.vite/manifest.json',
    '/web/.git/config',
    '/web/.env',
    '/web/assets/.DS_Store',
    '/web/login/.hidden',
  ])('refuses the dot path %s with 404 (never the file, never the app page)', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('src/main.tsx');
    expect(answer.body.toString()).not.toContain('<div id="root">');
    // The security headers come with the refusal too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still serves the app and its files (a name with a dot inside is not a dot path)', async () => {
    expect((await get('/web/')).status).toBe(200);
    expect((await get('/web/login')).body.toString()).toContain('<div id="root">');
    expect((await get('/web/assets/app-1234abcd.js')).status).toBe(200);
  });

  it('answers /web/favicon.ico with the icon, as an image', async () => {
    const answer = await get('/web/favicon.ico');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
    // An ICO file: reserved 0, type 1.
    expect([...answer.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(answer.body.equals(readFileSync(join(ROOT, 'public/favicon.ico')))).toBe(true);
    const svg = await get('/web/favicon.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('keeps the X-Mock-* development headers from the backend, and the backend’s from the client', async () => {
    const answer = await get('/api/basic/auth/queryUserInfo', {
      'X-Mock-Persona': 'organ',
      'X-Mock-Scenario': 'status-500',
      'Access-Token': 'a-token',
      Cookie: 'portal=1',
    });
    expect(answer.status).toBe(200);
    expect(received['x-mock-persona']).toBeUndefined();
    expect(received['x-mock-scenario']).toBeUndefined();
    // Everything else still goes through.
    expect(received['access-token']).toBe('a-token');
    expect(received.cookie).toBe('portal=1');
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(answer.headers['x-mock-persona']).toBeUndefined();
    expect(answer.headers['x-mock-scenario']).toBeUndefined();
    expect(answer.headers['access-token']).toBe('kept');
  });

  it('removes every X-Mock-* header the mock gateway reads or writes', () => {
    const known = new Set<string>();
    for (const file of readdirSync(join(ROOT, 'mock'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
      for (const [name] of readFileSync(join(ROOT, 'mock', file), 'utf8').matchAll(/\bx-mock-[a-z-]+\b/gi)) known.add(name.toLowerCase());
    }
    expect(known.size).toBeGreaterThan(0);
    const conf = readFileSync(PORTAL_CONF as string, 'utf8').toLowerCase();
    for (const name of known) {
      expect(conf, `proxy_set_header ${name} ""`).toContain(`proxy_set_header ${name} "";`);
      expect(conf, `proxy_hide_header ${name}`).toContain(`proxy_hide_header ${name};`);
    }
  });

  it('answers the host names it is given; other names go to the default site (as on Debian)', async () => {
    expect((await get('/web/', { Host: '127.0.0.1' })).status).toBe(200);
    expect((await get('/web/', { Host: `localhost:${nginx.port}` })).status).toBe(200);
    expect((await get('/web/', { Host: 'portal.example.org' })).status).toBe(404);
  });
});
