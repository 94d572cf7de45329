// The contract command itself: against the mock gateway it passes with every
// operation covered; against the deliberately wrong server it fails and names
// each planted defect, and nothing else.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonReportFile, type RunReport } from './dredd/report';
import { PLANTED_DEFECTS, startWrongServer, type WrongServer } from './wrong-server';

const MIN_OPERATIONS = 270;
const RUN_TIMEOUT_MS = 600_000;
const CONTRACT = fileURLToPath(new URL('../../scripts/contract.mjs', import.meta.url));
const DEV_PUBLIC_KEY = (JSON.parse(readFileSync(new URL('../../mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string }).publicKey;

interface ContractRun {
  exitCode: number | null;
  output: string;
  report: RunReport;
}

const reportDir = mkdtempSync(join(tmpdir(), 'contract-run-'));

function runContract(name: string, args: string[]): Promise<ContractRun> {
  const reportFile = join(reportDir, `${name}.md`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CONTRACT, '--report', reportFile, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      try {
        resolve({ exitCode, output, report: JSON.parse(readFileSync(jsonReportFile(reportFile), 'utf8')) as RunReport });
      } catch (error) {
        reject(new Error(`${name}: no report (${(error as Error).message}); output:\n${output}`));
      }
    });
  });
}

const key = (r: { service: string; method: string; path: string; status: string }) => `${r.service} ${r.method} ${r.path} (${r.status})`;
const EXAMPLE_DEFECTS = PLANTED_DEFECTS.filter((defect) => defect.phase === 'examples');
const WORKFLOW_DEFECTS = PLANTED_DEFECTS.filter((defect) => defect.phase === 'workflows');
const WORKFLOWS_SUMMARY = /^phase 3, workflows: (\d+) run, (\d+) passed, (\d+) failed, (\d+) skipped/m;
const failedWorkflows = (output: string) => [...output.matchAll(/^FAIL {2}workflow (\S+): step (\S+)/gm)].map(([, workflow, step]) => `${workflow}: step ${step}`);

let wrongServer: WrongServer;
let againstMock: ContractRun;
let againstWrongServer: ContractRun;

beforeAll(async () => {
  wrongServer = await startWrongServer();
  // Both runs at once: each spends much of its time waiting for answers.
  [againstMock, againstWrongServer] = await Promise.all([
    runContract('mock', []),
    runContract('wrong-server', ['--server', wrongServer.url, '--public-key', DEV_PUBLIC_KEY]),
  ]);
}, RUN_TIMEOUT_MS);

afterAll(async () => {
  await wrongServer?.close();
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

  it('runs every documented response, the non-2xx ones included', () => {
    const { results, total } = againstMock.report;
    expect(total.skipped).toBe(0);
    expect(results.filter((r) => r.status === '401' && r.outcome === 'pass').length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === '429' && r.outcome === 'pass').length).toBeGreaterThan(0);
  });

  it('prints the summary per service', () => {
    for (const { service } of againstMock.report.services) expect(againstMock.output).toMatch(new RegExp(`^${service}\\s+\\d+`, 'm'));
  });

  it('passes every workflow of phase 3', () => {
    const [, run = '0', passed, failed, skipped] = WORKFLOWS_SUMMARY.exec(againstMock.output) ?? [];
    expect(Number(run), againstMock.output).toBeGreaterThanOrEqual(8);
    expect([passed, failed, skipped]).toEqual([run, '0', '0']);
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
    expect(failedWorkflows(againstWrongServer.output)).toHaveLength(WORKFLOW_DEFECTS.length);
    for (const defect of WORKFLOW_DEFECTS) expect(failedWorkflows(againstWrongServer.output).join('\n')).toMatch(defect.reported);
  });

  it('explains every skip', () => {
    const skipped = againstWrongServer.report.results.filter((r) => r.outcome === 'skip');
    expect(skipped.length).toBeGreaterThan(0);
    for (const result of skipped) expect(result.messages.join(''), result.title).not.toBe('');
  });
});
