// The reports of `npm run contract`, built from every phase's PhaseResult: the
// console summary per phase and service, reports/contract/index.html (every
// failure with its request, expected and actual answer and a curl command,
// one self-contained file) and reports/contract/junit.xml for CI servers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { verdictOf, verdictText, type CaseOutcome, type ContractFailure, type PhaseResult } from './phases';

export interface RunMeta {
  readonly target: string;
  readonly seed: number;
  readonly startedAt: string;
  readonly seconds: number;
}

export interface ServiceCount {
  readonly phase: string;
  readonly service: string;
  readonly cases: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export const REPORT_FILES = { html: 'index.html', junit: 'junit.xml', json: 'results.json' } as const;

/** Every case of a phase; a phase that lists only its failures is one line per failure plus its passes in one. */
export function outcomesOf(result: PhaseResult): CaseOutcome[] {
  if (result.outcomes) return result.outcomes;
  const failed: CaseOutcome[] = result.failures.map((f) => ({
    service: f.service,
    operation: f.operation,
    title: f.title,
    outcome: 'fail',
    reason: f.actual,
  }));
  const passed: CaseOutcome[] =
    result.passed > 0
      ? [{ service: 'all', operation: '', title: `${result.passed} cases passed (the phase lists failures only)`, outcome: 'pass' }]
      : [];
  return [...failed, ...passed];
}

export function countsPerService(result: PhaseResult): ServiceCount[] {
  const byService = new Map<string, CaseOutcome[]>();
  for (const outcome of outcomesOf(result)) byService.set(outcome.service, [...(byService.get(outcome.service) ?? []), outcome]);
  return [...byService].map(([service, outcomes]) => ({
    phase: result.phase,
    service,
    cases: outcomes.length,
    passed: outcomes.filter((o) => o.outcome === 'pass').length,
    failed: outcomes.filter((o) => o.outcome === 'fail').length,
    skipped: outcomes.filter((o) => o.outcome === 'skip').length,
  }));
}

const COLUMNS = ['cases', 'passed', 'failed', 'skipped'] as const;

function failureLines(failure: ContractFailure): string[] {
  const indent = (text: string) => text.replace(/\n/g, '\n      ');
  const lines = [
    `FAIL  [${failure.phase}] ${failure.service} ${failure.operation}: ${failure.title}`,
    `      expected ${failure.expected}`,
    `      actual   ${indent(failure.actual)}`,
  ];
  if (failure.curl) lines.push(`      reproduce:\n      ${indent(failure.curl)}`);
  return lines;
}

/**
 * The console text: each failure of the phases that do not print their own
 * (the examples phase prints its failures as it ends), then the counts per
 * phase and service and one line per phase.
 */
export function consoleReport(results: readonly PhaseResult[], meta: RunMeta, reportDir: string): string {
  const lines: string[] = [];
  for (const result of results) {
    if (result.phase === 'examples') continue;
    for (const failure of result.failures) lines.push(...failureLines(failure));
    for (const skip of outcomesOf(result).filter((o) => o.outcome === 'skip'))
      lines.push(
        `SKIP  [${result.phase}] ${skip.service} ${skip.operation}: ${skip.title}`,
        `      ${skip.reason ?? 'no reason recorded'}`,
      );
  }
  const rows = results.flatMap(countsPerService);
  const width = Math.max(...rows.map((r) => `${r.phase} ${r.service}`.length), 'phase service'.length) + 2;
  const row = (name: string, cells: (string | number)[]) => name.padEnd(width) + cells.map((cell) => String(cell).padStart(9)).join('');
  lines.push('', row('phase service', [...COLUMNS]));
  for (const r of rows)
    lines.push(
      row(
        `${r.phase} ${r.service}`,
        COLUMNS.map((c) => r[c]),
      ),
    );
  lines.push('');
  for (const r of results) {
    const notApplicable = r.notApplicable ? ` (${r.notApplicable} not applicable to this server)` : '';
    lines.push(
      `phase ${r.phase}: ${verdictText(r)} — ${r.operations} operations, ${r.cases} cases, ${r.passed} passed, ${r.skipped} skipped${notApplicable}, ${r.seconds.toFixed(1)} s`,
    );
  }
  lines.push(`seed ${meta.seed}; reports: ${join(reportDir, REPORT_FILES.html)}, ${join(reportDir, REPORT_FILES.junit)}`);
  return lines.join('\n');
}

/** XML 1.0 text: the five special characters escaped, characters XML cannot carry dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function failureText(failure: ContractFailure): string {
  const request = failure.request ? `\nrequest: ${failure.request.method} ${failure.request.url}\n${failure.request.body ?? ''}` : '';
  return `expected: ${failure.expected}\nactual: ${failure.actual}${request}${failure.curl ? `\nreproduce:\n${failure.curl}` : ''}`;
}

/** JUnit XML: one testsuite per phase and service, one testcase per case. */
export function junitXml(results: readonly PhaseResult[], meta: RunMeta): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const result of results) {
    for (const count of countsPerService(result)) {
      const suite = `${result.phase}.${count.service}`;
      tests += count.cases;
      failures += count.failed;
      skipped += count.skipped;
      const cases = outcomesOf(result)
        .filter((o) => o.service === count.service)
        .map((o) => {
          const name = xmlEscape(o.operation ? `${o.operation}: ${o.title}` : o.title);
          const open = `    <testcase classname="${xmlEscape(suite)}" name="${name}"`;
          if (o.outcome === 'pass') return `${open}/>`;
          if (o.outcome === 'skip') return `${open}>\n      <skipped message="${xmlEscape(o.reason ?? '')}"/>\n    </testcase>`;
          const failure = result.failures.find((f) => f.service === o.service && f.operation === o.operation && f.title === o.title);
          const body = failure ? failureText(failure) : (o.reason ?? '');
          return `${open}>\n      <failure message="${xmlEscape(o.reason ?? failure?.actual ?? '')}" type="contract">${xmlEscape(body)}</failure>\n    </testcase>`;
        });
      suites.push(
        `  <testsuite name="${xmlEscape(suite)}" tests="${count.cases}" failures="${count.failed}" errors="0" skipped="${count.skipped}" timestamp="${meta.startedAt.slice(0, 19)}">\n${cases.join('\n')}\n  </testsuite>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xmlEscape(`contract ${meta.target}`)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${meta.seconds.toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

export function htmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2328}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #d0d7de;padding:.25rem .6rem}td.n{text-align:right}
.fail{color:#b42318}.pass{color:#1a7f37}pre{background:#f6f8fa;padding:.6rem;overflow:auto;white-space:pre-wrap;word-break:break-all}
section{border:1px solid #d0d7de;border-radius:6px;padding:.2rem 1rem;margin:1rem 0}dt{font-weight:600}`;

function htmlFailure(failure: ContractFailure): string {
  const request = failure.request
    ? `<dt>Request</dt><dd><pre>${htmlEscape(
        `${failure.request.method} ${failure.request.url}\n${Object.entries(failure.request.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n')}\n\n${failure.request.body ?? ''}`,
      )}</pre></dd>`
    : '';
  const curl = failure.curl ? `<dt>Reproduce</dt><dd><pre>${htmlEscape(failure.curl)}</pre></dd>` : '';
  return `<section><h3 class="fail">${htmlEscape(`${failure.service} ${failure.operation}`)}</h3><p>${htmlEscape(failure.title)}</p><dl>
<dt>Expected</dt><dd>${htmlEscape(failure.expected)}</dd><dt>Actual</dt><dd><pre>${htmlEscape(failure.actual)}</pre></dd>${request}${curl}</dl></section>`;
}

/** One self-contained page: the counts, then every failure of every phase. */
export function htmlReport(results: readonly PhaseResult[], meta: RunMeta): string {
  const failed = results.reduce((n, r) => n + r.failures.length, 0);
  const incomplete = results.some((r) => verdictOf(r) === 'incomplete');
  const result = failed > 0 ? `FAILED (${failed})` : incomplete ? 'INCOMPLETE' : 'PASSED';
  const skips = results.flatMap((r) =>
    outcomesOf(r)
      .filter((o) => o.outcome === 'skip')
      .map((o) => ({ phase: r.phase, ...o })),
  );
  const rows = results
    .flatMap(countsPerService)
    .map(
      (r) =>
        `<tr><td>${htmlEscape(r.phase)}</td><td>${htmlEscape(r.service)}</td>${COLUMNS.map((c) => `<td class="n">${r[c]}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const phases = results
    .map(
      (r) =>
        `<li>${htmlEscape(r.phase)}: ${htmlEscape(verdictText(r))} — ${r.operations} operations, ${r.cases} cases, ${r.passed} passed, ${r.failures.length} failed, ${r.skipped} skipped, ${r.seconds.toFixed(1)} s</li>`,
    )
    .join('\n');
  const sections = results
    .filter((r) => r.failures.length > 0)
    .map((r) => `<h2>Failures: ${htmlEscape(r.phase)} (${r.failures.length})</h2>\n${r.failures.map(htmlFailure).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract test report</title><style>${STYLE}</style></head>
<body><h1>Contract test report</h1>
<p>Target: ${htmlEscape(meta.target)}<br>Started ${htmlEscape(meta.startedAt)}, took ${meta.seconds.toFixed(1)} s, seed ${meta.seed}<br>
Result: <strong class="${result === 'PASSED' ? 'pass' : 'fail'}">${result}</strong></p>
<ul>${phases}</ul>
<table><thead><tr><th>phase</th><th>service</th>${COLUMNS.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table>
${sections || '<p>No failures.</p>'}
${skips.length === 0 ? '' : `<h2>Skipped (${skips.length})</h2>\n<ul>${skips.map((o) => `<li>${htmlEscape(`${o.phase} ${o.service} ${o.operation}: ${o.title}`)} — ${htmlEscape(o.reason ?? 'no reason recorded')}</li>`).join('\n')}</ul>`}
</body></html>
`;
}

/** Writes index.html, junit.xml and results.json (every phase's result, for tools and tests). */
export function writeReports(dir: string, results: readonly PhaseResult[], meta: RunMeta): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, REPORT_FILES.html), htmlReport(results, meta));
  writeFileSync(join(dir, REPORT_FILES.junit), junitXml(results, meta));
  writeFileSync(join(dir, REPORT_FILES.json), `${JSON.stringify({ ...meta, phases: results }, null, 2)}\n`);
}
