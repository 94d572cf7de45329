// One contract run: Dredd 14.1.0 over the bundled documents of the chosen
// services against one server, with the hooks of hooks.ts; then the summary on
// the console and the report files (Markdown for people, JSON for tests).
import { EventEmitter } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain ESM helper without type declarations
import { listApis } from '../../../scripts/lib/contract.mjs';
import type { PhaseResult } from '../phases';
import { RunAccounts } from './accounts';
import type { DreddHooks } from './dredd-types';
import { registerHooks, type ContractTarget, type HookContext, type TransactionNote } from './hooks';
import { ContractIndex, type Persona } from './operations';
import { ResultCollector, consoleSummary, examplesPhaseOf, jsonReportFile, markdownReport, summarise, type RunReport } from './report';
import { Sessions } from './sessions';

export interface ContractRunOptions extends ContractTarget {
  readonly services: readonly string[];
  /** The Markdown report; the JSON report goes beside it. */
  readonly reportFile: string;
  readonly tokens: Partial<Record<Persona, string>>;
  /** Dredd's own line per transaction as well. */
  readonly verbose: boolean;
  /** Resolves when the server answers; a rejection ends the run. */
  readonly ready?: Promise<void>;
}

export interface ContractRunResult {
  readonly report: RunReport;
  /** The same run as phase 1's result, for the reports of all phases. */
  readonly phase: PhaseResult;
  /** No failure, no error, and every skip explained. */
  readonly passed: boolean;
}

interface ApiEntry {
  service: string;
  distFile: string;
}

interface DreddInstance {
  configuration: { apiDescriptions: unknown[] };
  run(callback: (error: Error | null, stats: unknown) => void): void;
}

const require = createRequire(import.meta.url);
const HOOKFILE = fileURLToPath(new URL('./hookfile.cjs', import.meta.url));
/** hookfile.cjs calls the function stored under this key. */
const REGISTER_HOOKS = Symbol.for('hrss-portal.contract.registerHooks');
const REQUEST_TIMEOUT_MS = 15_000;

/** Loads a module without the warning Dredd's logger (winston 2) triggers on Node 20: a circular import, harmless. */
function requireQuietly(id: string): unknown {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
    if (!String(warning).includes("'padLevels'")) emitWarning.call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return require(id);
  } finally {
    process.emitWarning = emitWarning;
  }
}

export async function runContract(options: ContractRunOptions): Promise<ContractRunResult> {
  const started = new Date();
  const apis = (listApis() as ApiEntry[]).filter((api) => options.services.includes(api.service));
  const serviceByFile = new Map(apis.map((api) => [api.distFile, api.service]));
  const index = new ContractIndex();
  const notes = new Map<string, TransactionNote>();
  const sessionOptions = {
    apiBase: `${options.server.replace(/\/+$/, '')}${options.prefix}`,
    publicKey: options.publicKey,
    tokens: options.tokens,
    timeoutMs: REQUEST_TIMEOUT_MS,
    sandbox: options.sandbox,
  };
  const sessions = new Sessions(index, sessionOptions);
  const context: HookContext = {
    index,
    sessions,
    accounts: new RunAccounts(index, sessions, sessionOptions),
    target: options,
    notes,
    serviceOfFile: (file) => serviceByFile.get(file) ?? '?',
    ready: options.ready ?? Promise.resolve(),
  };
  (globalThis as Record<symbol, unknown>)[REGISTER_HOOKS] = (hooks: DreddHooks) => registerHooks(hooks, context);

  const emitter = new EventEmitter();
  const collector = new ResultCollector(emitter, notes);
  emitter.on('start', (_descriptions: unknown, done: () => void) => {
    // Dredd deep-clones its configuration for hooks.configuration, the parsed
    // documents included, which costs seconds; these hooks never read it.
    dredd.configuration.apiDescriptions = [];
    done();
  });
  const Dredd = requireQuietly('dredd') as new (config: object) => DreddInstance;
  if (!options.verbose) {
    // Dredd always adds its CLI reporter; its per-transaction lines and full
    // dumps are replaced by the summary below. Private path, Dredd pinned at 14.1.0.
    (
      require('dredd/build/reporters/reporterOutputLogger') as { default: { transports: { console: { silent: boolean } } } }
    ).default.transports.console.silent = true;
  }
  const dredd = new Dredd({
    endpoint: options.server,
    path: apis.map((api) => api.distFile),
    hookfiles: [HOOKFILE],
    emitter,
    // Dredd warns about every OpenAPI feature it ignores (tags, example
    // summaries, extra examples); the hooks read those from the document.
    loglevel: 'error',
    color: false,
    http: { timeout: REQUEST_TIMEOUT_MS },
  });
  await Promise.all([new Promise<void>((resolve, reject) => dredd.run((error) => (error ? reject(error) : resolve()))), context.ready]);

  const selected = new Set(options.services);
  const report = summarise(
    index.operations.filter((operation) => selected.has(operation.service)),
    collector.results,
    {
      target: `${options.server} prefix ${options.prefix}${options.againstMock ? ' (mock gateway)' : ''}`,
      startedAt: started.toISOString(),
      seconds: (Date.now() - started.getTime()) / 1000,
    },
  );
  mkdirSync(dirname(options.reportFile), { recursive: true });
  writeFileSync(options.reportFile, markdownReport(report));
  writeFileSync(jsonReportFile(options.reportFile), `${JSON.stringify(report, null, 2)}\n`);
  console.log(consoleSummary(report, options.reportFile));

  const unexplained = report.results.some((r) => r.outcome === 'skip' && r.messages.length === 0);
  return { report, phase: examplesPhaseOf(report, index, options), passed: report.total.failed === 0 && !unexplained };
}
