// `npm run contract -- --self-test`: the contract command's mutation score. It
// starts the correct mock gateway and one that forgets every write, then runs
// the contract command (a process of its own, as a backend team runs it) against
// the planting proxy once per planted defect and once with none, and prints per
// defect which phases killed it (failed) and the first failure's phase,
// operation and field. Goal: every defect killed and named, the correct mock
// passing every phase.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGatewayProcess } from '../dredd/gateway-process';
import { ContractIndex } from '../dredd/operations';
import { verdictOf, type ContractFailure, type PhaseName, type PhaseResult } from '../phases';
import { REPORT_FILES } from '../reports';
import { NO_DEFECT, defectsOf, type Defect } from './defects';
import { startPlantingProxy, type Plant } from './planting-proxy';

const CONTRACT = fileURLToPath(new URL('../../../scripts/contract.mjs', import.meta.url));
export const ALL_PHASES: readonly PhaseName[] = ['examples', 'negatives', 'workflows', 'authorization', 'generated'];
/** One run of the command may take this long before it counts as stuck and is stopped. */
const RUN_TIMEOUT_MS = 10 * 60_000;

export interface SelfTestOptions {
  /** Where each run's reports go, one folder per defect. */
  readonly reportDir: string;
  /** Options every run gets (seed, --negatives, --generated …). */
  readonly runArgs: readonly string[];
  /** Only these defects (ids; a prefix such as `forgets-writes` selects all of its kind); default all. */
  readonly defects?: readonly string[];
  /** Only these phases, where a defect's own list has them; default every phase the defect lists. */
  readonly phases?: readonly PhaseName[];
  /** Leave out the run against the correct mock. */
  readonly skipControl?: boolean;
  readonly log?: (line: string) => void;
}

export type PhaseOutcome = 'killed' | 'survived' | 'incomplete' | 'not run';

export interface DefectOutcome {
  readonly id: string;
  readonly what: string;
  readonly plantedAt: string;
  readonly phases: Partial<Record<PhaseName, PhaseOutcome>>;
  readonly killed: boolean;
  /** A failure names an operation where the defect was planted. */
  readonly named: boolean;
  /** The first failure that names the planted operation, else the first failure. */
  readonly first?: { phase: PhaseName; operation: string; field: string };
  readonly exitCode: number | null;
  readonly seconds: number;
}

export interface SelfTestResult {
  readonly control: DefectOutcome | undefined;
  readonly defects: DefectOutcome[];
  readonly seconds: number;
}

/** The field or JSON pointer a failure names: a pointer in its message, else the field its title breaks, else its title. */
export function fieldOf(failure: ContractFailure): string {
  const text = `${failure.actual} ${failure.title}`;
  const pointer = /(?:^|[\s'"(])(\/(?:map|appcode|msg)[\w/[\]*.-]*)/.exec(failure.actual)?.[1];
  if (pointer) return pointer;
  if (/^statusCode:/m.test(failure.actual)) return 'status';
  const field = /\b(?:field|parameter|header) ([\w.[\]-]+)/.exec(text)?.[1];
  return field ?? failure.title;
}

function runCommand(args: string[]): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CONTRACT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, output });
    });
  });
}

