// What every browser test needs: a page of the portal in the shared Chromium,
// optionally already logged in as a persona of the mock gateway, with console
// warnings and errors and unhandled rejections collected so a test can insist on none.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Disposable,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { afterAll, beforeAll, inject, TestRunner } from 'vitest';
import { buildRequestEnvelope } from '../../mock/cipher';
import { DEV_KEYS } from '../../mock/dev-keys';
import type { components } from '../../src/api/generated/unit';
import { PORTAL_READY_ATTRIBUTE, SCREEN_SHOWN_ATTRIBUTE } from '../../src/app/prerender/document';
import type { LayoutKind } from '../../src/app/routes/table';
import { SESSION_STORAGE_KEY } from '../../src/config/app';
import { DEVELOPMENT_KEY_WARNING } from '../../src/config/env';
import { gatewayPost, isAgent, sessionFor, type LoginPersona } from './gateway-session';
import { pushRoute, screensShown, STILL_LOADING } from './in-app-move';
import { PERSONA_OF_CENTRE } from './listed-centre-screens';

export type { LoginPersona };

/** Who a walk through the routes logs in as for each layout of the route table (none on public pages). */
export const PERSONA_OF_LAYOUT: Record<LayoutKind, LoginPersona | undefined> = { public: undefined, ...PERSONA_OF_CENTRE };

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../reports/screenshots');
/**
 * `E2E_SCREENSHOTS=failures` (npm test) skips the named screenshots, which are
 * for people to look at, and keeps the ones of failed tests: a full-page
 * screenshot costs about a third of a second of both cores (the walk of every
 * route: 166 s → 133 s).
 */
export const NAMED_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'failures';

let browser: Browser | undefined;
async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserEndpoint'));
  return browser;
}

export interface NewPerson {
  name: string;
  idCardNo: string;
  cellphone: string;
  password: string;
}

/**
 * Registers a person account of the test's own with the gateway, so that a journey changing
 * a password or cancelling leaves the example person (whom other files log in as) alone.
 */
export async function registerPerson(person: NewPerson): Promise<void> {
  await register('person', '/base/register', { ...person, smsCode: '502816', agreementAccepted: true });
}

/** A unit of the test's own (`unitBase/registerUnit`), its manager logging in with the phone and password given. */
export type NewUnit = Omit<components['schemas']['RegisterUnitRequest'], 'cellphoneCode' | 'agreement' | 'authSerial'>;

export async function registerUnit(unit: NewUnit, sandbox?: string): Promise<void> {
  await register('unit', '/unitBase/registerUnit', { ...unit, cellphoneCode: '386214', agreement: true }, sandbox);
}

