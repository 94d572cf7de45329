// The shape of one x-query-form page (docs/contract-query-form.md), as
// scripts/gen-query-forms.mjs writes it from the contract into
// generated/query-forms.ts. The page reads nothing else about the operation.
import type { Envelope } from '../../../../../api';

/** The input a request property becomes. */
export type QueryFieldKind = 'text' | 'date' | 'month' | 'year' | 'area' | 'select' | 'integer' | 'number' | 'creditCode' | 'idCard';

export interface QueryFieldOption {
  readonly value: string;
  readonly label: string;
}

export interface QueryField {
  readonly name: string;
  /** The property's `title`. */
  readonly label: string;
  /** The property's `description`. */
  readonly help: string;
  readonly kind: QueryFieldKind;
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly options?: readonly QueryFieldOption[];
}

/** How a result cell is written. `decimal` is money or an area: two decimals. */
export type QueryColumnKind = 'text' | 'date' | 'month' | 'year' | 'enum' | 'integer' | 'ratio' | 'decimal' | 'link';

export interface QueryColumn {
  readonly key: string;
  readonly title: string;
  readonly kind: QueryColumnKind;
  /** Code → label, for `enum` columns (x-enum-labels). */
  readonly labels?: Readonly<Record<string, string>>;
}

export type QueryBody = { pageNum: number; pageSize: number } & Record<string, string | number | undefined>;
export type QueryRow = Record<string, unknown>;

export interface QueryAnswer {
  data?: Envelope<{ total: number; pageNum: number; pageSize: number; list: QueryRow[] }>;
  error?: unknown;
}

export interface QueryFormSpec {
  readonly operationId: string;
  readonly path: string;
  /** The summary without its user-kind suffix. */
  readonly title: string;
  /** Whom the query serves: the `（个人）` / `（单位）` suffix of the summary. */
  readonly userKind: 'person' | 'unit';
  /** The first paragraph of the operation's description. */
  readonly description: string;
  readonly fields: readonly QueryField[];
  readonly columns: readonly QueryColumn[];
  readonly call: (body: QueryBody) => Promise<QueryAnswer>;
}
