// One public query screen from its description: conditions, the paged result
// table with its loading, empty, refused and failed states, and printing.
import { Empty, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import type { CaptchaTicket } from '../../../components/slider-captcha/ticket';
import { Table } from '../../../components/tables';
import { SearchFailed, SearchRefused } from '../../../domain/paged-query/SearchNotDone';
import { shownPage, usePagedQuery, type Asked } from '../../../domain/paged-query/usePagedQuery';
import type { FormValues } from './form/fields';
import { QueryForm } from './form/QueryForm';
import { pagedPrintout } from './paged-printout';
import type { PagedQuery } from './query';
import { QueryLayout, ResultsCard } from './QueryLayout';

const PAGE_SIZES = [10, 20, 50];

/** Queries of personal records send the slider's ticket with every page. */
function send<Values, Row>(query: PagedQuery<Values, Row>, asked: Asked<Values, CaptchaTicket>) {
  if (!query.captcha) return query.search(asked.values, asked.paging);
  return asked.extra && query.search(asked.values, asked.paging, asked.extra);
}

export function QueryPage<Values extends FormValues, Row extends object>({
  title,
  query,
}: {
  title: string;
  query: PagedQuery<Values, Row>;
}) {
  const { state, asked, search, retry, pagination } = usePagedQuery((asked: Asked<Values, CaptchaTicket>) => send(query, asked));
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
    if (state.phase === 'failed') return <SearchFailed onRetry={() => void retry()} />;
    if (state.phase === 'refused') return <SearchRefused message={state.message} />;
    if (state.phase === 'empty') {
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
        pagination={pagination(PAGE_SIZES)}
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
