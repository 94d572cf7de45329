// What a build writes for tools, not for browsers: Vite's manifest and the
// chunk-to-module map (scripts/lib/vite/chunk-modules.ts). They name the source file of every
// module, so they must not be in the deployable output: this plugin moves them
// out of the build folder into a folder beside it, `<build folder>-meta/`
// (dist → dist-meta/manifest.json, dist-meta/chunk-modules.json), where the size
// budget and the bench read them. The build folder then holds only what
// browsers load, and deploying it is copying it whole (docs/deploying.md).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The folder beside a build folder that holds its manifest and chunk-module map. */
export function buildMetaDir(buildDir) {
  return `${resolve(buildDir)}-meta`;
}

/** A Vite plugin: after the build is written, moves `<outDir>/.vite/*` to buildMetaDir(outDir). */
export function buildMetaOutside() {
  let outDir = '';
  return {
    name: 'portal-build-meta-outside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const from = join(outDir, '.vite');
        const to = buildMetaDir(outDir);
        rmSync(to, { recursive: true, force: true });
        if (!existsSync(from)) return;
        mkdirSync(to, { recursive: true });
        for (const file of readdirSync(from)) renameSync(join(from, file), join(to, file));
        rmSync(from, { recursive: true, force: true });
      },
    },
  };
}
