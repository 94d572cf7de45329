// Lists the contract operations no screen or flow calls: every operation of the
// seven documents should be reached through `api.<service>.<METHOD>('<path>'` in
// src/ (the generated clients and tests excluded; generated screen tables count). `--service <name>` limits the list;
// the exit code is 1 when something is unused, so a check can rely on it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleAll } from './bundle.mjs';
import { listApis, operationsOf, readBundled } from './lib/contract.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const GENERATED_CLIENTS = join(ROOT, 'src/api/generated');
const CLIENT_OF = { 'business-center': 'businessCenter', 'one-thing': 'oneThing' };

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === GENERATED_CLIENTS ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export function unusedOperations(only) {
  const code = sourceFiles(join(ROOT, 'src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const documents = readBundled();
  const unused = [];
  for (const { service } of listApis()) {
    if (only && service !== only) continue;
    const client = CLIENT_OF[service] ?? service;
    for (const { method, path, operation } of operationsOf(documents[service])) {
      const { operationId } = operation;
      // `api.person.POST('/…')`, or `person.POST('/…')` where a component takes the client as a prop (tests inject one).
      const call = new RegExp(
        `(?:\\bapi\\.|(?<![\\w.]))${client}\\.${method.toUpperCase()}\\(\\s*['"\`]${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`,
      );
      if (!call.test(code)) unused.push({ service, method: method.toUpperCase(), path, operationId });
    }
  }
  return unused;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleAll({ ifStale: true });
  const flag = process.argv.indexOf('--service');
  const unused = unusedOperations(flag > 0 ? process.argv[flag + 1] : undefined);
  for (const { service, method, path, operationId } of unused) console.log(`${service}\t${method} ${path}\t${operationId}`);
  console.log(`${unused.length} operations are not called from ${relative(process.cwd(), join(ROOT, 'src')) || 'src'}`);
  process.exit(unused.length === 0 ? 0 : 1);
}
