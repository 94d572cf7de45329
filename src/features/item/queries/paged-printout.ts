// The printout of the page of results on screen: the conditions (personal data
// left out), the result table, or one section per row when rows have a
// nested list (a matter and its materials).
import type { PagedMap } from '../../../domain/paged-query/usePagedQuery';
import { printedConditions, type FormValues } from './form/fields';
import type { Printout, PrintSection } from './printout';
import type { PagedQuery } from './query';

export function pagedPrintout<Values, Row>(query: PagedQuery<Values, Row>, values: FormValues, page: PagedMap<Row>): Printout {
  const { columns, detail } = query;
  const first = (page.pageNum - 1) * page.pageSize + 1;
  const last = first + page.list.length - 1;
  const sections: PrintSection[] = detail
    ? page.list.map((row) => ({ heading: detail.heading(row), table: detail.table(row) }))
    : [
        {
          table: {
            headers: columns.map((column) => column.title),
            rows: page.list.map((row) => columns.map((column) => column.text(row))),
          },
        },
      ];
  return {
    title: query.printTitle,
    conditions: printedConditions(query.fields, values),
    sections,
    summary: page.total > page.list.length ? `共 ${page.total} 条，本页为第 ${first}–${last} 条` : `共 ${page.total} 条`,
  };
}
