// npm run contract: checks a backend against the seven contract documents in
// phases: 1 examples (Dredd 14.1.0 with the strict hooks of tests/contract/dredd/),
// 2 negative inputs (tests/contract/negatives/), 3 workflows (tests/contract/workflows/),
// 4 authorization and lifecycles (tests/contract/authorization/), 5 generated valid
// requests (fast-check, tests/contract/generated/).
// Without --server it starts the mock gateway (strict mode) for the run and stops it
// afterwards. docs/contract-testing.md explains the options and the reports.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { bundleAll } from './bundle.mjs';
import { ROOT, listApis } from './lib/contract.mjs';

// Generated requests fill lists up to their limits: that phase comes after those that create items.
const PHASES = ['examples', 'negatives', 'workflows', 'authorization', 'generated'];
const DEFAULT_SEED = 1;
const DEFAULT_NEGATIVES = 5;
const DEFAULT_GENERATED = 5;
const DEFAULT_GENERATED_SECONDS = 900;

const USAGE = `usage: npm run contract -- [options]

  --server <url>        backend to check, e.g. http://10.0.0.5:8080 (default: the mock
                        gateway, started for the run)
  --prefix <path>       /api (default) or /zuul/api; the service name follows it
  --only <service>      check one service (repeatable); services: ${listApis()
    .map((api) => api.service)
    .join(', ')}
  --public-key <hex>    the server's SM2 public key for x-sm4 operations (default: the
                        development key, against the mock gateway only)
  --token <persona>=<t> use this Access-Token for a persona (person, unit, organ, casual)
                        instead of logging in with the documented example
  --phase <names>       run only these phases, comma-separated or repeated: ${PHASES.join(', ')}
                        (default: all, in that order)
  --seed <n>            seed of the negative cases (default ${DEFAULT_SEED}); the same seed sends the same cases
  --negatives <n>       at most n schema cases per operation in phase 2 (default ${DEFAULT_NEGATIVES})
  --generated <n>       valid requests fast-check generates per operation in phase 5 (default ${DEFAULT_GENERATED})
  --generated-seconds <n>  phase 5's time budget; operations not reached by then are skipped (default ${DEFAULT_GENERATED_SECONDS})
  --reports <dir>       where index.html, junit.xml, results.json and the examples'
                        Markdown report go (default reports/contract)
  --verbose             also print Dredd's own line per transaction
  --self-test           the mutation score: run the command against servers with one
                        planted defect each and against the correct mock gateway, and
                        print which phases killed each defect (not with --server)
  --defect <ids>        with --self-test: only these defects, comma-separated or repeated
                        (forgets-writes selects every resource's)`;

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
      phase: { type: 'string', multiple: true },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      negatives: { type: 'string', default: String(DEFAULT_NEGATIVES) },
      generated: { type: 'string', default: String(DEFAULT_GENERATED) },
      'generated-seconds': { type: 'string', default: String(DEFAULT_GENERATED_SECONDS) },
      reports: { type: 'string', default: join(ROOT, 'reports/contract') },
      verbose: { type: 'boolean', default: false },
      'self-test': { type: 'boolean', default: false },
      defect: { type: 'string', multiple: true },
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
if (values.server !== undefined && !/^https?:\/\/[^/]+/.test(values.server))
  fail(`--server must be an http(s) URL, not "${values.server}"`);
if (values['public-key'] !== undefined && !/^04[0-9a-fA-F]{128}$/.test(values['public-key'])) {
  fail('--public-key must be an uncompressed SM2 public key: 04 followed by 128 hex digits');
}
const phases = (values.phase ?? PHASES).flatMap((entry) => entry.split(',')).map((name) => name.trim());
const unknownPhases = phases.filter((name) => !PHASES.includes(name));
if (unknownPhases.length > 0 || phases.length === 0) fail(`--phase takes ${PHASES.join(', ')}, not "${unknownPhases.join(', ')}"`);
if (values.defect !== undefined && !values['self-test']) fail('--defect goes with --self-test');
if (!/^\d+$/.test(values.seed)) fail(`--seed must be a whole number, not "${values.seed}"`);
if (!/^[1-9]\d*$/.test(values.negatives)) fail(`--negatives must be a whole number of at least 1, not "${values.negatives}"`);
for (const option of ['generated', 'generated-seconds'])
  if (!/^[1-9]\d*$/.test(values[option])) fail(`--${option} must be a whole number of at least 1, not "${values[option]}"`);
const seed = Number(values.seed);
const reportDir = resolve(values.reports);
const tokens = {};
for (const entry of values.token ?? []) {
  const [persona, token] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
  if (!['person', 'unit', 'organ', 'casual'].includes(persona) || token === '') fail(`--token must be <persona>=<token>, not "${entry}"`);
  tokens[persona] = token;
}

await bundleAll({ ifStale: true });
// The hooks share the portal's TypeScript cipher code; tsx lets this process load it.
register();
if (values['self-test']) await selfTest();
let gateway;
if (values.server === undefined) {
  const { startGatewayProcess } = await import('../tests/contract/dredd/gateway-process.ts');
  gateway = await startGatewayProcess();
}
const devPublicKey = JSON.parse(readFileSync(join(ROOT, 'mock/dev-keys.json'), 'utf8')).publicKey;
/**
 * Against the mock gateway the run works in a sandbox of its own (docs/mock-gateway.md,
 * "Sandboxes"): what its examples and workflows change never reaches the developer's state.
 */
const sandbox = `contract-${randomBytes(4).toString('hex')}`;

/**
 * Resets the run's sandbox on the mock gateway; answers whether the server is the mock
 * gateway at all (it says so in its answer; another server has no such call).
 */
