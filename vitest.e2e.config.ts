import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Browser tests: the built portal in the system Chromium against the mock gateway.
// One file at a time unless E2E_WORKERS says how many (npm test runs three: the
// files share one Chromium and one gateway, and much of a browser test is waiting).
export default defineConfig({
  define: {
    __SM2_PUBLIC_KEY__: JSON.stringify(
      (JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string }).publicKey,
    ),
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/report-shared-tabs.ts'],
    // The files of a worker share their modules (Playwright, the harness, the route table), which each
    // file imported anew (68 s of the suite's 596 s): what the helpers keep holds for every file (the
    // browser's connection, the high-contrast sheet's address, the puzzles drawn); hooks go in setupFiles.
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
    // A journey takes up to about 50 s on the slower 2-core machine (docs/browser-tests.md, "Time limits").
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as a locator does (Playwright's 30 s): its own default, 1 s, failed a
    // suggestion list that a busy machine drew later than that.
    expect: { poll: { timeout: 30_000 } },
  },
});
