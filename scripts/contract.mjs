// npm run contract: checks a backend against the seven contract documents with
// Dredd 14.1.0 and the strict hooks of tests/contract/dredd/. Without --server it
// starts the mock gateway (strict mode) for the run and stops it afterwards.
// docs/contract-testing.md explains the options and the report.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { bundleAll } from './bundle.mjs';
import { ROOT, listApis } from './lib/contract.mjs';

const USAGE = `usage: npm run contract -- [options]

  --server <url>        backend to check, e.g. http://10.0.0.5:8080 (default: the mock
                        gateway, started for the run)
  --prefix <path>       /api (default) or /zuul/api; the service name follows it
  --only <service>      check one service (repeatable); services: ${listApis().map((api) => api.service).join(', ')}
  --public-key <hex>    the server's SM2 public key for x-sm4 operations (default: the
                        development key, against the mock gateway only)
  --token <persona>=<t> use this Access-Token for a persona (person, unit, organ, casual)
                        instead of logging in with the documented example
  --report <file>       Markdown report (default reports/contract/report.md); JSON beside it
  --verbose             also print Dredd's own line per transaction`;

function fail(message) {
  console.error(`contract: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      server: { type: 'string' },
      prefix: { type: 'string', default: '/api' },
      only: { type: 'string', multiple: true },
      'public-key': { type: 'string' },
      token: { type: 'string', multiple: true },
      report: { type: 'string', default: join(ROOT, 'reports/contract/report.md') },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const allServices = listApis().map((api) => api.service);
const services = values.only ?? allServices;
const unknown = services.filter((service) => !allServices.includes(service));
if (unknown.length > 0) fail(`unknown service ${unknown.join(', ')}`);
if (!/^(\/[\w.-]+)+$/.test(values.prefix)) fail(`--prefix must look like /api or /zuul/api, not "${values.prefix}"`);
if (values.server !== undefined && !/^https?:\/\/[^/]+/.test(values.server)) fail(`--server must be an http(s) URL, not "${values.server}"`);
if (values['public-key'] !== undefined && !/^04[0-9a-fA-F]{128}$/.test(values['public-key'])) {
  fail('--public-key must be an uncompressed SM2 public key: 04 followed by 128 hex digits');
}
const tokens = {};
for (const entry of values.token ?? []) {
  const [persona, token] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
  if (!['person', 'unit', 'organ', 'casual'].includes(persona) || token === '') fail(`--token must be <persona>=<token>, not "${entry}"`);
  tokens[persona] = token;
}

await bundleAll({ ifStale: true });
// The hooks share the portal's TypeScript cipher code; tsx lets this process load it.
register();
const againstMock = values.server === undefined;
let gateway;
if (againstMock) {
  const { startGatewayProcess } = await import('../tests/contract/dredd/gateway-process.ts');
  gateway = await startGatewayProcess();
}
const { runContract } = await import('../tests/contract/dredd/run.ts');
const { printWorkflowsPhase, runWorkflowsPhase } = await import('../tests/contract/workflows/phase.ts');
const devPublicKey = JSON.parse(readFileSync(join(ROOT, 'mock/dev-keys.json'), 'utf8')).publicKey;

let exitCode = 2;
try {
  const server = gateway?.url ?? values.server;
  console.log(`contract: ${services.length} document(s) against ${server}${againstMock ? ' (mock gateway, strict)' : ''}, prefix ${values.prefix}`);
  const { passed } = await runContract({
    server,
    prefix: values.prefix,
    againstMock,
    publicKey: values['public-key'] ?? (againstMock ? devPublicKey : undefined),
    services,
    tokens,
    reportFile: resolve(values.report),
    verbose: values.verbose,
    ready: gateway?.ready,
  });
  // Phase 3: the Arazzo workflows of openapi/workflows/ (docs/contract-testing.md). The examples
  // phase changed the mock's state (a password among it): the workflows start from the seed.
  if (againstMock) await fetch(`${server}/__mock/reset`, { method: 'POST' });
  const workflows = await runWorkflowsPhase({
    server,
    prefix: values.prefix,
    publicKey: values['public-key'] ?? (againstMock ? devPublicKey : undefined),
    services,
    tokens,
  });
  printWorkflowsPhase(workflows);
  exitCode = passed && workflows.failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`contract: the run could not complete: ${error.stack ?? error}`);
} finally {
  await gateway?.close();
}
process.exit(exitCode);
