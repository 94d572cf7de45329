// Entering a function: every branch of the access flow with a scripted server
// (the gateway's persona examples cannot reach all of them) and a recording UI.
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/api';
import { runFunctionAccess, type AccessContext, type AccessUi, type PortalFunction } from '../../../src/domain/function-access/flow';
import { functionTarget } from '../../../src/domain/function-access/target';

const ORIGIN = 'https://rs.hrss.example.gov.cn';

function func(overrides: Partial<PortalFunction> = {}): PortalFunction {
  return {
    funcId: 'F2001',
    funcName: '个人参保证明打印',
    funcCode: 'SHBX0301',
    category: 'SHBX',
    serviceObject: '1',
    url: '/task?funcId=F2001',
    needLogin: true,
    userTypes: ['1'],
    isOnline: true,
    icon: 'printer',
    hot: true,
    hasSubFunction: false,
    description: '打印参保证明',
    ...overrides,
  };
}

type Answers = Record<string, unknown | ((body: Record<string, unknown>) => unknown)>;

/** A channel client that answers each path with `{appcode: '0', map}` and records the calls. */
function scriptedApi(answers: Answers) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const POST = vi.fn(async (path: string, init: { body: Record<string, unknown> }) => {
    calls.push({ path, body: init.body });
    const answer = answers[path];
    if (answer === undefined) throw new Error(`unexpected call ${path}`);
    const map = typeof answer === 'function' ? answer(init.body) : answer;
    return { data: { appcode: '0', msg: '成功', map } };
  });
  return { api: { channel: { POST } } as unknown as Pick<Api, 'channel'>, calls };
}

function recordingUi(choices: { confirm?: boolean; sub?: number; secondAuth?: 'pass' | 'abandon' } = {}) {
  const notices: string[] = [];
  const confirms: string[] = [];
  const ui: AccessUi = {
    notice: (text) => void notices.push(text),
    confirm: async ({ content }) => {
      confirms.push(content);
      return choices.confirm ?? true;
    },
    chooseSubFunction: async (_parent, options) => (choices.sub === undefined ? undefined : options[choices.sub]),
    secondAuth: async () =>
      choices.secondAuth === 'pass'
        ? { passed: true, reason: '', secondAuthTicket: 'SA1', targetUrl: '/task?funcId=F6003&t=SA1' }
        : undefined,
  };
  return { ui, notices, confirms };
}

const person: AccessContext = { loggedIn: true, userKind: 'person', closeFuncList: [], origin: ORIGIN };
const visitor: AccessContext = { loggedIn: false, userKind: undefined, closeFuncList: [], origin: ORIGIN };

const ENTER = { allowed: true, action: 'enter', reason: '', targetUrl: '/task?funcId=F2001' };
const PASSED = { passed: true, needSecondAuth: false, reason: '', targetUrl: '/task?funcId=F2001' };

async function run(target: PortalFunction, context: AccessContext, answers: Answers, choices?: Parameters<typeof recordingUi>[0]) {
  const { api, calls } = scriptedApi(answers);
  const { ui, notices, confirms } = recordingUi(choices);
  const logout = vi.fn(async () => undefined);
  const outcome = await runFunctionAccess(target, context, { api, ui, logout });
  return { outcome, calls: calls.map((call) => call.path), bodies: calls, notices, confirms, logout };
}

describe('before asking the server', () => {
  it('never opens an offline function and says why', async () => {
    const result = await run(func({ isOnline: false, offlineTip: '系统升级中' }), person, {});
    expect(result.outcome).toEqual({ kind: 'stopped' });
    expect(result.notices).toEqual(['系统升级中']);
    expect(result.calls).toEqual([]);
  });

  it('treats the session closeFuncList as offline too', async () => {
    const result = await run(func(), { ...person, closeFuncList: ['SHBX0301'] }, {});
    expect(result.notices[0]).toMatch(/暂停/);
    expect(result.calls).toEqual([]);
  });

  it('opens a function that needs no login directly', async () => {
    const result = await run(func({ needLogin: false, url: '/zyzg' }), visitor, {});
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/zyzg' });
    expect(result.calls).toEqual([]);
  });
});

