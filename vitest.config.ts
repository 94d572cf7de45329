import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { themeCssPlugin } from './scripts/lib/vite/theme-css.ts';

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
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.ts',
      'tests/integration/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/setup-files.ts'],
    // Threads start faster than processes, and Vitest's default (one worker fewer than
    // the cores) leaves one of a 2-core machine idle: 192 s → 141 s for the whole suite.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
