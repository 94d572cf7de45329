import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { themeCssPlugin } from './scripts/lib/vite/theme-css.ts';
import { TEST_TIMEOUT_MS } from './tests/setup/time-limits.ts';

const TEST_FILES = /\.test\.tsx?$/;
const TEST_FOLDERS = ['src', 'tests/unit', 'tests/contract', 'tests/integration'];

/**
 * Test files that may share their worker's module graph with the files before them: every
 * file that mocks no module (a module mock applies to a graph of the file's own). Sharing
 * saves importing React, antd, the gateway, Prism and the contract again for every file;
 * tests/setup/setup-files.ts gives each file real timers and unstubbed globals whatever the
 * file before it left. A fake fetch that never answers holds its request
 * (tests/unit/support/api-harness.ts): a garbage collection, likelier with shared modules,
 * otherwise kept the client's time limit from reaching it.
 */
function sharesModules(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  return !/vi\.(mock|doMock)\(/.test(source);
}

const testFiles = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILES.test(name))
    .map((name) => `${folder}/${name}`),
);
const sharing = testFiles.filter(sharesModules);
const isolated = testFiles.filter((file) => !sharesModules(file));

export default defineConfig({
  // The app imports the generated theme variables (virtual:portal-theme.css).
  plugins: [react(), themeCssPlugin()],
  define: {
    // Tests talk to the mock gateway, so they use its development key.
    __SM2_PUBLIC_KEY__: JSON.stringify(
      (JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string }).publicKey,
    ),
  },
  test: {
    projects: [
      { extends: true, test: { name: 'shared modules', include: sharing, isolate: false } },
      { extends: true, test: { name: 'own modules', include: isolated } },
    ],
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/setup-files.ts'],
    // Threads start faster than processes, and Vitest's default (one worker fewer than
    // the cores) leaves one of a 2-core machine idle: 192 s → 141 s for the whole suite.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: 60_000,
  },
});
