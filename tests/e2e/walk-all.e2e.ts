// Every screen route of the route table, opened in the browser as the persona its layout is for,
// one page per persona: each layout's first route loaded, every other reached inside the running
// app, as a user moves through them by its links (a load costs about twice a move; the Firefox walk
// loads each public page whole, its prerendered markup then hydrated, where a mismatch is a console
// error). A route fails on an error page (404, 403, 500), a blank screen, a console error or
// unhandled rejection (under --prod that includes Content-Security-Policy violations), anything
// moving without end once the screen has settled (a pulsing dot: WCAG 2.2.2), or a serious or
// critical axe-core violation: the whole page on a layout's first route, then the screen's own part
// (the header, footer and sidebar are the same on every route), in the standard mode, and the rules
// a look can change in 关怀版 and in high contrast (at 7:1), switched on the loaded page from the mode
// it opened in (tests/e2e/display-modes.ts, modesFrom): 关怀版 outlasts a move and a reload, so every
// other route opens in it, as a visitor's who turned it on. The visual check compares each route's
// viewport at 1366 px, standard and 关怀版, with its baseline (tests/e2e/looks.ts); the walk works in
// a gateway sandbox of its own, so what the other files change at the same time is not in its
// pictures. Each route leaves a full-page screenshot in reports/screenshots/walk/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RedirectRoute, type RouteEntry } from '../../src/app/routes/table';
import { DISPLAY_MODES, modesFrom, showIn, shownMode, type DisplayMode } from './display-modes';
import {
  openPortal,
  PERSONA_OF_LAYOUT,
  screensInTurn,
  seriousAccessibilityViolations,
  type LoginPersona,
  type PortalPage,
} from './harness';
import { FROZEN_NOW, lookDifference, lookName, UPDATE_BASELINES } from './looks';

/**
 * Routes whose screen is not built yet, so they still show the 404 page. Each
 * is checked to be a 404 still: once its screen exists that check fails, and
 * the route must leave this list to be walked like the others.
 */
const NOT_BUILT_YET: ReadonlySet<string> = new Set<string>([]);

/**
 * The rules run again in 关怀版 and high contrast. The modes restyle the same
 * markup, so names, roles and structure (checked in the standard mode) cannot
 * change; colours, what a link looks like beside text, and what scrolls
 * (larger type) can. High contrast promises 7:1 (WCAG AAA's
 * color-contrast-enhanced, which includes AA's 4.5:1).
 */
const RULES_IN_MODE: Record<Exclude<DisplayMode, 'standard'>, string[]> = {
  elder: ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'],
  contrast: ['color-contrast-enhanced', 'link-in-text-block', 'scrollable-region-focusable'],
};

/** Where an unknown address ends: no other route may end there. */
const NOT_FOUND_PATH = '/404';

const walked = ROUTES.filter((route): route is Exclude<RouteEntry, RedirectRoute> => route.kind !== 'redirect');
/** The shell's own 403 / 404 / 500 routes, walked as the pages they are. */
const errorPaths = new Set(walked.filter((route) => route.kind === 'error').map((route) => route.path));

function screenshotName(persona: LoginPersona | undefined, path: string): string {
  return `walk/${persona ?? 'public'}${path.replaceAll('/', '_')}`;
}

const layouts = [...new Set(walked.map((route) => route.layout))];

/**
 * The tables of the screen wider than their box, by their column titles: at 1366 px in the
 * standard mode every table fits (its columns wrap), so no value hides behind a scrollbar
 * or under a fixed 操作 column. Evaluated in the page.
 */
function tablesScrollingSideways(): string[] {
  return [...document.querySelectorAll<HTMLElement>('#main-content .ant-table-content, #main-content .ant-table-body')]
    .filter((box) => box.scrollWidth > box.clientWidth + 1)
    .map((box) => {
      const titles = [...(box.closest('.ant-table')?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent?.trim());
      return `the table of ${titles.filter(Boolean).join(' · ')} is ${box.scrollWidth}px wide in a ${box.clientWidth}px box`;
    });
}

/**
 * What moves on the settled screen without end (WCAG 2.2.2, MIIT's "no moving content"): a running
 * animation that repeats for ever, by its name and the classes of what it moves. Evaluated in the page.
 */
function endlessMotion(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity)
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
      const classes = String(target?.className ?? '')
        .trim()
        .replaceAll(/\s+/g, '.');
      return `${name} on .${classes}`;
    });
}

