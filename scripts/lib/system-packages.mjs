// Tools the browser tests need from the distribution (Chromium, nginx): found on
// the machine, or installed with apt-get where this process may do so (CI runs
// as root on Debian/Ubuntu), or a clear error saying what to install. Never a
// silent skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The first existing file of the candidates, else what `command -v <name>` finds, else undefined. */
export function locateExecutable(candidates, commandName) {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', `command -v ${commandName}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function canInstall() {
  return process.platform === 'linux' && process.getuid?.() === 0 && locateExecutable([], 'apt-get') !== undefined;
}

/**
 * Installs Debian packages when this process is allowed to (root with apt-get)
 * and returns true; returns false when it cannot, so the caller can fail with
 * its own advice. A failing apt-get is an error, not a skip.
 */
export function installPackages(packages, purpose) {
  if (!canInstall()) return false;
  console.log(`Installing ${packages.join(', ')} for ${purpose} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${status}) while installing ${purpose}.`);
  }
  return true;
}
