// 关怀版 (elder-friendly mode): the header switch enlarges text and controls and
// raises contrast across the portal, survives a new visit, and leaves the
// layouts whole — public page and a centre, at 1366 px and on a phone.
// Screenshots of both modes go to reports/screenshots/elder-*.png.
import { afterEach, expect, it } from 'vitest';
import { openPortal, seriousAccessibilityViolations, type OpenPortalOptions, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const ELDER_MIN_FONT_PX = 18;
const ELDER_MIN_CONTROL_PX = 44;
/** What the mode changes: contrast (the walk checks every other rule on every route). */
const ELDER_RULES = ['color-contrast'];

async function open(options: OpenPortalOptions, path: string): Promise<PortalPage> {
  const opened = await openPortal(options);
  await opened.goto(path);
  await opened.settled();
  return opened;
}

function switchTo(page: PortalPage['page'], label: '关怀版' | '标准版') {
  return page.getByRole('button', { name: label }).click();
}

/** Font size and height of the header's search field (an antd control on every page), and the root class. */
function measures(page: PortalPage['page']) {
  return page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('.portal-search input');
    return {
      fontPx: field ? parseFloat(getComputedStyle(field).fontSize) : 0,
      controlPx: field ? field.getBoundingClientRect().height : 0,
      rootClass: document.documentElement.classList.contains('elder-mode'),
    };
  });
}

/** How wide the page is laid out; more than the window means it scrolls sideways. */
function layoutWidth(page: PortalPage['page']) {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
}

it('the switch turns the whole portal into the elder-friendly mode and back, and is remembered on the next visit', async () => {
  portal = await open({ viewport: DESKTOP }, '/index');
  const standard = await measures(portal.page);
  expect(standard.rootClass).toBe(false);
  await portal.screenshot('elder-standard-index-1366');

  const standardWidth = await layoutWidth(portal.page);
  await switchTo(portal.page, '关怀版');
  await expect.poll(async () => (await measures(portal!.page)).rootClass).toBe(true);
  await portal.settled();
  const elder = await measures(portal.page);
  expect(elder.fontPx).toBeGreaterThanOrEqual(ELDER_MIN_FONT_PX);
  expect(elder.controlPx).toBeGreaterThanOrEqual(ELDER_MIN_CONTROL_PX);
  expect(await layoutWidth(portal.page)).toBeLessThanOrEqual(standardWidth);
  expect(await seriousAccessibilityViolations(portal.page, ELDER_RULES)).toEqual([]);
  await portal.screenshot('elder-care-index-1366');

  // A new visit in the same browser: localStorage keeps the choice.
  await portal.goto('/index');
  await portal.settled();
  expect((await measures(portal.page)).rootClass).toBe(true);
  await switchTo(portal.page, '标准版');
  await expect.poll(async () => (await measures(portal!.page)).fontPx).toBe(standard.fontPx);
  expect((await measures(portal.page)).controlPx).toBe(standard.controlPx);
  await portal.goto('/index');
  expect((await measures(portal.page)).rootClass).toBe(false);
  expect(portal.errors).toEqual([]);
});

it.each([
  ['1366', '/center/account', DESKTOP],
  ['phone', '/center/main', PHONE],
])('a centre in the elder-friendly mode keeps its layout (%s wide, %s)', async (name, path, viewport) => {
  portal = await open({ persona: 'person', viewport }, path);
  await portal.screenshot(`elder-standard-centre-${name}`);
  const standardWidth = await layoutWidth(portal.page);
  await switchTo(portal.page, '关怀版');
  await expect.poll(async () => (await measures(portal!.page)).rootClass).toBe(true);
  await portal.settled();
  // The centre fits the window, and larger text pushes nothing out sideways.
  expect(standardWidth).toBe(viewport.width);
  expect(await layoutWidth(portal.page)).toBeLessThanOrEqual(standardWidth);
  expect(await portal.page.getByRole('button', { name: '标准版' }).isVisible()).toBe(true);
  expect(await seriousAccessibilityViolations(portal.page, ELDER_RULES)).toEqual([]);
  await portal.screenshot(`elder-care-centre-${name}`);
  expect(portal.errors).toEqual([]);
});
