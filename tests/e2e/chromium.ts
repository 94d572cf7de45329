// Finds the system Chromium: for the browser tests Debian's headless shell, for the
// benches the full browser; CHROME_PATH overrides either. Where this process may
// install packages, a missing one is installed (with Chinese fonts). Never a silent
// skip: without a browser the run fails and says how to get one.
import { existsSync } from 'node:fs';
// @ts-expect-error -- plain ESM helper without type declarations
import { installPackages, locateExecutable } from '../../scripts/lib/system-packages.mjs';

interface Build {
  /** The Debian package and the command it installs. */
  name: string;
  candidates: string[];
}

/** The desktop browser users run: what the benches measure. */
const FULL_BROWSER: Build = { name: 'chromium', candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'] };
/**
 * The same Chromium release without the desktop browser around the engine (its former headless
 * mode, a binary of its own): the browser tests' pages cost about a sixth less processor time
 * (docs/browser-tests.md, "Which Chromium"). Its pictures differ from the full browser's in text
 * anti-aliasing and focus rings, so the visual check's baselines are the shell's.
 */
const HEADLESS_SHELL: Build = { name: 'chromium-headless-shell', candidates: ['/usr/bin/chromium-headless-shell'] };

function find(build: Build): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found =
    (locateExecutable(build.candidates, build.name) as string | undefined) ??
    (installPackages([build.name, 'fonts-noto-cjk', 'fonts-dejavu-core'], 'the browser tests')
      ? locateExecutable(build.candidates, build.name)
      : undefined);
  if (found) return found;
  throw new Error(
    `No ${build.name} found. Install the distribution package ` +
      `(\`apt-get install -y ${build.name} fonts-noto-cjk fonts-dejavu-core\`) or set CHROME_PATH to a Chromium binary.`,
  );
}

/** The full Chromium (the benches). */
export const findChromium = (): string => find(FULL_BROWSER);

/** The browser tests' Chromium: the headless shell, whose pictures the visual check's baselines are. */
export const findTestChromium = (): string => find(HEADLESS_SHELL);

/** Flags for a headless run on a closed network (no background calls home). */
export const CHROMIUM_ARGS = [
  // The full browser's headless mode; the headless shell is headless anyway.
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
 * The tests' Chromium: V8 in its efficiency mode (what Chromium gives a tab in the background or
 * in energy saving: fewer helper threads, later tier-up) without TurboFan while in it. The tests
 * check what pages do, not how fast their code runs, and a test page's code runs a few times
 * where the optimizers' background compiling costs more than it saves (docs/browser-tests.md,
 * "Which Chromium"). The benches keep V8's defaults (`CHROMIUM_ARGS`): they measure what users get.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--efficiency-mode --efficiency-mode-disable-turbofan'];

/**
 * Playwright's headless defaults we leave out: `--hide-scrollbars`. A desktop
 * browser shows its scrollbars, so the tests' pages lose the width users' pages lose.
 */
export const CHROMIUM_DEFAULTS_LEFT_OUT = ['--hide-scrollbars'];