/** A registration sealed as the portal seals it (x-sm4: request), in the gateway's sandbox of that name if one is given. */
async function register(service: string, path: string, body: Record<string, unknown>, sandbox?: string): Promise<void> {
  const { envelope } = buildRequestEnvelope(JSON.stringify(body), DEV_KEYS.publicKey);
  const answer = await gatewayPost(inject('gatewayUrl'), path, envelope, sandbox ? { 'X-Mock-Sandbox': sandbox } : {}, service);
  if (answer.appcode !== '0') throw new Error(`${path} of ${JSON.stringify(body)} failed: ${answer.appcode} ${answer.msg}`);
}

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Console warnings and errors (but the allowed ones), page errors and unhandled rejections seen so far. */
  errors: string[];
  /**
   * Opens a portal route, e.g. `/center/account`, and waits until the screen is
   * settled (`settled`); with `{ settle: false }` only until the app has taken
   * the page over (for a test that watches what happens while it loads).
   * Not the network idle for half a second: that is half a second on every
   * load, and an event-free wait.
   */
  goto(path: string, options?: { settle?: boolean }): Promise<void>;
  /**
   * Waits until the current screen is settled: the page's first screen is on
   * screen and the navigation progress bar has finished (the shell ends it once
   * the screen rendered), no request of the
   * page is in flight, nothing still loads (`STILL_LOADING`) and no
   * entrance animation is still running.
   * Polls; no fixed sleep.
   */
  settled(timeoutMs?: number): Promise<void>;
  /** Screenshot of the whole page into reports/screenshots/<name>.png (unless E2E_SCREENSHOTS=failures). */
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenPortalOptions {
  persona?: LoginPersona;
  /** Log the persona in to this account (login request fields, e.g. username and password) instead of the example session. */
  credentials?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** Another browser's user agent string (the old-browser notice, a phone's browser). */
  userAgent?: string;
  /** A phone: the page's viewport meta tag is honoured and the screen takes touch (with `hasTouch`). */
  isMobile?: boolean;
  hasTouch?: boolean;
  /**
   * The gateway's state sandbox the context works in (the `mock-sandbox` cookie,
   * docs/mock-gateway.md): a test that resets state takes one of its own, so the
   * files running beside it keep theirs.
   */
  sandbox?: string;
  /**
   * QR codes (QR logins, the e-card) count as scanned and confirmed at their first poll
   * (the `mock-scan=auto` cookie, docs/mock-gateway.md "Other parties"); without it a
   * code waits until the test confirms it (`confirmScan` of login-helpers.ts).
   */
  autoScan?: boolean;
  /**
   * A first visit: a new browser context with an empty cache, not a tab a previous test left
   * (a test of what a first load fetches or shows while it loads).
   */
  firstVisit?: boolean;
  /** Another portal and gateway than the run's (a file that starts its own, e.g. a gateway in proxy mode). */
  servers?: { portalUrl: string; gatewayUrl: string };
}

/** The puzzles the gateway drew for the pages of this run: background picture → captchaId (see `puzzleIdOf`). */
const DRAWN_PUZZLES = new Map<string, string>();

/** The captchaId of the puzzle whose background picture is shown, once its answer reached the test. */
export const puzzleIdOf = (backgroundImage: string): string | undefined => DRAWN_PUZZLES.get(backgroundImage);

/**
 * The console messages a test lets through; every other warning or error fails it.
 * - DEVELOPMENT_KEY_WARNING: the suite always tests a build with the mock gateway's
 *   development key (`--mode mock`), and such a build says so on start.
 */
const ALLOWED_CONSOLE_MESSAGES: ReadonlySet<string> = new Set([DEVELOPMENT_KEY_WARNING]);

/** Portals opened outside a test (a file's tests sharing one tab), while open. */
const sharedPages = new Set<Page>();

/**
 * A test that failed on a shared tab gets the report `close` gives a tab of its own test.
 * Registered after every test of every file (tests/e2e/report-shared-tabs.ts, a setup file:
 * the files of a worker share this module, so a hook registered here would run in the first only).
 */
export async function reportFailureOnSharedTabs(task: {
  name: string;
  file?: { filepath: string };
  result?: { state?: string };
}): Promise<void> {
  if (task.result?.state !== 'fail') return;
  for (const page of sharedPages) await reportFailure(page, task);
}

/**
 * A tab a test closed, kept for the next test of the worker that asks for a context made the
 * same way: its renderer has compiled the portal's scripts and its cache holds them, so the next
 * load costs what a reload does, not a fresh context's 0.5–0.9 CPU-seconds more
 * (docs/browser-tests.md, "Tabs kept between tests"). Only a tab whose test changed nothing
 * that the reset below does not undo is kept; a test that needs an empty cache asks for
 * `firstVisit`. At most two, the one closed last replacing another made the same way.
 */
const keptTabs = new Map<string, { context: BrowserContext; page: Page }>();
const MOST_KEPT_TABS = 2;

/**
 * What a test may use on the page or context it is given without making the tab unfit for the
 * next test: reading, pressing, typing, navigating, cookies (cleared between tests). Any other
 * member (routes, init scripts, clocks, listeners, viewport or media emulation, DevTools
 * sessions, new pages, time limits) marks the tab to be closed instead of kept: an allow list,
 * so a member added to Playwright later errs on the side of a fresh tab.
 */
