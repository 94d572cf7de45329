// @vitest-environment jsdom
// The home page in the real portal (router, layouts, home area) against the
// mock gateway (strict mode, its own process): what it asks for, with which
// bodies and headers, and what it shows from the answers. The typed clients
// are the real ones, pointed at the gateway instead of the page's origin.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api, ApiHooks } from '../../src/api';
import { chooseCity, chooseServiceObject } from '../../src/stores/home';
import { applyUserInfo, endSession, session, startSession } from '../../src/stores/session';
import { allowForWholePortal, areaScreens, click, markerScreens, renderPortal, stubBrowser } from '../unit/shell/portal-harness';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';

allowForWholePortal();

const wiring = vi.hoisted(() => ({ api: undefined as Api | undefined, hooks: {} as Partial<ApiHooks> }));

vi.mock('../../src/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/api')>();
  return {
    ...actual,
    // The app's hooks (token, toasts, 401) go to the clients the test created.
    configureApi: (hooks: Partial<ApiHooks>) => Object.assign(wiring.hooks, hooks),
    api: new Proxy({} as Api, { get: (_, client: keyof Api) => wiring.api?.[client] }),
  };
});

interface Sent {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

let gateway: GatewayProcess;
const sent: Sent[] = [];
/** The gateway's development switch for the next requests (`x-mock-scenario`), when set. */
let scenario: string | undefined;

const bodiesOf = (path: string) => sent.filter((request) => request.path.endsWith(path)).map((request) => request.body);
const headersOf = (path: string) => sent.filter((request) => request.path.endsWith(path)).map((request) => request.headers);

beforeAll(async () => {
  gateway = await startGatewayProcess();
  const { createApi } = await vi.importActual<typeof import('../../src/api/client')>('../../src/api/client');
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (scenario) request.headers.set('x-mock-scenario', scenario);
    const text = await request.clone().text();
    sent.push({
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: request.headers,
    });
    // A fresh connection per request: Node's fetch may reuse a socket the gateway is just
    // closing after its keep-alive timeout, which fails the request (browsers retry; Node does not).
    request.headers.set('connection', 'close');
    return fetch(request);
  };
  wiring.api = createApi({
    baseUrl: gateway.url,
    fetch: recording,
    hooks: {
      getToken: () => wiring.hooks.getToken?.(),
      getChannelType: () => wiring.hooks.getChannelType?.(),
      onUnauthorized: (info) => wiring.hooks.onUnauthorized?.(info),
      showError: (message, onClose) => (wiring.hooks.showError ? wiring.hooks.showError(message, onClose) : onClose()),
      onLoadingChange: (inFlight) => wiring.hooks.onLoadingChange?.(inFlight),
    },
  });
}, 120_000);
afterAll(() => gateway?.close());

const areas = {
  ...areaScreens('home'),
  ...markerScreens({ '/login': () => <p>登录屏</p>, '/task': () => <p>事项办理屏</p> }),
};

function logInAs(persona: 'person' | 'unit') {
  startSession(`mock-${persona}-token`);
  applyUserInfo(
    persona === 'person'
      ? { userId: 'P320102198807154211', name: '王建国', userType: '1', needImprovePwd: 'false' }
      : { userId: 'U91320100MA1W2X3Y44', name: '李秀英', companyName: '南京云帆信息科技有限公司', userType: '2', needImprovePwd: 'false' },
  );
}

