// WebKit for the browser tests: WebKitGTK's MiniBrowser (Debian's
// webkit2gtk-driver; the engine of Safari and of every browser on iOS) driven
// over classic W3C WebDriver by WebKitWebDriver, with plain HTTP calls, on a
// virtual X display (Xvfb). WEBKIT_DRIVER_PATH names another driver. Never a
// silent skip: without them the file fails and says what to install (CI
// installs them, .ci/run; where this process may install packages, it does so here).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- plain ESM helper without type declarations
import { installPackages, locateExecutable } from '../../../scripts/lib/system-packages.mjs';
import { withTestFonts } from '../test-fonts';
import { ALLOWED_CONSOLE_MESSAGES, type EngineTab } from './tab';

const INSTALL_ADVICE = 'Install the distribution packages (`apt-get install -y webkit2gtk-driver xvfb fonts-noto-cjk fonts-dejavu-core`)';

function findTools(): { driver: string; xvfb: string } {
  const fromEnv = process.env.WEBKIT_DRIVER_PATH;
  if (fromEnv && !existsSync(fromEnv)) throw new Error(`WEBKIT_DRIVER_PATH=${fromEnv} does not exist`);
  const locate = () => ({
    driver: fromEnv ?? (locateExecutable(['/usr/bin/WebKitWebDriver'], 'WebKitWebDriver') as string | undefined),
    xvfb: locateExecutable(['/usr/bin/Xvfb'], 'Xvfb') as string | undefined,
  });
  let found = locate();
  if (
    (!found.driver || !found.xvfb) &&
    installPackages(['webkit2gtk-driver', 'xvfb', 'fonts-noto-cjk', 'fonts-dejavu-core'], 'the WebKit tests')
  )
    found = locate();
  if (found.driver && found.xvfb) return { driver: found.driver, xvfb: found.xvfb };
  throw new Error(
    `No ${found.driver ? 'Xvfb' : 'WebKitWebDriver'} found for the WebKit tests (tests/e2e/webkit.e2e.ts). ${INSTALL_ADVICE}` +
      ' or set WEBKIT_DRIVER_PATH to a WebKitGTK WebDriver.',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts Xvfb on a free display; resolves with the display's name once it accepts clients. */
function startDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before its display was ready`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: child }));
  });
}

interface WebDriverAnswer<T> {
  value: T & { error?: string; message?: string };
}

/** The W3C element reference key. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebKitBrowser {
  tab: WebKitTab;
  close(): Promise<void>;
}

export interface WebKitTab extends EngineTab {
  /** Runs the next calls inside the page's `index`th frame (null: the top page again). */
  switchToFrame(index: number | null): Promise<void>;
}

/** Xvfb, WebKitWebDriver and one MiniBrowser session (one window: the tab). */
export async function launchWebKit(): Promise<WebKitBrowser> {
  const tools = findTools();
  const { display, process: xvfb } = await startDisplay(tools.xvfb);
  const port = await freePort();
  // WebKitGTK reports prefers-reduced-motion from GTK's animation setting: off, as in the other browsers'
  // tests (docs/browser-tests.md, "Reduced motion"). A settings folder of the run's own holds it.
  const config = mkdtempSync(join(tmpdir(), 'webkit-tests-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const driver = spawn(tools.driver, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...withTestFonts(), DISPLAY: display, XDG_CONFIG_HOME: config, LANGUAGE: 'zh_CN' },
  });
  const base = `http://127.0.0.1:${port}`;
  const stopProcesses = () => {
    driver.kill();
    xvfb.kill();
    rmSync(config, { recursive: true, force: true });
  };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as WebDriverAnswer<T>;
    if (answer.value?.error) throw new Error(`webkit: ${method} ${path}: ${answer.value.error} ${answer.value.message ?? ''}`);
    return answer.value;
  }

  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        stopProcesses();
        throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let session: string;
  try {
    ({ sessionId: session } = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser' } },
    }));
  } catch (error) {
    stopProcesses();
    throw error;
  }
  const inSession = <T>(method: string, path: string, body?: unknown) => call<T>(method, `/session/${session}${path}`, body);
  await inSession('POST', '/window/rect', { width: 1366, height: 900 });

  const elementOf = async (selector: string) =>
    (await inSession<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector }))[ELEMENT];

  // Without a log in WebKitWebDriver, the page reports to itself from its load event on.
  const watchConsole = () =>
    inSession('POST', '/execute/sync', {
      script: `if (!window.__engineErrors) {
        window.__engineErrors = [];
        for (const type of ['error', 'warn']) {
          const original = console[type].bind(console);
          console[type] = (...args) => { window.__engineErrors.push('console ' + type + ': ' + args.map(String).join(' ')); original(...args); };
        }
        addEventListener('error', (event) => window.__engineErrors.push('page error: ' + event.message));
        addEventListener('unhandledrejection', (event) => window.__engineErrors.push('page error: ' + String(event.reason)));
      }`,
      args: [],
    });
  const errors: string[] = [];
  const collectErrors = async () => {
    const seen = await inSession<string[] | null>('POST', '/execute/sync', {
      script: 'const seen = window.__engineErrors ?? []; if (window.__engineErrors) window.__engineErrors = []; return seen;',
      args: [],
    });
    errors.push(...(seen ?? []).filter((message) => !ALLOWED_CONSOLE_MESSAGES.has(message.replace(/^console \w+: /, ''))));
  };

  const tab: WebKitTab = {
    engine: 'webkit',
    async load(url) {
      await collectErrors().catch(() => undefined);
      await inSession('POST', '/url', { url });
      await watchConsole();
    },
    evaluate: (fn, ...args) =>
      inSession('POST', '/execute/async', {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${fn.toString()})(...Array.prototype.slice.call(arguments, 0, -1)))
            .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`,
        args,
      }).then((answer) => {
        const { value, error } = answer as { value?: unknown; error?: string };
        if (error) throw new Error(`webkit: the page threw: ${error}`);
        return value as never;
      }),
    async click(selector) {
      await inSession('POST', `/element/${await elementOf(selector)}/click`, {});
    },
    async type(selector, text) {
      await inSession('POST', `/element/${await elementOf(selector)}/value`, { text });
    },
    async drag(selector, distance) {
      const element = await elementOf(selector);
      // Whole pixels per step, adding up to the distance: WebKitWebDriver truncates a fractional x
      // (ten steps of 23.1 px moved the pointer 230 px, not 231), which missed the slider's gap.
      const at = (step: number) => Math.round((distance * step) / 10);
      const steps = Array.from({ length: 10 }, (_, index) => ({
        type: 'pointerMove',
        duration: 20,
        origin: 'pointer',
        x: at(index + 1) - at(index),
        y: 0,
      }));
      await inSession('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', duration: 0, origin: { [ELEMENT]: element }, x: 0, y: 0 },
              { type: 'pointerDown', button: 0 },
              ...steps,
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      await inSession('DELETE', '/actions');
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await inSession<string>('GET', '/screenshot'), 'base64'));
    },
    async consoleErrors() {
      await collectErrors();
      return [...errors];
    },
    async switchToFrame(index) {
      await inSession('POST', '/frame', { id: index });
      if (index !== null) await watchConsole();
    },
    close: async () => undefined,
  };
  return {
    tab,
    async close() {
      await inSession('DELETE', '').catch(() => undefined);
      stopProcesses();
    },
  };
}