const PAGE_MEMBERS_RESET_BETWEEN_TESTS: ReadonlySet<PropertyKey> = new Set([
  '$',
  '$$',
  '$eval',
  '$$eval',
  'bringToFront',
  'check',
  'click',
  'content',
  'context',
  'dblclick',
  'dispatchEvent',
  'dragAndDrop',
  'evaluate',
  'evaluateHandle',
  'fill',
  'focus',
  'frame',
  'frameLocator',
  'frames',
  'getAttribute',
  'getByAltText',
  'getByLabel',
  'getByPlaceholder',
  'getByRole',
  'getByTestId',
  'getByText',
  'getByTitle',
  'goBack',
  'goForward',
  'goto',
  'hover',
  'innerHTML',
  'innerText',
  'inputValue',
  'isChecked',
  'isClosed',
  'isDisabled',
  'isEditable',
  'isEnabled',
  'isHidden',
  'isVisible',
  'locator',
  'mainFrame',
  'press',
  'reload',
  'screenshot',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'textContent',
  'title',
  'type',
  'uncheck',
  'url',
  'viewportSize',
  'waitForEvent',
  'waitForFunction',
  'waitForLoadState',
  'waitForNavigation',
  'waitForRequest',
  'waitForResponse',
  'waitForSelector',
  'waitForTimeout',
  'waitForURL',
]);
const CONTEXT_MEMBERS_RESET_BETWEEN_TESTS: ReadonlySet<PropertyKey> = new Set([
  'addCookies',
  'clearCookies',
  'cookies',
  'pages',
  'storageState',
  'waitForEvent',
]);
/** Properties that are not methods but change the tab all the same. */
const CHANGING_PROPERTIES: ReadonlySet<PropertyKey> = new Set(['clock', 'tracing', 'coverage']);

/** What a test did with its tab, as far as keeping it goes. */
interface TabUse {
  /** A member outside the allow list was used: the tab is closed, not kept. */
  changed: boolean;
  /** The test closed it. */
  closed: boolean;
  /** It was kept when the test closed it: its page and context may already serve another test. */
  handedOn: boolean;
}

/**
 * The page or context as a test gets it: every member works as Playwright's (methods bound to
 * the real object), using one outside `harmless` marks the tab changed, and nothing works once
 * the tab was kept for another test.
 */
