import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildKeyPlugin } from './scripts/lib/build-key.ts';
// @ts-expect-error -- plain ESM helper without type declarations
import { buildMetaOutside } from './scripts/lib/build-meta.mjs';
import { chunkModules } from './scripts/lib/vite/chunk-modules.ts';
import { prerender } from './scripts/lib/vite/prerender.ts';
import { entryImportsCssOnly, routePreload } from './scripts/lib/vite/route-preload.ts';
import { themeCssPlugin } from './scripts/lib/vite/theme-css.ts';
import type { RouteAssets } from './src/app/prerender/document';

const DEVELOPMENT_PUBLIC_KEY = (JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string })
  .publicKey;

/**
 * Code every page runs, in two chunks instead of the dozens of small ones the
 * automatic splitting makes of it (each one a request, and a task to run):
 * React with the router, and antd's core (configuration, theme, style engine,
 * shared utilities). Nothing here is loaded by a page that would not load it
 * anyway; the components stay with the screens that use them. The utilities only
 * antd's Table uses (scrolling, multiple selection, @rc-component/context) stay
 * out: they come with the table code, fetched when idle (src/app/table-kit.ts).
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 2,
  },
  {
    name: 'antd-core',
    test: /node_modules[\\/](antd[\\/]es[\\/](config-provider|theme|_util(?![\\/](getScroll|easings|scrollTo|hooks[\\/](useMultipleSelect|useProxyImperativeHandle)))|style|locale|version)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|resize-observer)|@babel[\\/]runtime|@emotion|stylis|clsx)[\\/]/,
    priority: 1,
  },
];

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;

export default defineConfig(({ isSsrBuild }) => {
  const routeAssets = new Map<string, RouteAssets>();
  return {
    base: '/web/',
    // The prerender's own build (for Node) needs none of the client build's extras.
    // The SM2 key (VITE_SM2_PUBLIC_KEY, checked by scripts/lib/build-key.ts) goes into both builds:
    // the prerendered footer shows the development-key marker exactly as the client does.
    plugins: isSsrBuild
      ? [react(), buildKeyPlugin(DEVELOPMENT_PUBLIC_KEY), themeCssPlugin()]
      : [
          react(),
          buildKeyPlugin(DEVELOPMENT_PUBLIC_KEY),
          themeCssPlugin(),
          chunkModules(),
          routePreload(
            '/web/',
            routeAssets,
            CHUNK_GROUPS.map((group) => group.name),
          ),
          prerender(routeAssets),
          buildMetaOutside(),
        ],
    // The prerender bundles antd's ES modules instead of leaving antd to Node, which cannot
    // load them: the shell imports some of them one by one (src/components/inputs.ts), and
    // all of antd must then be the same copy, or its contexts would not reach those fields.
    ssr: { noExternal: true },
    // The manifest is what the size budget follows (imports vs dynamic imports); it is moved
    // with chunk-modules.json to <outDir>-meta/, out of what is deployed (scripts/lib/build-meta.mjs).
    build: {
      manifest: true,
      // index.html's chunk is assets/index-<hash>.js.
      modulePreload: { resolveDependencies: entryImportsCssOnly(/^assets\/index-[\w-]+\.js$/) },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: { codeSplitting: { groups: CHUNK_GROUPS } },
            // The prerender plugin renders every public page once the bundle is written: most of a
            // build's time by design, which Rolldown would otherwise report as a warning on every build.
            checks: { bundlerTimings: false },
          },
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
  };
});
