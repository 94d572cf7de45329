// Every screen route of the route table on a phone and a tablet: 360 and 768 px wide (and 390 with
// named screenshots on), touch, a phone's browser, in the standard mode and in 关怀版, as the persona
// its layout is for (per persona one tab at each width, opened at it and never resized, as a
// phone's screen is not: Chromium's emulation can stop drawing a tab it resized many times; routes
// after the first are opened inside the running app, as a link would, and 关怀版 comes from the top
// bar's switch, not a new load). A route fails when the page scrolls sideways (the document is
// wider than the screen) or when an element reaches past the right edge of the screen outside a
// container that scrolls or clips sideways — the message names the element (tag, classes, text).
// Wide tables and the map scroll inside their own box (docs/phones.md). At 360 px the visual check
// compares the viewport in each mode with its baseline (tests/e2e/looks.ts), in a gateway sandbox
// of the walk's own. With named screenshots on, each route leaves one at 390 px in
// reports/screenshots/phone/<mode>/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RedirectRoute, type RouteEntry } from '../../src/app/routes/table';
import { modesFrom, showIn, shownMode } from './display-modes';
import { NAMED_SCREENSHOTS, navigateInApp, openPortal, PERSONA_OF_LAYOUT, type PortalPage } from './harness';
import { FROZEN_NOW, lookDifference, lookName } from './looks';
import { textOverlaps } from './text-overlap';

/** Chrome on an Android phone. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
/**
 * 360 px, the narrowest phone the portal is made for, with the visual check; 768 px, a tablet in
 * the desktop layout. Phones from 360 to 575 px share one layout (no breakpoint of the portal's or
 * antd's between them), in which a wider screen only gives more room: what fits 360 fits a 390 or
 * 414 px phone too (docs/phones.md). The named screenshots, for people to look at, are taken on a
 * 390 px phone, the common one; that tab is opened only when they are (not in npm test).
 */
const CHECKED_WIDTH = 360;
const SCREENSHOT_WIDTH = 390;
const WIDTHS = NAMED_SCREENSHOTS ? [CHECKED_WIDTH, SCREENSHOT_WIDTH, 768] : [CHECKED_WIDTH, 768];
const HEIGHT = 780;

const MODES = ['standard', 'elder'] as const;

const walked = ROUTES.filter((route): route is Exclude<RouteEntry, RedirectRoute> => route.kind !== 'redirect');
const layouts = [...new Set(walked.map((route) => route.layout))];

/**
 * What sticks out at this width: the document's own width when it is wider
 * than the screen, and the outermost visible elements whose right edge is past
 * the screen's without a container between them and the page that scrolls or
 * clips sideways (the page's own <html> and <body> do not count as one).
 */
function overflowAt(page: PortalPage['page'], width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (window.innerWidth !== screenWidth)
      problems.push(`the layout viewport is ${window.innerWidth}px, not the screen's ${screenWidth}px`);
    if (root.scrollWidth > screenWidth) problems.push(`the page is ${root.scrollWidth}px wide and scrolls sideways`);
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
      const text = (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
      const box = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}" reaches ${Math.round(box.right)}px`;
    };
    const contained = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body && ancestor !== root;
        ancestor = ancestor.parentElement
      ) {
        if (getComputedStyle(ancestor).overflowX !== 'visible') return true;
      }
      return false;
    };
    const reported = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= screenWidth + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden' || contained(element)) continue;
      reported.add(element);
      if (element.parentElement && reported.has(element.parentElement)) continue;
      problems.push(describe(element));
    }
    return problems.slice(0, 8);
  }, width);
}

/**
 * What is hard to hit or read at this width: checkboxes and radios whose
 * target (their labelled row, or the native input of a bare box) is smaller
 * than `target` px either way, tabs whose label breaks onto two lines, and
 * labels of description lists broken onto more than two (squeezed beside
 * their values, 在用卡片 reads one character per line), and the titles of a
 * table's cards that run past their value into the next (统一社会信用代码).
 */