export async function runSelfTest(options: SelfTestOptions): Promise<SelfTestResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const index = new ContractIndex();
  const all = defectsOf(index);
  const chosen = options.defects ? all.filter((d) => options.defects!.some((id) => d.id === id || d.id.startsWith(`${id}:`))) : all;
  const unknown = (options.defects ?? []).filter((id) => !all.some((d) => d.id === id || d.id.startsWith(`${id}:`)));
  if (unknown.length > 0)
    throw new Error(`self-test: no planted defect ${unknown.join(', ')}; there are ${all.map((d) => d.id).join(', ')}`);
  const [remembering, forgetting] = await Promise.all([startGatewayProcess(), startGatewayProcess({ stateless: true })]);
  try {
    await Promise.all([remembering.ready, forgetting.ready]);
    const runOne = async (id: string, what: string, plant: Plant, defect: Defect | undefined): Promise<DefectOutcome> => {
      const runStarted = Date.now();
      const phases = (defect?.phases ?? ALL_PHASES).filter((phase) => !options.phases || options.phases.includes(phase));
      const opens = new Set(defect?.operations ?? []);
      const proxy = await startPlantingProxy({
        index,
        remembering: remembering.url,
        forgetting: forgetting.url,
        plant,
        opens: (operation) => opens.has(operation),
      });
      const dir = join(options.reportDir, id.replace(/[^\w-]+/g, '-'));
      mkdirSync(dir, { recursive: true });
      let run: { exitCode: number | null; output: string };
      try {
        run = await runCommand(['--server', proxy.url, '--reports', dir, '--phase', phases.join(','), ...options.runArgs]);
      } finally {
        await proxy.close();
      }
      let results: PhaseResult[] = [];
      try {
        results = (JSON.parse(readFileSync(join(dir, REPORT_FILES.json), 'utf8')) as { phases: PhaseResult[] }).phases;
      } catch {
        log(`${id}: the run wrote no report (exit ${run.exitCode}):\n${run.output.slice(-2000)}`);
      }
      const byPhase: Partial<Record<PhaseName, PhaseOutcome>> = {};
      for (const phase of ALL_PHASES) {
        const result = results.find((r) => r.phase === phase);
        if (!result) byPhase[phase] = 'not run';
        else byPhase[phase] = { failed: 'killed', passed: 'survived', incomplete: 'incomplete' }[verdictOf(result)] as PhaseOutcome;
      }
      const failures = results.flatMap((r) => r.failures);
      const planted = new Set(
        [...(defect?.operations ?? []), ...(defect?.shownBy ?? [])].map((op) => `${op.service} ${op.method} ${op.path}`),
      );
      const naming = failures.find((f) => planted.has(`${f.service} ${f.operation}`));
      const first = naming ?? failures[0];
      const outcome: DefectOutcome = {
        id,
        what,
        plantedAt: defect
          ? `${defect.where ?? defect.operations.map((op) => `${op.service} ${op.operationId}`).join(', ')}: ${defect.field}`
          : '',
        phases: byPhase,
        killed: Object.values(byPhase).includes('killed'),
        named: naming !== undefined,
        first: first && { phase: first.phase, operation: `${first.service} ${first.operation}`, field: fieldOf(first) },
        exitCode: run.exitCode,
        seconds: (Date.now() - runStarted) / 1000,
      };
      log(outcomeLine(outcome));
      return outcome;
    };
    const control = options.skipControl
      ? undefined
      : await runOne('none', 'the correct mock gateway, nothing planted', NO_DEFECT, undefined);
    const defects: DefectOutcome[] = [];
    // A defect none of the chosen phases can show is left out.
    const runnable = chosen.filter((d) => (d.phases ?? ALL_PHASES).some((phase) => !options.phases || options.phases.includes(phase)));
    for (const defect of runnable) defects.push(await runOne(defect.id, defect.what, defect.plant, defect));
    return { control, defects, seconds: (Date.now() - started) / 1000 };
  } finally {
    await Promise.all([remembering.close(), forgetting.close()]);
  }
}

const SHORT: Record<PhaseOutcome, string> = { killed: 'KILLED', survived: 'passed', incomplete: 'INCOMPLETE', 'not run': '-' };

function outcomeLine(outcome: DefectOutcome): string {
  const phases = ALL_PHASES.map((phase) => `${phase} ${SHORT[outcome.phases[phase] ?? 'not run']}`).join(', ');
  const first = outcome.first ? ` — first: [${outcome.first.phase}] ${outcome.first.operation} ${outcome.first.field}` : '';
  return `${outcome.id} (${outcome.seconds.toFixed(1)} s): ${phases}${first}`;
}

/** The table the command prints and docs/contract-testing.md shows. */
export function selfTestTable(result: SelfTestResult): string {
  const head = `| defect | planted at | ${ALL_PHASES.join(' | ')} | first failure (phase, operation, field) |`;
  const rule = `|${' --- |'.repeat(ALL_PHASES.length + 3)}`;
  const row = (o: DefectOutcome) =>
    `| \`${o.id}\` | ${o.plantedAt || o.what} | ${ALL_PHASES.map((p) => SHORT[o.phases[p] ?? 'not run']).join(' | ')} | ${
      o.first ? `${o.first.phase}, ${o.first.operation}, \`${o.first.field}\`` : 'none'
    } |`;
  return [head, rule, ...(result.control ? [row(result.control)] : []), ...result.defects.map(row)].join('\n');
}

/** Passed when the correct mock passed every phase it ran and every defect was killed with a failure naming where it was planted. */
export function selfTestPassed(result: SelfTestResult): boolean {
  const controlClean = !result.control || (result.control.exitCode === 0 && !result.control.killed);
  return controlClean && result.defects.every((d) => d.killed && d.named);
}

export function selfTestSummary(result: SelfTestResult): string {
  const killed = result.defects.filter((d) => d.killed).length;
  const named = result.defects.filter((d) => d.named).length;
  const perPhase = ALL_PHASES.map((phase) => `${phase} ${result.defects.filter((d) => d.phases[phase] === 'killed').length}`).join(', ');
  const control = result.control
    ? result.control.exitCode === 0
      ? 'the correct mock passed every phase'
      : `FALSE ALARM: the correct mock failed (exit ${result.control.exitCode})`
    : 'the correct mock not run';
  return `self-test: ${killed} of ${result.defects.length} planted defects killed (${named} named by operation), killed per phase: ${perPhase}; ${control}; ${result.seconds.toFixed(0)} s`;
}
