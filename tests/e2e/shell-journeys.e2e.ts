// The shell in the browser: the login guard and its return address, the
// redirects of spec §2, the 404 route, the progress bar, the old-browser notice
// (whose inline script must also pass the production Content-Security-Policy),
// printing, and the login form used with the keyboard alone.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';

function pathOf(page: PortalPage['page']): string {
  const url = new URL(page.url());
  return url.pathname.replace(/^\/web/, '') + url.search;
}

it('the guard sends a visitor to log in with the wanted address; / and unknown addresses are redirected', async () => {
  portal = await openPortal();
  await portal.goto('/center/account?tab=security');
  await portal.page.waitForURL(/\/web\/login/);
  expect(new URL(portal.page.url()).searchParams.get('redirect')).toBe('/center/account?tab=security');

  await portal.goto('/');
  await portal.page.waitForURL(/\/web\/index/);

  await portal.goto('/no/such/page');
  await portal.page.waitForURL(/\/web\/404$/);
  await portal.page.getByText('404 页面不存在').waitFor();
  expect(portal.errors).toEqual([]);
});

it('a centre’s old address leads into the centre, and every navigation runs the progress bar to its end', async () => {
  portal = await openPortal({ persona: 'person' });
  await portal.goto('/main/center');
  await portal.page.waitForURL(/\/web\/center\/main$/);
  await portal.settled();

  const progressShown = portal.page.waitForFunction(() => document.documentElement.classList.contains('nprogress-busy'));
  await portal.page.getByRole('link', { name: '账户安全' }).first().click();
  await progressShown;
  await portal.page.waitForURL(/\/web\/center\/account$/);
  await portal.page.waitForFunction(() => !document.documentElement.classList.contains('nprogress-busy'));
  expect(pathOf(portal.page)).toBe('/center/account');
  expect(portal.errors).toEqual([]);
});

it('an old browser (IE 10) is told its version is too low', async () => {
  portal = await openPortal({ userAgent: IE10 });
  // IE 10 has neither fetch nor structuredClone; take them away before the page's scripts run.
  await portal.context.addInitScript(() => {
    Reflect.deleteProperty(window, 'fetch');
    Reflect.deleteProperty(window, 'structuredClone');
  });
  await portal.goto('/index');
  await expect.poll(() => portal!.page.locator('#browser-notice').isVisible()).toBe(true);
  expect(await portal.page.locator('#browser-notice').innerText()).toContain('您的浏览器版本过低');
  expect(portal.errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
});

it('a current browser sees no notice', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  expect(await portal.page.locator('#browser-notice').isVisible()).toBe(false);
});

it('printing: the rights bill prints through a frame that is removed once printed, and print media hides the shell', async () => {
  portal = await openPortal({ persona: 'person' });
  await portal.goto('/center/person/rightsBill');
  await portal.settled();
  // The print frame, listened for before the click: on a busy machine it can come and go before a locator looks.
  const attached = portal.page.waitForEvent('frameattached');
  await portal.page.getByRole('button', { name: '打印权益单' }).click();
  const printFrame = await attached;
  await expect.poll(() => printFrame.isDetached(), { timeout: 5_000 }).toBe(true);

  await portal.page.emulateMedia({ media: 'print' });
  for (const shellPart of ['.portal-header', '.centre__sider', '.portal-footer', '.centre__breadcrumb']) {
    expect(await portal.page.locator(shellPart).first().isVisible(), `${shellPart} printed`).toBe(false);
  }
  expect(await portal.page.locator('#main-content').isVisible()).toBe(true);
  expect(portal.errors).toEqual([]);
});

it('the login form works with the keyboard alone: labelled fields in order, Enter submits, the input stays', async () => {
  portal = await openPortal();
  await portal.goto('/login');
  await portal.settled();
  const account = portal.page.getByLabel('账号');
  const password = portal.page.getByLabel('密码', { exact: true });
  await account.waitFor();
  // Tab from the top of the page until the account field has the focus.
  for (let presses = 0; presses < 60 && !(await account.evaluate((field) => field === document.activeElement)); presses += 1) {
    await portal.page.keyboard.press('Tab');
  }
  expect(await account.evaluate((field) => field === document.activeElement)).toBe(true);
  await portal.page.keyboard.type('320102198807154211');
  await portal.page.keyboard.press('Tab');
  expect(await password.evaluate((field) => field === document.activeElement)).toBe(true);
  await portal.page.keyboard.type('Hrss@2026');
  await portal.page.keyboard.press('Enter');
  // Submitting asks for the slider first (spec §5); Escape closes it and nothing typed is lost.
  const dialog = portal.page.getByRole('dialog', { name: '安全验证' });
  await dialog.waitFor();
  await portal.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await account.inputValue()).toBe('320102198807154211');
  expect(await password.inputValue()).toBe('Hrss@2026');
  expect(portal.errors).toEqual([]);
});