function watched<T extends object>(target: T, harmless: ReadonlySet<PropertyKey>, use: TabUse, replaced: Record<string, () => unknown>): T {
  return new Proxy(target, {
    get(object, member) {
      if (use.handedOn) throw new Error(`the portal's tab was closed; ${String(member)} would act on another test's tab`);
      const replacement = typeof member === 'string' ? replaced[member] : undefined;
      if (replacement) return replacement;
      const value: unknown = Reflect.get(object, member, object);
      if (typeof value !== 'function') {
        if (CHANGING_PROPERTIES.has(member)) use.changed = true;
        return value;
      }
      if (!harmless.has(member)) use.changed = true;
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/**
 * Makes a kept tab as a new one for the next test: the test's init scripts gone, no cookies, no
 * session or local storage, the pointer back in the corner, and the page on a document of the
 * portal's origin that runs nothing (the last screen's polls and timers end with it). False when
 * the tab did not let itself be reset (a hung page, a navigation refused): it is closed then.
 */
async function resetForTheNextTest(context: BrowserContext, page: Page, scripts: Disposable[], portalUrl: string): Promise<boolean> {
  try {
    for (const script of scripts) await script.dispose();
    await context.clearCookies();
    await page.goto(`${portalUrl}/favicon.svg`, { timeout: 10_000 });
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.mouse.move(0, 0);
    return true;
  } catch {
    return false;
  }
}

export async function openPortal(options: OpenPortalOptions = {}): Promise<PortalPage> {
  const { portalUrl, gatewayUrl } = options.servers ?? { portalUrl: inject('portalUrl'), gatewayUrl: inject('gatewayUrl') };
  const contextOptions = {
    locale: 'zh-CN',
    viewport: options.viewport ?? { width: 1366, height: 900 },
    userAgent: options.userAgent,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    // No zooming dialogs or sliding drop-downs (the portal honours the system
    // setting): on a loaded machine a click could land while its target still moved.
    reducedMotion: 'reduce',
  } as const;
  const tabKey = JSON.stringify([portalUrl, contextOptions]);
  const kept = options.firstVisit ? undefined : keptTabs.get(tabKey);
  if (kept) keptTabs.delete(tabKey);
  const context = kept?.context ?? (await (await sharedBrowser()).newContext(contextOptions));
  const scripts: Disposable[] = [];
  if (options.sandbox) await context.addCookies([{ name: 'mock-sandbox', value: options.sandbox, url: portalUrl }]);
  if (options.autoScan) await context.addCookies([{ name: 'mock-scan', value: 'auto', url: portalUrl }]);
  if (options.persona) {
    const stored = await sessionFor(gatewayUrl, options.persona, options.credentials);
    if (isAgent(options.persona)) await context.addCookies([{ name: 'mock-persona', value: options.persona, url: portalUrl }]);
    // Seed the session once per tab, so a logout inside the test sticks.
    scripts.push(
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('e2e-seeded')) {
            sessionStorage.setItem(key, value);
            sessionStorage.setItem('e2e-seeded', '1');
          }
        },
        [SESSION_STORAGE_KEY, stored] as const,
      ),
    );
  }
  const page = kept?.page ?? (await context.newPage());
  const shared = TestRunner.getCurrentTest() === undefined;
  if (shared) sharedPages.add(page);
  const use: TabUse = { changed: false, closed: false, handedOn: false };
  const watchedContext = watched(context, CONTEXT_MEMBERS_RESET_BETWEEN_TESTS, use, {});
  const watchedPage = watched(page, PAGE_MEMBERS_RESET_BETWEEN_TESTS, use, { context: () => watchedContext });
  const errors: string[] = [];
  const inFlight = new Set<Request>();
  const forget = (request: Request) => inFlight.delete(request);
  const listeners = {
    console: (message: ConsoleMessage) => {
      const type = message.type();
      if ((type === 'error' || type === 'warning') && !ALLOWED_CONSOLE_MESSAGES.has(message.text())) {
        errors.push(`console ${type}: ${message.text()}`);
      }
    },
    pageerror: (error: Error) => errors.push(`page error: ${error.message}`),
    response: (response: Response) => {
      if (!response.url().endsWith('/captcha/render')) return;
      void response
        .json()
        .then((body: { map?: { captchaId?: string; backgroundImage?: string } }) => {
          if (body.map?.captchaId && body.map.backgroundImage) DRAWN_PUZZLES.set(body.map.backgroundImage, body.map.captchaId);
        })
        .catch(() => undefined);
    },
    request: (request: Request) => inFlight.add(request),
    requestfinished: forget,
    requestfailed: forget,
  };
  for (const [event, listener] of Object.entries(listeners)) page.on(event as 'request', listener as (request: Request) => void);
  // Checked after the page drew two more frames: a screen that asks for more once its first
  // answer rendered has sent that request by then (its effects ran), however busy the machine.
  const screenIdleAfterTwoFrames = () =>
    page.evaluate(
      async ([readyAttribute, stillLoading]) => {
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return (
          // The first screen of the page is there (later ones: the progress bar has finished).
          document.documentElement.hasAttribute(readyAttribute) &&
          !document.documentElement.classList.contains('nprogress-busy') &&
          document.querySelector(stillLoading) === null &&
          // Entrance animations (fades, slides) done; endless ones (spinners) do not count.
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)
        );
      },
      [PORTAL_READY_ATTRIBUTE, STILL_LOADING] as const,
    );
  async function settled(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // Two quiet checks in a row: a screen often asks for more once its first answer rendered.
    let quietChecks = 0;
    while (quietChecks < 2) {
      if (Date.now() > deadline) {
        throw new Error(`screen not settled after ${timeoutMs} ms; requests in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      }
      const idle = await screenIdleAfterTwoFrames();
      quietChecks = idle && inFlight.size === 0 ? quietChecks + 1 : 0;
    }
  }
  return {
    page: watchedPage,
    context: watchedContext,
    errors,
    async goto(path, options) {
      await page.goto(`${portalUrl}${path}`, { waitUntil: 'load' });
      // A prerendered page is on screen before it works: wait until the app has taken it over.
      await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}]`, { state: 'attached' });
      if (options?.settle !== false) await settled();
    },
    settled,
    async screenshot(name) {
      if (!NAMED_SCREENSHOTS) return;
      const file = resolve(SCREENSHOT_DIR, `${name}.png`);
      mkdirSync(dirname(file), { recursive: true });
      // The whole page through a viewport as tall as it, not Playwright's fullPage: in Chromium that
      // hides the scrollbars for good, and the visual check's next picture would be wider by them.
      const viewport = page.viewportSize();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const taller = viewport !== null && height > viewport.height;
      if (taller) await page.setViewportSize({ width: viewport.width, height });
      await page.screenshot({ path: file });
      if (taller) await page.setViewportSize(viewport);
    },
    async close() {
      if (use.closed) return;
      use.closed = true;
      const test = TestRunner.getCurrentTest();
      if (!shared && test?.result?.state === 'fail') await reportFailure(page, test);
      sharedPages.delete(page);
      for (const [event, listener] of Object.entries(listeners)) page.off(event as 'request', listener as (request: Request) => void);
      const keep = !use.changed && context.pages().length === 1 && !page.isClosed();
      if (!keep || !(await resetForTheNextTest(context, page, scripts, portalUrl))) {
        await context.close();
        return;
      }
      use.handedOn = true;
      const older = keptTabs.get(tabKey);
      keptTabs.delete(tabKey);
      keptTabs.set(tabKey, { context, page });
      await older?.context.close();
      if (keptTabs.size > MOST_KEPT_TABS) {
        const [oldestKey, oldest] = keptTabs.entries().next().value!;
        keptTabs.delete(oldestKey);
        await oldest.context.close();
      }
    },
  };
}

/**
 * When a test fails with the page still open: where it was and what it showed
 * (open dialogs, form messages, toasts, the focused element) go to the log, the picture to
 * reports/screenshots/failed/, so a failure on CI can be read without a rerun. With
 * E2E_PAGE_REPORTS set (npm test sets it), the same goes as a line of JSON to that
 * file, and npm test's summary prints it under the failed test: a long log is often
 * read from its end only.
 */
async function reportFailure(page: Page, test: { name: string; file?: { filepath: string } }): Promise<void> {
  const file = resolve(SCREENSHOT_DIR, 'failed', `${test.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}.png`);
  mkdirSync(dirname(file), { recursive: true });
  // A page that no longer answers (frozen, or stuck in a frame) must not hold the run: evaluate has no time limit of its own.
  const withinFiveSeconds = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the page did not answer within 5 s')), 5_000).unref()),
    ]);
  try {
    const shown = await withinFiveSeconds(
      page.evaluate(() => {
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const texts = (selector: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)]
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => el.innerText.trim());
        return {
          dialogs: texts('.ant-modal-title, .ant-popover-title, .ant-popconfirm-title'),
          popups: texts('.ant-select-dropdown, .ant-cascader-dropdown, .ant-picker-dropdown').map((text) => text.slice(0, 120)),
          formMessages: texts('.ant-form-item-explain-error'),
          toasts: texts('.ant-message-notice'),
          focused:
            active &&
            `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.innerText).replace(/\s+/g, ' ').trim().slice(0, 60)}"`,
        };
      }),
    );
    const pageReports = process.env.E2E_PAGE_REPORTS;
    if (pageReports) {
      mkdirSync(dirname(pageReports), { recursive: true });
      appendFileSync(pageReports, `${JSON.stringify({ file: test.file?.filepath, test: test.name, url: page.url(), ...shown })}\n`);
    }
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
    console.error(`failed at ${page.url()}\n${JSON.stringify(shown, null, 1)}\nscreenshot: ${file}`);
  } catch (error) {
    console.error(`failed at ${page.url()}; the page could not be read: ${String(error)}`);
  }
}

