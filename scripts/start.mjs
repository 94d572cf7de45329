// npm start: the mock gateway and the Vite dev server together, output prefixed
// per process. Vite starts once the gateway listens (its proxy sends /api and
// /zuul/api there). Ctrl-C, or either process ending, stops both. The proxy-mode
// options (`--backend <url> --public-key <key>` …) go to the gateway, the rest to Vite.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitProxyArguments } from './lib/proxy-options.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010);
const GATEWAY_WAIT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

function binOf(packageName, binName) {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const { bin } = require(manifestPath);
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}

const colours = { mock: '\x1b[35m', vite: '\x1b[36m' };
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

function prefixLines(name, stream, target) {
  const prefix = useColour ? `${colours[name]}[${name}]\x1b[0m ` : `[${name}] `;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    // The gateway already tags its own warnings with [mock].
    for (const line of lines) target.write(line.startsWith(`[${name}]`) ? `${line}\n` : `${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix}${pending}\n`);
  });
}

// Piped output is not a terminal: tell the children whether colour is wanted.
function childEnv() {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  return useColour ? { ...env, FORCE_COLOR: '1' } : { ...env, NO_COLOR: '1' };
}

const children = new Map();
let stopping = false;

function run(name, args) {
  // Own process group: a terminal Ctrl-C reaches us once, and we stop each child in order.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.log(`[start] ${name} ended (${signal ?? `exit ${code}`}); stopping the rest`);
      stopAll(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForGateway() {
  const deadline = Date.now() + GATEWAY_WAIT_MS;
  while (!stopping && Date.now() < deadline) {
    if (await portOpen(MOCK_PORT)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const { proxy, rest } = splitProxyArguments(process.argv.slice(2));
run('mock', [binOf('tsx', 'tsx'), 'mock/main.ts', ...proxy]);
if (await waitForGateway()) {
  // The portal talks to the gateway here: .env.mock (its development key, its SSO application);
  // in proxy mode the gateway seals again what the portal sealed, for the backend's key.
  if (!stopping) run('vite', [binOf('vite', 'vite'), '--mode', 'mock', ...rest]);
} else if (!stopping) {
  console.error(`[start] the gateway did not listen on port ${MOCK_PORT} within ${GATEWAY_WAIT_MS / 1000} s`);
  stopAll(1);
}
