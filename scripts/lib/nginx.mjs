// A throwaway nginx serving a build with deploy/nginx.conf, for the browser
// tests (`npm run e2e -- --prod`) and the Lighthouse benchmarks.
//
//   import { startNginx } from './scripts/lib/nginx.mjs';
//   const nginx = await startNginx({ root: 'dist', backend: 'http://127.0.0.1:4010' });
//   // nginx.url is http://127.0.0.1:<free port>; the portal is at `${nginx.url}/web/`
//   await nginx.stop();
//
// Options of startNginx: root (the build folder, relative to the repository or
// absolute), backend (base URL the /api and /zuul/api calls go to, no path),
// port (default: a free one). nginx comes from NGINX_PATH, the usual places or
// PATH; where it is missing and this process may install packages (root with
// apt-get, as on CI) it is installed, otherwise startNginx throws and says how.
// Everything nginx writes (pid, logs, temp files) lives in a temp folder that
// stop() removes; nothing of the system's nginx configuration is touched
// except its mime.types, which is read.
//
// It installs the portal as docs/deploying.md says: deploy/nginx.conf with its
// placeholders filled (the server named 127.0.0.1 and localhost, the names the
// tests use) next to a default site that catches every other host name, as
// Debian's nginx package has one; `nginx -t` must pass without a warning.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installPackages, locateExecutable } from './system-packages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PORTAL_CONF = join(ROOT, 'deploy/nginx.conf');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const MIME_TYPES_CANDIDATES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types', '/usr/local/etc/nginx/mime.types'];
const START_TIMEOUT_MS = 10_000;
/** The host names the portal's server answers to here: those the browser tests and benchmarks use. */
export const SERVER_NAME = '127.0.0.1 localhost';

/** The nginx binary; installs the distribution's package when allowed, else throws with advice. */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`NGINX_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found = locateExecutable(NGINX_CANDIDATES, 'nginx');
  if (found) return found;
  if (installPackages(['nginx'], 'serving the built portal')) {
    const installed = locateExecutable(NGINX_CANDIDATES, 'nginx');
    if (installed) return installed;
  }
  throw new Error(
    'No nginx found for the production-mode browser tests. Install the distribution package ' +
      '(`apt-get install -y nginx`), set NGINX_PATH to an nginx binary, or run `npm run e2e` without --prod.',
  );
}

/**
 * deploy/nginx.conf with its three values filled in, as the official image's
 * envsubst templates do: only ${PORTAL_*} names are replaced, nginx's own
 * $variables stay.
 */
export function renderPortalConf({ listen, serverName = SERVER_NAME, root, backend }) {
  const values = {
    PORTAL_PORT: String(listen),
    PORTAL_SERVER_NAME: serverName,
    PORTAL_ROOT: root.replace(/\/+$/, ''),
    PORTAL_BACKEND: backend.replace(/\/+$/, ''),
  };
  return readFileSync(PORTAL_CONF, 'utf8').replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf uses \${${name}}, which nothing fills in`);
    return values[name];
  });
}

/**
 * The inline scripts of a built page (index.html, a prerendered page) must be
 * allowed by a hash in the Content-Security-Policy; otherwise the browser
 * refuses them in production. Checked before serving, so a changed script fails
 * with the hash to put in. Data blocks (type="application/json") are not run
 * and need none.
 */
export function assertInlineScriptsAllowed(html, conf, page = 'index.html') {
  const inline = [...html.matchAll(/<script(?![^>]*\s(?:src|type="application\/json")[\s=>])[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
  for (const script of inline) {
    const source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    if (!conf.includes(source)) {
      throw new Error(
        `deploy/nginx.conf: the Content-Security-Policy does not allow an inline script of ${page}; add ${source} to script-src.`,
      );
    }
  }
}

/** index.html and every prerendered page (<path>/index.html) of a build, relative to it. */
function builtPages(buildDir) {
  return readdirSync(buildDir, { recursive: true })
    .map(String)
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`));
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function mainConf(dir, portalConfFile, listen) {
  const mimeTypes = MIME_TYPES_CANDIDATES.find((path) => existsSync(path));
  if (!mimeTypes) throw new Error(`nginx's mime.types not found (looked in ${MIME_TYPES_CANDIDATES.join(', ')})`);
  // Run as root (CI containers), the workers would otherwise drop to "nobody",
  // who may not read the checkout or this temp folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${portalConfFile};
    # A stand-in for the default site of Debian's nginx package (sites-enabled/default):
    # it takes every host name no server names, so the portal must be named (docs/deploying.md).
    server {
        listen ${listen} default_server;
        server_name _;
        return 404;
    }
}
`;
}

async function waitUntilServing(url, child, errorLog) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/web/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx did not serve ${url}/web/ within ${START_TIMEOUT_MS} ms.\n${log}`);
}

/** Starts nginx with deploy/nginx.conf in front of `backend`, serving the build in `root`. */
export async function startNginx({ root, backend, port }) {
  const buildDir = isAbsolute(root) ? root : resolve(ROOT, root);
  const indexFile = join(buildDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${buildDir} has no index.html: build the portal first.`);
  const nginx = findNginx();
  const listenPort = port ?? (await freePort());
  const listen = `127.0.0.1:${listenPort}`;
  const conf = renderPortalConf({ listen, root: buildDir, backend });
  for (const page of builtPages(buildDir)) assertInlineScriptsAllowed(readFileSync(join(buildDir, page), 'utf8'), conf, page);

  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const portalConfFile = join(dir, 'portal.conf');
  writeFileSync(portalConfFile, conf);
  writeFileSync(join(dir, 'nginx.conf'), mainConf(dir, portalConfFile, listen));
  const errorLog = join(dir, 'error.log');
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'];

  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  // A warning is a configuration that does not do what it says (e.g. `conflicting server name`).
  if (check.status !== 0 || /\[(warn|emerg|alert|crit)\]/.test(check.stderr)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  }
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: listenPort, stop };
}
