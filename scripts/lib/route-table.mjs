// Reads the route table (src/app/routes/table.ts) in Node the way the build
// does: through Vite, so each route's `import.meta.glob` becomes the screen's
// file and its lazy import. Nothing is imported from the screens themselves;
// tools read `module` (the manifest's key of the screen's file), path, layout…
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

/**
 * @param {string} root the repository
 * @returns {Promise<{ ROUTES: ReadonlyArray<Record<string, unknown> & { kind: string, path: string }> }>}
 */
export async function loadRouteTable(root) {
  const { module } = await runnerImport(resolve(root, 'src/app/routes/table.ts'), { root, configFile: false, logLevel: 'error' });
  return module;
}
