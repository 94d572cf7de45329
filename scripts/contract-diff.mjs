// npm run contract:diff: the breaking changes of the contract since a git
// revision (default: the last release tag, else the first commit). A break
// passes when openapi/CHANGELOG.md records it. docs/contract-testing.md,
// "Breaking changes".
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { commandLine } from './lib/command-line.mjs';
import { ROOT } from './lib/contract.mjs';

const USAGE = `usage: npm run contract:diff -- [--base <git ref>] [--verbose]

  --base <ref>    the revision to compare the working tree with (default: the last
                  release tag, else the first commit)
  --root <dir>    the repository to check (default: this one)
  --verbose       list every compatible change, not only their counts`;

const { values, fail } = commandLine('contract:diff', USAGE, {
  base: { type: 'string' },
  root: { type: 'string', default: ROOT },
  verbose: { type: 'boolean', default: false },
});

register();
const { CHANGELOG, bundleContract, bundleContractAt, compareContracts, defaultBase, readChangelog, recordedBreaks } =
  await import('./lib/contract-diff.ts');
const root = resolve(values.root);
let base;
let documents;
try {
  base = values.base ?? defaultBase(root);
  documents = await Promise.all([bundleContractAt(root, base), bundleContract(root)]);
} catch (error) {
  fail(`cannot read the contract${base ? ` at ${base}` : ''}: ${String(error.stderr ?? '').trim() || error.message}`);
}
const { breaking, compatible } = compareContracts(...documents);
const recorded = recordedBreaks(readChangelog(root));
const unrecorded = breaking.filter((change) => !recorded.has(change.message));

for (const change of breaking) console.log(`${recorded.has(change.message) ? 'recorded' : 'BREAKING'}  ${change.message}`);
if (values.verbose) for (const change of compatible) console.log(`ok        ${change.message}`);
const counts = new Map();
for (const { kind } of compatible) counts.set(kind, (counts.get(kind) ?? 0) + 1);
const summary = [...counts].map(([kind, count]) => `${count} × ${kind}`).join(', ') || 'none';
const shownBase = /^[0-9a-f]{40}$/.test(base) ? base.slice(0, 12) : base;
console.log(
  `contract:diff: ${shownBase} → working tree: ${breaking.length} breaking (${breaking.length - unrecorded.length} recorded in ${CHANGELOG}); compatible: ${summary}`,
);
if (unrecorded.length > 0) {
  console.log(
    `contract:diff: ${unrecorded.length} breaking change(s) not recorded in ${CHANGELOG}: undo them, or list each message there as "- <message>"`,
  );
  process.exit(1);
}