export interface AccessibilityViolation {
  rule: string;
  impact: string;
  help: string;
  selectors: string[];
}

/** Impacts that fail a page (GB/T 37668 / WCAG 2.1 AA intent). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules, or only the rules named) on the
 * page as it is now — or only inside the element `within` names — and returns
 * the serious and critical violations. Evaluated through the DevTools
 * protocol, so it also works under the portal's Content-Security-Policy.
 */
export async function seriousAccessibilityViolations(page: Page, onlyRules?: string[], within?: string): Promise<AccessibilityViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ rules, selector }) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      }),
    { rules: onlyRules, selector: within },
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      selectors: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Moves to another route inside the running app, as a link would (no reload), and
 * waits for its screen: the move renders as a transition, which nothing on the page
 * shows until the new screen is drawn, so the page can look settled before it began.
 */
export async function navigateInApp(portal: PortalPage, path: string): Promise<void> {
  const { page } = portal;
  const shownBefore = await page.evaluate(screensShown, SCREEN_SHOWN_ATTRIBUTE);
  await page.evaluate(pushRoute, `/web${path}`);
  await page.waitForFunction(([attribute, before]) => document.documentElement.getAttribute(attribute) !== before, [
    SCREEN_SHOWN_ATTRIBUTE,
    shownBefore,
  ] as const);
  await portal.settled();
}

