// @vitest-environment jsdom
// The router built from the table, rendered for real: the login guard and its
// redirect parameter, the §2 redirects, screens loaded on demand (missing → 404,
// failed chunk → retry), document titles and scroll-to-top.
import { act, screen, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api';
import { redirectTarget } from '../../../src/config/paths';
import { endSession, startSession } from '../../../src/stores/session';
import { allowForWholePortal, click, markerScreens, renderPortal, renderPortalRoutes, stubBrowser } from './portal-harness';

allowForWholePortal();

// The shell's header asks for the unread count and city list: answer nothing, quietly. A spy on
// the clients, not a module mock, so the file shares its worker's modules (vitest.config.ts).
for (const client of [api.channel, api.person, api.basic])
  vi.spyOn(client, 'POST').mockImplementation((async () => ({ data: undefined, error: { quiet: true } })) as never);

/** A login screen that does what the login area must: log in, then go back to `redirect`. */
function FakeLogin() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        startSession('token-after-login');
        navigate(redirectTarget(search) ?? '/index', { replace: true });
      }}
    >
      假登录
    </button>
  );
}

const Screen = (text: string) => () => <p>{text}</p>;

const HOME = Screen('首页屏');
const CENTRE_MAIN = Screen('个人中心屏');

// The test's own screens; every other route of the table has none here (404).
const screens = markerScreens({
  '/login': FakeLogin,
  '/index': HOME,
  '/gohome': Screen('跳转屏'),
  '/center/main': CENTRE_MAIN,
  '/center/account': Screen('账户屏'),
  '/unitcenter/unitmain': Screen('单位中心屏'),
  '/tempcenter/tempmain': Screen('临时中心屏'),
  '/organ/main': Screen('机构中心屏'),
});

beforeEach(() => {
  stubBrowser();
  sessionStorage.clear();
  endSession();
});
afterEach(() => {
  vi.useRealTimers();
  // A test that ends mid-navigation leaves the bar in the document for the next.
  NProgress.remove();
  NProgress.status = null;
});

describe('login guard', () => {
  it('sends a logged-out user to /login with the wanted path, and login brings them back', async () => {
    const portal = await renderPortal('/center/account?tab=phone#top', screens);
    await screen.findByRole('button', { name: '假登录' });
    expect(portal.where()).toMatch(/^\/login\?/);
    expect(redirectTarget(portal.router().location.search)).toBe('/center/account?tab=phone#top');

    await click(screen.getByRole('button', { name: '假登录' }));
    expect(await screen.findByText('账户屏')).toBeInTheDocument();
    expect(portal.where()).toBe('/center/account?tab=phone');
    expect(portal.router().location.hash).toBe('#top');
  });

  it('opens a guarded page directly for a logged-in user', async () => {
    startSession('token');
    const portal = await renderPortal('/center/account', screens);
    expect(await screen.findByText('账户屏')).toBeInTheDocument();
    expect(portal.where()).toBe('/center/account');
  });

  it('leaves public pages open without login', async () => {
    const portal = await renderPortal('/index', screens);
    expect(await screen.findByText('首页屏')).toBeInTheDocument();
    expect(portal.where()).toBe('/index');
  });

  it('blocks as soon as the session ends (logout, expiry) on a guarded page', async () => {
    startSession('token');
    const portal = await renderPortal('/center/main', screens);
    await screen.findByText('个人中心屏');
    act(() => endSession());
    await screen.findByRole('button', { name: '假登录' });
    expect(redirectTarget(portal.router().location.search)).toBe('/center/main');
  });

  it('guards the old centre entries before redirecting, so login returns to them', async () => {
    const portal = await renderPortal('/main/unitcenter', screens);
    await screen.findByRole('button', { name: '假登录' });
    expect(redirectTarget(portal.router().location.search)).toBe('/main/unitcenter');
    await click(screen.getByRole('button', { name: '假登录' }));
    expect(await screen.findByText('单位中心屏')).toBeInTheDocument();
    expect(portal.where()).toBe('/unitcenter/unitmain');
  });
});