describe.each(layouts)('walk: %s routes', (layout) => {
  const persona = PERSONA_OF_LAYOUT[layout];
  const routes = walked.filter((route) => route.layout === layout);
  let portal: PortalPage;
  let goTo: (path: string) => Promise<void>;
  let layoutChecked = false;

  beforeAll(async () => {
    portal = await openPortal({ persona, sandbox: `walk-${layout}` });
    goTo = screensInTurn(portal);
    await portal.context.clock.setFixedTime(FROZEN_NOW);
    // A QR-code login page stays while it is checked: the gateway keeps a code it issued waiting for
    // its scan (docs/mock-gateway.md, "QR codes wait for the scan"); no walked page starts a face check.
  });
  afterAll(() => portal.close());

  async function open(path: string): Promise<string> {
    await goTo(path);
    return new URL(portal.page.url()).pathname.replace(/^\/web/, '');
  }

  // ErrorPage's markup (src/components/ErrorPage.tsx): 404, 403 or the 500 of a screen that failed.
  const errorPageShown = (status: 404 | 403 | 500) => portal.page.locator(`#main-content .error-page--${status}`).count();

  it.each(routes.filter((route) => NOT_BUILT_YET.has(route.path)).map((route) => route.path))(
    '%s is not built yet and still shows the 404 page',
    async (path) => {
      const landed = await open(path);
      expect(landed === NOT_FOUND_PATH || (await errorPageShown(404)) > 0).toBe(true);
    },
  );

  it.each(routes.filter((route) => !NOT_BUILT_YET.has(route.path)).map((route) => route.path))(
    '%s renders a finished, accessible screen',
    async (path) => {
      const errorsBefore = portal.errors.length;
      const landed = await open(path);
      if (!errorPaths.has(path)) {
        expect(landed, `${path} ended on the 404 page`).not.toBe(NOT_FOUND_PATH);
        expect(await errorPageShown(404), `${path} shows the 404 page`).toBe(0);
        expect(await errorPageShown(403), `${path} tells the ${persona ?? 'visitor'} they may not use it`).toBe(0);
        expect(await errorPageShown(500), `${path} failed to load its screen`).toBe(0);
      }
      if (persona) expect(landed, `${path} sent the ${persona} to log in`).not.toBe('/login');
      const text = (await portal.page.locator('#main-content').innerText()).trim();
      expect(text.length, `${path} rendered a blank screen`).toBeGreaterThan(0);
      expect(portal.errors.slice(errorsBefore), `${path}: console errors`).toEqual([]);
      expect((await portal.page.evaluate(endlessMotion)).join('; '), `${path}: something moves without end`).toBe('');
      const scope = layoutChecked ? '#main-content' : undefined;
      layoutChecked = true;
      const violations: string[] = [];
      const looks: string[] = [];
      // Each mode once, from the one the last route ended in (modesFrom: one switch of 关怀版 a route).
      for (const mode of modesFrom(await shownMode(portal.page), DISPLAY_MODES)) {
        await showIn(portal.page, mode);
        if (mode === 'standard') {
          await portal.screenshot(screenshotName(persona, path));
          expect(await portal.page.evaluate(tablesScrollingSideways), `${path}: a table scrolls sideways at 1366 px`).toEqual([]);
        }
        if (mode !== 'contrast') {
          const difference = await lookDifference(portal.page, lookName(1366, mode, persona, path));
          if (difference) looks.push(difference);
        }
        const found = await seriousAccessibilityViolations(portal.page, mode === 'standard' ? undefined : RULES_IN_MODE[mode], scope);
        violations.push(
          ...found.map(
            (violation) => `${path} ${mode} ${violation.impact} ${violation.rule}: ${violation.help} — ${violation.selectors.join(' | ')}`,
          ),
        );
      }
      expect(violations).toEqual([]);
      expect(looks).toEqual([]);
    },
  );

  // The check itself: /login (its baseline just compared equal) without its style sheets must differ.
  it.runIf(layout === 'public' && !UPDATE_BASELINES)('the visual check fails a page without its style sheets', async () => {
    await open('/login');
    await showIn(portal.page, 'standard');
    await portal.page.evaluate(() => {
      for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) sheet.remove();
    });
    expect(await lookDifference(portal.page, lookName(1366, 'standard', undefined, '/login'))).toMatch(/differ from the baseline/);
  });
});
