// npm run compare-cpu -- --base <revision> -- <command>: runs the command at the same time in this
// checkout and in a temporary worktree of <revision>, and prints the processor time of each, summed
// over every process the command started (browsers, servers, test workers), read from /proc (Linux).
// Side by side, both meet the same machine: on a shared one, whose speed drifts by a fifth between
// hours, runs one after the other compare the hours more than the changes (docs/performance.md,
// "`npm test` wall time"). The outputs go to reports/compare-cpu/. The command finds the worktree's
// own files; node_modules is this checkout's, linked, so both run the same packages.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { commandLine } from './lib/command-line.mjs';
import { treeSampler } from './lib/process-trees.mjs';

const USAGE = `usage: npm run compare-cpu -- --base <revision> -- <command>
  e.g. npm run compare-cpu -- --base HEAD~1 -- E2E_WORKERS=3 npm run e2e -- --prod tests/e2e/login-methods.e2e.ts`;
/** How often the process table is read: what a process uses after the last read before it ends is lost, alike on both sides. */
const SAMPLE_MS = 300;
const LOGS = resolve('reports/compare-cpu');

function shortRevision(base, fail) {
  try {
    return execFileSync('git', ['rev-parse', '--short', '--verify', '--quiet', `${base}^{commit}`], { encoding: 'utf8' }).trim();
  } catch {
    return fail(`${base} names no commit of this repository`);
  }
}

/** Runs the command in `cwd` in a process group of its own, its output to `log`. */
function start(command, cwd, log) {
  const child = spawn('sh', ['-c', command], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const started = Date.now();
  const ended = new Promise((done) => child.on('close', (status) => done({ status, seconds: (Date.now() - started) / 1000 })));
  return { child, ended };
}

const { values, positionals, fail } = commandLine('compare-cpu', USAGE, { base: { type: 'string' } }, { positionals: true });
if (!values.base || positionals.length === 0) fail('a --base revision and a command after -- are needed');
const command = positionals.join(' ');
const revision = shortRevision(values.base, fail);
const worktree = mkdtempSync(join(tmpdir(), 'compare-cpu-'));
try {
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', worktree, revision], { stdio: 'inherit' });
  symlinkSync(resolve('node_modules'), join(worktree, 'node_modules'));
  // Both sides start with the contract bundled (openapi/dist/, not in git), which the tests would otherwise bundle first on one side only.
  for (const cwd of [process.cwd(), worktree]) execFileSync('node', ['scripts/bundle.mjs', '--if-stale'], { cwd, stdio: 'ignore' });
  mkdirSync(LOGS, { recursive: true });
  const sides = [
    { name: 'this checkout', ...start(command, process.cwd(), join(LOGS, 'this-checkout.log')) },
    { name: revision, ...start(command, worktree, join(LOGS, `${revision}.log`)) },
  ];
  const stop = () => {
    for (const { child } of sides) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  process.on('SIGINT', stop);
  const sampler = treeSampler(new Map(sides.map(({ name, child }) => [child.pid, name])));
  const timer = setInterval(() => sampler.sample(), SAMPLE_MS);
  const results = await Promise.all(sides.map(({ ended }) => ended));
  clearInterval(timer);
  sampler.sample();
  const seconds = sampler.seconds();
  console.log(`${command}\nrun at once in this checkout and at ${revision} (outputs in reports/compare-cpu/):`);
  for (const [index, { name }] of sides.entries()) {
    const { status, seconds: wall } = results[index];
    console.log(`  ${name.padEnd(14)} exit ${status}  ${wall.toFixed(0).padStart(5)} s  ${seconds.get(name).toFixed(1).padStart(8)} CPU-s`);
  }
  const change = (seconds.get('this checkout') / seconds.get(revision) - 1) * 100;
  console.log(
    Number.isFinite(change)
      ? `  processor time of this checkout against ${revision}: ${change >= 0 ? '+' : ''}${change.toFixed(1)} %`
      : `  ${revision}'s side used no processor time that /proc showed: nothing to compare`,
  );
  process.exitCode = results.every(({ status }) => status === 0) ? 0 : 1;
} finally {
  // Git forgets the worktree once its folder is gone (prune); a failed add left only the empty folder.
  rmSync(worktree, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune']);
}
