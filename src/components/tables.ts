// antd's Table, List and Pagination as the portal uses them: screens import them
// from here (ESLint sends them), so the rules of tables.css (a table scrolls inside
// its own box on phones; printed, it shows records, not controls) come with the
// first list a visitor opens, and not with the first page. The home page and the
// centres fetch this module when the browser is idle (tables-ahead.ts), so that
// list rarely waits for it. Also: the page turning the lists ask Pagination
// for (the total always shown, 共 N 条; the page-size menu only where offered).
import type { PaginationProps } from 'antd';
import './tables.css';

export { List, Pagination, Table } from 'antd';

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
