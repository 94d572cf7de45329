// 关怀版 to the numbers (MIIT 2021 elder-friendly rules, docs/accessibility.md):
// with the mode switched on through its own control in the top bar, on the home
// page, the login page, a public query and a centre page at 1366 px, every
// visible piece of text is at least 18 px with a line height of at least 1.5,
// and every visible control or link is at least 44 × 44 px. Links inside a
// sentence are excepted (WCAG 2.5.8's inline exception; the text around them is
// 18 px). Pop-ups count too: the city list, the login form's messages and the
// account drop-down are opened and measured with their page. A failure lists
// each offender: the element, its text and its numbers. One browser context per
// visitor (logged out, the person), one load per page.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

const MIN_FONT_PX = 18;
const MIN_LINE_HEIGHT = 1.5;
const MIN_TARGET_PX = 44;

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Turns 关怀版 on through its button in the top bar, as a visitor would. */
async function switchElderModeOn(page: PortalPage['page']): Promise<void> {
  await page.getByRole('button', { name: '关怀版' }).click();
  await page.waitForSelector('html.elder-mode', { state: 'attached' });
}

/** Every visible text under the minimum size or line height, and every visible target under the minimum box. */
function offendersOn(page: PortalPage['page']): Promise<string[]> {
  return page.evaluate(
    ({ minFont, minLineHeight, minTarget }) => {
      const offenders: string[] = [];
      const name = (element: Element) => {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
      };
      // Shown to a sighted visitor: has a box of some size, not hidden, not a visually hidden text for screen readers.
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2 || box.bottom <= 0 || box.right <= 0) return false;
        const style = getComputedStyle(element);
        return style.visibility === 'visible' && Number(style.opacity) > 0 && element.checkVisibility({ opacityProperty: true });
      };

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || seen.has(element) || !node.textContent?.trim() || !shown(element)) continue;
        if (element.closest('script, style, noscript, svg')) continue;
        seen.add(element);
        const style = getComputedStyle(element);
        const fontPx = parseFloat(style.fontSize);
        // 'normal' is about 1.2 of the font in Chromium: too tight.
        const lineHeight = style.lineHeight === 'normal' ? 1.2 : parseFloat(style.lineHeight) / fontPx;
        if (fontPx < minFont) offenders.push(`text ${name(element)}: ${fontPx}px`);
        if (lineHeight < minLineHeight - 0.01) offenders.push(`text ${name(element)}: line height ${lineHeight.toFixed(2)}`);
      }

      const TARGETS =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="combobox"]';
      // What a pointer hits for a control: an antd field's frame, a checkbox's labelled row.
      const hitBox = (element: Element) =>
        element.closest(
          '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-segmented-item',
        ) ?? element;
      // A link inside a sentence: inline, and its block holds more text than the link.
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 4;
      };
      const measured = new Set<Element>();
      for (const element of document.querySelectorAll(TARGETS)) {
        const target = hitBox(element);
        if (measured.has(target) || !shown(target) || inSentence(target)) continue;
        if ((target as HTMLElement).closest('[aria-hidden="true"], [inert]')) continue;
        measured.add(target);
        const box = target.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
          offenders.push(`target ${name(target)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return offenders;
    },
    { minFont: MIN_FONT_PX, minLineHeight: MIN_LINE_HEIGHT, minTarget: MIN_TARGET_PX },
  );
}

it('关怀版: the home, login and query pages have 18 px text at 1.5 line height and 44 × 44 px targets', async () => {
  portal = await openPortal();
  const { page } = portal;
  await portal.goto('/index');
  await switchElderModeOn(page);
  // The city list: a pop-up of targets.
  await page.getByRole('button', { name: /切换城市/ }).click();
  await page.getByRole('option').first().waitFor();
  const offenders: Record<string, string[]> = { '/index': await offendersOn(page) };
  await portal.screenshot('elder-sizes-index');
  // The choice is remembered: the next pages open in 关怀版.
  await portal.goto('/login');
  // The form's messages: 登 录 with nothing filled in.
  await page.getByRole('button', { name: '登 录' }).click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  offenders['/login'] = await offendersOn(page);
  await portal.goto('/queryTransitional');
  offenders['/queryTransitional'] = await offendersOn(page);
  expect(offenders).toEqual({ '/index': [], '/login': [], '/queryTransitional': [] });
  expect(portal.errors).toEqual([]);
});

it('关怀版: a centre page has 18 px text at 1.5 line height and 44 × 44 px targets', async () => {
  portal = await openPortal({ persona: 'person' });
  await portal.goto('/center/main');
  await switchElderModeOn(portal.page);
  await portal.settled();
  // The account drop-down: menu entries are targets too.
  await portal.page.locator('.user-menu__account').click();
  await portal.page.locator('.ant-dropdown-menu').waitFor();
  expect(await offendersOn(portal.page)).toEqual([]);
  await portal.screenshot('elder-sizes-center-main');
  expect(portal.errors).toEqual([]);
});