/**
 * Goes from screen to screen in one tab as a user does: the first path given loads, every
 * later one is moved to inside the running app (a load costs several times a move).
 */
export function screensInTurn(portal: PortalPage): (path: string) => Promise<void> {
  let loaded = false;
  return async (path) => {
    await (loaded ? navigateInApp(portal, path) : portal.goto(path));
    loaded = true;
  };
}

/** A screen a tour reached, with what the page logged as an error since. */
export interface VisitedScreen {
  readonly page: Page;
  errorsSince(): string[];
}

/**
 * A tab of the persona's for the tests of the describe (or file) that calls it, going from
 * screen to screen as a user does: the first visit loads its path, every other moves the
 * app's router there. A fresh tab per screen would load the portal and compile its scripts
 * again, several times what a move costs.
 */
export function screenTour(persona: LoginPersona): { visit(path: string): Promise<VisitedScreen> } {
  let portal: PortalPage | undefined;
  let goTo: ((path: string) => Promise<void>) | undefined;
  beforeAll(async () => {
    portal = await openPortal({ persona });
    goTo = screensInTurn(portal);
  });
  afterAll(() => portal?.close());
  return {
    async visit(path) {
      if (!portal || !goTo) throw new Error('screenTour: the tab is opened before the tests; visit it inside one');
      const errorsBefore = portal.errors.length;
      await goTo(path);
      const { page, errors } = portal;
      return { page, errorsSince: () => errors.slice(errorsBefore) };
    },
  };
}

/**
 * Clicks an option of the open antd select or cascader by its text. antd keeps an
 * invisible list with role option for screen readers; the visible one is the dropdown's.
 */
export async function chooseInDropdown(page: Page, option: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible, .ant-cascader-dropdown:visible').getByText(option, { exact: true }).click();
}
