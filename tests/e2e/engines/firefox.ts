// Firefox for the browser tests: Debian's firefox-esr driven over WebDriver BiDi
// by puppeteer-core. FIREFOX_PATH names another binary. Never a silent skip:
// without Firefox the file fails and says what to install (CI installs it,
// .ci/run; where this process may install packages, it does so here).
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
// @ts-expect-error -- plain ESM helper without type declarations
import { installPackages, locateExecutable } from '../../../scripts/lib/system-packages.mjs';
import { withTestFonts } from '../test-fonts';
import { ALLOWED_CONSOLE_MESSAGES, type EngineTab } from './tab';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function findFirefox(): string {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`FIREFOX_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found =
    (locateExecutable(CANDIDATES, 'firefox-esr') as string | undefined) ??
    (installPackages(['firefox-esr', 'fonts-noto-cjk', 'fonts-dejavu-core'], 'the Firefox tests')
      ? locateExecutable(CANDIDATES, 'firefox-esr')
      : undefined);
  if (found) return found;
  throw new Error(
    'No Firefox found for the Firefox tests (tests/e2e/firefox.e2e.ts). Install the distribution package ' +
      '(`apt-get install -y firefox-esr fonts-noto-cjk fonts-dejavu-core`) or set FIREFOX_PATH to a Firefox binary (ESR 128 or later: WebDriver BiDi).',
  );
}

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: findFirefox(),
    headless: true,
    // No WebDriver BiDi network events: Firefox's parent process builds one per request, and the file
    // watches requests through its recording proxy (docs/browser-tests.md, "Firefox and WebKit").
    networkEnabled: false,
    env: withTestFonts(),
    extraPrefsFirefox: {
      // No zooming dialogs or sliding drop-downs, as in the Chromium suite (docs/browser-tests.md, "Reduced motion").
      'ui.prefersReducedMotion': 1,
      'intl.accept_languages': 'zh-CN, zh',
      'layout.css.devPixelsPerPx': '1.0',
      // One content process for every tab, none started ahead: the portal is one site, and a process
      // per site and tab cost about a tenth of the file's processor time (docs/browser-tests.md, "Firefox and WebKit").
      'fission.autostart': false,
      'dom.ipc.processCount': 1,
      'dom.ipc.processPrelaunch.enabled': false,
    },
  });
}

export interface FirefoxTab extends EngineTab {
  page: Page;
  setViewport(width: number, height: number): Promise<void>;
}

/** A tab in a fresh private context (own cookies and storage); `beforeLoad` runs in every document before the portal's scripts. */
export async function openFirefoxTab(
  browser: Browser,
  options: { width?: number; height?: number; beforeLoad?: { script: (...args: string[]) => void; args: string[] } } = {},
): Promise<FirefoxTab> {
  const context: BrowserContext = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 1366, height: options.height ?? 900 });
  if (options.beforeLoad) await page.evaluateOnNewDocument(options.beforeLoad.script, ...options.beforeLoad.args);
  const errors: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warn') && !ALLOWED_CONSOLE_MESSAGES.has(message.text()))
      errors.push(`console ${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  return {
    engine: 'firefox',
    page,
    consoleErrors: () => Promise.resolve([...errors]),
    async load(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async drag(selector, distance) {
      const box = await (await page.$(selector))?.boundingBox();
      if (!box) throw new Error(`firefox: ${selector} is not on screen to drag`);
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(start.x + (distance * step) / 10, start.y, { steps: 2 });
      await page.mouse.up();
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    close: () => context.close(),
  };
}