function cramped(page: PortalPage['page'], target: number): Promise<string[]> {
  return page.evaluate((least) => {
    const problems: string[] = [];
    const shown = (box: DOMRect) => box.width > 0 && box.height > 0;
    for (const input of document.querySelectorAll<HTMLInputElement>('input.ant-checkbox-input, input.ant-radio-input')) {
      const wrapper = input.closest('.ant-checkbox-wrapper, .ant-radio-wrapper');
      const labelled = wrapper?.querySelector('.ant-checkbox-label, .ant-radio-label, .ant-checkbox + span, .ant-radio + span');
      const box = (labelled && wrapper ? wrapper : input).getBoundingClientRect();
      if (!shown(input.getBoundingClientRect()) || (box.width >= least && box.height >= least)) continue;
      const name = (wrapper as HTMLElement | null)?.innerText.trim().slice(0, 20) ?? '';
      problems.push(`${input.type} "${name}" is hit on ${Math.round(box.width)}×${Math.round(box.height)}px, less than ${least}×${least}`);
    }
    /** The most lines a text node of the element is laid out on. */
    const linesOf = (element: Element) => {
      let most = { lines: 0, text: '' };
      const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = words.nextNode(); text; text = words.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = new Set([...range.getClientRects()].filter(shown).map((rect) => Math.round(rect.bottom))).size;
        if (lines > most.lines) most = { lines, text: text.textContent?.trim() ?? '' };
      }
      return most;
    };
    // A word of a tab's label (one text node) on more than one line box; a tab may still stack a title over a description.
    for (const tab of document.querySelectorAll('.tab-strip--line [role="tab"], .tab-strip--segmented [role="tab"], .ant-tabs-tab')) {
      const { lines, text } = linesOf(tab);
      if (lines > 1)
        problems.push(`tab "${(tab as HTMLElement).innerText.replace(/\s+/g, ' ').trim()}" breaks "${text}" onto ${lines} lines`);
    }
    for (const label of document.querySelectorAll('.ant-descriptions-item-label')) {
      const { lines, text } = linesOf(label);
      if (lines > 2) problems.push(`description label "${text}" is broken onto ${lines} lines`);
    }
    // A table row read as a card (tables.css): each value's title (its ::before) ends inside the value's cell.
    for (const cell of document.querySelectorAll<HTMLElement>('.portal-table td[data-label]')) {
      const title = getComputedStyle(cell, '::before');
      const box = cell.getBoundingClientRect();
      if (title.content === 'none' || !shown(box)) continue;
      const titleBottom = box.top + parseFloat(getComputedStyle(cell).paddingTop) + parseFloat(title.height);
      if (titleBottom > box.bottom + 1)
        problems.push(`card title "${cell.dataset.label ?? ''}" runs ${Math.round(titleBottom - box.bottom)}px past its value's cell`);
    }
    return problems.slice(0, 8);
  }, target);
}

describe.each(layouts)('phone: %s routes', (layout) => {
  const persona = PERSONA_OF_LAYOUT[layout];
  const routes = walked.filter((route) => route.layout === layout).map((route) => route.path);
  /** One tab per width. */
  const tabs: { width: number; tab: PortalPage }[] = [];
  let opened = false;

  beforeAll(async () => {
    for (const width of WIDTHS) {
      const tab = await openPortal({
        persona,
        viewport: { width, height: HEIGHT },
        userAgent: PHONE_USER_AGENT,
        isMobile: true,
        hasTouch: true,
        sandbox: `phone-${layout}`,
      });
      await tab.context.clock.setFixedTime(FROZEN_NOW);
      tabs.push({ width, tab });
    }
  });
  afterAll(() => Promise.all(tabs.map(({ tab }) => tab.close())));

  it.each(routes)(`%s fits ${WIDTHS.join(', ')} px screens in both modes`, async (path) => {
    // The tabs draw in processes of their own: each step goes in all of them at once.
    const inEveryTab = (step: (tab: PortalPage) => Promise<void>) => Promise.all(tabs.map(({ tab }) => step(tab)));
    await inEveryTab((tab) => (opened ? navigateInApp(tab, path) : tab.goto(path)));
    opened = true;
    const looks: string[] = [];
    // Both modes, from the one the last route ended in (modesFrom: one switch of 关怀版 a route).
    for (const mode of modesFrom(await shownMode(tabs[0]!.tab.page), MODES)) {
      await inEveryTab((tab) => showIn(tab.page, mode));
      for (const { width, tab } of tabs) {
        if (width === CHECKED_WIDTH) {
          const difference = await lookDifference(tab.page, lookName(width, mode, persona, path));
          if (difference) looks.push(difference);
        }
        if (width === SCREENSHOT_WIDTH) await tab.screenshot(`phone/${mode}/${persona ?? 'public'}${path.replaceAll('/', '_')}`);
        expect(await overflowAt(tab.page, width), `${path} at ${width}px (${mode})`).toEqual([]);
        // On a phone and on a tablet, where rows are most crowded (the first screen).
        expect(await textOverlaps(tab.page), `${path} at ${width}px (${mode}): text over text`).toEqual([]);
        // docs/phones.md: 44 px targets on phones and in 关怀版, 24 px elsewhere.
        expect(await cramped(tab.page, mode === 'elder' || width < 768 ? 44 : 24), `${path} at ${width}px (${mode})`).toEqual([]);
      }
    }
    expect(looks).toEqual([]);
  });
});
