import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { themeCssPlugin } from './scripts/lib/vite/theme-css.ts';
import { TEST_TIMEOUT_MS } from './tests/setup/time-limits.ts';

const TEST_FILES = /\.test\.tsx?$/;
const TEST_FOLDERS = ['src', 'tests/unit', 'tests/contract', 'tests/integration'];

/**
 * The three projects, in the order their files run. Files that mock no module share their
 * worker's module graph with the files before them (a module mock applies to a graph of the
 * file's own): that saves importing React, antd, jsdom, the gateway, Prism and the contract
 * again for every file. Vitest keeps a worker for the next file only when that file is of
 * the same project and environment, and ends it otherwise, so the shared files are split by
 * environment and each project's files run together: in one project, its order (the longest
 * first) mixed the node and the jsdom files, and most files started in a fresh worker.
 * The node files come first, the contract runs (the longest) among them.
 * tests/setup/setup-files.ts gives each file real timers, unstubbed globals and nobody logged
 * in, whatever the file before it left. A fake fetch that never answers holds its request
 * (tests/unit/support/api-harness.ts): a garbage collection, likelier with shared modules,
 * otherwise kept the client's time limit from reaching it.
 */
const PROJECTS = ['node, shared modules', 'own modules', 'DOM, shared modules'] as const;
type ProjectName = (typeof PROJECTS)[number];

function projectOf(file: string): ProjectName {
  const source = readFileSync(file, 'utf8');
  if (/vi\.(mock|doMock)\(/.test(source)) return 'own modules';
  return /@vitest-environment jsdom/.test(source) ? 'DOM, shared modules' : 'node, shared modules';
}

const testFiles = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILES.test(name))
    .map((name) => `${folder}/${name}`),
);
const projectOfFile = new Map(testFiles.map((file) => [file, projectOf(file)]));
const filesOf = (project: ProjectName) => testFiles.filter((file) => projectOfFile.get(file) === project);

/** Vitest's order (projects by name, then the longest files first), the projects in PROJECTS' order. */
class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => PROJECTS.indexOf(spec.project.name as ProjectName);
    return (await super.sort(files)).toSorted((a, b) => rank(a) - rank(b));
  }
}

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
      { extends: true, test: { name: 'node, shared modules', include: filesOf('node, shared modules'), isolate: false } },
      { extends: true, test: { name: 'DOM, shared modules', include: filesOf('DOM, shared modules'), isolate: false } },
      { extends: true, test: { name: 'own modules', include: filesOf('own modules') } },
    ],
    environment: 'node',
    sequence: { sequencer: ProjectOrder },
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
