// `npm start` and every build load vite.config.ts; what Vite says while loading
// it is the first thing a developer reads. Vite checks the modules the config
// reaches against what Node's own module loader accepts (its `configLoader:
// 'native'`, planned as the default) and warns about each import that would not
// load there, most often a relative import without its file's extension.
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// A minute each: Vite bundles the configuration and all it imports first, which on a
// busy machine alone took over the usual 20 s.
it.each(['vite.config.ts', 'vitest.config.ts', 'vitest.e2e.config.ts'])(
  '%s loads without a warning',
  async (file) => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = (message) => warnings.push(message);
    await loadConfigFromFile({ command: 'serve', mode: 'mock' }, file, ROOT, 'warn', logger);
    expect(warnings).toEqual([]);
  },
  60_000,
);
