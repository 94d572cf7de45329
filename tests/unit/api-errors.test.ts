import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../src/api';
import { CLIENT_FAILURE_STATUS } from '../../src/api/failures';
import { behaviour, harness, json, type Responder } from './support/api-harness';

const rows = { 'POST /call': behaviour(), 'POST /login': behaviour({ auth: 'none', appId: true }) };

function respondingWith(respond: Responder, token?: string) {
  return harness(rows, respond, { hooks: { getToken: () => token }, timeoutMs: 200 });
}

/** A fetch that never answers but honours its abort signal, like a hung server. */
const hang: Responder = (request) =>
  new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

/** A full garbage collection now (V8's gc, exposed for the test). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('errors middleware: HTTP statuses (spec §8)', () => {
  it('401 with a token: reports hadToken, shows nothing, resolves with the error', async () => {
    const h = respondingWith(() => json({ appcode: '401', msg: '登录已失效，请重新登录', map: {} }, 401), 'tok');
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.unauthorized).toEqual([{ hadToken: true }]);
    expect(h.shown).toEqual([]);
    expect(result.error).toEqual({ appcode: '401', msg: '登录已失效，请重新登录', map: {} });
  });

  it('401 without a token: reports hadToken false', async () => {
    const h = respondingWith(() => json({ appcode: '401', msg: '', map: {} }, 401));
    await h.basic.POST('/call', { body: {} });
    expect(h.unauthorized).toEqual([{ hadToken: false }]);
  });

  it('404 shows 您访问的资源不存在', async () => {
    const h = respondingWith(() => new Response('<h1>Not Found</h1>', { status: 404 }));
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['您访问的资源不存在']);
    expect(result.error).toBe('<h1>Not Found</h1>');
  });

  it('500 shows the server msg', async () => {
    const h = respondingWith(() => json({ appcode: '9999', msg: '社保卡状态异常，暂不能挂失', map: {} }, 500));
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['社保卡状态异常，暂不能挂失']);
    expect(result.error).toEqual({ appcode: '9999', msg: '社保卡状态异常，暂不能挂失', map: {} });
  });

  it('500 without a msg, or without JSON, shows 您的请求出现错误，请稍后再试', async () => {
    for (const response of [json({ appcode: '9999', msg: '', map: {} }, 500), new Response('Internal Server Error', { status: 500 })]) {
      const h = respondingWith(() => response);
      await h.basic.POST('/call', { body: {} });
      expect(h.shown).toEqual(['您的请求出现错误，请稍后再试']);
    }
  });

  it.each([400, 403, 405, 422, 429, 502, 503, 504])('status %i shows 服务器断开，请稍后重试', async (status) => {
    const h = respondingWith(() => new Response('<html>Bad Gateway</html>', { status }));
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['服务器断开，请稍后重试']);
    expect(result.error).toBeDefined();
  });

  it('2xx answers are data whatever their appcode, and nothing is shown', async () => {
    const h = respondingWith(() => json({ appcode: '1001', msg: '业务处理失败', map: {} }));
    const result = await h.basic.POST('/call', { body: {} });
    expect(result.data).toEqual({ appcode: '1001', msg: '业务处理失败', map: {} });
    expect(h.shown).toEqual([]);
  });
});

describe('errors middleware: message rules (spec §8)', () => {
  const serverSays = async (msg: string) => {
    const h = respondingWith(() => json({ appcode: '9999', msg, map: {} }, 500));
    const result = await h.basic.POST('/call', { body: {} });
    return { shown: h.shown, result };
  };

  it('never shows 未查询到信息!: the caller gets it as data, to show its empty state', async () => {
    for (const msg of ['未查询到信息!', '未查询到信息！']) {
      const { shown, result } = await serverSays(msg);
      expect(shown).toEqual([]);
      expect(result.data).toEqual({ appcode: '9999', msg, map: {} });
      expect(result.error).toBeUndefined();
    }
  });

  it('a silenced 500 still ends in an error for the caller, with nothing shown', async () => {
    const { shown, result } = await serverSays('t4712 会话校验未通过');
    expect(shown).toEqual([]);
    expect(result.error).toEqual({ appcode: '9999', msg: 't4712 会话校验未通过', map: {} });
  });

  it('silences a message that starts with t4712, not one that merely contains it', async () => {
    expect((await serverSays('t4712: 会话校验未通过')).shown).toEqual([]);
    expect((await serverSays('流水号 t4712 不存在')).shown).toEqual(['流水号 t4712 不存在']);
  });

  it('replaces a message starting with invalid by 无效的请求', async () => {
    expect((await serverSays('invalid token signature')).shown).toEqual(['无效的请求']);
    expect((await serverSays('Invalid parameter: areaCode')).shown).toEqual(['无效的请求']);
    expect((await serverSays('参数 invalid')).shown).toEqual(['参数 invalid']);
  });

  it('returns 人脸认证流水号不存在或已过期 to the caller as data', async () => {
    const { shown, result } = await serverSays('人脸认证流水号不存在或已过期');
    expect(shown).toEqual([]);
    expect(result.data).toEqual({ appcode: '9999', msg: '人脸认证流水号不存在或已过期', map: {} });
    expect(result.error).toBeUndefined();
  });

  it('returns a business code to the caller as data, even on a 500, and shows nothing', async () => {
    const h = respondingWith(() => json({ appcode: '04020002', msg: '密码错误，还可尝试 4 次', map: {} }, 500));
    const result = await h.basic.POST('/login', { body: {} });
    expect(result.data).toEqual({ appcode: '04020002', msg: '密码错误，还可尝试 4 次', map: {} });
    expect(h.shown).toEqual([]);
  });

  it('returns the contract rate-limit answer (429, appcode 429) as data; a 429 without it is shown', async () => {
    const limited = respondingWith(() => json({ appcode: '429', msg: '请求过于频繁，请稍后再试', map: {} }, 429));
    expect((await limited.basic.POST('/login', { body: {} })).data?.appcode).toBe('429');
    expect(limited.shown).toEqual([]);
    const other = respondingWith(() => json({ appcode: '9999', msg: 'slow down', map: {} }, 429));
    await other.basic.POST('/login', { body: {} });
    expect(other.shown).toEqual(['服务器断开，请稍后重试']);
  });

  it('a business code on another error status is not data', async () => {
    const h = respondingWith(() => json({ appcode: '04020002', msg: '密码错误', map: {} }, 502));
    const result = await h.basic.POST('/login', { body: {} });
    expect(result.error).toBeDefined();
    expect(h.shown).toEqual(['服务器断开，请稍后重试']);
  });
});

describe('errors middleware: one message of a kind until dismissed', () => {
  it('overlapping failures with the same message show one toast; after dismissal it shows again', async () => {
    const h = respondingWith(() => new Response('', { status: 404 }));
    await Promise.all([h.basic.POST('/call', { body: {} }), h.basic.POST('/call', { body: {} }), h.basic.POST('/call', { body: {} })]);
    expect(h.shown).toEqual(['您访问的资源不存在']);
    await h.basic.POST('/call', { body: {} });
    expect(h.shown).toHaveLength(1);
    h.dismissAll();
    await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['您访问的资源不存在', '您访问的资源不存在']);
  });

  it('different messages are each shown', async () => {
    let status = 404;
    const h = respondingWith(() => new Response('', { status }));
    await h.basic.POST('/call', { body: {} });
    status = 502;
    await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['您访问的资源不存在', '服务器断开，请稍后重试']);
  });
});

describe('errors middleware: failures without an answer', () => {
  it('a lost connection shows 服务器断开，请稍后重试 and resolves with a client error', async () => {
    const h = respondingWith(() => Promise.reject(new TypeError('fetch failed')));
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual([ERROR_MESSAGES.disconnected]);
    expect(result.error).toEqual({ appcode: 'CLIENT_NETWORK', msg: '服务器断开，请稍后重试', map: {} });
    expect(result.response.status).toBe(CLIENT_FAILURE_STATUS);
  });

  it('a server that never answers times out with 请求超时,请稍后重试', async () => {
    const h = respondingWith(hang);
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['请求超时,请稍后重试']);
    expect(result.error).toEqual({ appcode: 'CLIENT_TIMEOUT', msg: '请求超时,请稍后重试', map: {} });
  });

  it('the time limit reaches a hung request after a garbage collection while it waits', async () => {
    const h = harness(rows, hang, { timeoutMs: 2_000 });
    const call = h.basic.POST('/call', { body: {} });
    await vi.waitFor(() => expect(h.seen).toHaveLength(1));
    collectGarbage();
    expect((await call).error).toMatchObject({ appcode: 'CLIENT_TIMEOUT' });
  });

  it('a body that stalls after the headers also times out', async () => {
    const h = respondingWith(
      (request) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"appcode":'));
              request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const result = await h.basic.POST('/call', { body: {} });
    expect(h.shown).toEqual(['请求超时,请稍后重试']);
    expect(result.error).toMatchObject({ appcode: 'CLIENT_TIMEOUT' });
  });

  it('the default limit is 60 seconds (spec §9)', async () => {
    vi.useFakeTimers();
    const h = harness(rows, hang);
    let settled = false;
    const call = h.basic.POST('/call', { body: {} }).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).error).toMatchObject({ appcode: 'CLIENT_TIMEOUT' });
    expect(h.shown).toEqual(['请求超时,请稍后重试']);
  });

  it('a call the caller cancels rejects with its abort reason and shows nothing', async () => {
    const h = respondingWith(hang);
    const controller = new AbortController();
    const call = h.basic.POST('/call', { body: {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.shown).toEqual([]);
    expect(h.loading.at(-1)).toBe(0);
  });
});
