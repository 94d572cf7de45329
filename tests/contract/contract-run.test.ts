// The contract command itself: against the mock gateway every phase passes with
// every operation covered; against the deliberately wrong server it fails and
// names each planted defect, and nothing else.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './dredd/gateway-process';
import { ContractIndex, PERSONAS } from './dredd/operations';
import { jsonReportFile, type RunReport } from './dredd/report';
import { Sessions } from './dredd/sessions';
import { EXPECTED_ANSWER } from './exchange';
import type { PhaseName, PhaseResult } from './phases';
import { REPORT_FILES } from './reports';
import { PLANTED_DEFECTS, startWrongServer, type WrongServer } from './wrong-server';

const MIN_OPERATIONS = 270;
/** Phase "generated" in a test run: two seeded requests per operation; the time budget is there only to end a stuck server's run. */
const GENERATED_BOUNDS = ['--generated', '2', '--generated-seconds', '600'];
const RUN_TIMEOUT_MS = 600_000;
const CONTRACT = fileURLToPath(new URL('../../scripts/contract.mjs', import.meta.url));
const DEV_PUBLIC_KEY = (JSON.parse(readFileSync(new URL('../../mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string })
  .publicKey;

interface ContractRun {
  exitCode: number | null;
  output: string;
  /** Phase 1's own report. */
  report: RunReport;
  phases: PhaseResult[];
  junit: string;
  html: string;
}

const reportDir = mkdtempSync(join(tmpdir(), 'contract-run-'));

function runContract(name: string, args: string[]): Promise<ContractRun> {
  const dir = join(reportDir, name);
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CONTRACT, '--reports', dir, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      try {
        resolve({
          exitCode,
          output,
          report: JSON.parse(read(jsonReportFile('examples.md'))) as RunReport,
          phases: (JSON.parse(read(REPORT_FILES.json)) as { phases: PhaseResult[] }).phases,
          junit: read(REPORT_FILES.junit),
          html: read(REPORT_FILES.html),
        });
      } catch (error) {
        reject(new Error(`${name}: no report (${(error as Error).message}); output:\n${output}`));
      }
    });
  });
}

const key = (r: { service: string; method: string; path: string; status?: string }) => `${r.service} ${r.method} ${r.path} (${r.status})`;
/** Every kind of negative case, as its title says it (tests/contract/negatives/cases.ts). */
const NEGATIVE_KIND_TITLES = [
  /^required field/,
  /^required query parameter/,
  /^required header/,
  /^(query|path) parameter \w+ (is|has)/,
  /is a \w+, not an? /,
  /breaking its pattern/,
  /(over its maxLength|under its minLength)/,
  /(under its minimum|over its maximum)/,
  /items, (over its maxItems|under its minItems)/,
  /outside its enum/,
  /^extra field/,
  /^body is an array/,
  /^body is malformed JSON/,
  /^body sent as text\/plain/,
  /^envelope: sign tampered/,
  /^envelope: key wrapped for another/,
  /^envelope: encryptData is not hex/,
  /^envelope: key wrapped as its 16 raw bytes/,
  // The valid side of each edge, which the mock accepts.
  /exactly its (maxLength|minLength)/,
  /exactly its (maxItems|minItems)/,
  /exactly its (minimum|maximum)/,
  /one of its enum/,
];
/** Why phase 2 may skip a case on the mock: the account it cannot register, or an edge no value reaches (cases.ts). */
const NEGATIVE_SKIPS =
  /: it changes an account, and the contract has no operation that creates a casualAccounts item|^the example gives \d+ distinct items to repeat$|^no string of \d+ characters made from the example keeps its/;
const phaseOf = (run: ContractRun, name: PhaseName) => run.phases.find((phase) => phase.phase === name);
const EXAMPLE_DEFECTS = PLANTED_DEFECTS.filter((defect) => defect.phase === 'examples');
const NEGATIVE_DEFECTS = PLANTED_DEFECTS.filter((defect) => defect.phase === 'negatives');
const WORKFLOW_DEFECTS = PLANTED_DEFECTS.filter((defect) => defect.phase === 'workflows');
/** The phases whose planted defects the wrong server holds; authorization's are killed in self-test.test.ts, every phase's by `npm run contract -- --self-test`. */
const WRONG_SERVER_PHASES = [...new Set(PLANTED_DEFECTS.map((defect) => defect.phase))];

