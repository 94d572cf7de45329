// A build plugin: which source modules each JS chunk carries (the manifest names
// only a chunk's entry module).
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes chunk-modules.json next to Vite's manifest: for every JS chunk, the
 * source modules whose code it carries (rendered bytes > 0, paths relative to
 * the repository). scripts/size-budget.mjs reads both to tell which area's code
 * a route downloads; the manifest alone names only a chunk's entry module. Both
 * end up beside the build folder, not in it (scripts/lib/build-meta.mjs).
 */
export function chunkModules(): Plugin {
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, { renderedLength }] of Object.entries(output.modules)) {
          if (renderedLength > 0) modules[id.startsWith('/') ? relative(root, id) : id] = renderedLength;
        }
        chunks[output.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
