// One public query screen from its description: conditions, the paged result
// table with its loading, empty, refused and failed states, and printing.
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { StatusResult } from '../../../components/StatusResult';
import { pageTurning } from '../../../components/tables';
import type { FormValues } from './form/fields';
import { QueryForm } from './form/QueryForm';
import { pagedPrintout } from './paged-printout';
import type { PagedMap, PagedQuery } from './query';
import { QueryLayout, ResultsCard } from './QueryLayout';
import { DEFAULT_PAGE_SIZE, usePagedSearch, type SearchState } from './usePagedSearch';

const PAGE_SIZES = [10, 20, 50];

function shownPage<Row>(state: SearchState<Row>): PagedMap<Row> | undefined {
  if (state.phase === 'found') return state.page;
  if (state.phase === 'loading') return state.shown;
  return undefined;
}

export function QueryPage<Values extends FormValues, Row extends object>({
  title,
  query,
}: {
  title: string;
  query: PagedQuery<Values, Row>;
}) {
  const { state, asked, search, turnPage, retry } = usePagedSearch(query);
  const { openWith } = query;

  useEffect(() => {
    if (openWith) void search(openWith);
    // Only on opening: later searches come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openWith]);

  const page = shownPage(state);
  const columns: TableColumnsType<Row> = query.columns.map((column) => ({
    key: column.title,
    title: column.title,
    width: column.width,
    align: column.align,
    render: (_: unknown, row: Row) => (column.cell ? column.cell(row) : column.text(row)),
  }));
  const { detail } = query;

  const results = () => {
    if (state.phase === 'idle') {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请填写查询条件后点击“查询”" />;
    }
    if (state.phase === 'failed') {
      return (
        <StatusResult
          status="warning"
          title="查询未完成"
          subTitle="网络或服务暂时异常，您填写的查询条件已保留。"
          extra={<Button onClick={() => void retry()}>重新查询</Button>}
        />
      );
    }
    if (state.phase === 'refused') return <Alert type="error" showIcon title="查询未成功" description={state.message} />;
    if (state.phase === 'found' && state.page.total === 0) {
      return <Empty description={query.empty} />;
    }
    return (
      <Table<Row>
        rowKey={query.rowKey}
        columns={columns}
        dataSource={page?.list ?? []}
        loading={state.phase === 'loading'}
        expandable={
          detail && {
            expandedRowRender: (row) => {
              const nested = detail.table(row);
              return (
                <Table<readonly string[]>
                  size="small"
                  rowKey={(line) => line.join('|')}
                  dataSource={nested.rows}
                  columns={nested.headers.map((header, index) => ({ key: header, title: header, render: (_, line) => line[index] }))}
                  pagination={false}
                />
              );
            },
          }
        }
        pagination={pageTurning({
          current: asked?.paging.pageNum ?? 1,
          pageSize: asked?.paging.pageSize ?? DEFAULT_PAGE_SIZE,
          total: page?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          onChange: (pageNum, pageSize) => void turnPage(pageNum, pageSize),
        })}
      />
    );
  };

  const printable = state.phase === 'found' && state.page.list.length > 0 ? state.page : undefined;
  return (
    <QueryLayout
      title={title}
      intro={query.intro}
      notes={query.notes}
      form={
        <QueryForm
          fields={query.fields}
          captcha={query.captcha}
          atLeastOne={query.atLeastOne}
          searching={state.phase === 'loading'}
          // The form's rules have checked every field of Values, the required ones included.
          onSearch={(values, ticket) => void search(values as Values, ticket)}
        />
      }
    >
      <ResultsCard printLabel="打印本页结果" printout={printable && asked && (() => pagedPrintout(query, asked.values, printable))}>
        {results()}
      </ResultsCard>
    </QueryLayout>
  );
}
