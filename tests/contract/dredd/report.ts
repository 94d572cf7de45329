// Turns Dredd's test events into what a backend team reads: one line per failure
// and per skip on the console, a summary per service, and a Markdown report
// with every failure's request, expected and actual answer.
import type { EventEmitter } from 'node:events';
import { curlCommand, curlThroughProxy } from '../curl';
import type { CaseOutcome, ContractFailure, PhaseResult } from '../phases';
import type { DreddExpected, DreddReal, DreddRequest, DreddTest, GavelResult } from './dredd-types';
import type { TransactionIdentity, TransactionNote } from './hooks';
import type { ContractIndex, ContractOperation } from './operations';

export type Outcome = 'pass' | 'fail' | 'skip' | 'error';

export interface TransactionResult extends TransactionIdentity {
  readonly title: string;
  readonly operationId: string | undefined;
  readonly outcome: Outcome;
  /** Why it failed (every violation) or why it was skipped. */
  readonly messages: string[];
  /** A skip of an answer only the server itself decides to give. */
  readonly notApplicable?: boolean;
  readonly request?: DreddRequest;
  readonly plaintextBody?: string;
  readonly expected?: DreddExpected;
  readonly actual?: DreddReal;
  readonly decrypted: boolean;
}

export interface ServiceSummary {
  readonly service: string;
  readonly operations: number;
  /** Operations with at least one passing transaction. */
  readonly covered: number;
  readonly transactions: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface RunReport {
  readonly target: string;
  readonly startedAt: string;
  readonly seconds: number;
  readonly services: ServiceSummary[];
  readonly total: ServiceSummary;
  /** Operations with no passing transaction, as `service METHOD path`. */
  readonly uncovered: string[];
  readonly results: TransactionResult[];
}

const MAX_BODY_CHARS = 4000;

/** The JSON report's path: the Markdown report's, with .json. */
export function jsonReportFile(reportFile: string): string {
  return reportFile.replace(/(\.md)?$/, '.json');
}
const SECRET_HEADERS = new Set(['access-token', 'authorization', 'cookie']);

/** Gavel's violations, each saying where in the body it is. */
function gavelMessages(results: GavelResult | undefined): string[] {
  const messages: string[] = [];
  for (const [field, result] of Object.entries(results?.fields ?? {})) {
    for (const { message, location } of result.errors) {
      const pointer = location?.pointer;
      if (pointer && /should NOT have additional properties/.test(message)) {
        messages.push(`${field}: At '${pointer}' a key the schema does not allow (additionalProperties: false)`);
      } else {
        messages.push(`${field}: ${message}${pointer && !message.includes(`'${pointer}'`) ? ` (at ${pointer})` : ''}`);
      }
    }
  }
  return messages;
}

/** Tokens stay out of the reports: they may be real credentials of the server under test. */
function redacted(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADERS.has(name.toLowerCase()) ? `${String(value).slice(0, 6)}…` : value,
    ]),
  );
}

/** Collects every transaction's outcome from Dredd's reporter events. */
export class ResultCollector {
  readonly results: TransactionResult[] = [];

