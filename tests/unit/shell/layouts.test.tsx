// @vitest-environment jsdom
// The layouts around the screens: header and footer on public pages, the
// centre sidebar with its cookie-backed open flag, the account corner.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api';
import { PageHeader } from '../../../src/components/centre/PageHeader';
import { applyUserInfo, endSession, startSession } from '../../../src/stores/session';
import { setSidebarOpen } from '../../../src/stores/ui';
import { allowForWholePortal, click, markerScreens, renderPortal, stubBrowser } from './portal-harness';

allowForWholePortal();

const calls: string[] = [];
const answer = (path: string) => {
  calls.push(path);
  if (path === '/message/queryNotReadMessageCount') return { data: { appcode: '0', msg: '成功', map: { notReadCount: 3 } } };
  if (path === '/auth/logout') return { data: { appcode: '0', msg: '成功', map: {} } };
  if (path === '/function/getUserCenterOfflineMenu') {
    const legal = {
      menuCode: 'PSN_LEGAL',
      menuName: '法人开通',
      path: '/center/legal',
      offlineTip: '法人开通功能升级中，请通过单位注册入口办理',
    };
    return { data: { appcode: '0', msg: '成功', map: { list: [legal] } } };
  }
  return { data: undefined, error: { quiet: true } };
};
// A spy on the clients, not a module mock, so the file shares its worker's modules (vitest.config.ts).
for (const client of [api.channel, api.person, api.basic])
  vi.spyOn(client, 'POST').mockImplementation((async (path: string) => answer(path)) as never);

const screens = markerScreens({
  '/index': () => <p>首页屏</p>,
  '/center/main': () => <p>个人中心屏</p>,
  '/center/account': () => <p>账户屏</p>,
  '/center/legal': () => <p>法人开通屏</p>,
  '/center/family': () => <PageHeader description="亲情账户的说明" />,
});

function logInAsPerson() {
  startSession('mock-person-token');
  applyUserInfo({ userId: 'P1', name: '王建国', userType: '1', needImprovePwd: 'false' });
}

beforeEach(() => {
  stubBrowser();
  sessionStorage.clear();
  endSession();
  setSidebarOpen(true);
  calls.length = 0;
});

describe('public layout', () => {
  it('shows the portal name, city, search, login links and the footer of the organiser', async () => {
    await renderPortal('/index', screens);
    await screen.findByText('首页屏');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('江苏省人力资源和社会保障网上办事服务大厅')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /省本级/ })).toBeInTheDocument();
    // A plain field until the visitor reaches for it; then the suggestion box takes its place.
    const search = within(header).getByLabelText('搜索服务事项');
    expect(search).not.toHaveAttribute('role', 'combobox');
    search.focus();
    expect(await within(header).findByRole('combobox', { name: '搜索服务事项' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /登录/ })).toHaveAttribute('href', '/web/login?redirect=%2Findex');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('主办单位：江苏省人力资源和社会保障厅');
    expect(footer).toHaveTextContent(/苏ICP备\d+号/);
    expect(footer).toHaveTextContent('12333');
  });

  it('greets a logged-in user, shows the unread count and logs out', async () => {
    logInAsPerson();
    const portal = await renderPortal('/index', screens);
    await screen.findByText('首页屏');
    expect(await screen.findByRole('link', { name: '未读消息 3 条' })).toHaveAttribute('href', '/web/center/message');
    expect(calls).toContain('/message/queryNotReadMessageCount');

    await click(screen.getByRole('button', { name: /您好，王建国/ }));
    await click(await screen.findByText('退出登录'));
    expect(calls).toContain('/auth/logout');
    expect(await screen.findByText('您已安全退出')).toBeInTheDocument();
    expect(portal.where()).toBe('/index');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /登录/ })).toBeInTheDocument();
  });
});

