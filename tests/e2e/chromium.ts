// Finds the system Chromium for the browser tests: CHROME_PATH, then the
// distribution's package, installed (with Chinese fonts) where this process may
// install packages. Never a silent skip: without a browser the run fails and
// says how to get one.
import { existsSync } from 'node:fs';
// @ts-expect-error -- plain ESM helper without type declarations
import { installPackages, locateExecutable } from '../../scripts/lib/system-packages.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found =
    (locateExecutable(CANDIDATES, 'chromium') as string | undefined) ??
    (installPackages(['chromium', 'fonts-noto-cjk'], 'the browser tests') ? locateExecutable(CANDIDATES, 'chromium') : undefined);
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install the distribution package ' +
      '(`apt-get install -y chromium fonts-noto-cjk`) or set CHROME_PATH to a Chromium binary.',
  );
}

/** Flags for a headless run on a closed network (no background calls home). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Playwright's headless defaults we leave out: `--hide-scrollbars`. A desktop
 * browser shows its scrollbars, so the tests' pages lose the width users' pages lose.
 */
export const CHROMIUM_DEFAULTS_LEFT_OUT = ['--hide-scrollbars'];
