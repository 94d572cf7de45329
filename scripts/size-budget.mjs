// The size budget: what each route of the portal downloads on first load, read
// from a finished build (no second build), checked against docs/performance.md.
//
//   node scripts/size-budget.mjs [dist folder, default dist]
//
// A route's first load = the entry chunk and every chunk it imports statically,
// plus what the route lazily loads on its first render: its area module
// (src/features/<area>/area.tsx, from the route table), the centre layout for
// centre routes, and the screen chunk when the area loads that screen lazily
// (`lazyScreen(() => import('./Screen'))` in area.tsx), each with its static
// imports. Vite's manifest gives imports vs dynamic imports; chunk-modules.json
// (written by vite.config.ts) names the source modules inside each chunk, so the
// check can tell whose code the login route downloads. Both are beside the build
// folder, in `<build folder>-meta/`, not in it (scripts/lib/build-meta.mjs).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { buildMetaDir } from './lib/build-meta.mjs';
import { lazyScreensOf } from './lib/screen-map.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;

export const BUDGETS = {
  /** First-load JS and CSS of the login page, gzip. */
  loginJs: 237 * KIB,
  loginCss: 5 * KIB,
  /** What one lazily loaded chunk (an area, or a screen an area loads lazily) adds to what is loaded before it, gzip. */
  lazyOwnJs: 207 * KIB,
};

/** The landing route the first-load budget applies to. */
export const LOGIN_PATH = '/login';
const CENTRE_LAYOUT_SOURCE = 'src/app/layouts/CentreLayout.tsx';
/** The API clients, loaded by the first call (src/api/index.ts): a centre's layout calls as it opens. */
const API_CLIENT_SOURCE = 'src/api/client.ts';

const MEASURES = {
  raw: (buffer) => buffer.length,
  // zlib's default level, as Vite's build report; nginx serves level 5, within 1 %.
  gzip: (buffer) => gzipSync(buffer).length,
  // Slow at quality 11: computed only where asked for (the bench).
  brotli: (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
};

/** Reads a build: sizes of its files and the walks over its manifest. */
export function readBuild(distDir) {
  const dir = resolve(ROOT, distDir);
  const metaDir = buildMetaDir(dir);
  const manifestFile = join(metaDir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with vite.config.ts (build.manifest) first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const modulesFile = join(metaDir, 'chunk-modules.json');
  const chunkModules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  const sizeCache = new Map();
  const sizeOf = (file, kind) => {
    const cacheKey = `${kind} ${file}`;
    if (!sizeCache.has(cacheKey)) sizeCache.set(cacheKey, MEASURES[kind](readFileSync(join(dir, file))));
    return sizeCache.get(cacheKey);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`${manifestFile} has no entry chunk`);

  /** Manifest keys of the chunks `keys` load: themselves and their static imports, recursively. */
  const staticClosure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };

  /** The JS and CSS files of a set of chunks, with their summed sizes. */
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      js.add(manifest[key].file);
      for (const sheet of manifest[key].css ?? []) css.add(sheet);
    }
    return { js, css };
  };
  const total = (files, kind) => [...files].reduce((sum, file) => sum + sizeOf(file, kind), 0);

  return { dir, manifest, chunkModules, entryKey, staticClosure, filesOf, total };
}

/** First-load figures of a set of lazily loaded chunks on top of the entry. */
function firstLoad(build, lazyKeys) {
  const entry = build.staticClosure([build.entryKey]);
  const all = build.staticClosure([build.entryKey, ...lazyKeys]);
  const own = new Set([...all].filter((key) => !entry.has(key)));
  const files = build.filesOf(all);
  const ownFiles = build.filesOf(own);
  return {
    keys: all,
    js: { gzip: build.total(files.js, 'gzip'), raw: build.total(files.js, 'raw') },
    css: { gzip: build.total(files.css, 'gzip') },
    files,
    ownJs: build.total(ownFiles.js, 'gzip'),
  };
}

/**
 * JS (gzip) a lazy chunk adds to what is already there when it is asked for:
 * the entry, and the chunks of whatever imports it lazily (a screen of an area
 * comes after its area). With several importers, the one leaving most to add.
 */
