// The state of a paged query: nothing asked yet, waiting, an answer, a refusal
// with the server's message, or a failed call (already shown by the client).
// Paging repeats the last search (conditions and slider ticket) for another page;
// an answer that arrives after a newer search started is dropped.
import { useCallback, useRef, useState } from 'react';
import { isSuccess } from '../../../api';
import { decideServerMessage } from '../../../api/messages';
import type { CaptchaTicket } from '../../../components/slider-captcha/SliderCaptcha';
import type { CallAnswer, PagedMap, PagedQuery, Paging } from './query';

export const DEFAULT_PAGE_SIZE = 10;

export type SearchState<Row> =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading'; readonly shown?: PagedMap<Row> }
  | { readonly phase: 'found'; readonly page: PagedMap<Row> }
  | { readonly phase: 'refused'; readonly message: string }
  | { readonly phase: 'failed' };

export interface Asked<Values> {
  readonly values: Values;
  readonly paging: Paging;
  readonly ticket?: CaptchaTicket;
}

type Answer<Row> = Awaited<CallAnswer<PagedMap<Row>>>;

/**
 * From the client's answer to the state to render, the server's message as
 * spec §8 decides: "未查询到信息!" means nothing found (the empty result), a
 * silenced message leaves the query unfinished without a word, any other is the
 * refusal shown.
 */
export function outcomeOf<Row>(answer: Answer<Row> | undefined, paging: Paging): SearchState<Row> {
  const data = answer?.data;
  if (!data || answer.error !== undefined) return { phase: 'failed' };
  if (isSuccess(data)) return { phase: 'found', page: data.map };
  const decision = decideServerMessage(data.msg);
  if (decision.kind === 'noData') return { phase: 'found', page: { ...paging, total: 0, list: [] } };
  if (decision.kind === 'silent') return { phase: 'failed' };
  return { phase: 'refused', message: decision.text };
}

function send<Values, Row>(query: PagedQuery<Values, Row>, asked: Asked<Values>): CallAnswer<PagedMap<Row>> | undefined {
  if (!query.captcha) return query.search(asked.values, asked.paging);
  return asked.ticket && query.search(asked.values, asked.paging, asked.ticket);
}

export function usePagedSearch<Values, Row>(query: PagedQuery<Values, Row>) {
  const [state, setState] = useState<SearchState<Row>>({ phase: 'idle' });
  const [asked, setAsked] = useState<Asked<Values>>();
  const latest = useRef(0);

  const run = useCallback(
    async (next: Asked<Values>) => {
      latest.current += 1;
      const id = latest.current;
      setAsked(next);
      setState((previous) => ({ phase: 'loading', shown: previous.phase === 'found' ? previous.page : undefined }));
      let answer: Answer<Row> | undefined;
      try {
        answer = await send(query, next);
      } catch {
        answer = undefined;
      }
      if (id === latest.current) setState(outcomeOf(answer, next.paging));
    },
    [query],
  );

  const pageSize = asked?.paging.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    state,
    asked,
    search: (values: Values, ticket?: CaptchaTicket) => run({ values, ticket, paging: { pageNum: 1, pageSize } }),
    turnPage: (pageNum: number, size: number) =>
      asked && run({ ...asked, paging: { pageNum: size === pageSize ? pageNum : 1, pageSize: size } }),
    retry: () => asked && run(asked),
  };
}
