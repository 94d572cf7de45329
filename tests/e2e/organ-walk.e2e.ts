// Every route of the institution area renders a finished screen on the mock
// for the institution manager and for an institution agent; the agent is
// told the agents screen is the manager's and sees only authorised functions.
import { afterEach, expect, inject, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function openAs(persona: 'organ' | 'organAgent', route: string): Promise<PortalPage> {
  const opened = await openPortal({ persona: 'organ' });
  if (persona === 'organAgent') await opened.context.addCookies([{ name: 'mock-persona', value: 'organAgent', url: inject('portalUrl') }]);
  await opened.goto(route);
  return opened;
}

/** Route, the text each persona sees once the data is in. */
const ROUTES: [string, string | RegExp, string | RegExp][] = [
  ['/organ/main', '职业技能等级认定的组织实施', '授权期限'],
  ['/organ/office', '全部办件', '全部办件'],
  ['/organ/agents', '吴海涛', '经办人管理仅限机构管理员使用'],
  ['/organ/floor', '职业技能等级证书核发', '成绩录入与公示'],
  ['/organ/account', '保存业务信息', '修改登录密码'],
  ['/organ/message', /共 \d+ 条，未读/, /共 \d+ 条，未读/],
];

it.each(ROUTES)('%s renders for the manager and for an agent', async (route, managerText, agentText) => {
  for (const [persona, text] of [
    ['organ', managerText],
    ['organAgent', agentText],
  ] as const) {
    portal = await openAs(persona, route);
    await portal.page.getByText(text, { exact: false }).first().waitFor();
    expect(await portal.page.locator('.ant-result-404').count()).toBe(0);
    await portal.page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    await portal.screenshot(`organ-${persona}-${route.split('/').pop() ?? ''}`);
    expect(portal.errors).toEqual([]);
    await portal.close();
    portal = undefined;
  }
});

it('an agent’s workbench lists only the functions authorised to them', async () => {
  portal = await openAs('organAgent', '/organ/floor');
  await portal.page.getByText('成绩录入与公示').waitFor();
  expect(await portal.page.getByText('职业技能等级证书核发').count()).toBe(0);
  expect(await portal.page.getByText('考评人员管理').count()).toBe(0);
});
