// The size budget: what each route of the portal downloads, read from a
// finished build (no second build) and the route table, checked against the
// budgets of docs/performance.md.
//
//   node scripts/size-budget.mjs [dist folder, default dist]
//
// Two figures per route, gzip, a shared chunk counted once per visit:
//  - cold: the route opened first in a fresh browser — the entry chunk and its
//    static imports, plus what the route loads on its first render: its screen's
//    chunk (the table's `module`) and, in a centre, the centre layout and the API
//    clients (the layout calls as it opens), each with its static imports;
//  - after the landing pages: what the route adds on its first visit once /index
//    and /login were visited (the chunks neither of them fetched, counting what
//    a landing page fetches when the browser is idle after it: IDLE_SOURCES).
// Vite's manifest gives imports vs dynamic imports; chunk-modules.json (written
// by scripts/lib/vite/chunk-modules.ts) names the source modules inside each
// chunk, so the check can tell whose code the login route downloads. Both are
// beside the build folder, in `<build folder>-meta/`, not in it
// (scripts/lib/build-meta.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildMetaDir } from './lib/build-meta.mjs';
import { loadRouteTable } from './lib/route-table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;

export const BUDGETS = {
  /** First-load JS and CSS of the login page, gzip: what it measures plus about 0.3 KiB (docs/performance.md). */
  loginJs: 237.5 * KIB,
  loginCss: 4.9 * KIB,
  /** Any route opened first in a fresh browser: JS, gzip. */
  coldJs: 465 * KIB,
  /** What any route adds on its first visit after /index and /login: JS, gzip. */
  afterLandingJs: 90 * KIB,
};

/** The landing route the first-load budget applies to. */
export const LOGIN_PATH = '/login';
/** The pages a visit starts on: what they fetched is not fetched again. */
export const LANDING_PATHS = ['/index', LOGIN_PATH];
const CENTRE_LAYOUT_SOURCE = 'src/app/layouts/CentreLayout.tsx';
/** The API clients, loaded by the first call (src/api/index.ts): a centre's layout calls as it opens. */
const API_CLIENT_SOURCE = 'src/api/client.ts';
/**
 * What the landing pages fetch when the browser is idle after them (the boot's
 * prefetchWhenIdle: the API clients, the progress bar; App's form and dialog aids;
 * antd's tables, on the home page: src/components/tables-ahead.ts): a landing page
 * visited first has them by the time the visitor moves on. A visitor saving data
 * fetches each on first use instead.
 */
export const IDLE_SOURCES = [
  API_CLIENT_SOURCE,
  'src/app/progress-bar.ts',
  'src/components/tables.ts',
  'src/app/assistive/FormAndDialogAids.tsx',
];

/**
 * The content hashes in the chunk names a file refers to (`HomePage-DE7NoEoD.js`), made one
 * before compressing: eight random characters a reference compress differently from build to
 * build, and moved the login page's figure by tens of bytes with no change to its code. The same
 * length, so the raw figure is the file's.
 */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}(\.(?:js|css))/g;
const withoutHashes = (buffer) => Buffer.from(buffer.toString('latin1').replace(HASHED_NAME, '-00000000$1'), 'latin1');

