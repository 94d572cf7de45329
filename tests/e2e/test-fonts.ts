// The one set of fonts every test browser draws with (tests/e2e/fonts.conf): what a page looks
// like, and so the visual check, must not depend on what else the machine has installed.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FONTS = ['Noto Sans CJK SC', 'DejaVu Sans'];

/** The environment of a test browser's process: the machine's own, with the tests' fonts. */
export function withTestFonts(): NodeJS.ProcessEnv {
  return { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./fonts.conf', import.meta.url)) };
}

/** Fails the run, naming the packages, when a font of the set is missing: a page would draw in none. */
export function assertTestFontsInstalled(): void {
  const families = execFileSync('fc-list', [':', 'family'], { env: withTestFonts(), encoding: 'utf8' });
  const missing = FONTS.filter((font) => !families.includes(font));
  if (missing.length > 0) {
    throw new Error(`The browser tests' fonts are missing (${missing.join(', ')}): apt-get install -y fonts-noto-cjk fonts-dejavu-core`);
  }
}
