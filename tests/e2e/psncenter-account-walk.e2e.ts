// Every account, identity and household route of the person centre renders a
// finished screen on the mock for the person persona, without console errors
// or unhandled rejections.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Route, a heading the screen shows once its data is in, screenshot name. */
const ROUTES: [string, string, string][] = [
  ['/center/account', '账户安全', 'psncenter-account-account'],
  ['/center/family', '亲情账户', 'psncenter-account-family'],
  ['/center/cancellation', '注销账户', 'psncenter-account-cancellation'],
  ['/center/address', '邮寄地址', 'psncenter-account-address'],
  ['/center/message', '我的消息', 'psncenter-account-message'],
];

it.each(ROUTES)('%s renders its screen', async (route, heading, shot) => {
  portal = await openPortal({ persona: 'person' });
  await portal.goto(route);
  await portal.page.getByRole('heading', { name: heading }).waitFor();
  expect(await portal.page.locator('.ant-result-404').count()).toBe(0);
  await portal.screenshot(shot);
  expect(portal.errors).toEqual([]);
});
