// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the app singleton', () => {
  it('is created on first use, on the page origin, with hooks configured before or after', async () => {
    const seen: Request[] = [];
    const fetch = vi.fn(async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ appcode: '0', msg: '', map: {} }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { api, configureApi } = await import('../../src/api');
    let token = 'first-token';
    configureApi({ getToken: () => token });
    expect(fetch).not.toHaveBeenCalled();

    await api.basic.POST('/auth/logout', { body: {} });
    expect(seen[0]!.url).toBe(`${window.location.origin}/api/basic/auth/logout`);
    expect(seen[0]!.headers.get('Access-Token')).toBe('first-token');

    const loading: number[] = [];
    configureApi({ onLoadingChange: (inFlight) => loading.push(inFlight) });
    token = 'second-token';
    await api.basic.POST('/auth/logout', { body: {} });
    expect(seen[1]!.headers.get('Access-Token')).toBe('second-token');
    expect(loading).toEqual([1, 0]);
    expect(api.basic).toBe(api.basic);
  });

  it('offers the request methods only: the app clients take no middleware of their own', async () => {
    const { api } = await import('../../src/api');
    expect(Object.keys(api.person).sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'TRACE', 'request']);
    // @ts-expect-error -- `use` is not part of the app clients' type
    expect(api.person.use).toBeUndefined();
  });

  it('answers a call as a lost connection when the clients cannot be loaded, with one toast, and loads them on the next call', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ appcode: '0', msg: '', map: {} }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.doMock('../../src/api/client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { api, configureApi, ERROR_MESSAGES } = await import('../../src/api');
    const toasts: string[] = [];
    configureApi({ showError: (message) => toasts.push(message) });

    const [first, second] = await Promise.all([api.basic.POST('/auth/logout', { body: {} }), api.basic.POST('/auth/logout', { body: {} })]);
    expect(first.data).toBeUndefined();
    expect(first.error).toEqual({ appcode: 'CLIENT_NETWORK', msg: ERROR_MESSAGES.disconnected, map: {} });
    expect(second.error).toEqual(first.error);
    expect(toasts).toEqual([ERROR_MESSAGES.disconnected]);
    expect(fetch).not.toHaveBeenCalled();

    vi.doUnmock('../../src/api/client');
    const again = await api.basic.POST('/auth/logout', { body: {} });
    expect(again.data).toEqual({ appcode: '0', msg: '', map: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands a call started early to the first identical call within the while, once; any other call asks the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ appcode: '0', msg: '', map: {} }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { api, startEarly } = await import('../../src/api');

    startEarly('affair', '/applicant/case/overview', {});
    const taken = await api.affair.POST('/applicant/case/overview', { body: {} });
    expect(taken.data).toEqual({ appcode: '0', msg: '', map: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next identical call asks again, and so does one with another body.
    await api.affair.POST('/applicant/case/overview', { body: {} });
    await api.unit.POST('/unitBase/queryMultipleAgentList', { body: { pageNum: 1, pageSize: 10 } });
    expect(fetch).toHaveBeenCalledTimes(3);

    startEarly('unit', '/unitBase/queryMultipleAgentList', { pageNum: 1, pageSize: 1 });
    vi.advanceTimersByTime(31_000);
    await api.unit.POST('/unitBase/queryMultipleAgentList', { body: { pageNum: 1, pageSize: 1 } });
    expect(fetch).toHaveBeenCalledTimes(5);
    vi.useRealTimers();
  });

  it("shows a screen's server message as spec §8 decides, once until dismissed, in one set with the client's own error toasts", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ appcode: '500', msg: '系统维护中', map: {} }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { api, configureApi, showServerMessage, ERROR_MESSAGES } = await import('../../src/api');
    const toasts: string[] = [];
    const dismiss: Array<() => void> = [];
    configureApi({ showError: (message, onClose) => (toasts.push(message), dismiss.push(onClose)) });

    expect(showServerMessage('系统维护中')).toEqual({ kind: 'show', text: '系统维护中' });
    await api.basic.POST('/auth/logout', { body: {} });
    showServerMessage('系统维护中');
    expect(toasts).toEqual(['系统维护中']);

    expect(showServerMessage('未查询到信息!')).toEqual({ kind: 'noData' });
    expect(showServerMessage('t4712 x')).toEqual({ kind: 'silent' });
    showServerMessage('invalid request');
    showServerMessage('Invalid again');
    expect(toasts).toEqual(['系统维护中', ERROR_MESSAGES.invalid]);

    dismiss[0]!();
    showServerMessage('系统维护中');
    expect(toasts).toEqual(['系统维护中', ERROR_MESSAGES.invalid, '系统维护中']);
  });

  it('keeps what calls reported before the app connected (toasts, a 401, the count in flight) and gives it once the app connects', async () => {
    const answers = [500, 500, 401];
    let answerLast: () => void = () => undefined;
    const lastAnswered = new Promise<void>((resolve) => (answerLast = resolve));
    const fetch = vi.fn(async () => {
      const status = answers.shift() ?? 200;
      if (status === 200) await lastAnswered;
      return new Response(JSON.stringify({ appcode: status === 200 ? '0' : '', msg: '', map: {} }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { api, configureApi, startEarly, ERROR_MESSAGES } = await import('../../src/api');
    // A first page's early calls, answered before its toasts are there.
    startEarly('affair', '/applicant/case/overview', {});
    startEarly('channel', '/function/getCollection', {});
    await api.affair.POST('/applicant/case/overview', { body: {} });
    await api.channel.POST('/function/getCollection', { body: {} });
    await api.basic.POST('/auth/logout', { body: {} });
    // One still in flight.
    const stillAsking = api.person.POST('/base/queryCardExist', { body: {} });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4), { timeout: 10_000 });

    const toasts: string[] = [];
    const unauthorized: boolean[] = [];
    const loading: number[] = [];
    configureApi({
      showError: (message) => toasts.push(message),
      onUnauthorized: ({ hadToken }) => unauthorized.push(hadToken),
      onLoadingChange: (inFlight) => loading.push(inFlight),
    });
    // Two failures with one text: one toast, as for calls answered later.
    expect(toasts).toEqual([ERROR_MESSAGES.serverError]);
    expect(unauthorized).toEqual([false]);
    expect(loading).toEqual([1]);
    answerLast();
    await stillAsking;
    expect(loading).toEqual([1, 0]);

    // Given once: connecting again (the app's hooks are set again when its toasts change) repeats nothing.
    configureApi({ showError: (message) => toasts.push(message), onUnauthorized: () => unauthorized.push(true) });
    expect(toasts).toEqual([ERROR_MESSAGES.serverError]);
    expect(unauthorized).toEqual([false]);
  });
});
