// The portal's three looks (docs/accessibility.md): the standard mode, 关怀版
// and the assistive toolbar's high contrast (配色). Switched on the page as it
// is, without a reload, so a test can check one loaded screen in each.
import type { Page } from 'playwright-core';

export const DISPLAY_MODES = ['standard', 'elder', 'contrast'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The root classes the portal sets for 关怀版 (src/app/App.tsx) and 配色 (src/app/assistive/choices.ts). */
const ELDER_CLASS = 'elder-mode';
const CONTRAST_CLASS = 'a11y-contrast';

/** Two animation frames: the restyled page has been laid out and painted. */
function nextPaint(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * The style sheet that brought the high-contrast rules to an earlier page of this test
 * file: a freshly loaded page gets the same sheet without opening the toolbar again
 * (about 0.6 s a page; the toolbar's own tests open it).
 */
let contrastSheet: string | undefined;

/** The address of the style sheet holding the high-contrast rules on the page, or undefined. */
function contrastRulesSheet(page: Page): Promise<string | undefined> {
  return page.evaluate((className) => {
    const holding = [...document.styleSheets].find((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes(className));
      } catch {
        return false;
      }
    });
    return holding ? (holding.href ?? '') : undefined;
  }, CONTRAST_CLASS);
}

/** The high-contrast rules come with the toolbar's chunk: opened and closed once by its shortcut, they stay on the page. */
async function loadContrastRules(page: Page): Promise<void> {
  if ((await contrastRulesSheet(page)) !== undefined) return;
  if (contrastSheet) {
    await page.evaluate(
      (href) =>
        new Promise<void>((loaded, failed) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
          link.addEventListener('load', () => loaded());
          link.addEventListener('error', () => failed(new Error(`${href} did not load`)));
          document.head.append(link);
        }),
      contrastSheet,
    );
  } else {
    await page.keyboard.press('Alt+Shift+A');
    await page.getByRole('toolbar', { name: '无障碍工具栏' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('toolbar', { name: '无障碍工具栏' }).waitFor({ state: 'detached' });
  }
  const sheet = await contrastRulesSheet(page);
  if (sheet === undefined)
    throw new Error(
      contrastSheet
        ? `the high-contrast rules did not apply from ${contrastSheet}`
        : 'the assistive toolbar opened without its high-contrast rules',
    );
  // An inline sheet (a development build) has no address to load again.
  if (sheet) contrastSheet = sheet;
}

/**
 * Shows the loaded page in `mode`: 关怀版 through the top bar's own switch (its
 * store re-themes antd), high contrast through the root class the toolbar's
 * 配色 sets. Leaves the other mode off.
 */
export async function showIn(page: Page, mode: DisplayMode): Promise<void> {
  if (((await shownMode(page)) === 'elder') !== (mode === 'elder')) {
    await page.locator('.elder-switch').click();
    await page.waitForFunction(([className, wanted]) => document.documentElement.classList.contains(className) === wanted, [
      ELDER_CLASS,
      mode === 'elder',
    ] as const);
  }
  if (mode === 'contrast') await loadContrastRules(page);
  await page.evaluate(([className, on]) => document.documentElement.classList.toggle(className, on), [
    CONTRAST_CLASS,
    mode === 'contrast',
  ] as const);
  await nextPaint(page);
}

/** The mode the loaded page shows now (关怀版 outlasts a move and a reload; high contrast a move). */
export async function shownMode(page: Page): Promise<DisplayMode> {
  const [elder, contrast] = await page.evaluate(
    (classes) => classes.map((className) => document.documentElement.classList.contains(className)),
    [ELDER_CLASS, CONTRAST_CLASS],
  );
  return elder ? 'elder' : contrast ? 'contrast' : 'standard';
}

/**
 * `modes` in the order that shows each once, starting with `current`, with the fewest
 * switches of 关怀版: switching it re-themes antd, the dearest step of a walk (about a
 * twentieth of a second of a core a page), while high contrast is a root class. A walk that
 * checks each route in this order from the mode the last route ended in switches
 * 关怀版 once a route instead of twice.
 */
export function modesFrom<Mode extends DisplayMode>(current: DisplayMode, modes: readonly Mode[]): Mode[] {
  const switchesFrom = (mode: Mode) => (mode === current ? 0 : (mode === 'elder') === (current === 'elder') ? 1 : 2);
  return [...modes].sort((one, other) => switchesFrom(one) - switchesFrom(other));
}
