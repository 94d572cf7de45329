// Page turning under a table or a list: 上一页, the page numbers (the first, the last and
// two either side of the current one, with … between), 下一页, the total and,
// where offered, the page size. Own markup: antd's Pagination brings its Select
// (with a virtual list) for the page-size menu.
import './pager.css';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

export interface PagerProps {
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

const GAP = 'gap';
/** Page numbers shown either side of the current one. */
const NEIGHBOURS = 2;

/** The page buttons to show, in order, with GAP where pages are left out. */
export function pageItems(current: number, pageCount: number): Array<number | typeof GAP> {
  const shown = new Set([1, pageCount]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // One page left out is shown rather than a gap that hides a single number.
    return page === previous + 2 ? [page - 1, page] : [GAP, page];
  });
}

export function Pager({ current, pageSize, total, onChange, pageSizeOptions, unit = '条' }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, current), pageCount);
  const go = (target: number) => {
    if (target !== page) onChange(target, pageSize);
  };
  return (
    <nav className="data-pager" aria-label="分页">
      <span className="data-pager__total">
        共 {total} {unit}
      </span>
      <button type="button" className="data-pager__item" aria-label="上一页" disabled={page <= 1} onClick={() => go(page - 1)}>
        <LeftOutlined />
      </button>
      {pageItems(page, pageCount).map((item, index) =>
        item === GAP ? (
          // Two gaps at most, told apart by their place.
          <span key={`gap-${index}`} className="data-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={`data-pager__item${item === page ? ' data-pager__item--current' : ''}`}
            aria-label={`第 ${item} 页`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="data-pager__item" aria-label="下一页" disabled={page >= pageCount} onClick={() => go(page + 1)}>
        <RightOutlined />
      </button>
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        <select
          className="data-pager__size"
          aria-label="每页条数"
          value={pageSize}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
