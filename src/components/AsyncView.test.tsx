// @vitest-environment jsdom
// The failed state of a block of data shows a business message as spec §8
// allows it: 未查询到信息! is the empty state, invalid… is 无效的请求, t4712… is
// not shown.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessCodeError, CallFailedError } from './apiAnswer';
import { AsyncView } from './AsyncView';
import type { AsyncData } from './useAsyncData';

afterEach(cleanup);

function failed(error: unknown): AsyncData<string[]> {
  return { data: undefined, loading: false, failed: true, error, reload: () => undefined };
}

function renderFailed(error: unknown) {
  render(
    <AsyncView state={failed(error)} empty="暂无消息">
      {(rows) => <p>{rows.join()}</p>}
    </AsyncView>,
  );
}

describe('AsyncView and spec §8', () => {
  it('shows 未查询到信息! as the empty state, with no retry and not the text', () => {
    renderFailed(new BusinessCodeError('9999', '未查询到信息!'));
    expect(screen.getByText('暂无消息')).toBeTruthy();
    expect(screen.queryByText(/未查询到信息/)).toBeNull();
    expect(screen.queryByRole('button', { name: /重新加载/ })).toBeNull();
  });

  it('shows a message starting with invalid as 无效的请求', () => {
    renderFailed(new BusinessCodeError('9999', 'invalid sign'));
    expect(screen.getByText('无效的请求')).toBeTruthy();
    expect(screen.queryByText(/invalid/)).toBeNull();
  });

  it('does not show a t4712 message, only the offer to try again', () => {
    renderFailed(new BusinessCodeError('9999', 't4712 校验失败'));
    expect(screen.queryByText(/t4712/)).toBeNull();
    expect(screen.getByText('暂时无法获取，请稍后重试')).toBeTruthy();
  });

  it('shows any other business message as written, and nothing of a failure the client already showed', () => {
    renderFailed(new BusinessCodeError('9999', '您暂无此项业务'));
    expect(screen.getByText('您暂无此项业务')).toBeTruthy();
    cleanup();
    renderFailed(new CallFailedError({ appcode: '500', msg: '系统繁忙', map: {} }));
    expect(screen.queryByText('系统繁忙')).toBeNull();
  });
});
