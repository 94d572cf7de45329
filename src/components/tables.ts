// antd's Table (rows as cards on phones), Listy (as ItemList) and Pagination as the portal uses them: screens import them
// from here (ESLint sends them), so the rules of tables.css (a table scrolls inside
// its own box on phones; printed, it shows records, not controls) come with the
// first list a visitor opens, and not with the first page. The home page and the
// centres fetch this module when the browser is idle (tables-ahead.ts), so that
// list rarely waits for it. Also: the page turning the lists ask Pagination
// for (the total always shown, 共 N 条; the page-size menu only where offered).
import { Table as AntTable, type PaginationProps, type TableColumnType, type TableProps } from 'antd';
import { createElement, type TdHTMLAttributes } from 'react';
import './tables.css';

export { Pagination } from 'antd';
export { ItemList, ItemRow } from './ItemList';

/** The attribute a cell carries its column's title in: a row read as a card on a phone labels each value with it. */
const CELL_LABEL = 'data-label';

function labelledCells<T>(column: TableColumnType<T>): TableColumnType<T> {
  if (typeof column.title !== 'string' || column.title === '') return column;
  const label = column.title;
  return {
    ...column,
    onCell: (record, index) => ({ ...column.onCell?.(record, index), [CELL_LABEL]: label }) as TdHTMLAttributes<HTMLElement>,
  };
}

/**
 * antd's Table as every screen shows it. Wide enough, a table; on a phone each
 * row reads as a card, every value under its column's title, nothing past the
 * right edge (tables.css). Columns are as wide as their content needs at
 * least (automatic layout, also with fixed columns): a number never breaks,
 * in 关怀版's larger type neither. A table with a fixed column (操作) takes
 * `scroll={{ x: true }}`: as wide as its box allows, scrolling inside it only when
 * even wrapped it does not fit; a width in pixels there made it scroll on a desktop.
 */
export function Table<T extends object>({ columns, className, ...props }: TableProps<T>) {
  return createElement(AntTable<T>, {
    tableLayout: 'auto',
    ...props,
    className: className ? `portal-table ${className}` : 'portal-table',
    columns: columns?.map((column) => ('children' in column ? column : labelledCells(column))),
  });
}

export interface PageTurning {
  /** 1-based. */
  current: number;
  pageSize: number;
  total: number;
  /** A page button or a new page size; a new size starts again at page 1. */
  onChange: (page: number, pageSize: number) => void;
  /** Offers these page sizes; without them the size is fixed. */
  pageSizeOptions?: readonly number[];
  /** What the total counts, as in 共 12 件 (default 条). */
  unit?: string;
}

/** antd's Pagination props for a list or table. */
export function pageTurning({ current, pageSize, total, onChange, pageSizeOptions, unit = '条' }: PageTurning): PaginationProps {
  return {
    current,
    pageSize,
    total,
    onChange,
    showTotal: (count) => `共 ${count} ${unit}`,
    showSizeChanger: pageSizeOptions !== undefined && pageSizeOptions.length > 0,
    pageSizeOptions: pageSizeOptions ? [...pageSizeOptions] : undefined,
  };
}
