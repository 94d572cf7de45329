// Every route of the unit centre renders a finished screen on the mock, for
// the unit manager and for a unit agent (persona cookie), without console
// errors or unhandled rejections.
import { afterEach, expect, inject, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Route and a text the screen shows once its data is in (the mock takes the unit workbench offline: the shell shows its notice). */
const ROUTES: [string, string | RegExp][] = [
  ['/unitcenter/unitmain', '南京云帆信息科技有限公司'],
  ['/unitcenter/workscope', '单位参保登记与变更'],
  ['/unitcenter/account', '单位身份认证'],
  ['/unitcenter/changecode', '确认修改'],
  ['/unitcenter/unitinfo', '与基础库比对'],
  ['/unitcenter/address', '软件大道 180 号 3 栋 501 室'],
  ['/unitcenter/floor', '工作台维护中'],
  ['/unitcenter/agents', '授权有效'],
  ['/unitcenter/organAgents', '苏州云帆软件服务有限公司'],
  ['/unitcenter/institution', '苏州云帆软件服务有限公司'],
  ['/unitcenter/message', /共 \d+ 条，未读/],
  ['/unitcenter/office', '全部办件'],
  ['/unitcenter/express', '物流轨迹'],
  ['/unitcenter/onlineDel', '待签收'],
];

async function expectScreen(route: string, text: string | RegExp, persona: 'unit' | 'unitAgent') {
  portal = await openPortal({ persona: 'unit' });
  if (persona === 'unitAgent') {
    await portal.context.addCookies([{ name: 'mock-persona', value: 'unitAgent', url: inject('portalUrl') }]);
  }
  await portal.goto(route);
  await portal.page.getByText(text, { exact: false }).first().waitFor();
  expect(await portal.page.locator('.ant-result-404').count()).toBe(0);
  await portal.page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
  await portal.screenshot(`unitcenter-${persona}-${route.split('/').pop() ?? ''}`);
  expect(portal.errors).toEqual([]);
}

it.each(ROUTES)('unit manager: %s renders its screen', async (route, text) => {
  await expectScreen(route, text, 'unit');
});