  constructor(
    emitter: EventEmitter,
    private readonly notes: Map<string, TransactionNote>,
  ) {
    emitter.on('test pass', (test: DreddTest) => this.#add(test, 'pass', []));
    emitter.on('test skip', (test: DreddTest) => {
      const reason = this.notes.get(test.title)?.skipReason;
      this.#add(test, 'skip', reason ? [reason] : []);
    });
    emitter.on('test fail', (test: DreddTest) => {
      const note = this.notes.get(test.title);
      const gavel = gavelMessages(test.results);
      const messages = gavel.length > 0 || (note?.problems.length ?? 0) > 0 ? [...(note?.problems ?? []), ...gavel] : [test.message];
      this.#add(test, 'fail', [...new Set(messages)]);
    });
    emitter.on('test error', (error: Error, test: DreddTest) => this.#add(test, 'error', [error.message]));
  }

  #add(test: DreddTest, outcome: Outcome, messages: string[]): void {
    const note = this.notes.get(test.title);
    this.results.push({
      title: test.title,
      service: note?.service ?? '?',
      operationId: note?.operationId,
      method: note?.method ?? test.request?.method ?? '?',
      path: note?.path ?? test.origin?.resourceName ?? '?',
      wirePath: note?.wirePath ?? test.request?.uri ?? '?',
      status: note?.status ?? test.expected?.statusCode ?? '?',
      outcome,
      messages,
      ...(outcome === 'skip' && note?.notApplicable ? { notApplicable: true } : {}),
      request: test.request && { ...test.request, headers: redacted(test.request.headers) },
      plaintextBody: note?.plaintextBody,
      expected: test.expected,
      actual: test.actual,
      decrypted: note?.decrypted === true,
    });
  }
}

function operationKey(service: string, method: string, path: string): string {
  return `${service} ${method.toUpperCase()} ${path}`;
}

export function summarise(
  operations: readonly ContractOperation[],
  results: readonly TransactionResult[],
  meta: { target: string; startedAt: string; seconds: number },
): RunReport {
  const passedOperations = new Set(results.filter((r) => r.outcome === 'pass').map((r) => operationKey(r.service, r.method, r.path)));
  const services = [...new Set(operations.map((op) => op.service))].map((service): ServiceSummary => {
    const ops = operations.filter((op) => op.service === service);
    const own = results.filter((r) => r.service === service);
    return {
      service,
      operations: ops.length,
      covered: ops.filter((op) => passedOperations.has(operationKey(service, op.method, op.path))).length,
      transactions: own.length,
      passed: own.filter((r) => r.outcome === 'pass').length,
      failed: own.filter((r) => r.outcome === 'fail' || r.outcome === 'error').length,
      skipped: own.filter((r) => r.outcome === 'skip').length,
    };
  });
  const sum = (key: keyof Omit<ServiceSummary, 'service'>) => services.reduce((total, s) => total + s[key], 0);
  return {
    ...meta,
    services,
    total: {
      service: 'total',
      operations: sum('operations'),
      covered: sum('covered'),
      transactions: sum('transactions'),
      passed: sum('passed'),
      failed: sum('failed'),
      skipped: sum('skipped'),
    },
    uncovered: operations
      .filter((op) => !passedOperations.has(operationKey(op.service, op.method, op.path)))
      .map((op) => operationKey(op.service, op.method, op.path)),
    results: [...results],
  };
}

const COLUMNS = ['operations', 'covered', 'transactions', 'passed', 'failed', 'skipped'] as const;

function label(result: TransactionResult): string {
  return `${result.title}  [${result.service} ${result.operationId ?? '?'}]`;
}

/** The console text: failures and skips one block each, then the table per service. */
export function consoleSummary(report: RunReport, reportFile: string): string {
  const lines: string[] = [];
  for (const result of report.results) {
    if (result.outcome === 'pass') continue;
    const tag = result.outcome === 'skip' ? 'SKIP' : result.outcome === 'error' ? 'ERROR' : 'FAIL';
    lines.push(`${tag.padEnd(5)} ${label(result)}`);
    const messages = result.messages.length > 0 ? result.messages : ['(no reason recorded)'];
    for (const message of messages) lines.push(`      ${message.replace(/\n/g, '\n      ')}`);
  }
  const width = Math.max(...report.services.map((s) => s.service.length), 'service'.length) + 2;
  const row = (name: string, cells: (string | number)[]) => name.padEnd(width) + cells.map((cell) => String(cell).padStart(13)).join('');
  lines.push('', row('service', [...COLUMNS]));
  for (const s of [...report.services, report.total])
    lines.push(
      row(
        s.service,
        COLUMNS.map((c) => s[c]),
      ),
    );
  if (report.uncovered.length > 0) {
    lines.push('', `operations without a passing transaction (${report.uncovered.length}):`);
    for (const key of report.uncovered) lines.push(`  ${key}`);
  }
  lines.push('', `report: ${reportFile} (${report.seconds.toFixed(1)} s)`);
  return lines.join('\n');
}

function truncated(text: string): string {
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}\n… (${text.length - MAX_BODY_CHARS} more characters)` : text;
}

function pretty(body: string | undefined): string {
  if (body === undefined || body === '') return '(empty)';
  try {
    return truncated(JSON.stringify(JSON.parse(body), null, 2));
  } catch {
    return truncated(body);
  }
}

function headerLines(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

function fence(text: string): string {
  const ticks = text.includes('```') ? '````' : '```';
  return `${ticks}\n${text}\n${ticks}`;
}

function markdownTable(report: RunReport): string {
  const head = `| service | ${COLUMNS.join(' | ')} |\n|---|${COLUMNS.map(() => '---:').join('|')}|`;
  const rows = [...report.services, report.total].map((s) => `| ${s.service} | ${COLUMNS.map((c) => s[c]).join(' | ')} |`);
  return [head, ...rows].join('\n');
}

function failureSection(result: TransactionResult): string {
  const parts = [`### ${result.outcome === 'error' ? 'ERROR' : 'FAIL'} ${result.title}`, ''];
  parts.push(
    `Operation: \`${result.operationId ?? '?'}\` — ${result.service} \`${result.method} ${result.path}\`, documented status ${result.status}`,
    '',
  );
  parts.push('What is wrong:', '', ...result.messages.map((m) => `- ${m.replace(/\n/g, ' ')}`), '');
  if (result.request) {
    const body =
      result.plaintextBody === undefined
        ? pretty(result.request.body)
        : `${pretty(result.plaintextBody)}\n(sent sealed in the x-sm4 envelope)`;
    parts.push('Request:', '', fence(`${result.request.method} ${result.wirePath}\n${headerLines(result.request.headers)}\n\n${body}`), '');
  }
  if (result.expected) {
    const expectedHeaders = headerLines(result.expected.headers);
    parts.push(
      'Expected (status, headers, documented example; the body must satisfy the response schema of the document):',
      '',
      fence(`${result.expected.statusCode ?? ''}\n${expectedHeaders}\n\n${pretty(result.expected.body)}`),
      '',
    );
  }
  if (result.actual) {
    const decrypted = result.decrypted ? "\n(map decrypted with the request's key)" : '';
    parts.push(
      'Actual:',
      '',
      fence(`${result.actual.statusCode}\n${headerLines(result.actual.headers)}\n\n${pretty(result.actual.body)}${decrypted}`),
      '',
    );
  }
  return parts.join('\n');
}