describe('redirects of §2', () => {
  it.each([
    ['/', '/gohome', '跳转屏'],
    ['/main/center', '/center/main', '个人中心屏'],
    ['/main/unitcenter', '/unitcenter/unitmain', '单位中心屏'],
    ['/main/tempcenter', '/tempcenter/tempmain', '临时中心屏'],
    ['/organ', '/organ/main', '机构中心屏'],
    ['/organ/center', '/organ/main', '机构中心屏'],
  ])('%s → %s', async (from, to, text) => {
    startSession('token');
    const portal = await renderPortal(from, screens);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(portal.where()).toBe(to);
  });

  it('sends unknown paths to the 404 page', async () => {
    const portal = await renderPortal('/no/such/page', screens);
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    expect(portal.where()).toBe('/404');
  });
});

describe('screens on demand', () => {
  it('shows 404 for a public route whose screen does not exist yet', async () => {
    const portal = await renderPortal('/zyzg', screens);
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    expect(portal.where()).toBe('/404');
  });

  it('shows 404 for a centre route whose screen does not exist yet', async () => {
    startSession('token');
    const portal = await renderPortal('/center/licence', screens);
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    expect(portal.where()).toBe('/404');
  });

  it('loads each screen once, on its first visit', async () => {
    const load = vi.fn(async () => CENTRE_MAIN);
    startSession('token');
    const portal = await renderPortal('/index', { ...screens, '/center/main': load });
    await screen.findByText('首页屏');
    expect(load).not.toHaveBeenCalled();
    await portal.go('/center/main');
    await screen.findByText('个人中心屏');
    await portal.go('/center/account');
    await screen.findByText('账户屏');
    await portal.go('/center/main');
    await screen.findByText('个人中心屏');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when a chunk fails, and the retry loads it again', async () => {
    const load = vi
      .fn<() => Promise<() => ReactElement>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(HOME);
    await renderPortal('/index', { ...screens, '/index': load });
    await click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('首页屏')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk after the time limit and offers the retry', async () => {
    const never = () => new Promise<never>(() => undefined);
    await renderPortal('/index', { ...screens, '/index': never }, 50);
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByText(/页面加载失败/)).toBeInTheDocument();
  });
});

describe('a failure outside any screen', () => {
  function Broken(): never {
    throw new Error('layout broke');
  }

  it('shows the 500 page in place of the frame, and the next navigation tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const portal = await renderPortalRoutes('/broken', [
      { path: '/broken', element: <Broken /> },
      { path: '/fine', element: <p>好了</p> },
    ]);
    expect(await screen.findByText('500 服务异常')).toBeInTheDocument();
    await portal.go('/fine');
    expect(await screen.findByText('好了')).toBeInTheDocument();
    expect(screen.queryByText('500 服务异常')).not.toBeInTheDocument();
  });
});

describe('every navigation', () => {
  it('scrolls to the top and names the page in the title', async () => {
    const portal = await renderPortal('/index', screens);
    await screen.findByText('首页屏');
    await waitFor(() => expect(document.title).toBe('首页 - 江苏人社网上办事服务大厅'));
    vi.mocked(window.scrollTo).mockClear();
    startSession('token');
    await portal.go('/center/account');
    await screen.findByText('账户屏');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.title).toBe('账户安全 - 江苏人社网上办事服务大厅'));
  });

  it('shows the progress bar while a page is on its way and removes it once it is there', async () => {
    let arrive: (screen: () => ReactElement) => void = () => undefined;
    const slow = () => new Promise<() => ReactElement>((resolve) => (arrive = resolve));
    const portal = await renderPortal('/login', { ...screens, '/index': slow });
    await screen.findByRole('button', { name: '假登录' });
    // The first page is the browser's own load: no bar of the portal's.
    expect(document.getElementById('nprogress')).toBeNull();
    await portal.go('/index');
    await waitFor(() => expect(document.getElementById('nprogress')).not.toBeNull());
    await act(async () => arrive(HOME));
    await screen.findByText('首页屏');
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), { timeout: 3000 });
  });
});
