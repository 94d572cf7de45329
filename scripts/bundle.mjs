// npm run bundle: writes openapi/dist/<service>.yaml, the single files Prism,
// Dredd and the docs read, and the same document as <service>.json, which our
// own readers parse. `--if-stale` skips the work when dist is current.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import YAML from 'yaml';
import { DIST_DIR, bundleApi, distIsStale, listApis } from './lib/contract.mjs';

function writeAside(file, text) {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, text);
  renameSync(aside, file);
}

export async function bundleAll({ ifStale = false } = {}) {
  const apis = listApis();
  if (ifStale && !distIsStale(apis)) return false;
  mkdirSync(DIST_DIR, { recursive: true });
  for (const api of apis) {
    const doc = await bundleApi(api);
    // Written aside and renamed: npm test's steps run side by side, and one may read a document
    // while another bundles it; a rename shows a reader the old file or the new, never half of one.
    writeAside(api.distFile, YAML.stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }));
    writeAside(api.distJsonFile, JSON.stringify(doc));
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifStale = process.argv.includes('--if-stale');
  const wrote = await bundleAll({ ifStale });
  console.log(wrote ? `bundled ${listApis().length} documents into openapi/dist/` : 'openapi/dist is up to date');
}
