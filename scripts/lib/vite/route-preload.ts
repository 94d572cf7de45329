// A build plugin: the route preload script, from the route table and the bundle.
import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import type { RouteAssets } from '../../../src/app/prerender/document';
import { ROUTE_PRELOAD_GLOBAL } from '../../../src/app/routes/route-preload.ts';
import type { RouteEntry } from '../../../src/app/routes/table';
// @ts-expect-error -- plain ESM helper without type declarations
import { loadRouteTable } from '../route-table.mjs';

/**
 * Starts the landing route's own code together with the entry instead of after
 * it: a small script (its own file, so the Content-Security-Policy's
 * `script-src 'self'` covers it) maps every route of the table to the chunks
 * its first render loads — its screen's file (the table's `module`) and, in a
 * centre, the centre layout and the API clients (the layout calls as it opens),
 * each with its static imports beyond the entry's — and adds a modulepreload
 * link for each when the page opens. The same files, with their style sheets,
 * go into `routeAssets` for the prerendered pages. `startupChunks` are the
 * chunk groups the entry imports, run first in their order. The script also
 * leaves its function on `window` for the router's navigations
 * (src/app/routes/route-preload.ts).
 */

/**
 * `build.modulePreload.resolveDependencies`: the entry's lazy imports (the route
 * table's hundred screens) carry only their style sheets, not the list of their
 * JS dependencies — the route preload script names those; every other lazy
 * import keeps Vite's list.
 */
export function entryImportsCssOnly(entryChunk: RegExp) {
  return (_file: string, dependencies: string[], { hostId }: { hostId: string }) =>
    entryChunk.test(hostId) ? dependencies.filter((dependency) => dependency.endsWith('.css')) : dependencies;
}
export function routePreload(base: string, routeAssets: Map<string, RouteAssets>, startupChunks: readonly string[]): Plugin {
  let scriptFile = '';
  let routes: readonly RouteEntry[] = [];
  return {
    name: 'portal-route-preload',
    apply: 'build',
    async buildStart() {
      ({ ROUTES: routes } = (await loadRouteTable(process.cwd())) as { ROUTES: readonly RouteEntry[] });
    },
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
      const startup = startupChunks
        .map((name) => chunks.find((chunk) => chunk.name === name)?.fileName)
        .filter((file): file is string => file !== undefined && entryFiles.has(file));

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
      const groupOfRoute: Record<string, number> = {};
      for (const route of routes) {
        if (route.kind !== 'screen') continue;
        const files = beyondEntry(chunkOf(`/${route.module}`));
        const centreLayout = route.layout === 'public' ? [] : beyondEntry(chunkOf('/src/app/layouts/CentreLayout.tsx'));
        // A centre's layout calls the API as it opens: its clients come with the route's code.
        if (route.layout !== 'public') files.push(...centreLayout, ...beyondEntry(chunkOf('/src/api/client.ts')));
        const unique = [...new Set(files)];
        const js = unique.filter((file) => !pureCss(file));
        // A centre page is prerendered as its shell: only the layout's style sheets hold its first paint back;
        // the screen's arrive with its code (Vite's loader of a lazy chunk adds them before the chunk runs),
        // unless the shell holds the screen itself (then after the layout's, in the order they would arrive).
        const sheetsOf = route.layout === 'public' ? unique : route.inShell ? [...centreLayout, ...unique] : centreLayout;
        const css = [...new Set(sheetsOf.flatMap(cssOf))];
        routeAssets.set(route.path, { js, css, startup });
        const group = js.map(indexOf).sort((a, b) => a - b);
        const key = group.join(',');
        if (!groupIndex.has(key)) groupIndex.set(key, groups.push(group) - 1);
        groupOfRoute[route.path] = groupIndex.get(key)!;
      }
      const source = `(function (doc, win) {
  var files = ${JSON.stringify(fileNames)};
  var groups = ${JSON.stringify(groups)};
  var routes = ${JSON.stringify(groupOfRoute)};
  var asked = {};
  function preload(path) {
    (groups[routes[path]] || []).forEach(function (index) {
      if (asked[index]) return;
      asked[index] = true;
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = ${JSON.stringify(base)} + files[index];
      doc.head.appendChild(link);
    });
  }
  preload(location.pathname.slice(${JSON.stringify(base.length - 1)}).replace(/\\/$/, ''));
  win[${JSON.stringify(ROUTE_PRELOAD_GLOBAL)}] = preload;
})(document, window);
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
