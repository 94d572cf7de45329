// The one engine of the portal's query screens (public queries, the employment
// and entrepreneurship queries, the insurance common queries): nothing asked
// yet, waiting, an answer, a refusal with the server's message, or a failed
// call (already shown by the client). Paging repeats the last search (its
// conditions, and whatever else was asked with them, such as a slider ticket)
// for another page; an answer that arrives after a newer search started is dropped.
import type { PaginationProps } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { isSuccess, type Envelope } from '../../api/envelope';
import { decideServerMessage } from '../../api/messages';
import { pageTurning } from '../../components/tables';

export const DEFAULT_PAGE_SIZE = 10;

/** What a typed client call resolves to. */
export type CallAnswer<Map> = Promise<{ data?: Envelope<Map>; error?: unknown }>;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** One page of an answer: the engine reads only its place and the total. */
export interface Paged extends Paging {
  total: number;
}

/** The usual page: its records in `list`. */
export interface PagedMap<Row> extends Paged {
  list: Row[];
}

export type SearchState<Page extends Paged> =
  | { readonly phase: 'idle' }
  /** `shown`: the page on screen while the next one loads or after a failed call. */
  | { readonly phase: 'loading'; readonly shown?: Page }
  | { readonly phase: 'found'; readonly page: Page }
  /** Nothing found (spec §8's 未查询到信息! included). */
  | { readonly phase: 'empty' }
  | { readonly phase: 'refused'; readonly message: string }
  | { readonly phase: 'failed'; readonly shown?: Page };

/** One search: the conditions, the page, and what else the call needs (a slider ticket). */
export interface Asked<Values, Extra = undefined> {
  readonly values: Values;
  readonly paging: Paging;
  readonly extra?: Extra;
}

type Answer<Page> = Awaited<CallAnswer<Page>>;

/**
 * From the client's answer to the state to render, the server's message as
 * spec §8 decides: "未查询到信息!" means nothing found (the empty result), a
 * silenced message leaves the query unfinished without a word, any other is the
 * refusal shown.
 */
export function outcomeOf<Page extends Paged>(answer: Answer<Page> | undefined): SearchState<Page> {
  const data = answer?.data;
  if (!data || answer.error !== undefined) return { phase: 'failed' };
  if (isSuccess(data)) return data.map.total === 0 ? { phase: 'empty' } : { phase: 'found', page: data.map };
  const decision = decideServerMessage(data.msg);
  if (decision.kind === 'noData') return { phase: 'empty' };
  if (decision.kind === 'silent') return { phase: 'failed' };
  return { phase: 'refused', message: decision.text };
}

/** The page to show: the answer's, or the one still on screen while loading or after a failure. */
export function shownPage<Page extends Paged>(state: SearchState<Page>): Page | undefined {
  if (state.phase === 'found') return state.page;
  if (state.phase === 'loading' || state.phase === 'failed') return state.shown;
  return undefined;
}

/**
 * `call` sends one search; it may decline (undefined: nothing is sent, as a
 * query behind the slider does without its ticket).
 */
export function usePagedQuery<Values, Page extends Paged, Extra = undefined>(
  call: (asked: Asked<Values, Extra>) => CallAnswer<Page> | undefined,
  { pageSize: firstPageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number } = {},
) {
  const [state, setState] = useState<SearchState<Page>>({ phase: 'idle' });
  const [asked, setAsked] = useState<Asked<Values, Extra>>();
  const latest = useRef(0);

  const run = useCallback(
    async (next: Asked<Values, Extra>) => {
      latest.current += 1;
      const id = latest.current;
      setAsked(next);
      setState((previous) => ({ phase: 'loading', shown: shownPage(previous) }));
      let answer: Answer<Page> | undefined;
      try {
        answer = await call(next);
      } catch {
        answer = undefined;
      }
      if (id !== latest.current) return;
      const outcome = outcomeOf(answer);
      setState((previous) => (outcome.phase === 'failed' ? { phase: 'failed', shown: shownPage(previous) } : outcome));
    },
    [call],
  );

  const pageSize = asked?.paging.pageSize ?? firstPageSize;
  const turnPage = (pageNum: number, size: number) =>
    asked && run({ ...asked, paging: { pageNum: size === pageSize ? pageNum : 1, pageSize: size } });
  return {
    state,
    asked,
    /** A new search starts at page 1 with the page size in use. */
    search: (values: Values, extra?: Extra) => run({ values, extra, paging: { pageNum: 1, pageSize } }),
    turnPage,
    retry: () => asked && run(asked),
    /** The page turning under the results. */
    pagination: (pageSizeOptions?: readonly number[]): PaginationProps =>
      pageTurning({
        current: asked?.paging.pageNum ?? 1,
        pageSize,
        total: shownPage(state)?.total ?? 0,
        pageSizeOptions,
        onChange: (pageNum, size) => void turnPage(pageNum, size),
      }),
  };
}