export function markdownReport(report: RunReport): string {
  const failures = report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'error');
  const skips = report.results.filter((r) => r.outcome === 'skip');
  const parts = [
    '# Contract test report',
    '',
    `Target: ${report.target}  `,
    `Started: ${report.startedAt}, took ${report.seconds.toFixed(1)} s  `,
    `Result: ${failures.length === 0 ? 'PASSED' : `FAILED (${failures.length} transactions)`}`,
    '',
    '## Summary per service',
    '',
    markdownTable(report),
    '',
    `## Failures (${failures.length})`,
    '',
    ...(failures.length === 0 ? ['None.', ''] : failures.map(failureSection)),
    `## Skipped (${skips.length})`,
    '',
    ...(skips.length === 0
      ? ['None.']
      : skips.map((r) => `- ${r.title} (\`${r.operationId ?? '?'}\`): ${r.messages.join('; ') || 'no reason recorded'}`)),
    '',
    `## Operations without a passing transaction (${report.uncovered.length})`,
    '',
    ...(report.uncovered.length === 0 ? ['None.'] : report.uncovered.map((key) => `- ${key}`)),
    '',
  ];
  return parts.join('\n');
}

export interface PhaseTarget {
  readonly server: string;
  readonly prefix: string;
  readonly publicKey: string | undefined;
}

function failureOf(result: TransactionResult, index: ContractIndex, target: PhaseTarget): ContractFailure {
  const operation = index.find(result.service, result.method, result.path);
  const url = `${target.server.replace(/\/+$/, '')}${result.wirePath}`;
  const headers = Object.fromEntries(
    Object.entries(result.request?.headers ?? {}).filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase())),
  );
  const tokenSent = Object.keys(result.request?.headers ?? {}).some((name) => name.toLowerCase() === 'access-token');
  const body = result.plaintextBody ?? result.request?.body;
  const shown = { method: result.method, url, headers, body, persona: tokenSent ? operation?.persona : undefined };
  const sealed = operation !== undefined && operation.sm4 !== 'none' && target.publicKey !== undefined;
  return {
    phase: 'examples',
    service: result.service,
    operation: `${result.method} ${result.path}`,
    title: `${result.title} [${result.operationId ?? '?'}]`,
    request: result.request && { method: result.method, url, headers: result.request.headers, body },
    expected: `HTTP ${result.status}, headers and body as documented (the body valid for the response schema)`,
    actual: [`HTTP ${result.actual?.statusCode ?? '(no answer)'}`, ...result.messages].join('\n'),
    curl: sealed
      ? curlThroughProxy(shown, { server: target.server, publicKey: target.publicKey!, prefix: target.prefix, wirePath: result.wirePath })
      : curlCommand(shown),
  };
}

/** The examples run as the PhaseResult every report reads. */
export function examplesPhaseOf(report: RunReport, index: ContractIndex, target: PhaseTarget): PhaseResult {
  const failed = report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'error');
  const sent = report.results.filter((r) => r.outcome !== 'skip');
  const outcomes = report.results.map((r): CaseOutcome => ({
    service: r.service,
    operation: `${r.method} ${r.path}`,
    title: r.title,
    outcome: r.outcome === 'error' ? 'fail' : r.outcome,
    reason: r.outcome === 'pass' ? undefined : r.messages.join('; '),
    ...(r.notApplicable ? { notApplicable: true } : {}),
  }));
  return {
    phase: 'examples',
    operations: new Set(sent.map((r) => operationKey(r.service, r.method, r.path))).size,
    cases: report.results.length,
    passed: report.total.passed,
    skipped: report.total.skipped,
    notApplicable: outcomes.filter((o) => o.notApplicable).length,
    failures: failed.map((r) => failureOf(r, index, target)),
    seconds: report.seconds,
    outcomes,
  };
}