/** A function tile is named by its visible text: the function's name, then its description. */
const tileName = (funcName: string) => new RegExp(`^${funcName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** The tiles of a function, wherever they are on the page. */
const tile = (funcName: string) => screen.findAllByRole('button', { name: tileName(funcName) });

beforeEach(() => {
  stubBrowser();
  sessionStorage.clear();
  endSession();
  chooseCity('省本级', '329900');
  chooseServiceObject('1');
  sent.length = 0;
  scenario = undefined;
});

describe('a visitor on /index', () => {
  it('sees hot, classified and recommended person services of the province, asked for without a token', async () => {
    await renderPortal('/index', areas);
    const hot = within(await screen.findByRole('region', { name: '热门个人服务' }));
    expect(await hot.findByRole('button', { name: tileName('个人参保证明打印') })).toBeInTheDocument();
    expect(hot.getByRole('button', { name: tileName('失业保险金申领') })).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: '个人服务分类' }));
    expect(await categories.findByRole('tab', { name: /社会保障卡/ })).toBeInTheDocument();
    expect(categories.getByRole('tab', { name: /就业创业/ })).toBeInTheDocument();

    const recommended = within(screen.getByRole('region', { name: '推荐服务' }));
    expect(await recommended.findByRole('button', { name: tileName('养老保险待遇资格认证') })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '我的收藏' })).getByText(/登录后可收藏常用服务/)).toBeInTheDocument();

    expect(bodiesOf('/function/getHotFunction')).toEqual([{ serviceObject: '1', areaCode: '329900' }]);
    expect(bodiesOf('/function/getClassifiedFunction')).toEqual([{ areaCode: '329900' }]);
    expect(bodiesOf('/function/getRecommendFunction')).toEqual([{ serviceObject: '1', areaCode: '329900' }]);
    expect(bodiesOf('/function/getCollection')).toEqual([]);
    for (const path of ['/function/getHotFunction', '/function/getClassifiedFunction']) {
      expect(headersOf(path)[0]?.get('Access-Token')).toBeNull();
    }
    expect(headersOf('/function/getRecommendFunction')[0]?.get('Channel-Marker')).toBe('header');
  });

  it('switches to unit services and asks for the unit catalogue', async () => {
    await renderPortal('/index', areas);
    await screen.findByRole('region', { name: '热门个人服务' });
    await click(screen.getByRole('tab', { name: /单位服务/ }));
    expect(await screen.findByRole('region', { name: '热门单位服务' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf('/function/getHotFunction')).toContainEqual({ serviceObject: '2', areaCode: '329900' }));
    const categories = within(screen.getByRole('region', { name: '单位服务分类' }));
    await click(await categories.findByRole('tab', { name: /^社会保险/ }));
    expect(await categories.findByRole('button', { name: tileName('单位参保证明打印') })).toBeInTheDocument();
  });

  it('moves between personal and unit services with the arrow keys, one tab in the Tab order', async () => {
    await renderPortal('/index', areas);
    await screen.findByRole('region', { name: '热门个人服务' });
    const personal = screen.getByRole('tab', { name: /个人服务/ });
    const unit = screen.getByRole('tab', { name: /单位服务/ });
    expect(personal).toHaveAttribute('tabindex', '0');
    expect(unit).toHaveAttribute('tabindex', '-1');
    personal.focus();
    fireEvent.keyDown(personal, { key: 'ArrowRight' });
    expect(await screen.findByRole('region', { name: '热门单位服务' })).toBeInTheDocument();
    expect(document.activeElement).toBe(unit);
    expect(unit).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses a city from the city channels and reloads the catalogue for its area code', async () => {
    await renderPortal('/index', areas);
    await screen.findByRole('region', { name: '热门个人服务' });
    await click(screen.getByRole('button', { name: /省本级/ }));
    await waitFor(() => expect(bodiesOf('/cityChannel/getCityChannel')).toHaveLength(1));
    // Role queries over the whole page are slow; the list lives in the popover.
    const cityList = await screen.findByRole('listbox', { name: '选择城市频道' });
    await click(within(cityList).getByText('苏州市'));
    expect(session.token).toBe('');
    await waitFor(() => expect(bodiesOf('/function/getClassifiedFunction')).toContainEqual({ areaCode: '320500' }));
    expect(bodiesOf('/cityChannel/getCityChannel')).toEqual([{}]);
    expect(await screen.findByText('苏州市人力资源和社会保障网上办事服务大厅')).toBeInTheDocument();
  });

  it('applies a city channel link (/index?areaCode=…)', async () => {
    await renderPortal('/index?areaCode=320100', areas);
    await waitFor(() => expect(bodiesOf('/function/getClassifiedFunction')).toContainEqual({ areaCode: '320100' }));
    expect(await screen.findByText('南京市人力资源和社会保障网上办事服务大厅')).toBeInTheDocument();
  });

  it('is sent to log in before a function that needs it, and comes back through the jump page', async () => {
    const portal = await renderPortal('/index', areas);
    const [first] = await tile('个人参保证明打印');
    await click(first!);
    await screen.findByText('登录屏');
    expect(portal.where()).toBe('/login?redirect=%2Ftobusiness%3FfuncId%3DF2001');
    expect(bodiesOf('/functionAccess/checkUserType')).toEqual([]);
  });
});

describe('a logged-in person on /index', () => {
  it('sees favourites (offline ones flagged), personal recommendations and the unread count', async () => {
    logInAs('person');
    await renderPortal('/index', areas);
    const favourites = within(await screen.findByRole('region', { name: '我的收藏' }));
    expect(await favourites.findByRole('button', { name: /^职业培训补贴申领\s*暂停服务/ })).toBeInTheDocument();
    const recommended = within(screen.getByRole('region', { name: '为您推荐' }));
    expect(await recommended.findByRole('button', { name: tileName('养老金发放明细查询') })).toBeInTheDocument();
    // The gateway's state decides the count (30 seeded messages): the header shows what it says.
    const counted = await fetch(`${gateway.url}/api/person/message/queryNotReadMessageCount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Access-Token': 'mock-person-token' },
      body: '{}',
    });
    const { notReadCount } = ((await counted.json()) as { map: { notReadCount: number } }).map;
    expect(notReadCount).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: `未读消息 ${notReadCount} 条` })).toBeInTheDocument();
    const notices = within(screen.getByRole('region', { name: '服务公告' }));
    expect(await notices.findByText('系统升级中，预计 2026-12-01 恢复办理')).toBeInTheDocument();

    expect(headersOf('/function/getCollection')[0]?.get('Access-Token')).toBe('mock-person-token');
    expect(headersOf('/function/getCollection')[0]?.get('Channel-Marker')).toBe('header');
    expect(bodiesOf('/function/getRecommendFunctionByUser')).toEqual([{}]);
    expect(bodiesOf('/function/getRecommendFunction')).toEqual([]);
    expect(bodiesOf('/message/queryNotReadMessageCount')).toEqual([{}]);
  });

  it('cancels a favourite with cancelCollection and reloads the list', async () => {
    logInAs('person');
    await renderPortal('/index', areas);
    const favourites = within(await screen.findByRole('region', { name: '我的收藏' }));
    await favourites.findByRole('button', { name: tileName('个人参保证明打印') });
    await click(favourites.getByRole('button', { name: '取消收藏个人参保证明打印' }));
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument();
    expect(bodiesOf('/function/cancelCollection')).toEqual([{ funcId: 'F2001' }]);
    await waitFor(() => expect(bodiesOf('/function/getCollection')).toHaveLength(2));
  });

  it('adds a favourite with addCollection', async () => {
    logInAs('person');
    await renderPortal('/index', areas);
    const hot = within(await screen.findByRole('region', { name: '热门个人服务' }));
    await click(await hot.findByRole('button', { name: '收藏失业保险金申领' }));
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(bodiesOf('/function/addCollection')).toEqual([{ funcId: 'F3001' }]);
  });

  it('enters a function after checkUserType and checkFunctionAuth', async () => {
    logInAs('person');
    const portal = await renderPortal('/index', areas);
    const hot = within(await screen.findByRole('region', { name: '热门个人服务' }));
    await click(await hot.findByRole('button', { name: tileName('个人参保证明打印') }));
    expect(await screen.findByText('事项办理屏')).toBeInTheDocument();
    expect(portal.where()).toBe('/task?funcId=F2001');
    expect(bodiesOf('/functionAccess/checkUserType')).toEqual([{ funcId: 'F2001' }]);
    expect(bodiesOf('/function/checkFunctionAuth')).toEqual([{ funcId: 'F2001' }]);
    expect(headersOf('/function/checkFunctionAuth')[0]?.get('Access-Token')).toBe('mock-person-token');
  });

  it('does not open an offline favourite and asks the server nothing about it', async () => {
    logInAs('person');
    await renderPortal('/index', areas);
    const favourites = within(await screen.findByRole('region', { name: '我的收藏' }));
    await click(await favourites.findByRole('button', { name: /^职业培训补贴申领\s*暂停服务/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('系统升级中，预计 2026-12-01 恢复办理');
    expect(bodiesOf('/functionAccess/checkUserType')).toEqual([]);
  });
});

describe('a unit user', () => {
  it('is offered to switch account for a person-only function, and is logged out on accepting', async () => {
    logInAs('unit');
    const portal = await renderPortal('/index', areas);
    const hot = within(await screen.findByRole('region', { name: '热门个人服务' }));
    await click(await hot.findByRole('button', { name: tileName('个人参保证明打印') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('该事项仅面向个人办理，请退出后使用个人账号登录');
    await click(within(dialog).getByRole('button', { name: '切换账号' }));
    await screen.findByText('登录屏');
    expect(bodiesOf('/auth/logout')).toEqual([{}]);
    expect(session.token).toBe('');
    expect(portal.where()).toBe('/login?redirect=%2Ftobusiness%3FfuncId%3DF2001');
  });
});

describe('session expiry (spec §4)', () => {
  it('forgets the user on a 401 and sends them to log in, back to where they were', async () => {
    logInAs('person');
    scenario = 'status-401@queryNotReadMessageCount';
    const portal = await renderPortal('/index?serviceObject=1', areas);
    await screen.findByText('登录屏');
    expect(session.token).toBe('');
    expect(session.userinfo).toBeNull();
    expect(portal.where()).toBe('/login?redirect=%2Findex%3FserviceObject%3D1');
  });
});

describe('the jump page /tobusiness', () => {
  it('finds the function in the catalogue, checks access and goes to its address', async () => {
    logInAs('person');
    const portal = await renderPortal('/tobusiness?funcId=F2001', areas);
    expect(await screen.findByText('事项办理屏')).toBeInTheDocument();
    expect(portal.where()).toBe('/task?funcId=F2001');
    expect(bodiesOf('/function/checkFunctionAuth')).toEqual([{ funcId: 'F2001' }]);
    // The jump page replaced itself: "back" does not return to it.
    expect(portal.router().navigationType).toBe('REPLACE');
  });

  it('says so when the function is not in the catalogue', async () => {
    await renderPortal('/tobusiness?funcId=F9999', areas);
    expect(await screen.findByText('未找到该事项')).toBeInTheDocument();
  });
});
