// What one public query page is made of: its form fields, the operation it
// calls, the result columns and the texts around them. Each route writes one
// such description; QueryPage turns it into the screen.
import type { ReactNode } from 'react';
import type { CaptchaTicket } from '../../../components/slider-captcha/ticket';
import type { CallAnswer, PagedMap, Paging } from '../../../domain/paged-query/usePagedQuery';
import type { QueryField } from './form/fields';
import type { TextTable } from './printout';

export interface ResultColumn<Row> {
  readonly title: string;
  /** The cell as text: shown in the table unless `cell` is given, and printed. */
  readonly text: (row: Row) => string;
  /** A richer table cell (tags, emphasis); the printout keeps `text`. */
  readonly cell?: (row: Row) => ReactNode;
  readonly width?: number;
  readonly align?: 'right';
}

interface QueryTexts {
  /** One line under the title: what is found, for whom, from where. */
  readonly intro: string;
  /** Shown when the answer holds nothing. */
  readonly empty: string;
  /** 温馨提示 beside the form. */
  readonly notes: readonly string[];
  readonly printTitle: string;
}

interface QueryShape<Values, Row> extends QueryTexts {
  readonly fields: ReadonlyArray<QueryField<keyof Values & string>>;
  readonly columns: ReadonlyArray<ResultColumn<Row>>;
  readonly rowKey: (row: Row) => string;
  /** A nested list shown when a row is expanded, and printed under it. */
  readonly detail?: { readonly heading: (row: Row) => string; readonly table: (row: Row) => TextTable };
  /** Search with these conditions as the page opens (catalogues and public notices open on their first page). */
  readonly openWith?: Values;
  /** When set, a search needs at least one condition; the text says so. */
  readonly atLeastOne?: string;
}

/** Queries of personal records pass the slider first; the ticket also serves the following pages. */
export type PagedQuery<Values, Row> = QueryShape<Values, Row> &
  (
    | { readonly captcha: true; readonly search: (values: Values, paging: Paging, ticket: CaptchaTicket) => CallAnswer<PagedMap<Row>> }
    | { readonly captcha: false; readonly search: (values: Values, paging: Paging) => CallAnswer<PagedMap<Row>> }
  );

/** Describes a query with its types checked against the operation it calls. */
export function pagedQuery<Values, Row>(query: PagedQuery<Values, Row>): PagedQuery<Values, Row> {
  return query;
}
