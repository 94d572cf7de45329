// Which module each route's screen comes from, read from the area sources:
// area.tsx (or a screens map it imports, `./<folder>/screens`) declares
// `const Name = lazyScreen(() => import('./x'), …)` (or writes the call inline)
// and maps `[paths.a.b]: Name`. Used by the size budget (what a route loads
// first) and by the build's route preload (what to fetch with the entry).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const LAZY_CALL = /lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/;
const ENTRIES = /\[paths\.([\w.]+)\]\s*:\s*(lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"][^'"]+['"]|\w+)/g;

/**
 * @param {string} root the repository
 * @param {string} areaKey e.g. `src/features/psncenter/area.tsx`
 * @param {object} pathsObject `paths` of src/config/paths.ts
 * @returns {{ byRoute: Map<string, string>, lazyImports: string[] }} route path → screen module
 *   (repository-relative), and every module these files import lazily
 */
export function lazyScreensOf(root, areaKey, pathsObject) {
  const keyIn = (folder, specifier) => {
    const base = posix.normalize(posix.join(folder, specifier));
    return ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => base + suffix).find((key) => existsSync(join(root, key)));
  };
  const sourceOf = (key) => (existsSync(join(root, key)) ? readFileSync(join(root, key), 'utf8') : '');
  const mapFiles = [areaKey];
  for (const match of sourceOf(areaKey).matchAll(/from\s+['"](\.\/[\w/-]*screens)['"]/g)) {
    const key = keyIn(posix.dirname(areaKey), match[1]);
    if (key) mapFiles.push(key);
  }

  const byRoute = new Map();
  const lazyImports = [];
  for (const file of mapFiles) {
    const source = sourceOf(file);
    const keyOf = (specifier) => keyIn(posix.dirname(file), specifier);
    const named = new Map();
    for (const match of source.matchAll(/const\s+(\w+)\s*=\s*(lazyScreen\([^;]*)/g)) {
      const specifier = LAZY_CALL.exec(match[2])?.[1];
      if (specifier) named.set(match[1], keyOf(specifier));
    }
    for (const match of source.matchAll(ENTRIES)) {
      const path = match[1].split('.').reduce((node, part) => node?.[part], pathsObject);
      const inline = LAZY_CALL.exec(match[2]);
      const key = inline ? keyOf(inline[1]) : named.get(match[2]);
      if (typeof path === 'string' && key) byRoute.set(path, key);
    }
    lazyImports.push(...[...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => keyOf(match[1])));
  }
  return { byRoute, lazyImports };
}
