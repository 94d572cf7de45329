// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pagedQuery, type PagedMap } from './query';
import { outcomeOf, usePagedSearch } from './usePagedSearch';

type Row = { id: string };
const PAGING = { pageNum: 2, pageSize: 10 };
const page = (pageNum: number, total = 25): PagedMap<Row> => ({ total, pageNum, pageSize: 10, list: [{ id: `row-${pageNum}` }] });
const ok = (map: PagedMap<Row>) => ({ data: { appcode: '0', msg: '成功', map } });

describe('outcomeOf', () => {
  it('shows the page of a successful answer', () => {
    expect(outcomeOf(ok(page(2)), PAGING)).toEqual({ phase: 'found', page: page(2) });
  });

  it('treats 未查询到信息! (never shown, spec §8) as nothing found', () => {
    expect(outcomeOf({ data: { appcode: '9999', msg: '未查询到信息!', map: page(1) } }, PAGING)).toEqual({
      phase: 'found',
      page: { pageNum: 2, pageSize: 10, total: 0, list: [] },
    });
  });

  it('keeps the server message of a refusal and marks failed calls', () => {
    expect(outcomeOf({ data: { appcode: '429', msg: '查询过于频繁，请稍后再试', map: page(1) } }, PAGING)).toEqual({
      phase: 'refused',
      message: '查询过于频繁，请稍后再试',
    });
    expect(outcomeOf({ error: { appcode: '500' } }, PAGING)).toEqual({ phase: 'failed' });
    expect(outcomeOf(undefined, PAGING)).toEqual({ phase: 'failed' });
  });
});

describe('usePagedSearch', () => {
  const ticket = { tencentCaptchaTicket: 't03-ticket', randstr: '@kD8' };

  function captchaQuery(
    search: (
      values: { name: string },
      paging: { pageNum: number; pageSize: number },
      pass: typeof ticket,
    ) => Promise<ReturnType<typeof ok>>,
  ) {
    return pagedQuery<{ name: string }, Row>({
      intro: '',
      empty: '',
      notes: [],
      printTitle: '',
      fields: [],
      columns: [],
      rowKey: (row) => row.id,
      captcha: true,
      search,
    });
  }

  it('turns pages with the same conditions and slider ticket, starting again at page 1 when the page size changes', async () => {
    const search = vi.fn((_values: { name: string }, paging: { pageNum: number }) => Promise.resolve(ok(page(paging.pageNum))));
    const query = captchaQuery(search);
    const { result } = renderHook(() => usePagedSearch(query));
    await act(() => result.current.search({ name: '王建国' }, ticket));
    await act(async () => {
      await result.current.turnPage(3, 10);
    });
    expect(search).toHaveBeenLastCalledWith({ name: '王建国' }, { pageNum: 3, pageSize: 10 }, ticket);
    expect(result.current.state).toEqual({ phase: 'found', page: page(3) });
    await act(async () => {
      await result.current.turnPage(3, 20);
    });
    expect(search).toHaveBeenLastCalledWith({ name: '王建国' }, { pageNum: 1, pageSize: 20 }, ticket);
  });

  it('drops an answer that arrives after a newer search started', async () => {
    let answerFirst: (value: ReturnType<typeof ok>) => void = () => undefined;
    const search = vi
      .fn<(values: { name: string }) => Promise<ReturnType<typeof ok>>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(() => Promise.resolve(ok(page(1, 1))));
    const query = captchaQuery(search);
    const { result } = renderHook(() => usePagedSearch(query));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.search({ name: '李四' }, ticket);
    });
    await act(() => result.current.search({ name: '王建国' }, ticket));
    await act(async () => {
      answerFirst(ok(page(1, 99)));
      await first;
    });
    expect(result.current.state).toEqual({ phase: 'found', page: page(1, 1) });
    expect(result.current.asked?.values).toEqual({ name: '王建国' });
  });
});
