// The configurable common queries (a query code and a year; the answer brings
// its own title and columns), for the person and unit queries and the public
// service queries alike, on the one paged-query engine.
import { Empty, Select, Space, type PaginationProps, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { components } from '../../../../../api/generated/business-center';
import { Table } from '../../../../../components/tables';
import { SearchFailed, SearchRefused } from '../../../../../domain/paged-query/SearchNotDone';
import { shownPage, usePagedQuery, type Asked, type CallAnswer } from '../../../../../domain/paged-query/usePagedQuery';
import { money, PAGE_SIZE, yearOptions } from './shared';

type CommonColumn = components['schemas']['CommonQueryColumn'];
type CommonAnswer = components['schemas']['CommonQueryResponse']['map'];

export interface CommonFilters {
  queryCode: string;
  year?: string;
}

/** A cell of the common query: the server sends text; money is written with two decimals. */
function commonCell(column: CommonColumn, value: string | undefined) {
  if (value === undefined || value === '') return '—';
  if (column.dataType === 'money' && Number.isFinite(Number(value))) return money(Number(value));
  return value;
}

function CommonResult({ data, loading, pagination }: { data: CommonAnswer; loading: boolean; pagination: PaginationProps }) {
  const columns: TableColumnsType<readonly string[]> = data.columns.map((column, index) => ({
    key: column.field,
    title: column.title,
    align: column.dataType === 'money' || column.dataType === 'number' ? 'right' : 'left',
    render: (_, row) => commonCell(column, row[index]),
  }));
  return (
    <Table<readonly string[]>
      title={() => <strong>{data.title}</strong>}
      rowKey={(row) => row.join('|')}
      size="middle"
      bordered
      scroll={{ x: 'max-content' }}
      loading={loading}
      columns={columns}
      dataSource={data.rows}
      pagination={pagination}
    />
  );
}

export function CommonQuery({
  codes,
  call,
}: {
  codes: Array<{ value: string; label: string }>;
  call: (body: CommonFilters & { pageNum: number; pageSize: number }) => CallAnswer<CommonAnswer>;
}) {
  const [filters, setFilters] = useState<CommonFilters>({ queryCode: codes[0]?.value ?? '', year: String(new Date().getFullYear()) });
  const { state, search, retry, pagination } = usePagedQuery((asked: Asked<CommonFilters>) => call({ ...asked.values, ...asked.paging }), {
    pageSize: PAGE_SIZE,
  });
  useEffect(() => {
    if (filters.queryCode) void search(filters);
    // A new search for each change of the filters; paging repeats the last one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);

  const page = shownPage(state);
  const results = () => {
    if (state.phase === 'idle') return null;
    if (state.phase === 'empty') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未查询到记录" />;
    if (state.phase === 'refused') return <SearchRefused message={state.message} />;
    if (state.phase === 'failed' && !page) return <SearchFailed onRetry={() => void retry()} detail="网络或服务暂时异常，请稍后重试。" />;
    return page && <CommonResult data={page} loading={state.phase === 'loading'} pagination={pagination()} />;
  };
  return (
    <>
      <Space className="benefit-filters no-print" wrap>
        <Select
          aria-label="查询项目"
          style={{ width: 260 }}
          value={filters.queryCode}
          options={codes}
          onChange={(queryCode: string) => setFilters({ ...filters, queryCode })}
        />
        <Select
          allowClear
          aria-label="年度"
          placeholder="全部年度"
          style={{ width: 140 }}
          value={filters.year}
          options={yearOptions()}
          onChange={(year?: string) => setFilters({ queryCode: filters.queryCode, ...(year ? { year } : {}) })}
        />
      </Space>
      {results()}
    </>
  );
}