const MEASURES = {
  raw: (buffer) => buffer.length,
  // zlib's default level, as Vite's build report; nginx serves level 5, within 1 %.
  gzip: (buffer) => gzipSync(withoutHashes(buffer)).length,
  // Slow at quality 11: computed only where asked for (the bench).
  brotli: (buffer) => brotliCompressSync(withoutHashes(buffer), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
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

  /**
   * The manifest key of the chunk that carries a source module: its own key when
   * it is an entry, else the shared chunk Rolldown put it in (a module both
   * imported statically and fetched ahead, as src/components/tables.ts, has no key
   * of its own).
   */
  const keyOfSource = (source) => {
    if (manifest[source]) return source;
    const file = Object.keys(chunkModules).find((chunk) => source in chunkModules[chunk]);
    return file && Object.keys(manifest).find((key) => manifest[key].file === file);
  };

  return { dir, manifest, chunkModules, entryKey, staticClosure, filesOf, total, keyOfSource };
}

/** First-load figures of a set of lazily loaded chunks on top of the entry. */
function firstLoad(build, lazyKeys) {
  const all = build.staticClosure([build.entryKey, ...lazyKeys]);
  const files = build.filesOf(all);
  return {
    keys: all,
    js: { gzip: build.total(files.js, 'gzip'), raw: build.total(files.js, 'raw') },
    css: { gzip: build.total(files.css, 'gzip') },
    files,
  };
}

/** The entry alone: what a page with no lazy parts (the bare bench page) loads. */
export function entryFigures(build) {
  return firstLoad(build, []);
}

/** Brotli (quality 11) of a route's or page's first-load files. */
export function brotliOf(build, figures) {
  return { js: build.total(figures.files.js, 'brotli'), css: build.total(figures.files.css, 'brotli') };
}

/** Every screen and error route of the table with its cold and after-landing figures. */
export async function measureRoutes(distDir) {
  const build = readBuild(distDir);
  const { ROUTES } = await loadRouteTable(ROOT);
  const lazyEntry = (key) => build.manifest[key]?.isDynamicEntry === true;

  const routes = [];
  for (const route of ROUTES) {
    if (route.kind === 'redirect') continue;
    const lazyKeys = [];
    let note = '';
    if (route.kind === 'screen') {
      if (build.manifest[route.module]) lazyKeys.push(route.module);
      else note = `${route.module} is no chunk of this build`;
      if (route.layout !== 'public') lazyKeys.push(...[CENTRE_LAYOUT_SOURCE, API_CLIENT_SOURCE].filter(lazyEntry));
    }
    routes.push({
      path: route.path,
      title: route.title,
      area: route.kind === 'screen' ? route.area : 'shell',
      note,
      ...firstLoad(build, lazyKeys),
    });
  }

  const idle = build.staticClosure(IDLE_SOURCES.map(build.keyOfSource).filter(Boolean));
  const landed = new Set([...routes.filter((route) => LANDING_PATHS.includes(route.path)).flatMap((route) => [...route.keys]), ...idle]);
  for (const route of routes) {
    const added = build.filesOf([...route.keys].filter((key) => !landed.has(key)));
    route.afterLanding = { js: build.total(added.js, 'gzip'), css: build.total(added.css, 'gzip') };
  }
  return { build, routes };
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
export function checkBudgets({ build, routes }) {
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
  for (const route of routes) {
    weigh(`${route.path}: cold JS`, route.js.gzip, BUDGETS.coldJs);
    weigh(`${route.path}: JS after ${LANDING_PATHS.join(' and ')}`, route.afterLanding.js, BUDGETS.afterLandingJs);
  }
  return failures;
}

function report(measured) {
  const { routes, build } = measured;
  const entry = entryFigures(build);
  console.log(`size budget — ${build.dir}, gzip (zlib default level)`);
  console.log(`entry (index.html and its static imports): JS ${kib(entry.js.gzip)}, CSS ${kib(entry.css.gzip)}\n`);
  const after = `after ${LANDING_PATHS.join(' + ')}`;
  console.log(`${''.padEnd(42)}${'cold'.padStart(22)}${after.padStart(22)}`);
  console.log(
    `${'route'.padEnd(30)}${'area'.padEnd(12)}${'JS'.padStart(11)}${'CSS'.padStart(11)}${'JS'.padStart(11)}${'CSS'.padStart(11)}`,
  );
  for (const route of routes) {
    const figures = [route.js.gzip, route.css.gzip, route.afterLanding.js, route.afterLanding.css].map((bytes) => kib(bytes).padStart(11));
    const line = `${route.path.padEnd(30)}${route.area.padEnd(12)}${figures.join('')}`;
    console.log(route.note ? `${line}  ${route.note}` : line);
  }
  const largest = (figure) => [...routes].sort((a, b) => figure(b) - figure(a)).slice(0, 5);
  console.log(
    `\nlargest cold: ${largest((route) => route.js.gzip)
      .map((route) => `${route.path} ${kib(route.js.gzip)}`)
      .join(', ')}`,
  );
  console.log(
    `largest ${after}: ${largest((route) => route.afterLanding.js)
      .map((route) => `${route.path} ${kib(route.afterLanding.js)}`)
      .join(', ')}`,
  );
  const failures = checkBudgets(measured);
  console.log(
    `\nbudgets: ${LOGIN_PATH} first-load JS ≤ ${kib(BUDGETS.loginJs)}, CSS ≤ ${kib(BUDGETS.loginCss)}, no other area's code; ` +
      `every route cold ≤ ${kib(BUDGETS.coldJs)} of JS, ${after} ≤ ${kib(BUDGETS.afterLandingJs)}`,
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
