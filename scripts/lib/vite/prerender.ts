// A build plugin: renders the public pages to HTML after the client build
// (docs/prerender.md), and lets `vite preview` serve them as nginx does.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { assemblePage, loaderScript, prerenderedFile, type RouteAssets } from '../../../src/app/prerender/document.ts';
import type { prerenderedPaths, prerenderPage } from '../../../src/app/prerender/server';

const PRERENDER_ENTRY = 'src/app/prerender/server.tsx';

/**
 * After the client build: builds src/app/prerender/server.tsx for Node, renders
 * every public page with it and writes each as `<path>/index.html` next to
 * index.html (deploy/nginx.conf and vite preview serve it for /web/<path>), with
 * the route's code and style sheets from `routeAssets`.
 */
export function prerender(routeAssets: Map<string, RouteAssets>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    // The preview server too (`vite preview` counts as serving), for its answers below.
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
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
