// npm test: every check the project has, in order, each as its own process, with a
// summary. Later steps still run after a failure so one run shows everything.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const steps = [
  ['lint', 'npm run --silent lint'],
  ['types', 'npm run --silent typecheck'],
  ['contract lint', 'npm run --silent lint:api'],
  ['generated code current', 'npm run --silent gen:check'],
  ['every contract operation called by a screen or flow', 'npm run --silent calls'],
  ['unit, contract-document, integration and Dredd contract tests', 'npx vitest run'],
  ['production build', 'npx vite build --logLevel warn'],
  ['size budget (first-load bytes per route)', 'node scripts/size-budget.mjs dist'],
  // The whole browser suite once, behind nginx as users get it (docs/deploying.md);
  // shell-preview.e2e.ts checks that the vite-preview path still starts.
  ['browser tests (built portal behind nginx, system Chromium, mock gateway)', 'E2E_SKIP_BUILD=1 npm run --silent e2e -- --prod'],
];

const results = [];
const runStarted = Date.now();
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`);
}
const failed = results.filter((r) => !r.ok).length;
// npm run bench reports the wall time of the last run from here.
mkdirSync('reports', { recursive: true });
const times = { finishedAt: new Date().toISOString(), totalSeconds: (Date.now() - runStarted) / 1000, steps: results };
writeFileSync('reports/test-times.json', `${JSON.stringify(times, null, 2)}\n`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
