// Finds the system Chromium for the browser tests: CHROME_PATH, then the
// distribution's package. Never a silent skip: without a browser the run fails
// and says how to get one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'No Chromium found for the browser tests. Install the distribution package ' +
        '(`apt-get install -y chromium fonts-noto-cjk`) or set CHROME_PATH to a Chromium binary.',
    );
  }
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