describe('user type and authorisation', () => {
  it('lets an allowed person in after checkUserType and checkFunctionAuth', async () => {
    const result = await run(func(), person, {
      '/functionAccess/checkUserType': ENTER,
      '/function/checkFunctionAuth': PASSED,
    });
    expect(result.calls).toEqual(['/functionAccess/checkUserType', '/function/checkFunctionAuth']);
    expect(result.bodies[0]?.body).toEqual({ funcId: 'F2001' });
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/task?funcId=F2001' });
  });

  it('sends a visitor to log in first, coming back through the jump page', async () => {
    const result = await run(func(), visitor, {});
    expect(result.calls).toEqual([]);
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/login?redirect=%2Ftobusiness%3FfuncId%3DF2001' });
  });

  it('sends a user whose session the server no longer knows to log in again', async () => {
    const result = await run(func(), person, {
      '/functionAccess/checkUserType': { allowed: false, action: 'login', reason: '请先登录', targetUrl: '/login' },
    });
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/login?redirect=%2Ftobusiness%3FfuncId%3DF2001' });
  });

  it('offers a unit user to switch account, logging out first', async () => {
    const reason = '该事项仅面向个人办理，请退出后使用个人账号登录';
    const result = await run(
      func(),
      { ...person, userKind: 'unit' },
      {
        '/functionAccess/checkUserType': { allowed: false, action: 'switchAccount', reason, targetUrl: '/login?type=person' },
      },
    );
    expect(result.confirms).toEqual([reason]);
    expect(result.logout).toHaveBeenCalledOnce();
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/login?redirect=%2Ftobusiness%3FfuncId%3DF2001' });
  });

  it('stays when the user declines to switch account', async () => {
    const result = await run(
      func(),
      { ...person, userKind: 'unit' },
      { '/functionAccess/checkUserType': { allowed: false, action: 'switchAccount', reason: '仅个人', targetUrl: '/login' } },
      { confirm: false },
    );
    expect(result.logout).not.toHaveBeenCalled();
    expect(result.outcome).toEqual({ kind: 'stopped' });
  });

  it('guides a casual user to registration', async () => {
    const result = await run(
      func(),
      { ...person, userKind: 'casual' },
      {
        '/functionAccess/checkUserType': {
          allowed: false,
          action: 'register',
          reason: '请先注册个人账号',
          targetUrl: '/main/logon/register',
        },
      },
    );
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/main/logon/register' });
  });

  it('tells the reason when the authorisation check refuses without a page to go to', async () => {
    const result = await run(func(), person, {
      '/functionAccess/checkUserType': ENTER,
      '/function/checkFunctionAuth': { passed: false, needSecondAuth: false, reason: '您未获得该功能的经办授权', targetUrl: '' },
    });
    expect(result.notices).toEqual(['您未获得该功能的经办授权']);
    expect(result.outcome).toEqual({ kind: 'stopped' });
  });

  it('asks for the second factor when required and enters with its result', async () => {
    const answers = {
      '/functionAccess/checkUserType': ENTER,
      '/function/checkFunctionAuth': { ...PASSED, needSecondAuth: true, secondAuthTypes: ['sms', 'face'], targetUrl: '/task?funcId=F6003' },
    };
    const passed = await run(func({ funcId: 'F6003' }), person, answers, { secondAuth: 'pass' });
    expect(passed.outcome).toEqual({ kind: 'navigate', to: '/task?funcId=F6003&t=SA1' });
    const abandoned = await run(func({ funcId: 'F6003' }), person, answers, { secondAuth: 'abandon' });
    expect(abandoned.outcome).toEqual({ kind: 'stopped' });
  });

  it('checks functions with an auth code by that code', async () => {
    const result = await run(
      func({ authCode: 'ZP7002A', url: 'https://job.hrss.example.gov.cn/unit/recruit' }),
      { ...person, userKind: 'casual' },
      {
        '/functionAccess/checkUserType': ENTER,
        '/function/checkFunctionAuthByAuthCode': {
          allowed: true,
          needLogin: false,
          targetUrl: 'https://job.hrss.example.gov.cn/unit/recruit',
          reason: '',
        },
      },
    );
    expect(result.calls).toEqual(['/functionAccess/checkUserType', '/function/checkFunctionAuthByAuthCode']);
    expect(result.bodies[1]?.body).toEqual({ authCode: 'ZP7002A' });
    expect(result.outcome).toEqual({ kind: 'external', url: 'https://job.hrss.example.gov.cn/unit/recruit' });
  });

  it('lets the user pick a sub-function and enters the chosen one', async () => {
    const child = func({ funcId: 'F6003-1', funcName: '养老保险增员', url: '/task?funcId=F6003-1' });
    const result = await run(
      func({ funcId: 'F6003', hasSubFunction: true }),
      person,
      {
        '/function/getSubFunction': { list: [child] },
        '/functionAccess/checkUserType': ENTER,
        '/function/checkFunctionAuth': { ...PASSED, targetUrl: '/task?funcId=F6003-1' },
      },
      { sub: 0 },
    );
    expect(result.bodies.map((call) => call.body.funcId)).toEqual(['F6003', 'F6003-1', 'F6003-1']);
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/task?funcId=F6003-1' });
  });
});