let wrongServer: WrongServer;
/** The mock gateway as a developer runs it, checked with --server as a backend would be. */
let gateway: GatewayProcess;
let againstMock: ContractRun;
let againstWrongServer: ContractRun;

beforeAll(async () => {
  [wrongServer, gateway] = await Promise.all([startWrongServer(), startGatewayProcess()]);
  await gateway.ready;
  // Both runs at once: each spends much of its time waiting for answers.
  [againstMock, againstWrongServer] = await Promise.all([
    runContract('mock', ['--server', gateway.url, '--public-key', DEV_PUBLIC_KEY, ...GENERATED_BOUNDS]),
    runContract('wrong-server', ['--server', wrongServer.url, '--public-key', DEV_PUBLIC_KEY, '--phase', WRONG_SERVER_PHASES.join(',')]),
  ]);
}, RUN_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([wrongServer?.close(), gateway?.close()]);
  rmSync(reportDir, { recursive: true, force: true });
});

describe('npm run contract against the mock gateway', () => {
  it('exits 0 with no failing transaction', () => {
    expect(againstMock.report.total.failed, againstMock.output).toBe(0);
    expect(againstMock.exitCode, againstMock.output).toBe(0);
  });

  it(`covers at least ${MIN_OPERATIONS} operations, each with a passing transaction`, () => {
    const { total, uncovered } = againstMock.report;
    expect(total.operations).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    expect(uncovered).toEqual([]);
    expect(total.covered).toBe(total.operations);
  });

  it('runs every documented response, the non-2xx ones included, but an account change it cannot make on an account of its own', () => {
    const { results } = againstMock.report;
    const skipped = results.filter((r) => r.outcome === 'skip');
    expect(skipped.map((r) => `${r.title}: ${r.messages.join('')}`)).toEqual([
      'POST (200) /api/person/casual/base/updateCasualUserPwd: it changes an account, and the contract has no operation that creates a casualAccounts item, so the run has no account of its own',
    ]);
    expect(results.filter((r) => r.status === '401' && r.outcome === 'pass').length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === '429' && r.outcome === 'pass').length).toBeGreaterThan(0);
  });

  it('prints the summary per service', () => {
    for (const { service } of againstMock.report.services) expect(againstMock.output).toMatch(new RegExp(`^${service}\\s+\\d+`, 'm'));
  });

  it('passes every workflow of phase 3', () => {
    const workflows = phaseOf(againstMock, 'workflows');
    expect(workflows?.cases, againstMock.output).toBeGreaterThanOrEqual(8);
    expect(workflows?.failures).toEqual([]);
    expect(workflows?.skipped).toBe(0);
  });

  it('works in a sandbox of its own: afterwards no user’s state has changed, and every example account still logs in', async () => {
    expect(againstMock.output).toMatch(/against http:\S+ \(mock gateway, sandbox contract-[0-9a-f]{8}\)/);
    const answer = (await (await fetch(`${gateway.url}/__mock/state`)).json()) as { map: { state: Record<string, unknown> } };
    // Only the global store (accounts) changed: the accounts the run registered for itself.
    expect(Object.keys(answer.map.state).filter((owner) => owner !== '*')).toEqual([]);
    const sessions = new Sessions(new ContractIndex(), {
      apiBase: `${gateway.url}/api`,
      publicKey: DEV_PUBLIC_KEY,
      tokens: {},
      timeoutMs: 10_000,
    });
    for (const persona of PERSONAS) expect(await sessions.fresh(persona), persona).toHaveProperty('token');
  });

  it('refuses every negative input and accepts every value just inside an edge, on every operation that takes an input', () => {
    const negatives = phaseOf(againstMock, 'negatives');
    expect(negatives?.failures, againstMock.output).toEqual([]);
    for (const skip of negatives?.outcomes?.filter((o) => o.outcome === 'skip') ?? []) expect(skip.reason).toMatch(NEGATIVE_SKIPS);
    expect(negatives?.operations).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    expect(negatives?.cases).toBeGreaterThan(1000);
    const titles = negatives?.outcomes?.map((o) => o.title) ?? [];
    for (const kind of NEGATIVE_KIND_TITLES)
      expect(
        titles.some((title) => kind.test(title)),
        String(kind),
      ).toBe(true);
  });

  it("keeps the owners' and the sessions' checks of the authorization phase", () => {
    const authorization = phaseOf(againstMock, 'authorization');
    expect(authorization?.failures, againstMock.output).toEqual([]);
    expect(authorization?.passed).toBeGreaterThan(20);
    expect(againstMock.output).toMatch(/^phase authorization: passed/m);
  });

  it('answers every generated valid request with success or a documented business code, in the documented schema', () => {
    const generated = phaseOf(againstMock, 'generated');
    expect(generated?.failures, againstMock.output).toEqual([]);
    expect(generated?.operations).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    expect(againstMock.output).toMatch(/^phase generated: passed/m);
  });

  it('prints the counts per phase and service, and writes the JUnit and HTML reports', () => {
    expect(againstMock.output).toMatch(/^phase negatives: passed — \d+ operations, \d+ cases/m);
    // Skipped cases are held to their reasons above.
    expect(againstMock.output).toMatch(/^negatives unit\s+\d+\s+\d+\s+0\s+\d+$/m);
    expect(againstMock.junit).toMatch(/<testsuite name="negatives\.unit" tests="[1-9]\d*" failures="0"/);
    expect(againstMock.junit).not.toContain('<failure');
    expect(againstMock.html).toContain('No failures.');
  });
});

