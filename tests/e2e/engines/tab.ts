// What the Firefox and WebKit tests ask of a browser tab, and the steps they
// build from it. Firefox is driven over WebDriver BiDi (puppeteer-core,
// ./firefox.ts), WebKit over classic W3C WebDriver (./webkit.ts); a journey
// written against `EngineTab` runs in both. Elements are found in the page by
// what a user reads (a label, a button's text, a role and name), marked, and
// then clicked or typed into through the driver's native input, as a user would.
import { PORTAL_READY_ATTRIBUTE, SCREEN_SHOWN_ATTRIBUTE } from '../../../src/app/prerender/document';
import { DEVELOPMENT_KEY_WARNING } from '../../../src/config/env';
import { pushRoute, screensShown, STILL_LOADING } from '../in-app-move';

export type Engine = 'firefox' | 'webkit';

export interface EngineTab {
  readonly engine: Engine;
  /** Loads the URL and returns once its load event has fired. */
  load(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result (a promise is awaited). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A native click in the middle of the element the CSS selector finds. */
  click(selector: string): Promise<void>;
  /** Native key presses into the element the CSS selector finds. */
  type(selector: string, text: string): Promise<void>;
  /** Presses the pointer on the element, moves it `distance` pixels to the right in steps, releases. */
  drag(selector: string, distance: number): Promise<void>;
  /** Viewport-sized screenshot (PNG). */
  screenshot(file: string): Promise<void>;
  /**
   * Console warnings and errors and uncaught page errors seen so far, but the
   * allowed ones. Firefox reports every one; WebKitWebDriver has no log, so
   * WebKit's are those a page reported after its load event (./webkit.ts).
   */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The console messages let through (harness.ts keeps the same list for Chromium). */
export const ALLOWED_CONSOLE_MESSAGES: ReadonlySet<string> = new Set([DEVELOPMENT_KEY_WARNING]);

/** Polls `check` in the page until it returns something other than null/false; its last value, or a timeout naming `what`. */
export async function waitInPage<T, A extends unknown[]>(
  tab: EngineTab,
  what: string,
  check: (...args: A) => T | null | false,
  ...args: A
): Promise<T> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const value = await tab.evaluate(check, ...args);
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${tab.engine}: waited 45 s for ${what} at ${await tab.evaluate(() => location.pathname)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the page's screen is settled: the portal has taken the page over,
 * the progress bar has finished, no spinner or skeleton is left and no entrance
 * animation runs, in two checks in a row (a screen often asks for more once its
 * first answer rendered). The same conditions as the harness's `settled`.
 */
export async function settled(tab: EngineTab): Promise<void> {
  const deadline = Date.now() + 45_000;
  let quietChecks = 0;
  for (;;) {
    const pending = await tab.evaluate(screenPending, PORTAL_READY_ATTRIBUTE, STILL_LOADING);
    quietChecks = pending.length === 0 ? quietChecks + 1 : 0;
    if (quietChecks === 2) return;
    if (Date.now() > deadline) throw new Error(`${tab.engine}: the screen did not settle within 45 s: ${pending.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Moves to another route inside the running app, as a link would (no reload), and waits
 * for its screen to be shown, then settled: the move renders as a transition, which
 * nothing on the page shows until it commits (the harness's `navigateInApp` for Chromium).
 */
export async function moveInApp(tab: EngineTab, path: string): Promise<void> {
  const shownBefore = await tab.evaluate(screensShown, SCREEN_SHOWN_ATTRIBUTE);
  await tab.evaluate(pushRoute, `/web${path}`);
  await waitInPage(
    tab,
    `the screen of ${path}`,
    (attribute, before) => document.documentElement.getAttribute(attribute) !== before,
    SCREEN_SHOWN_ATTRIBUTE,
    shownBefore,
  );
  await settled(tab);
}

/** What the screen still waits for (nothing once settled). */
function screenPending(readyAttribute: string, stillLoading: string): string[] {
  const root = document.documentElement;
  const busy = document.querySelector(stillLoading);
  const running = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
  return [
    ...(root.hasAttribute(readyAttribute) ? [] : ['the portal has not taken the page over']),
    ...(root.classList.contains('nprogress-busy') ? ['the progress bar runs'] : []),
    ...(busy ? [`loading: ${busy.className}`] : []),
    ...running.map(
      (animation) =>
        `animation ${(animation as CSSAnimation).animationName ?? ''} on ${String((animation.effect as KeyframeEffect | null)?.target?.className ?? '')}`,
    ),
  ];
}

/** What to find: a CSS selector, narrowed to shown elements whose text (or aria-label, title) is `text` exactly or matches the pattern. */
export interface Target {
  css: string;
  text?: string;
  /** A regular expression's source, matched against the element's text. */
  pattern?: string;
  /** Only inside the element this CSS selector finds. */
  within?: string;
}

/** Marks the first shown element matching `target` and returns a CSS selector for it, or null. */
function markTarget({ css, text, pattern, within }: Target, mark: string): string | null {
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  const matches = (element: HTMLElement) => {
    const said = [element.innerText, element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? ''].map((value) =>
      value.replace(/\s+/g, ' ').trim(),
    );
    if (text !== undefined) return said.includes(text);
    if (pattern !== undefined) return said.some((value) => new RegExp(pattern).test(value));
    return true;
  };
  // Shown and usable: a button disabled while its screen loads (新增地址 until the list is there) waits, as a user would.
  const usable = (element: HTMLElement) =>
    element.getClientRects().length > 0 && !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true';
  const found = [...scope.querySelectorAll<HTMLElement>(css)].find((element) => usable(element) && matches(element));
  if (!found) return null;
  found.setAttribute('data-engine-target', mark);
  return `[data-engine-target="${mark}"]`;
}

let marks = 0;

/** Waits until the target is shown and usable; a selector for it. */
export function find(tab: EngineTab, target: Target): Promise<string> {
  marks += 1;
  return waitInPage(tab, JSON.stringify(target), markTarget, target, String(marks));
}

export async function clickOn(tab: EngineTab, target: Target): Promise<void> {
  await tab.click(await find(tab, target));
}

/** The form field a label names: `<label for>` (antd's form items) or the field's own aria-label. */
function markField(label: string, within: string | null, mark: string): string | null {
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  const byLabel = [...scope.querySelectorAll('label[for]')].find((element) => element.textContent?.trim() === label);
  const field =
    (byLabel && document.getElementById(byLabel.getAttribute('for') ?? '')) ??
    [...scope.querySelectorAll(`input[aria-label], textarea[aria-label]`)].find((element) => element.getAttribute('aria-label') === label);
  if (!field || field.getClientRects().length === 0) return null;
  field.setAttribute('data-engine-target', mark);
  return `[data-engine-target="${mark}"]`;
}

/** Types into the fields named by their labels, in order. */
export async function fillIn(tab: EngineTab, fields: Record<string, string>, within?: string): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    marks += 1;
    await tab.type(await waitInPage(tab, `the field ${label}`, markField, label, within ?? null, String(marks)), value);
  }
}

/** Waits until the text is shown somewhere in the page (or inside `within`). */
export function seeText(tab: EngineTab, text: string, within?: string): Promise<true> {
  return waitInPage(
    tab,
    `the text ${text}`,
    (wanted, scope) => (document.querySelector(scope) as HTMLElement | null)?.innerText.includes(wanted) ?? false,
    text,
    within ?? 'body',
  );
}

/** Waits until the portal's address is this route. */
export function landedOn(tab: EngineTab, path: string): Promise<true> {
  return waitInPage(tab, `the route ${path}`, (wanted) => location.pathname === wanted, `/web${path}`);
}
