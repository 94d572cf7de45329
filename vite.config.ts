import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is built with the server's SM2 public key (VITE_SM2_PUBLIC_KEY).
// Without one it uses the mock gateway's development key and says so.
function sm2PublicKey(mode: string): string {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (env.VITE_SM2_PUBLIC_KEY) return env.VITE_SM2_PUBLIC_KEY;
  const devKeys = JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as {
    publicKey: string;
  };
  if (mode === 'production') {
    console.warn('VITE_SM2_PUBLIC_KEY is not set: building with the mock gateway DEVELOPMENT key.');
  }
  return devKeys.publicKey;
}

/**
 * Writes .vite/chunk-modules.json next to Vite's manifest: for every JS chunk,
 * the source modules whose code it carries (rendered bytes > 0, paths relative
 * to the repository). scripts/size-budget.mjs reads both to tell which area's
 * code a route downloads; the manifest alone names only a chunk's entry module.
 */
function chunkModules(): Plugin {
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

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;

export default defineConfig(({ mode }) => ({
  base: '/web/',
  plugins: [react(), chunkModules()],
  // The manifest (.vite/manifest.json) is what the size budget follows: imports vs dynamic imports.
  build: { manifest: true },
  define: {
    __SM2_PUBLIC_KEY__: JSON.stringify(sm2PublicKey(mode)),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: mockTarget, changeOrigin: false },
      '/zuul/api': { target: mockTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: mockTarget, changeOrigin: false },
      '/zuul/api': { target: mockTarget, changeOrigin: false },
    },
  },
}));
