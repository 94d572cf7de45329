// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCodeError, CallFailedError } from './apiAnswer';
import { useSubmission } from './useSubmission';

describe('useSubmission', () => {
  it('is busy while the action runs and clear after it succeeds', async () => {
    const { result } = renderHook(() => useSubmission());
    let finish: () => void = () => undefined;
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.submit(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ submitting: false, refusal: undefined });
  });

  it('keeps the service refusal, and nothing for failures the client already showed', async () => {
    const { result } = renderHook(() => useSubmission());
    await act(() => result.current.submit(() => Promise.reject(new BusinessCodeError('03010008', '原密码不正确'))));
    expect(result.current).toMatchObject({ submitting: false, refusal: '原密码不正确' });
    await act(() => result.current.submit(() => Promise.reject(new CallFailedError('timeout'))));
    expect(result.current.refusal).toBeUndefined();
  });

  it('uses the screen’s own words when the service refused without a text to show', async () => {
    const { result } = renderHook(() => useSubmission());
    await act(() => result.current.submit(() => Promise.reject(new BusinessCodeError('500', '')), '密码重设未成功，请重试'));
    expect(result.current.refusal).toBe('密码重设未成功，请重试');
    await act(() => result.current.submit(() => Promise.reject(new CallFailedError('timeout')), '密码重设未成功，请重试'));
    expect(result.current.refusal).toBeUndefined();
  });

  it('tells whether the action went through, and forgets a refusal when asked', async () => {
    const { result } = renderHook(() => useSubmission());
    let succeeded: boolean | undefined;
    await act(async () => {
      succeeded = await result.current.submit(() => Promise.reject(new BusinessCodeError('03010008', '原密码不正确')));
    });
    expect(succeeded).toBe(false);
    expect(result.current.refusal).toBe('原密码不正确');
    act(() => result.current.clearRefusal());
    expect(result.current.refusal).toBeUndefined();
    await act(async () => {
      succeeded = await result.current.submit(() => Promise.resolve());
    });
    expect(succeeded).toBe(true);
  });

  it('runs one call: its map on success, nothing and the refusal otherwise', async () => {
    const { result } = renderHook(() => useSubmission());
    let found: unknown;
    await act(async () => {
      found = await result.current.run(Promise.resolve({ data: { appcode: '0', msg: '成功', map: { account: 'zhang' } } }));
    });
    expect(found).toEqual({ account: 'zhang' });
    await act(async () => {
      found = await result.current.run(Promise.resolve({ data: { appcode: '03010008', msg: '原密码不正确', map: {} } }));
    });
    expect(found).toBeUndefined();
    expect(result.current.refusal).toBe('原密码不正确');
  });

  it.each([
    ['a timeout', { appcode: 'CLIENT_TIMEOUT', msg: '请求超时,请稍后重试', map: {} }, 599, '服务器长时间没有答复（请求超时）'],
    ['no connection', { appcode: 'CLIENT_NETWORK', msg: '服务器断开，请稍后重试', map: {} }, 599, '未能连上服务器，请检查网络'],
    ['a 500 with a message', { appcode: '500', msg: '系统繁忙，请稍后再试', map: {} }, 500, '系统繁忙，请稍后再试'],
    ['a gateway’s 503 page', '<html><body>503 Service Temporarily Unavailable</body></html>', 503, '服务暂时不可用（服务器断开）'],
    ['a 401 (the session is over, the form kept)', { appcode: '401', msg: 'unauthorized', map: {} }, 401, undefined],
  ])('says what failed after %s, until the next attempt', async (_, error, status, reason) => {
    const { result } = renderHook(() => useSubmission());
    await act(async () => {
      await result.current.run(Promise.resolve({ error, response: new Response(null, { status: status === 599 ? 200 : status }) }));
    });
    expect(result.current.failure).toBe(reason);
    expect(result.current.refusal).toBeUndefined();
    await act(() => result.current.submit(() => Promise.resolve()));
    expect(result.current.failure).toBeUndefined();
  });
});
