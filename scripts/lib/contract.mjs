// Loads the seven OpenAPI documents through the one redocly.yaml, bundles them
// in memory and knows where each output goes. Every Node-side tool (bundle, gen,
// mock gateway, Dredd runner, tests) reads the contract through this module.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CONFIG_FILE = join(ROOT, 'redocly.yaml');
export const DIST_DIR = join(ROOT, 'openapi/dist');

/**
 * Services in a fixed order: the order of `apis` in redocly.yaml. `root` is the
 * repository to read, this one by default (the breaking-change check reads an
 * older revision's copy too).
 */
export function listApis(root = ROOT) {
  const config = join(root, 'redocly.yaml');
  const raw = YAML.parse(readFileSync(config, 'utf8'));
  return Object.entries(raw.apis).map(([service, api]) => ({
    service,
    config,
    root: join(root, api.root),
    typesOutput: join(ROOT, api['x-openapi-ts'].output),
    distFile: join(DIST_DIR, `${service}.yaml`),
    // The same document as JSON, which the Node-side readers parse a hundred times faster.
    distJsonFile: join(DIST_DIR, `${service}.json`),
  }));
}

/** Bundles one service's document: external files become components, x-* kept. */
export async function bundleApi(api) {
  // Loaded here, not at the top: readers of the bundled documents (the browser tests) do without it.
  const { bundle, loadConfig } = await import('@redocly/openapi-core');
  const config = await loadConfig({ configPath: api.config });
  const { bundle: doc, problems } = await bundle({ ref: api.root, config, dereference: false });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const detail = errors.map((p) => `  ${p.message} (${p.location?.[0]?.pointer ?? ''})`).join('\n');
    throw new Error(`bundling ${api.service} failed:\n${detail}`);
  }
  return doc.parsed;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== DIST_DIR) newest = Math.max(newest, newestMtime(full));
    } else {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** True when a dist file is missing or older than any source file or the config. */
export function distIsStale(apis = listApis()) {
  const sourceTime = Math.max(newestMtime(join(ROOT, 'openapi')), statSync(CONFIG_FILE).mtimeMs);
  return apis.some((api) => [api.distFile, api.distJsonFile].some((file) => !existsSync(file) || statSync(file).mtimeMs < sourceTime));
}

/** Which bundle readBundled would read now: each dist file's modification time and size. */
export function bundleVersion(apis = listApis()) {
  return apis
    .map((api) => {
      const { mtimeMs, size } = statSync(api.distJsonFile);
      return `${api.distJsonFile} ${mtimeMs} ${size}`;
    })
    .join('\n');
}

/**
 * Reads the bundled documents from openapi/dist (run `npm run bundle` first), each from its
 * JSON twin (about 10 ms for all seven, where the YAML takes a second); the caller may change
 * its copy.
 */
export function readBundled(apis = listApis()) {
  return Object.fromEntries(apis.map((api) => [api.service, JSON.parse(readFileSync(api.distJsonFile, 'utf8'))]));
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of a bundled document with its path and method. */
export function* operationsOf(doc) {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) yield { path, method, operation: item[method], pathItem: item };
    }
  }
}
