// The page turning the portal's lists and tables ask antd's Pagination for:
// the total always shown (共 N 条), the page-size menu only where offered.
import type { PaginationProps } from 'antd';

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
