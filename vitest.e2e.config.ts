import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Browser tests: the built portal in the system Chromium against the mock gateway.
// One file at a time: the machine has two cores and the browser needs them.
export default defineConfig({
  define: {
    __SM2_PUBLIC_KEY__: JSON.stringify(
      (JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string })
        .publicKey,
    ),
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
