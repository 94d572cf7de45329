// The mock gateway as `npm run mock` starts it, in a child process: jsdom test
// files cannot load the gateway's modules in their own realm (jsdom's URL
// resolves file URLs differently), and a separate process keeps Prism's work
// off the rendering thread.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface GatewayProcess {
  url: string;
  close(): Promise<void>;
}

const STARTUP_LIMIT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `mock/main.ts` in strict mode on a free port, with a state folder of its own, and resolves once it listens. */
export async function startGatewayProcess(): Promise<GatewayProcess> {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, MOCK_PORT: String(port), MOCK_STRICT: '1', MOCK_STATE_DIR: stateDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the mock gateway did not start in time')), STARTUP_LIMIT_MS);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock gateway exited before listening (code ${code})`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
