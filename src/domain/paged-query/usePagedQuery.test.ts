// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { outcomeOf, usePagedQuery, type Asked, type PagedMap } from './usePagedQuery';

type Row = { id: string };
type Values = { name: string };
const page = (pageNum: number, total = 25): PagedMap<Row> => ({ total, pageNum, pageSize: 10, list: [{ id: `row-${pageNum}` }] });
const ok = (map: PagedMap<Row>) => ({ data: { appcode: '0', msg: '成功', map } });
type Ok = ReturnType<typeof ok>;

describe('outcomeOf', () => {
  it('shows the page of a successful answer', () => {
    expect(outcomeOf(ok(page(2)))).toEqual({ phase: 'found', page: page(2) });
  });

  it('treats 未查询到信息! (never shown, spec §8) as nothing found', () => {
    expect(outcomeOf({ data: { appcode: '9999', msg: '未查询到信息!', map: page(1) } })).toEqual({ phase: 'empty' });
    expect(outcomeOf(ok({ pageNum: 1, pageSize: 10, total: 0, list: [] }))).toEqual({ phase: 'empty' });
  });

  it('keeps the server message of a refusal and marks failed calls', () => {
    expect(outcomeOf({ data: { appcode: '429', msg: '查询过于频繁，请稍后再试', map: page(1) } })).toEqual({
      phase: 'refused',
      message: '查询过于频繁，请稍后再试',
    });
    expect(outcomeOf({ error: { appcode: '500' } })).toEqual({ phase: 'failed' });
    expect(outcomeOf(undefined)).toEqual({ phase: 'failed' });
  });
});

describe('usePagedQuery', () => {
  const ticket = { tencentCaptchaTicket: 't03-ticket', randstr: '@kD8' };

  it('turns pages with the same conditions and ticket, starting again at page 1 when the page size changes', async () => {
    const call = vi.fn((asked: Asked<Values, typeof ticket>) => Promise.resolve(ok(page(asked.paging.pageNum))));
    const { result } = renderHook(() => usePagedQuery(call));
    await act(() => result.current.search({ name: '王建国' }, ticket));
    await act(async () => {
      await result.current.turnPage(3, 10);
    });
    expect(call).toHaveBeenLastCalledWith({ values: { name: '王建国' }, paging: { pageNum: 3, pageSize: 10 }, extra: ticket });
    expect(result.current.state).toEqual({ phase: 'found', page: page(3) });
    expect(result.current.pagination()).toMatchObject({ current: 3, pageSize: 10, total: 25 });
    await act(async () => {
      await result.current.turnPage(3, 20);
    });
    expect(call).toHaveBeenLastCalledWith({ values: { name: '王建国' }, paging: { pageNum: 1, pageSize: 20 }, extra: ticket });
    await act(() => result.current.search({ name: '李四' }));
    expect(call).toHaveBeenLastCalledWith({ values: { name: '李四' }, paging: { pageNum: 1, pageSize: 20 }, extra: undefined });
  });

  it('keeps the page on screen while the next one loads and after a failed call', async () => {
    let answer: (value: Ok | undefined) => void = () => undefined;
    const call = vi
      .fn<(asked: Asked<Values>) => Promise<Ok | undefined>>()
      .mockImplementationOnce(() => Promise.resolve(ok(page(1))))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => usePagedQuery<Values, PagedMap<Row>>(async (asked) => (await call(asked)) ?? { error: 'offline' }));
    await act(() => result.current.search({ name: '王建国' }));
    let second: Promise<void> | undefined = Promise.resolve();
    act(() => {
      second = result.current.turnPage(2, 10);
    });
    expect(result.current.state).toEqual({ phase: 'loading', shown: page(1) });
    await act(async () => {
      answer(undefined);
      await second;
    });
    expect(result.current.state).toEqual({ phase: 'failed', shown: page(1) });
  });

  it('drops an answer that arrives after a newer search started', async () => {
    let answerFirst: (value: Ok) => void = () => undefined;
    const call = vi
      .fn<(asked: Asked<Values>) => Promise<Ok>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(() => Promise.resolve(ok(page(1, 1))));
    const { result } = renderHook(() => usePagedQuery(call));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.search({ name: '李四' });
    });
    await act(() => result.current.search({ name: '王建国' }));
    await act(async () => {
      answerFirst(ok(page(1, 99)));
      await first;
    });
    expect(result.current.state).toEqual({ phase: 'found', page: page(1, 1) });
    expect(result.current.asked?.values).toEqual({ name: '王建国' });
  });

  it('sends nothing when the call declines (a query behind the slider without its ticket)', async () => {
    const { result } = renderHook(() => usePagedQuery<Values, PagedMap<Row>>(() => undefined));
    await act(() => result.current.search({ name: '王建国' }));
    expect(result.current.state).toEqual({ phase: 'failed', shown: undefined });
  });
});
