// The mock gateway for a contract run, in a process of its own: Prism's work
// then runs on the second core while Dredd and the hooks use the first, and the
// gateway starts while Dredd is still reading the documents.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface GatewayProcess {
  /** Known at once; the gateway answers on it once `ready` resolves. */
  readonly url: string;
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

const STOP_TIMEOUT_MS = 5_000;
const host = '127.0.0.1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the gateway (strict mode, no request log) in a child process; `stateless`: one that remembers nothing (MOCK_STATELESS). */
export async function startGatewayProcess(options: { stateless?: boolean } = {}): Promise<GatewayProcess> {
  const port = await freePort();
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, MOCK_PORT: String(port), MOCK_STATELESS: options.stateless ? '1' : '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the mock gateway exited before it was ready (code ${code})`)));
  });
  // Nobody may be waiting yet; the run awaits `ready` before its first request.
  ready.catch(() => undefined);
  return {
    url: `http://${host}:${port}`,
    ready,
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function serve(): Promise<void> {
  const { startGateway } = await import('../../../mock/server');
  const gateway = await startGateway({ port: Number(process.env.MOCK_PORT), host, strict: true, log: false });
  const stop = () => void gateway.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  process.send?.('ready');
}

if (process.argv[2] === '--serve' && process.argv[1] === fileURLToPath(import.meta.url)) await serve();
