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
});