function addedBy(build, key) {
  const importersOf = (target) =>
    Object.keys(build.manifest).filter((candidate) => (build.manifest[candidate].dynamicImports ?? []).includes(target));
  const loadedBefore = (target, visiting) => {
    const parents = importersOf(target).filter((parent) => !visiting.has(parent) && parent !== build.entryKey);
    if (parents.length === 0) return [build.staticClosure([build.entryKey])];
    return parents.flatMap((parent) =>
      loadedBefore(parent, new Set([...visiting, parent])).map((before) => new Set([...before, ...build.staticClosure([parent])])),
    );
  };
  const own = build.staticClosure([key]);
  return Math.max(
    ...loadedBefore(key, new Set([key])).map((before) =>
      build.total(build.filesOf([...own].filter((chunk) => !before.has(chunk))).js, 'gzip'),
    ),
  );
}

/** The entry alone: what a page with no lazy parts (the bare bench page) loads. */
export function entryFigures(build) {
  return firstLoad(build, []);
}

/** Brotli (quality 11) of a route's or page's first-load files. */
export function brotliOf(build, figures) {
  return { js: build.total(figures.files.js, 'brotli'), css: build.total(figures.files.css, 'brotli') };
}

/**
 * The lazy screens of an area by route (scripts/lib/screen-map.mjs). Lazy
 * imports of the area's maps it cannot attribute are counted for every route
 * of the area, so the figures never come out low; lazy imports inside the
 * screens load on the user's action (a dialog, a tab, a QR method) and are not
 * first load.
 */
function lazyScreensFor(areaKey, build, pathsObject) {
  const { byRoute, lazyImports } = lazyScreensOf(ROOT, areaKey, pathsObject);
  const attributed = new Set(byRoute.values());
  const unattributed = (build.manifest[areaKey]?.dynamicImports ?? []).filter((key) => lazyImports.includes(key) && !attributed.has(key));
  return { byRoute, unattributed };
}

/** Every screen and error route of the table with its first-load figures. */
export async function measureRoutes(distDir) {
  const build = readBuild(distDir);
  const { ROUTES } = await tsImport(pathToFileURL(join(ROOT, 'src/app/routes/table.ts')).href, import.meta.url);
  const { paths } = await tsImport(pathToFileURL(join(ROOT, 'src/config/paths.ts')).href, import.meta.url);
  const centreLayoutLazy = build.manifest[CENTRE_LAYOUT_SOURCE]?.isDynamicEntry === true;
  const lazyScreens = new Map();
  const lazyScreensOfArea = (area) => {
    if (!lazyScreens.has(area)) lazyScreens.set(area, lazyScreensFor(`src/features/${area}/area.tsx`, build, paths));
    return lazyScreens.get(area);
  };

  const routes = [];
  for (const route of ROUTES) {
    if (route.kind === 'redirect') continue;
    const lazyKeys = [];
    let note = '';
    if (route.kind === 'screen') {
      const areaKey = `src/features/${route.area}/area.tsx`;
      if (build.manifest[areaKey]) {
        lazyKeys.push(areaKey);
        const { byRoute, unattributed } = lazyScreensOfArea(route.area);
        if (byRoute.has(route.path)) lazyKeys.push(byRoute.get(route.path));
        lazyKeys.push(...unattributed);
      } else {
        note = 'no area module yet (404)';
      }
      if (route.layout !== 'public' && centreLayoutLazy) lazyKeys.push(CENTRE_LAYOUT_SOURCE);
      if (route.layout !== 'public' && build.manifest[API_CLIENT_SOURCE]?.isDynamicEntry) lazyKeys.push(API_CLIENT_SOURCE);
    }
    routes.push({
      path: route.path,
      title: route.title,
      area: route.kind === 'screen' ? route.area : 'shell',
      note,
      ...firstLoad(build, lazyKeys),
    });
  }

  // Every lazily loaded chunk on its own: areas, lazy screens, the centre layout.
  const entryKeys = build.staticClosure([build.entryKey]);
  const lazyChunks = Object.entries(build.manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !entryKeys.has(key))
    .map(([key]) => ({ key, ownJs: addedBy(build, key) }));
  return { build, routes, lazyChunks };
}

