// @vitest-environment jsdom
// The valtio stores of spec §3 across a page reload: each "reload" drops the
// module cache and imports the store again, reading what the last page wrote.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function reloadSession() {
  vi.resetModules();
  return import('../../../src/stores/session');
}

async function reloadHome() {
  vi.resetModules();
  return import('../../../src/stores/home');
}

async function reloadUi() {
  vi.resetModules();
  return import('../../../src/stores/ui');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => vi.resetModules());

describe('session (webuser) in sessionStorage', () => {
  it('keeps the logged-in user across a reload', async () => {
    const first = await reloadSession();
    first.startSession('mock-person-token');
    first.applyUserInfo({
      userId: 'P1',
      name: '王建国',
      userType: '1',
      needImprovePwd: 'false',
      closeFuncList: ['JYCY0401'],
      jbqxList: [],
    });
    first.setPendingAuthorization('app-001', 'https://app.example.gov.cn/cb');
    await flush();

    const second = await reloadSession();
    expect(second.session.token).toBe('mock-person-token');
    expect(second.session.name).toBe('王建国');
    expect(second.session.ident).toBe('1');
    expect(second.session.userinfo?.userId).toBe('P1');
    expect(second.session.closeFuncList).toEqual(['JYCY0401']);
    expect(second.session.appId).toBe('app-001');
    expect(second.isLoggedIn()).toBe(true);
    expect(second.userKindOf(second.session.ident)).toBe('person');
  });

  it('stores under the key "webuser" in sessionStorage, never in localStorage', async () => {
    const { startSession } = await reloadSession();
    startSession('t1');
    await flush();
    expect(JSON.parse(sessionStorage.getItem('webuser') ?? '{}')).toMatchObject({ token: 't1' });
    expect(localStorage.getItem('webuser')).toBeNull();
  });

  it('logout clears the user, unit, permissions and offline list, and that survives a reload too', async () => {
    const first = await reloadSession();
    first.startSession('t');
    first.applyUserInfo({
      userId: 'U1',
      name: '李秀英',
      companyName: '南京云帆信息科技有限公司',
      userType: '2',
      needImprovePwd: 'false',
      unitLoginType: 'manager',
      jbqxList: ['DWCB'],
      closeFuncList: ['X'],
    });
    expect(first.session.unitinfo).toEqual({ companyName: '南京云帆信息科技有限公司', socialCreditCode: undefined });
    first.endSession();
    await flush();

    const second = await reloadSession();
    expect(second.session).toMatchObject({
      token: '',
      name: '',
      ident: '',
      userinfo: null,
      unitinfo: null,
      jbqxList: [],
      closeFuncList: [],
    });
    expect(second.isLoggedIn()).toBe(false);
  });

  it('starts logged out when the stored session is corrupt or of the wrong shape', async () => {
    sessionStorage.setItem('webuser', '{not json');
    expect((await reloadSession()).session.token).toBe('');
    sessionStorage.setItem('webuser', JSON.stringify({ token: 42, name: ['x'], closeFuncList: 'all' }));
    const { session } = await reloadSession();
    expect(session.token).toBe('');
    expect(session.name).toBe('');
    expect(session.closeFuncList).toEqual([]);
  });
});

describe('home state', () => {
  it('starts with the defaults of spec §3 and §9', async () => {
    const { home } = await reloadHome();
    expect(home).toMatchObject({
      affairType: 1,
      countmsg: 0,
      cityname: '省本级',
      areaCode: '329900',
      serviceObject: '1',
      allFuncList: [],
    });
  });

  it('keeps the chosen city and service object across a reload, not the unread count', async () => {
    const first = await reloadHome();
    first.chooseCity('苏州市', '320500');
    first.chooseServiceObject('2');
    first.setUnreadCount(7);
    await flush();

    const { home } = await reloadHome();
    expect(home.cityname).toBe('苏州市');
    expect(home.areaCode).toBe('320500');
    expect(home.serviceObject).toBe('2');
    expect(home.countmsg).toBe(0);
  });

  it('ignores a stored service object it does not know', async () => {
    sessionStorage.setItem('homeState', JSON.stringify({ serviceObject: '9' }));
    expect((await reloadHome()).home.serviceObject).toBe('1');
  });
});

describe('sidebar flag in a cookie', () => {
  it('is open by default', async () => {
    expect((await reloadUi()).ui.sidebarOpen).toBe(true);
  });

  it('writes 0 when closed and 1 when opened, and a reload reads it back', async () => {
    const first = await reloadUi();
    first.setSidebarOpen(false);
    expect(document.cookie).toContain('sidebarStatus=0');
    expect((await reloadUi()).ui.sidebarOpen).toBe(false);

    const second = await reloadUi();
    second.toggleSidebar();
    expect(document.cookie).toContain('sidebarStatus=1');
    expect((await reloadUi()).ui.sidebarOpen).toBe(true);
  });
});

describe('interface state', () => {
  it('counts requests for the loading indicator', async () => {
    const { isLoading, setRequestsInFlight, ui } = await reloadUi();
    setRequestsInFlight(2);
    expect(isLoading(ui)).toBe(true);
    setRequestsInFlight(0);
    expect(isLoading(ui)).toBe(false);
  });
});
