// npm test: every check the project has, each as its own process, with a summary.
// Later steps still run after a failure so one run shows everything. The quick
// static checks run side by side (each uses one core, and they read but never
// write); their output is printed whole as each ends, so it never interleaves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const E2E_WORKERS = 3;

/** Each group runs after the one before; the steps inside a group run at once. */
const groups = [
  [
    ['lint', 'npm run --silent lint'],
    ['format (Prettier)', 'npm run --silent format:check'],
    ['types', 'npm run --silent typecheck'],
    ['contract lint', 'npm run --silent lint:api'],
    ['generated code current', 'npm run --silent gen:check'],
    ['every contract operation called by a screen or flow', 'npm run --silent calls'],
    ['no unrecorded breaking change since the last release (openapi/CHANGELOG.md)', 'npm run --silent contract:diff'],
  ],
  [
    [
      'unit, contract-document, integration and Dredd contract tests',
      `npx vitest run ${jsonReport('reports/unit-results.json')}`,
      'reports/unit-results.json',
    ],
  ],
  // Built against the mock gateway, as the browser tests need (a deployable build takes the backend's key).
  [['production build for the mock gateway (.env.mock)', 'npx vite build --mode mock --logLevel warn']],
  [['size budget (bytes per route, cold and after the landing pages)', 'node scripts/size-budget.mjs dist']],
  // The whole browser suite once, behind nginx as users get it (docs/deploying.md),
  // three test files at a time (docs/browser-tests.md), screenshots of failures only; shell-preview.e2e.ts
  // checks that the vite-preview path still starts.
  [
    [
      'browser tests (built portal behind nginx, the system Chromium headless shell, mock gateway)',
      `E2E_SKIP_BUILD=1 E2E_WORKERS=${E2E_WORKERS} E2E_SCREENSHOTS=failures E2E_PAGE_REPORTS=reports/e2e-failed-pages.jsonl npm run --silent e2e -- --prod ${jsonReport('reports/e2e-results.json')}`,
      'reports/e2e-results.json',
      'reports/e2e-failed-pages.jsonl',
    ],
  ],
];

/** Vitest's usual console output, and its results as JSON for the list of failed tests at the end. */
function jsonReport(file) {
  return `--reporter=default --reporter=json --outputFile.json=${file}`;
}

/**
 * The failed tests of a Vitest step, a line each, from its JSON results, with the
 * page a failed browser test left (tests/e2e/harness.ts, reportFailure) below it.
 * Printed after the summary too, since a long log is often read from its end only.
 */
function failedTests(report, pageReports) {
  if (!report || !existsSync(report)) return [];
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  const pages =
    pageReports && existsSync(pageReports)
      ? readFileSync(pageReports, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  const cwd = `${process.cwd()}/`;
  return testResults.flatMap((file) => {
    const where = file.name.replace(cwd, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed before its tests ran (an import, a hook) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => {
      const line = `${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`;
      const left = pages.filter((page) => page.file === file.name && page.test === test.title).map(describePage);
      return [line, ...left].join('\n        ');
    });
  });
}

/** What a failed browser test's page showed, on one line. */
function describePage({ url, focused, dialogs, popups, toasts, formMessages }) {
  const shown = { focus: focused ?? 'none', dialogs, popups, toasts, 'form messages': formMessages };
  const parts = Object.entries(shown)
    .filter(([, value]) => !Array.isArray(value) || value.length > 0)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(' | ') : value}`);
  return `page ${new URL(url).pathname}${new URL(url).search} · ${parts.join(' · ')}`.slice(0, 400);
}

function firstLine(message = '') {
  const line = message.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

function run([name, command, report, pageReports], alone) {
  const started = Date.now();
  for (const file of [report, pageReports]) if (file) rmSync(file, { force: true });
  const child = spawn(command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  if (alone) console.log(`\n=== ${name}: ${command}`);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: status === 0, seconds: (Date.now() - started) / 1000, failedTests: failedTests(report, pageReports) });
    });
  });
}

const runStarted = Date.now();
const results = [];
for (const group of groups) {
  results.push(...(await Promise.all(group.map((step) => run(step, group.length === 1)))));
}

console.log('\n=== summary');
for (const { name, ok, seconds, failedTests } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`);
  for (const test of failedTests) console.log(`      ✗ ${test}`);
}
const failed = results.filter((r) => !r.ok).length;
const totalSeconds = (Date.now() - runStarted) / 1000;
// npm run bench reports the wall time of the last run from here.
mkdirSync('reports', { recursive: true });
const times = {
  finishedAt: new Date().toISOString(),
  totalSeconds,
  steps: results.map(({ name, ok, seconds }) => ({ name, ok, seconds })),
};
writeFileSync('reports/test-times.json', `${JSON.stringify(times, null, 2)}\n`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${totalSeconds.toFixed(0)} s`);
process.exit(failed === 0 ? 0 : 1);