/** Source modules of other areas inside the chunks a route downloads. */
export function foreignModules(build, route) {
  const foreign = new Map();
  for (const file of route.files.js) {
    for (const [id, bytes] of Object.entries(build.chunkModules[file] ?? {})) {
      const area = /(?:^|\/)src\/features\/([^/]+)\//.exec(id)?.[1];
      if (area && area !== route.area) foreign.set(id, bytes);
    }
  }
  return foreign;
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** What breaks a budget, or brings another area's code to the login page. */
export function checkBudgets({ build, routes, lazyChunks }) {
  const failures = [];
  const weigh = (what, bytes, budget) => {
    if (bytes > budget) failures.push(`${what} ${kib(bytes)} gzip > budget ${kib(budget)}`);
  };
  const login = routes.find((route) => route.path === LOGIN_PATH);
  if (!login) {
    failures.push(`the route table has no ${LOGIN_PATH}`);
  } else {
    weigh(`${LOGIN_PATH}: first-load JS`, login.js.gzip, BUDGETS.loginJs);
    weigh(`${LOGIN_PATH}: first-load CSS`, login.css.gzip, BUDGETS.loginCss);
    if (Object.keys(build.chunkModules).length === 0) {
      failures.push(
        `${join(buildMetaDir(build.dir), 'chunk-modules.json')} is missing: build with vite.config.ts so the login route can be checked for other areas' code`,
      );
    }
    const foreign = foreignModules(build, login);
    if (foreign.size > 0) {
      const list = [...foreign]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([id]) => `    ${id}`);
      failures.push(`${LOGIN_PATH} downloads code of other areas (${foreign.size} modules), e.g.\n${list.join('\n')}`);
    }
  }
  for (const chunk of lazyChunks) weigh(`${chunk.key}: adds`, chunk.ownJs, BUDGETS.lazyOwnJs);
  return failures;
}

function report(measured) {
  const { routes, lazyChunks, build } = measured;
  const entry = entryFigures(build);
  console.log(`size budget — ${build.dir}, gzip (zlib default level)`);
  console.log(`entry (index.html and its static imports): JS ${kib(entry.js.gzip)}, CSS ${kib(entry.css.gzip)}\n`);
  console.log(
    `${'route'.padEnd(30)}${'area'.padEnd(12)}${'first-load JS'.padStart(15)}${'CSS'.padStart(11)}${'beyond entry'.padStart(14)}`,
  );
  for (const route of routes) {
    const line = `${route.path.padEnd(30)}${route.area.padEnd(12)}${kib(route.js.gzip).padStart(15)}${kib(route.css.gzip).padStart(11)}${kib(route.ownJs).padStart(14)}`;
    console.log(route.note ? `${line}  ${route.note}` : line);
  }
  console.log('\nlazily loaded chunks, JS each adds to the entry (and, for a chunk another lazy chunk loads, to that one):');
  for (const chunk of [...lazyChunks].sort((a, b) => b.ownJs - a.ownJs)) console.log(`  ${kib(chunk.ownJs).padStart(10)}  ${chunk.key}`);
  const failures = checkBudgets(measured);
  console.log(
    `\nbudgets: ${LOGIN_PATH} first-load JS ≤ ${kib(BUDGETS.loginJs)}, CSS ≤ ${kib(BUDGETS.loginCss)}, no other area's code; ` +
      `each lazy chunk ≤ ${kib(BUDGETS.lazyOwnJs)} of its own`,
  );
  if (failures.length === 0) {
    console.log('size budget: met');
  } else {
    console.log(`size budget: ${failures.length} broken`);
    for (const failure of failures) console.log(`  ✗ ${failure}`);
  }
  return failures.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const met = report(await measureRoutes(process.argv[2] ?? 'dist'));
  process.exitCode = met ? 0 : 1;
}
