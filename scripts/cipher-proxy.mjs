// npm run cipher-proxy: a local proxy through which any HTTP tool (curl, Postman,
// Respect, a fuzzer) speaks plaintext JSON to a backend that wants the cipher
// envelope. docs/contract-testing.md, "The cipher proxy".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { commandLine } from './lib/command-line.mjs';
import { ROOT } from './lib/contract.mjs';

const DEFAULT_PORT = 4011;
const USAGE = `usage: npm run cipher-proxy -- --server <url> --public-key <hex|dev> [--port N] [--prefix /api]

  --server <url>        the backend, e.g. http://10.0.0.5:8080 (the mock gateway: http://localhost:4010)
  --public-key <hex>    the backend's SM2 public key (04 + 128 hex digits); dev: the mock
                        gateway's development key
  --port <n>            port the proxy listens on, 127.0.0.1 only (default ${DEFAULT_PORT}; 0: any free one)
  --prefix <path>       /api (default) or /zuul/api; the service name follows it
  --quiet               no line per sealed call`;

const { values, fail } = commandLine('cipher-proxy', USAGE, {
  server: { type: 'string' },
  'public-key': { type: 'string' },
  port: { type: 'string', default: String(DEFAULT_PORT) },
  prefix: { type: 'string', default: '/api' },
  quiet: { type: 'boolean', default: false },
});
if (values.server === undefined) fail('--server is required');
if (values['public-key'] === undefined) fail('--public-key is required');
if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) fail(`--port must be a port number, not "${values.port}"`);
const publicKey =
  values['public-key'] === 'dev' ? JSON.parse(readFileSync(join(ROOT, 'mock/dev-keys.json'), 'utf8')).publicKey : values['public-key'];

// The proxy shares the portal's TypeScript cipher code and the gateway's reader of the contract.
register();
const { startCipherProxy } = await import('./lib/cipher-proxy.ts');
let proxy;
try {
  proxy = await startCipherProxy({
    server: values.server,
    publicKey,
    prefix: values.prefix,
    port: Number(values.port),
    log: values.quiet ? undefined : (line) => console.log(line),
  });
} catch (error) {
  fail(error.message.replace(/^cipher proxy: /, ''));
}
console.log(
  `cipher-proxy: ${proxy.url}${values.prefix}/… → ${values.server}${values.prefix}/…, x-sm4 operations sealed for ${publicKey.slice(0, 10)}…`,
);
const stop = () => void proxy.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
