// npm run e2e: builds the portal, then runs the browser tests (tests/e2e/*.e2e.ts)
// in the system Chromium against the mock gateway. Extra arguments go to Vitest
// (e.g. `npm run e2e -- tests/e2e/home.e2e.ts`). E2E_DIST=<folder> builds and serves
// another output folder, so two runs on one machine do not overwrite each other's build.
//
// `--prod` serves the build with nginx and deploy/nginx.conf (what users get:
// its headers, caching and Content-Security-Policy) instead of vite preview; the
// gateway sits behind nginx either way. See docs/deploying.md.
//
// `--update-baselines` (E2E_UPDATE_BASELINES=1) writes the visual check's pictures as
// its new baselines (tests/e2e/looks/) instead of comparing: after a deliberate change
// of a look (docs/browser-tests.md, "The visual check").
import { spawnSync } from 'node:child_process';

function run(command, args, env = process.env) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

const args = process.argv.slice(2);
const production = args.includes('--prod');
const updateBaselines = args.includes('--update-baselines');
const passThrough = args.filter((arg) => arg !== '--prod' && arg !== '--update-baselines');
const outDir = process.env.E2E_DIST ?? 'dist';
// The suite runs against the mock gateway: the build says so (`--mode mock` reads .env.mock, docs/client.md).
if (!process.env.E2E_SKIP_BUILD) run('npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']);
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...passThrough], {
  ...process.env,
  E2E_SERVER: production ? 'nginx' : 'vite-preview',
  // The pictures as npm test takes them: no named full-page screenshots beside them.
  ...(updateBaselines ? { E2E_UPDATE_BASELINES: '1', E2E_SCREENSHOTS: 'failures' } : {}),
});
