// Logout from each of the four centres through the header's user menu, also
// when auth/logout fails, and the session-expiry round trip: a 401 on a centre
// screen → /login?redirect=<screen> → log in → back on that screen.
import { afterEach, expect, inject, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/config/app';
import { openPortal, type LoginPersona, type PortalPage } from './harness';
import { fillAndSolve, landedOn, useScenario } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** The session fields a logout must empty (spec §4 "Logout"). */
interface StoredSession {
  token: string;
  name: string;
  ident: string;
  userinfo: unknown;
  unitinfo: unknown;
  jbqxList: unknown[];
  closeFuncList: unknown[];
}

async function storedSession(page: PortalPage['page']): Promise<StoredSession> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as StoredSession, SESSION_STORAGE_KEY);
}

/** Logs out from the header's user menu and waits until the portal has left the centre page. */
async function logOutThroughUserMenu(page: PortalPage['page']): Promise<void> {
  await page.locator('.user-menu').getByRole('button', { name: /您好/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByText('您已安全退出').waitFor();
  // Home, not the login page: the centre's guard follows where the logout is going.
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/web/index');
}

async function expectLoggedOut(current: PortalPage, centre: string): Promise<void> {
  const { page } = current;
  await expect.poll(async () => (await storedSession(page)).token).toBe('');
  expect(await storedSession(page)).toMatchObject({ name: '', ident: '', userinfo: null, unitinfo: null, jbqxList: [], closeFuncList: [] });
  // The guard now sends the user to log in, and back to the centre afterwards.
  await current.goto(centre);
  await landedOn(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(centre);
}

const CENTRES: ReadonlyArray<readonly [LoginPersona, string, string]> = [
  ['person', '/center/main', '个人中心'],
  ['unit', '/unitcenter/unitmain', '单位中心'],
  ['organ', '/organ/main', '机构中心'],
  ['casual', '/tempcenter/tempmain', '临时用户中心'],
];

it.each(CENTRES)('%s: logout from %s through the user menu ends the session', async (persona, centre) => {
  portal = await openPortal({ persona });
  await portal.goto(centre);
  expect((await storedSession(portal.page)).token).not.toBe('');
  const logoutCall = portal.page.waitForResponse((response) => response.url().endsWith('/api/basic/auth/logout'));
  await logOutThroughUserMenu(portal.page);
  expect((await logoutCall).status()).toBe(200);
  await expectLoggedOut(portal, centre);
  expect(portal.errors).toEqual([]);
});

it('logout clears the session even when auth/logout fails', async () => {
  portal = await openPortal({ persona: 'unit' });
  await useScenario(portal, 'status-500@/auth/logout', inject('portalUrl'));
  await portal.goto('/unitcenter/account');
  const logoutCall = portal.page.waitForResponse((response) => response.url().endsWith('/api/basic/auth/logout'));
  await logOutThroughUserMenu(portal.page);
  expect((await logoutCall).status()).toBe(500);
  await expectLoggedOut(portal, '/unitcenter/account');
});

it('an expired session returns to login and, after logging in again, to where the user was', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page } = portal;
  await useScenario(portal, 'expire', inject('portalUrl'));
  await portal.goto('/center/account');
  await landedOn(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/center/account');
  expect((await storedSession(page)).token).toBe('');
  await portal.context.clearCookies();
  await page.locator('.login-card').waitFor();
  await fillAndSolve(page, { 账号: '320102198807154211', 密码: 'Hrss@2026' });
  await landedOn(page, '/center/account');
});
