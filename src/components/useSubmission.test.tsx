// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCodeError, CallFailedError } from './apiAnswer';
import { useSubmission } from './useSubmission';

describe('useSubmission', () => {
  it('is busy while the action runs and clear after it succeeds', async () => {
    const { result } = renderHook(() => useSubmission());
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
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
});
