// npm test: every check the project has, each as its own process, with a summary.
// Later steps still run after a failure so one run shows everything. The unit tests
// and the build start at once, at the normal priority; the browser suite (the longest
// step) once both have ended. Each of the two suites alone keeps both cores of a 2-core
// machine busy, so running them side by side saved nothing, and the one at the lower
// priority was starved past its time limits on a slow machine (docs/performance.md).
// The static checks run beside them in Linux's idle scheduling class from the start: they
// have no time limits, and yield a core to any suite's process that is ready to run (beside the
// browser suite they still lengthen it by about what they cost alone, docs/performance.md). A step's output
// is printed whole as it ends, so outputs never interleave; the browser suite's
// streams as it runs, the others' blocks coming between its lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const E2E_WORKERS = 3;
const BUILD = 'production build for the mock gateway (.env.mock)';
const UNIT = 'unit, contract-document, integration and Dredd contract tests';

/**
 * Every step, in the order the summary lists them. `after`: the steps it needs
 * (by name; it is not run if one failed); `waitsFor`: steps it starts after,
 * whatever their outcome; `background`: runs at a lower priority; `live`: its
 * output streams.
 */
const steps = [
  { name: 'lint', command: 'npm run --silent lint', background: true },
  { name: 'format (Prettier)', command: 'npm run --silent format:check', background: true },
  { name: 'types', command: 'npm run --silent typecheck', background: true },
  { name: 'contract lint', command: 'npm run --silent lint:api', background: true },
  { name: 'generated code current', command: 'npm run --silent gen:check', background: true },
  { name: 'every contract operation called by a screen or flow', command: 'npm run --silent calls', background: true },
  {
    name: 'no unrecorded breaking change since the last release (openapi/CHANGELOG.md)',
    command: 'npm run --silent contract:diff',
    background: true,
  },
  {
    name: UNIT,
    command: `npx vitest run ${jsonReport('reports/unit-results.json')}`,
    report: 'reports/unit-results.json',
  },
  // Built against the mock gateway, as the browser tests need (a deployable build takes the backend's key).
  { name: BUILD, command: 'npx vite build --mode mock --logLevel warn' },
  { name: 'size budget (bytes per route, cold and after the landing pages)', command: 'node scripts/size-budget.mjs dist', after: [BUILD] },
  // The whole browser suite once, behind nginx as users get it (docs/deploying.md),
  // three test files at a time (docs/browser-tests.md), screenshots of failures only; shell-preview.e2e.ts
  // checks that the vite-preview path still starts.
  {
    name: 'browser tests (built portal behind nginx, the system Chromium headless shell, mock gateway)',
    command: `E2E_SKIP_BUILD=1 E2E_WORKERS=${E2E_WORKERS} E2E_SCREENSHOTS=failures E2E_PAGE_REPORTS=reports/e2e-failed-pages.jsonl npm run --silent e2e -- --prod ${jsonReport('reports/e2e-results.json')}`,
    report: 'reports/e2e-results.json',
    pageReports: 'reports/e2e-failed-pages.jsonl',
    after: [BUILD],
    waitsFor: [UNIT],
    live: true,
  },
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

/**
 * The background steps yield a core to any suite's process that is ready to run: Linux's idle
 * scheduling class (chrt, util-linux). Under `nice -n 10` each of the seven got a tenth of a suite thread's
 * share, together about a quarter of the machine while Vitest ran (docs/performance.md).
 */
const BACKGROUND = ['chrt', '--idle', '0'];

function run({ name, command, report, pageReports, background, live }) {
  const started = Date.now();
  for (const file of [report, pageReports]) if (file) rmSync(file, { force: true });
  if (live) console.log(`\n=== ${name}: ${command}`);
  // The whole command in the idle class, however many commands its shell line runs (children inherit it).
  const [program, ...args] = [...(background ? BACKGROUND : []), 'sh', '-c', command];
  const child = spawn(program, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  // A program that cannot start (chrt is util-linux's, Linux only) fails its step by name; 'close' follows.
  child.on('error', (error) => output.push(Buffer.from(`${program} did not start: ${error.message}\n`)));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!live) {
        console.log(`\n=== ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok: status === 0, seconds: (Date.now() - started) / 1000, failedTests: failedTests(report, pageReports) });
    });
  });
}

/** Each step once the steps it needs or waits for have ended; one whose need failed is not run, and fails. */
const ended = new Map();
function outcome(step) {
  if (!ended.has(step.name)) {
    const outcomes = (names = []) => Promise.all(names.map((name) => outcome(steps.find((other) => other.name === name))));
    ended.set(
      step.name,
      Promise.all([outcomes(step.after), outcomes(step.waitsFor)]).then(([needed]) => {
        const failedNeed = step.after?.find((_, index) => !needed[index].ok);
        if (failedNeed === undefined) return run(step);
        console.log(`\n=== ${step.name}: not run, it needs "${failedNeed}", which failed`);
        return { ok: false, seconds: 0, failedTests: [] };
      }),
    );
  }
  return ended.get(step.name);
}

const runStarted = Date.now();
const results = (await Promise.all(steps.map(outcome))).map((result, index) => ({ name: steps[index].name, ...result }));

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