describe('centre layout', () => {
  it('lists the centre pages in the sidebar with their Chinese titles and marks the current one', async () => {
    logInAsPerson();
    await renderPortal('/center/account', screens);
    await screen.findByText('账户屏');
    const sidebar = screen.getByRole('complementary', { name: '个人中心导航' });
    expect(within(sidebar).getByRole('link', { name: '我的办件' })).toHaveAttribute('href', '/web/center/office');
    expect(within(sidebar).getByRole('link', { name: '账户安全' }).closest('li')).toHaveClass('ant-menu-item-selected');
    expect(document.querySelector('.centre__breadcrumb')).toHaveTextContent('首页/个人中心/账户安全');
  });

  it("heads a centre screen with its route's title from the table", async () => {
    logInAsPerson();
    await renderPortal('/center/family', screens);
    expect(await screen.findByRole('heading', { name: '亲情账户', level: 4 })).toBeInTheDocument();
  });

  it('folds the sidebar, remembers it in the sidebarStatus cookie, and unfolds it again', async () => {
    logInAsPerson();
    await renderPortal('/center/main', screens);
    await screen.findByText('个人中心屏');
    await click(screen.getByRole('button', { name: '收起菜单' }));
    expect(document.cookie).toContain('sidebarStatus=0');
    expect(screen.getByRole('complementary', { name: '个人中心导航' })).toHaveClass('ant-layout-sider-collapsed');
    await click(screen.getByRole('button', { name: '展开菜单' }));
    expect(document.cookie).toContain('sidebarStatus=1');
  });

  it('opens folded when the cookie says so', async () => {
    setSidebarOpen(false);
    logInAsPerson();
    await renderPortal('/center/main', screens);
    await screen.findByText('个人中心屏');
    expect(screen.getByRole('complementary', { name: '个人中心导航' })).toHaveClass('ant-layout-sider-collapsed');
  });

  it('greys out the menus the server took offline and shows their tip instead of the page', async () => {
    logInAsPerson();
    await renderPortal('/center/legal', screens);
    expect(await screen.findByText('法人开通暂停服务')).toBeInTheDocument();
    expect(screen.getByText('法人开通功能升级中，请通过单位注册入口办理')).toBeInTheDocument();
    expect(screen.queryByText('法人开通屏')).toBeNull();
    expect(calls).toContain('/function/getUserCenterOfflineMenu');
  });

  it('lets touch and the keyboard reach an offline entry and its tip, not only a hovering mouse', async () => {
    logInAsPerson();
    const portal = await renderPortal('/center/account', screens);
    await screen.findByText('账户屏');
    const sidebar = screen.getByRole('complementary', { name: '个人中心导航' });
    await click(within(sidebar).getByText('我的服务'));
    const entry = await within(sidebar).findByRole('link', { name: '法人开通（暂停服务）' });
    expect(entry.closest('li')).not.toHaveClass('ant-menu-item-disabled');
    entry.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('法人开通功能升级中，请通过单位注册入口办理');
    await click(entry);
    expect(portal.where()).toBe('/center/legal');
    expect(await screen.findByText('法人开通暂停服务')).toBeInTheDocument();
  });

  it('on a phone shows the page first and the menu behind a 菜单 button, in a drawer that closes on a choice', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 767px)',
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      logInAsPerson();
      await renderPortal('/center/account', screens);
      await screen.findByText('账户屏');
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(screen.queryByRole('link', { name: '我的办件' })).toBeNull();
      const opener = screen.getByRole('button', { name: '菜单' });
      expect(opener).toHaveAttribute('aria-expanded', 'false');
      await click(opener);
      const drawer = await screen.findByRole('dialog');
      expect(opener).toHaveAttribute('aria-expanded', 'true');
      expect(within(drawer).getByRole('link', { name: '账户安全' }).closest('li')).toHaveClass('ant-menu-item-selected');
      await click(within(drawer).getByRole('link', { name: '我的办件' }));
      await vi.waitFor(() => expect(opener).toHaveAttribute('aria-expanded', 'false'), { timeout: 10_000 });
    } finally {
      phone.mockRestore();
    }
  });
});
