// Spec §8 for every server message, in the browser, forced on the real gateway
// with its `mock-scenario` cookie: on a query screen (the drug catalogue, which
// searches as it opens) and on a centre screen (the person's messages). Each
// rule is played on an error answer (HTTP 500, `msg500:`) and, where it applies
// to a screen's own answer, on an ordinary one (HTTP 200, `msg:`): the same
// function decides both (docs/client.md, "Errors").
//
// Toasts run out on Playwright's clock (5 s, spec §9), which the test moves on
// between cases so each starts with none on screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { expectShownAlone, recordToastsIn, TOAST, toastRecord } from './toast-record';
const TOAST_LIFETIME_MS = 5_000;

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly persona?: 'person';
  /** A text the screen always shows once it is there. */
  readonly heading: string;
  /** The path of the screen's own call: a scenario scoped to it leaves the page's other calls alone. */
  readonly call: string;
  /** What the screen shows when there is nothing to list. */
  readonly emptyText: string;
  /** Makes the screen's own call again, in the same page. */
  readonly again: (portal: PortalPage) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'the query screen (drug catalogue)',
    path: '/drugInformationquery',
    heading: '医保药品目录查询',
    call: '/query/drugCatalogue',
    emptyText: '未查询到符合条件的药品',
    // The form's search button (its name may carry the icon's label: "search 查 询").
    again: (portal) => portal.page.getByRole('button', { name: /(^|\s)查\s?询$/ }).click(),
  },
  {
    name: 'the centre screen (my messages)',
    path: '/center/message',
    persona: 'person',
    heading: '我的消息',
    call: '/message/queryMessage',
    emptyText: '暂无消息',
    // Switches the read filter (未读, then 已读), which asks for the list again.
    again: (() => {
      let times = 0;
      return (portal: PortalPage) => portal.page.getByText(times++ % 2 === 0 ? '未读' : '已读', { exact: true }).click();
    })(),
  },
];

describe.each(SCREENS)('spec §8 on $name', (screen) => {
  let portal: PortalPage;

  const toasts = () => portal.page.locator(TOAST);
  const content = () => portal.page.locator('#main-content');

  async function useScenario(scenario: string | null): Promise<void> {
    await portal.context.clearCookies({ name: 'mock-scenario' });
    if (scenario) {
      const { hostname } = new URL(inject('portalUrl'));
      await portal.context.addCookies([{ name: 'mock-scenario', value: encodeURIComponent(scenario), domain: hostname, path: '/' }]);
    }
  }

  /** Opens the screen afresh under a scenario and waits until every call of the page has ended. */
  async function openUnder(scenario: string | null): Promise<void> {
    await useScenario(scenario);
    await portal.page.goto(`${inject('portalUrl')}${screen.path}`, { waitUntil: 'domcontentloaded' });
    await portal.page.getByText(screen.heading).first().waitFor();
    await portal.settled();
  }

  /** Lets the toasts run out on the page's clock, so the next case starts with none. */
  async function dismissToasts(): Promise<void> {
    await portal.page.clock.fastForward(TOAST_LIFETIME_MS);
    await expect
      .poll(async () => {
        await portal.page.clock.fastForward(500);
        return toasts().count();
      })
      .toBe(0);
  }

  /** Errors other than the browser's own report of each failed response, which is expected here. */
  const unexpectedErrors = () => portal.errors.filter((error) => !error.includes('Failed to load resource'));

  beforeAll(async () => {
    portal = await openPortal({ persona: screen.persona });
    await recordToastsIn(portal.context);
    await portal.page.clock.install();
    await openUnder(null);
  });
  afterAll(async () => {
    await useScenario(null);
    await portal.close();
  });

  it.each([
    ['status-404', '您访问的资源不存在'],
    ['msg500:系统维护中，请于 22:00 后再试', '系统维护中，请于 22:00 后再试'],
    ['status-500-empty', '您的请求出现错误，请稍后再试'],
    ['status-502', '服务器断开，请稍后重试'],
  ])('%s on every call of the screen shows "%s", never while it is up', async (scenario, text) => {
    await openUnder(scenario);
    await expectShownAlone(portal.page, text);
    await dismissToasts();
    expect(unexpectedErrors()).toEqual([]);
  });

  it.each(['msg', 'msg500'])('未查询到信息! (%s) is the empty state, with no toast and never the text', async (kind) => {
    await openUnder(`${kind}:未查询到信息!@${screen.call}`);
    await content().getByText(screen.emptyText).first().waitFor();
    expect((await toastRecord(portal.page)).shown).toEqual([]);
    expect(await portal.page.getByText('未查询到信息').count()).toBe(0);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('a 500 whose msg starts with "invalid" shows 无效的请求, never the msg', async () => {
    await openUnder(`msg500:invalid token: signature mismatch@${screen.call}`);
    await expectShownAlone(portal.page, '无效的请求');
    expect(await portal.page.getByText('invalid token').count()).toBe(0);
    await dismissToasts();
  });

  it('an ordinary answer whose msg starts with "Invalid" shows 无效的请求 on the screen, never the msg', async () => {
    await openUnder(`msg:Invalid parameter pageSize@${screen.call}`);
    await content().getByText('无效的请求').first().waitFor();
    expect(await portal.page.getByText(/Invalid parameter/i).count()).toBe(0);
    expect((await toastRecord(portal.page)).shown).toEqual([]);
  });

  it.each(['msg', 'msg500'])('a msg starting with t4712 (%s) shows nothing at all', async (kind) => {
    await openUnder(`${kind}:t4712 会话校验未通过@${screen.call}`);
    await portal.page.clock.fastForward(1_000);
    expect((await toastRecord(portal.page)).shown).toEqual([]);
    expect(await portal.page.getByText(/t4712|会话校验未通过/).count()).toBe(0);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('the same message twice is shown once while its toast is up, then again once it is gone', async () => {
    const text = '系统繁忙，请稍后再试';
    await openUnder(`msg500:${text}@${screen.call}`);
    await expectShownAlone(portal.page, text);
    // The screen asks again and gets the same answer: no toast of it is made while one is up
    // (if the first ran out meanwhile, a new one may come: the record tells them apart).
    const asked = portal.page.waitForResponse((response) => response.url().endsWith(screen.call));
    await screen.again(portal);
    expect((await asked).status()).toBe(500);
    await portal.settled();
    expect((await toastRecord(portal.page)).doubled).toEqual([]);
    await dismissToasts();
    // Once it is gone, the next such answer shows it again.
    const before = (await toastRecord(portal.page)).shown.length;
    const askedAgain = portal.page.waitForResponse((response) => response.url().endsWith(screen.call));
    await screen.again(portal);
    await askedAgain;
    await expect.poll(async () => (await toastRecord(portal.page)).shown.slice(before)).toContain(text);
    expect((await toastRecord(portal.page)).doubled).toEqual([]);
    await dismissToasts();
  });
});
