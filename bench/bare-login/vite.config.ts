// Builds the bare reference login page of `npm run bench` as the portal is
// built (same base path, React plugin, manifest beside the build), into the folder given with --outDir.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error -- plain ESM helper without type declarations
import { buildMetaOutside } from '../../scripts/lib/build-meta.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/web/',
  plugins: [react(), buildMetaOutside()],
  build: { manifest: true },
});