describe('external systems', () => {
  const external = func({ funcId: 'F3003', url: 'https://cydk.hrss.example.gov.cn/apply' });

  it('hands a person to an external system with a one-time ticket', async () => {
    const result = await run(external, person, {
      '/functionAccess/checkUserType': ENTER,
      '/function/checkFunctionAuth': { ...PASSED, targetUrl: 'https://cydk.hrss.example.gov.cn/apply' },
      '/function/verifyPersonAndJump': { verified: true, reason: '', targetUrl: 'https://cydk.hrss.example.gov.cn/apply?ticket=TK1' },
    });
    expect(result.calls.at(-1)).toBe('/function/verifyPersonAndJump');
    expect(result.outcome).toEqual({ kind: 'external', url: 'https://cydk.hrss.example.gov.cn/apply?ticket=TK1' });
  });

  it('verifies units with verifyUnitAndJump and offers the guide page when refused', async () => {
    const result = await run(
      external,
      { ...person, userKind: 'unit' },
      {
        '/functionAccess/checkUserType': ENTER,
        '/function/checkFunctionAuth': { ...PASSED, targetUrl: 'https://cydk.hrss.example.gov.cn/apply' },
        '/function/verifyUnitAndJump': { verified: false, reason: '单位状态异常', targetUrl: '/unitcenter/unitinfo' },
      },
    );
    expect(result.confirms).toEqual(['单位状态异常']);
    expect(result.outcome).toEqual({ kind: 'navigate', to: '/unitcenter/unitinfo' });
  });

  it('refuses addresses that are not http(s) links', async () => {
    const result = await run(func({ needLogin: false, url: 'javascript:alert(1)' }), visitor, {});
    expect(result.outcome).toEqual({ kind: 'stopped' });
    expect(result.notices[0]).toMatch(/阻止/);
  });
});

describe('function addresses', () => {
  it.each([
    ['/task?funcId=F2001', { kind: 'internal', path: '/task?funcId=F2001' }],
    [`${ORIGIN}/web/zyzg?x=1`, { kind: 'internal', path: '/zyzg?x=1' }],
    ['https://job.hrss.example.gov.cn/unit/recruit', { kind: 'external', url: 'https://job.hrss.example.gov.cn/unit/recruit' }],
    ['http://plain.example.gov.cn/', { kind: 'blocked' }],
    ['javascript:alert(1)', { kind: 'blocked' }],
    ['//evil.example.com/x', { kind: 'blocked' }],
  ])('%s', (address, expected) => {
    expect(functionTarget(address, ORIGIN)).toEqual(expected);
  });
});
