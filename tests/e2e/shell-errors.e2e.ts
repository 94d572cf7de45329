// Spec §8 in the browser: every row of the error catalogue, forced on the real
// gateway with its `mock-scenario` cookie while a person centre page loads (it
// makes several calls at once, so "shown once" is tested with many failures
// together), and the toast rules of §9 (5 s, at most one on screen).
//
// The 60 s request time limit is not changed for the test: the page runs on
// Playwright's clock, which the test moves forward past the limit. Nothing in
// the build knows about it, so nothing can leak into production.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PORTAL_READY_ATTRIBUTE } from '../../src/app/prerender/document';
import { openPortal, type PortalPage } from './harness';
import { expectShownAlone, recordToastsIn, TOAST, toastRecord } from './toast-record';

const CENTRE_PAGE = '/center/main';
const REQUEST_TIME_LIMIT_MS = 60_000;
const TOAST_LIFETIME_MS = 5_000;

let portal: PortalPage;

async function useScenario(scenario: string | null): Promise<void> {
  await portal.context.clearCookies({ name: 'mock-scenario' });
  if (scenario) {
    const { hostname } = new URL(inject('portalUrl'));
    await portal.context.addCookies([{ name: 'mock-scenario', value: encodeURIComponent(scenario), domain: hostname, path: '/' }]);
  }
}

/** Opens a centre page afresh under a scenario (no wait for the calls: some never end). */
async function openUnder(scenario: string | null, path = CENTRE_PAGE): Promise<void> {
  await useScenario(scenario);
  await portal.page.goto(`${inject('portalUrl')}${path}`, { waitUntil: 'domcontentloaded' });
}

/** Opens a centre page under a scenario and waits until every call of the page has ended. */
async function loadUnder(scenario: string | null, path = CENTRE_PAGE): Promise<void> {
  await openUnder(scenario, path);
  await portal.settled();
}

const toasts = () => portal.page.locator(TOAST);

/** The time on the page's clock. */
const pageNow = () => portal.page.evaluate(() => Date.now());

/**
 * Stops the page's clock a second ahead of the time read on it; on a busy machine the clock
 * may pass that before the pause arrives (Playwright refuses to go back), then again.
 */
async function pauseClock(): Promise<void> {
  for (;;) {
    try {
      await portal.page.clock.pauseAt((await pageNow()) + 1_000);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

/** Lets the shown toast run out on the page's clock, so the next case starts with none. */
async function dismissToasts(): Promise<void> {
  await portal.page.clock.fastForward(TOAST_LIFETIME_MS);
  // The fade-out runs on the same clock: move it on until the toast has left.
  await expect
    .poll(async () => {
      await portal.page.clock.fastForward(500);
      return toasts().count();
    })
    .toBe(0);
}

/** Errors other than the browser's own report of each failed response, which is expected here. */
function unexpectedErrors(): string[] {
  return portal.errors.filter((error) => !error.includes('Failed to load resource'));
}

describe('spec §8: error catalogue in the browser', () => {
  beforeAll(async () => {
    portal = await openPortal({ persona: 'person' });
    await recordToastsIn(portal.context);
    await portal.page.clock.install();
    await portal.goto(CENTRE_PAGE);
    await portal.settled();
  });
  afterAll(() => portal.close());

  it.each([
    ['status-404', '您访问的资源不存在'],
    ['status-500', '系统繁忙，请稍后再试'],
    ['status-500-empty', '您的请求出现错误，请稍后再试'],
    ['status-502', '服务器断开，请稍后重试'],
  ])('%s on every call of the page shows "%s", never while it is up', async (scenario, message) => {
    await loadUnder(scenario);
    await expectShownAlone(portal.page, message);
    await dismissToasts();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('an encrypted answer whose signature does not match shows 无效的请求, never its content', async () => {
    // The mailing addresses come encrypted (x-sm4: response); the gateway seals them with a wrong sign.
    await loadUnder('bad-sign', '/center/address');
    await expectShownAlone(portal.page, '无效的请求');
    await dismissToasts();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('a 500 whose message starts with "invalid" shows 无效的请求 instead', async () => {
    // The gateway's 500s carry fixed texts, so this answer is made in the browser.
    await portal.page.route('**/api/**', (route) =>
      route.fulfill({ status: 500, json: { appcode: '500', msg: 'invalid token: signature mismatch', map: {} } }),
    );
    await loadUnder(null);
    await portal.page.unroute('**/api/**');
    await expectShownAlone(portal.page, '无效的请求');
    expect(await portal.page.getByText('invalid token').count()).toBe(0);
    await dismissToasts();
  });

  it('a toast is gone 5 s after it appeared, not before', async () => {
    // The page's clock stands still from here and moves in steps until the toast is there, then
    // the toast's age is read on it: how busy the machine is adds nothing to the 5 s.
    await openUnder('status-502');
    await pauseClock();
    try {
      await expect
        .poll(async () => {
          await portal.page.clock.runFor(100);
          return toasts().count();
        })
        .toBe(1);
      const age = (await pageNow()) - ((await toastRecord(portal.page)).shownAt.at(-1) ?? Number.NaN);
      await portal.page.clock.fastForward(TOAST_LIFETIME_MS - 500 - age);
      expect(await toasts().count()).toBe(1);
      await dismissToasts();
    } finally {
      await portal.page.clock.resume();
    }
  });

  it('a second kind of failure replaces the toast on screen: never two at once', async () => {
    await loadUnder('status-404');
    await toasts().filter({ hasText: '您访问的资源不存在' }).waitFor();
    await useScenario('status-502');
    // The next screen's call answered 502 (on a busy machine that can take longer than a poll's second).
    const refused = portal.page.waitForResponse((response) => response.status() === 502);
    await portal.page.getByRole('link', { name: '账户安全' }).first().click();
    await refused;
    await expect.poll(() => toasts().filter({ hasText: '服务器断开，请稍后重试' }).count()).toBe(1);
    // The replaced toast may still be fading out for a moment; then one is left.
    await expect.poll(() => toasts().count()).toBe(1);
    expect(await toasts().filter({ hasText: '您访问的资源不存在' }).count()).toBe(0);
    await dismissToasts();
  });

  it('未查询到信息! is never shown', async () => {
    await loadUnder('msg:未查询到信息!');
    expect(await toasts().count()).toBe(0);
    expect(await portal.page.getByText('未查询到信息').count()).toBe(0);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('calls that outlive the 60 s limit end with "请求超时,请稍后重试", once', async () => {
    // The prerendered centre shell has its main landmark before any script ran: wait for
    // the app itself, whose calls (and their time limit) have started by then.
    const firstCall = portal.page.waitForRequest((request) => request.url().includes('/api/'));
    await openUnder('hang');
    await firstCall;
    await portal.page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}]`, { state: 'attached' });
    await portal.page.clock.fastForward(REQUEST_TIME_LIMIT_MS - 5_000);
    expect(await toasts().count()).toBe(0);
    await portal.page.clock.fastForward(5_000 + 500);
    await expectShownAlone(portal.page, '请求超时,请稍后重试');
    await useScenario(null);
    await dismissToasts();
    expect(unexpectedErrors()).toEqual([]);
  });

  // Last: it ends the session of this page.
  it('401 ends the session and asks the user to log in, to come back to the same page', async () => {
    await loadUnder('status-401');
    await portal.page.waitForURL(/\/web\/login\?redirect=/);
    expect(new URL(portal.page.url()).searchParams.get('redirect')).toBe(CENTRE_PAGE);
    await useScenario(null);
  });
});
