import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { buildKeyPlugin } from './scripts/lib/build-key';
// @ts-expect-error -- plain ESM helper without type declarations
import { buildMetaOutside } from './scripts/lib/build-meta.mjs';
// @ts-expect-error -- plain ESM helper without type declarations
import { lazyScreensOf } from './scripts/lib/screen-map.mjs';
import { assemblePage, loaderScript, prerenderedFile, type RouteAssets } from './src/app/prerender/document';
import type { prerenderedPaths, prerenderPage } from './src/app/prerender/server';
import { ROUTES } from './src/app/routes/table';
import { paths } from './src/config/paths';

const DEVELOPMENT_PUBLIC_KEY = (JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string })
  .publicKey;

/**
 * Writes chunk-modules.json next to Vite's manifest: for every JS chunk, the
 * source modules whose code it carries (rendered bytes > 0, paths relative to
 * the repository). scripts/size-budget.mjs reads both to tell which area's code
 * a route downloads; the manifest alone names only a chunk's entry module. Both
 * end up beside the build folder, not in it (scripts/lib/build-meta.mjs).
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

/**
 * Starts the landing route's own code together with the entry instead of after
 * it: a small script (its own file, so the Content-Security-Policy's
 * `script-src 'self'` covers it) maps every route of the table to the chunks
 * its first render loads — its area module, its screen's module
 * (scripts/lib/screen-map.mjs) and, in a centre, the centre layout and the API
 * clients (the layout calls as it opens), each with
 * its static imports beyond the entry's — and adds a modulepreload link for
 * each when the page opens. The same files, with their style sheets, go into
 * `routeAssets` for the prerendered pages.
 */
function routePreload(base: string, routeAssets: Map<string, RouteAssets>): Plugin {
  let scriptFile = '';
  return {
    name: 'portal-route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const chunkOf = (source: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
      const withImports = (fileName: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [fileName];
        for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
          const output = bundle[next];
          if (seen.has(next) || output?.type !== 'chunk') continue;
          seen.add(next);
          stack.push(...output.imports);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const entryFiles = withImports(entry.fileName);
      // A chunk of nothing but CSS imports is dropped by Vite after this hook: never preload it.
      const pureCss = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' && output.moduleIds.length > 0 && output.moduleIds.every((id) => /\.css($|\?)/.test(id));
      };
      const beyondEntry = (chunk: Rolldown.OutputChunk | undefined) =>
        chunk ? [...withImports(chunk.fileName)].filter((file) => !entryFiles.has(file)) : [];
      const cssOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
      };

      // The chunk groups the entry imports, in their order (React before what uses it): run first, one by one.
      const startup = CHUNK_GROUPS.map((group) => chunks.find((chunk) => chunk.name === group.name)?.fileName).filter(
        (file): file is string => file !== undefined && entryFiles.has(file),
      );

      const screensOfArea = new Map<string, Map<string, string>>();
      const screenModule = (area: string, path: string): string | undefined => {
        if (!screensOfArea.has(area)) {
          const { byRoute } = lazyScreensOf(process.cwd(), `src/features/${area}/area.tsx`, paths) as { byRoute: Map<string, string> };
          screensOfArea.set(area, byRoute);
        }
        return screensOfArea.get(area)!.get(path);
      };

      // Compact, as the script comes with every page: each file named once,
      // each distinct set of files once (as numbers), each route by its set.
      const fileNames: string[] = [];
      const fileIndex = new Map<string, number>();
      const indexOf = (file: string) => {
        if (!fileIndex.has(file)) fileIndex.set(file, fileNames.push(file) - 1);
        return fileIndex.get(file)!;
      };
      const groups: number[][] = [];
      const groupIndex = new Map<string, number>();
      const routes: Record<string, number> = {};
      for (const route of ROUTES) {
        if (route.kind !== 'screen') continue;
        const files = beyondEntry(chunkOf(`/src/features/${route.area}/area.tsx`));
        const screen = screenModule(route.area, route.path);
        if (screen) files.push(...beyondEntry(chunkOf(`/${screen}`)));
        // A centre's layout calls the API as it opens: its clients come with the route's code.
        if (route.layout !== 'public')
          files.push(...beyondEntry(chunkOf('/src/app/layouts/CentreLayout.tsx')), ...beyondEntry(chunkOf('/src/api/client.ts')));
        const unique = [...new Set(files)];
        const js = unique.filter((file) => !pureCss(file));
        routeAssets.set(route.path, { js, css: [...new Set(unique.flatMap(cssOf))], startup });
        const group = js.map(indexOf).sort((a, b) => a - b);
        const key = group.join(',');
        if (!groupIndex.has(key)) groupIndex.set(key, groups.push(group) - 1);
        routes[route.path] = groupIndex.get(key)!;
      }
      const source = `(function (doc) {
  var files = ${JSON.stringify(fileNames)};
  var groups = ${JSON.stringify(groups)};
  var routes = ${JSON.stringify(routes)};
  var path = location.pathname.slice(${JSON.stringify(base.length - 1)}).replace(/\\/$/, '');
  (groups[routes[path]] || []).forEach(function (index) {
    var link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + files[index];
    doc.head.appendChild(link);
  });
})(document);
`;
      scriptFile = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (scriptFile ? [{ tag: 'script', attrs: { async: true, src: base + scriptFile }, injectTo: 'head' }] : []),
    },
  };
}

const PRERENDER_ENTRY = 'src/app/prerender/server.tsx';

/**
 * After the client build: builds src/app/prerender/server.tsx for Node, renders
 * every public page with it and writes each as `<path>/index.html` next to
 * index.html (deploy/nginx.conf and vite preview serve it for /web/<path>), with
 * the route's code and style sheets from `routeAssets`.
 */
function prerender(routeAssets: Map<string, RouteAssets>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // vite preview: /web/<path> answers <path>/index.html when it exists, as nginx does.
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        const inside = pathname.startsWith(config.base) ? pathname.slice(config.base.length) : '';
        if (inside && !inside.endsWith('.html') && existsSync(join(resolve(config.root, config.build.outDir), prerenderedFile(inside)))) {
          request.url = `${config.base}${prerenderedFile(inside)}${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so Node finds the packages the server bundle leaves to it.
      const serverDir = resolve(config.root, 'node_modules/.cache', `portal-prerender-${process.pid}-${Date.now()}`);
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: PRERENDER_ENTRY, outDir: serverDir, emptyOutDir: true, minify: false, copyPublicDir: false },
        });
        // The markup's antd class names depend on it; they must be the client build's.
        process.env.NODE_ENV = config.isProduction ? 'production' : 'development';
        const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as {
          prerenderedPaths: typeof prerenderedPaths;
          prerenderPage: typeof prerenderPage;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const loader = loaderScript(readFileSync(resolve(config.root, 'src/app/prerender/loader.js'), 'utf8'));
        for (const path of server.prerenderedPaths()) {
          const page = await server.prerenderPage(path);
          if (!page) continue;
          const file = join(outDir, prerenderedFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, assemblePage(template, page, routeAssets.get(path) ?? { js: [], css: [] }, loader));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

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
      ? [react(), buildKeyPlugin(DEVELOPMENT_PUBLIC_KEY)]
      : [
          react(),
          buildKeyPlugin(DEVELOPMENT_PUBLIC_KEY),
          chunkModules(),
          routePreload('/web/', routeAssets),
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
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
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