async function resetSandbox(server) {
  try {
    const response = await fetch(`${server}${values.prefix}/__mock/reset`, {
      method: 'POST',
      headers: { 'X-Mock-Sandbox': sandbox },
      signal: AbortSignal.timeout(10_000),
    });
    const answer = await response.json();
    return typeof answer?.msg === 'string' && answer.msg.startsWith('mock gateway');
  } catch {
    return false;
  }
}

/** Each phase in order; a phase's result goes to the reports whatever the others did. */
async function runPhases(server, againstMock) {
  const publicKey = values['public-key'] ?? (againstMock ? devPublicKey : undefined);
  const shared = { server, prefix: values.prefix, publicKey, services, tokens, sandbox: againstMock ? sandbox : undefined };
  const results = [];
  let passed = true;
  if (phases.includes('examples')) {
    console.log('\nphase 1, examples (Dredd)');
    const { runContract } = await import('../tests/contract/dredd/run.ts');
    const run = await runContract({
      ...shared,
      againstMock,
      reportFile: join(reportDir, 'examples.md'),
      verbose: values.verbose,
      ready: gateway?.ready,
    });
    results.push(run.phase);
    passed &&= run.passed;
  }
  if (phases.includes('negatives')) {
    console.log(`\nphase 2, negative inputs (seed ${seed}, at most ${values.negatives} per operation)`);
    if (againstMock && results.length > 0) await resetSandbox(server);
    const { runNegativesPhase } = await import('../tests/contract/negatives/phase.ts');
    results.push(await runNegativesPhase({ ...shared, seed, negatives: Number(values.negatives), ready: gateway?.ready }));
  }
  if (phases.includes('workflows')) {
    console.log('\nphase 3, workflows (openapi/workflows/)');
    await gateway?.ready;
    if (againstMock && results.length > 0) await resetSandbox(server);
    const { runWorkflowsPhase } = await import('../tests/contract/workflows/phase.ts');
    results.push(await runWorkflowsPhase({ ...shared, seed }));
  }
  if (phases.includes('authorization')) {
    console.log('\nphase 4, authorization and lifecycles (x-state owners, sessions)');
    await gateway?.ready;
    if (againstMock && results.length > 0) await resetSandbox(server);
    const { runAuthorizationPhase } = await import('../tests/contract/authorization/phase.ts');
    results.push(await runAuthorizationPhase(shared));
  }
  if (phases.includes('generated')) {
    console.log(
      `\nphase 5, generated valid requests (fast-check, seed ${seed}, ${values.generated} per operation, at most ${values['generated-seconds']} s)`,
    );
    await gateway?.ready;
    if (againstMock && results.length > 0) await resetSandbox(server);
    const { runGeneratedPhase } = await import('../tests/contract/generated/phase.ts');
    results.push(
      await runGeneratedPhase({ ...shared, seed, runs: Number(values.generated), seconds: Number(values['generated-seconds']) }),
    );
  }
  const { verdictOf } = await import('../tests/contract/phases.ts');
  return { results, passed: passed && results.every((result) => verdictOf(result) === 'passed') };
}

/** --self-test: every planted defect in turn, each run of the command given this run's options. */
async function selfTest() {
  if (values.server !== undefined || values.token !== undefined) fail('--self-test starts its own servers: leave out --server and --token');
  const { runSelfTest, selfTestTable, selfTestSummary, selfTestPassed } = await import('../tests/contract/self-test/run.ts');
  const runArgs = [
    ...(values.only ?? []).flatMap((service) => ['--only', service]),
    ...['seed', 'negatives', 'generated', 'generated-seconds'].flatMap((option) => [`--${option}`, values[option]]),
  ];
  console.log(`contract --self-test: the command against each planted defect, reports in ${reportDir}/self-test/`);
  try {
    const result = await runSelfTest({
      reportDir: join(reportDir, 'self-test'),
      runArgs,
      defects: values.defect?.flatMap((entry) => entry.split(',')).map((id) => id.trim()),
      phases: values.phase ? phases : undefined,
      log: (line) => console.log(line),
    });
    console.log(`\n${selfTestTable(result)}\n\n${selfTestSummary(result)}`);
    process.exit(selfTestPassed(result) ? 0 : 1);
  } catch (error) {
    // A defect that does not exist is the user's mistake: its message says which there are.
    console.error(`contract --self-test: ${error.message?.startsWith('self-test:') ? error.message : (error.stack ?? error)}`);
    process.exit(2);
  }
}

let exitCode = 2;
const server = gateway?.url ?? values.server;
let againstMock = gateway !== undefined;
try {
  const started = new Date();
  if (gateway === undefined) againstMock = await resetSandbox(server);
  const what = gateway ? ' (mock gateway, strict)' : againstMock ? ` (mock gateway, sandbox ${sandbox})` : '';
  console.log(`contract: ${services.length} document(s) against ${server}${what}, prefix ${values.prefix}, phases ${phases.join(', ')}`);
  const { results, passed } = await runPhases(server, againstMock);
  const { consoleReport, writeReports } = await import('../tests/contract/reports.ts');
  const meta = {
    target: `${server} prefix ${values.prefix}${againstMock ? ' (mock gateway)' : ''}`,
    seed,
    startedAt: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
  };
  writeReports(reportDir, results, meta);
  console.log(`\n${consoleReport(results, meta, reportDir)}`);
  exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(`contract: the run could not complete: ${error.stack ?? error}`);
} finally {
  // Nothing of the run stays in the gateway's state.
  if (againstMock && gateway === undefined) await resetSandbox(server);
  await gateway?.close();
}
process.exit(exitCode);