describe('npm run contract against the deliberately wrong server', () => {
  it('exits non-zero', () => {
    expect(againstWrongServer.exitCode, againstWrongServer.output).toBe(1);
  });

  it('fails exactly the transactions with a planted defect', () => {
    const failed = againstWrongServer.report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'error');
    expect(failed.map(key).sort()).toEqual(EXAMPLE_DEFECTS.map(key).sort());
  });

  it.each(EXAMPLE_DEFECTS.map((defect) => [key(defect), defect] as const))('names %s and what is wrong', (_name, defect) => {
    const result = againstWrongServer.report.results.find((r) => key(r) === key(defect));
    expect(result?.messages.join('\n')).toMatch(defect.reported);
    expect(againstWrongServer.output).toContain(`FAIL  ${result?.title}`);
  });

  it('fails exactly the workflows that meet a forgotten write, naming the step', () => {
    const failures = phaseOf(againstWrongServer, 'workflows')?.failures ?? [];
    expect(failures, againstWrongServer.output).toHaveLength(WORKFLOW_DEFECTS.length);
    for (const defect of WORKFLOW_DEFECTS) expect(failures.map((f) => f.title).join('\n')).toMatch(defect.reported);
  });

  it.each(NEGATIVE_DEFECTS.map((defect) => [`${defect.service} ${defect.method} ${defect.path}`, defect] as const))(
    'phase 2 names the invalid input %s accepts, with a command that reproduces it, and nothing else',
    (operation, defect) => {
      const all = phaseOf(againstWrongServer, 'negatives')?.failures ?? [];
      // The valid side of the edges meets the planted answer defects of phase 1 too; nothing else fails.
      const planted = new Set(EXAMPLE_DEFECTS.map((d) => `${d.service} ${d.method} ${d.path}`));
      const accepted = all.filter((f) => f.expected === EXPECTED_ANSWER);
      expect(accepted.filter((f) => !planted.has(`${f.service} ${f.operation}`)).map((f) => f.title)).toEqual([]);
      const failures = all.filter((f) => f.expected !== EXPECTED_ANSWER);
      expect(
        failures.map((f) => `${f.service} ${f.operation}`),
        againstWrongServer.output,
      ).toEqual([operation]);
      const [failure] = failures;
      expect(`${failure?.title}\n${failure?.actual}`).toMatch(defect.reported);
      expect(failure?.curl).toMatch(new RegExp(`^curl .*${defect.path}`));
      expect(againstWrongServer.output).toContain(`FAIL  [negatives] ${operation}: ${failure?.title}`);
      expect(againstWrongServer.junit).toMatch(new RegExp(`<testsuite name="negatives\\.${defect.service}" tests="\\d+" failures="1"`));
      expect(againstWrongServer.html).toContain(failure?.title);
    },
  );

  it('explains every skip', () => {
    const skipped = againstWrongServer.report.results.filter((r) => r.outcome === 'skip');
    expect(skipped.length).toBeGreaterThan(0);
    for (const result of skipped) expect(result.messages.join(''), result.title).not.toBe('');
  });
});
