// A table of records in antd Table's look: the portal's own markup, because
// antd's Table imports its filter drop-down (Tree, Dropdown, Menu), sorters and
// Pagination with its Select into every screen with a list, about 70 KiB gzip,
// though no list here filters or sorts. Covers what the screens use: columns
// with a cell renderer, width, alignment and a sticky last column; loading and
// empty states; page turning (Pager); row selection and expandable rows.
// ESLint sends antd's Table here.
import './data-table.css';
import { Checkbox } from 'antd';
import { useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { LOADING_TEXT, NO_DATA_TEXT } from '../../config/app';
import { Spinner } from '../PageLoading';
import { Pager, type PagerProps } from './Pager';

export interface DataColumn<Row> {
  /** Told apart by key, else by dataIndex, else by place. */
  key?: Key;
  title: ReactNode;
  /** The field the cell shows, as it is or through `render`. */
  dataIndex?: keyof Row & string;
  /**
   * The cell: given the dataIndex field's value (undefined without one), the
   * row and its place. A method, so a column may name its field's own type.
   */
  render?(value: Row[keyof Row & string] | undefined, row: Row, index: number): ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keeps the column in view at the right when the table scrolls sideways (the actions). */
  fixed?: 'right';
}

export type DataColumns<Row> = ReadonlyArray<DataColumn<Row>>;

export interface RowSelection<Row> {
  selectedRowKeys: readonly Key[];
  onChange: (keys: Key[], rows: Row[]) => void;
}

export interface DataTableProps<Row> {
  columns: DataColumns<Row>;
  dataSource: readonly Row[];
  rowKey: (keyof Row & string) | ((row: Row, index: number) => Key);
  /** Page turning under the table; none when left out. */
  pagination?: PagerProps;
  /** Dims the rows and shows a spinner over them; the rows stay readable. */
  loading?: boolean;
  /** Shown in place of rows when there are none (default NO_DATA_TEXT, 暂无数据). */
  emptyText?: ReactNode;
  /** Cell padding: `middle` and `small` are antd's denser sizes. */
  size?: 'large' | 'middle' | 'small';
  bordered?: boolean;
  /** Sideways scrolling for wide tables: the table's least width. */
  scrollX?: number | 'max-content';
  /** A heading above the table, as its caption. */
  title?: ReactNode;
  rowSelection?: RowSelection<Row>;
  /** A button on each row shows this under it. */
  expandedRowRender?: (row: Row) => ReactNode;
  className?: string;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
}

function cellOf<Row>(column: DataColumn<Row>, row: Row, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  return column.render ? column.render(value, row, index) : cellText(value);
}

function cellStyle<Row>(column: DataColumn<Row>): CSSProperties | undefined {
  if (column.width === undefined && !column.align) return undefined;
  return { width: column.width, textAlign: column.align };
}

const cellClass = <Row,>(column: DataColumn<Row>, columnIndex: number) =>
  column.fixed === 'right' ? 'data-table__cell--fixed-right' : columnIndex === 0 ? 'data-table__cell--fixed-left' : undefined;

/** Width of the expand and selection columns (data-table.css), which stay at the left with the first column on phones. */
const CONTROL_COLUMN_PX = 48;

export function DataTable<Row>({
  columns,
  dataSource,
  rowKey,
  pagination,
  loading = false,
  emptyText = NO_DATA_TEXT,
  size = 'large',
  bordered = false,
  scrollX,
  title,
  rowSelection,
  expandedRowRender,
  className,
}: DataTableProps<Row>) {
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set());
  const rows = dataSource.map((row, index) => ({ row, key: typeof rowKey === 'function' ? rowKey(row, index) : (row[rowKey] as Key) }));
  const keys = rows.map(({ key }) => key);
  const selected = new Set(rowSelection?.selectedRowKeys);
  const selectedOnPage = keys.filter((key) => selected.has(key)).length;
  const columnCount = columns.length + (rowSelection ? 1 : 0) + (expandedRowRender ? 1 : 0);

  const select = (nextKeys: Key[]) => {
    const chosen = new Set(nextKeys);
    rowSelection?.onChange(
      nextKeys,
      rows.filter(({ key }) => chosen.has(key)).map(({ row }) => row),
    );
  };
  const toggleRow = (key: Key) => select(selected.has(key) ? [...selected].filter((other) => other !== key) : [...selected, key]);
  const toggleAll = () => select(selectedOnPage === keys.length ? [] : keys);
  const toggleExpanded = (key: Key) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const classes = ['data-table', `data-table--${size}`, bordered && 'data-table--bordered', loading && 'data-table--loading', className]
    .filter(Boolean)
    .join(' ');
  // On phones the table is at least a few characters wide per column and scrolls inside its box (data-table.css).
  const tableStyle: CSSProperties & Record<'--data-table-columns', number> = {
    '--data-table-columns': columns.length,
    ...(scrollX === undefined ? {} : scrollX === 'max-content' ? { width: 'max-content', minWidth: '100%' } : { minWidth: scrollX }),
  };
  const controlColumns = (expandedRowRender ? 1 : 0) + (rowSelection ? 1 : 0);
  const stickyLeft = (place: number): CSSProperties => ({ left: place * CONTROL_COLUMN_PX });
  const firstCellStyle = (column: DataColumn<Row>, columnIndex: number) =>
    columnIndex === 0 && column.fixed !== 'right' ? { ...cellStyle(column), ...stickyLeft(controlColumns) } : cellStyle(column);

  return (
    <div className={classes}>
      <div className="data-table__body" aria-busy={loading}>
        <div className="data-table__scroll">
          <table style={tableStyle}>
            {title && <caption>{title}</caption>}
            <thead>
              <tr>
                {expandedRowRender && (
                  <th scope="col" className="data-table__control data-table__cell--fixed-left" style={stickyLeft(0)} aria-label="明细" />
                )}
                {rowSelection && (
                  <th scope="col" className="data-table__control data-table__cell--fixed-left" style={stickyLeft(controlColumns - 1)}>
                    <Checkbox
                      aria-label="选择本页全部"
                      checked={keys.length > 0 && selectedOnPage === keys.length}
                      indeterminate={selectedOnPage > 0 && selectedOnPage < keys.length}
                      disabled={keys.length === 0}
                      onChange={toggleAll}
                    />
                  </th>
                )}
                {columns.map((column, index) => (
                  <th
                    key={column.key ?? column.dataIndex ?? index}
                    scope="col"
                    style={firstCellStyle(column, index)}
                    className={cellClass(column, index)}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columnCount} className="data-table__empty">
                    {emptyText}
                  </td>
                </tr>
              ) : (
                rows.map(({ row, key }, rowIndex) => {
                  const isExpanded = expandedRowRender !== undefined && expanded.has(key);
                  return [
                    <tr key={key} className={selected.has(key) ? 'data-table__row data-table__row--selected' : 'data-table__row'}>
                      {expandedRowRender && (
                        <td className="data-table__control data-table__cell--fixed-left" style={stickyLeft(0)}>
                          <button
                            type="button"
                            className={`data-table__expand${isExpanded ? ' data-table__expand--open' : ''}`}
                            aria-expanded={isExpanded}
                            aria-label={isExpanded ? '收起明细' : '展开明细'}
                            onClick={() => toggleExpanded(key)}
                          />
                        </td>
                      )}
                      {rowSelection && (
                        <td className="data-table__control data-table__cell--fixed-left" style={stickyLeft(controlColumns - 1)}>
                          <Checkbox aria-label="选择此行" checked={selected.has(key)} onChange={() => toggleRow(key)} />
                        </td>
                      )}
                      {columns.map((column, columnIndex) => (
                        <td
                          key={column.key ?? column.dataIndex ?? columnIndex}
                          style={firstCellStyle(column, columnIndex)}
                          className={cellClass(column, columnIndex)}
                        >
                          {cellOf(column, row, rowIndex)}
                        </td>
                      ))}
                    </tr>,
                    isExpanded && (
                      <tr key={`${key}-expanded`} className="data-table__expanded">
                        <td colSpan={columnCount}>{expandedRowRender(row)}</td>
                      </tr>
                    ),
                  ];
                })
              )}
            </tbody>
          </table>
        </div>
        {loading && (
          <div className="data-table__spinner" role="status" aria-label={LOADING_TEXT}>
            <Spinner large />
          </div>
        )}
      </div>
      {pagination && pagination.total > 0 && <Pager {...pagination} />}
    </div>
  );
}
