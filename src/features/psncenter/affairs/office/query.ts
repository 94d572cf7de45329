// From the filter form of "my cases" to the body of applicant/case/list: empty
// fields are left out, dates become YYYY-MM-DD, and a date range longer than
// the service accepts (one year) is refused before anything is sent.
import type { Dayjs } from 'dayjs';
import type { components } from '../../../../api/generated/affair';

type CaseListRequest = components['schemas']['CaseListRequest'];

export interface CaseFilters {
  affairType?: string;
  state?: CaseListRequest['state'];
  departmentCode?: string;
  applyDates?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
}

export const CASE_PAGE_SIZE = 10;
export const KEYWORD_MAX_LENGTH = 50;
const DATE_FORMAT = 'YYYY-MM-DD';

/** The service refuses ranges whose two ends are more than a year apart. */
export function dateRangeProblem(range: CaseFilters['applyDates']): string | undefined {
  const [from, to] = range ?? [];
  if (from && to && to.diff(from, 'year', true) > 1) return '申请日期的起止相差不能超过一年';
  return undefined;
}

export function caseListBody(filters: CaseFilters, pageNum: number, pageSize = CASE_PAGE_SIZE): CaseListRequest {
  const [from, to] = filters.applyDates ?? [];
  const keyword = filters.keyword?.trim();
  return {
    pageNum,
    pageSize,
    ...(filters.affairType ? { affairType: filters.affairType } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.departmentCode ? { departmentCode: filters.departmentCode } : {}),
    ...(from ? { applyDateFrom: from.format(DATE_FORMAT) } : {}),
    ...(to ? { applyDateTo: to.format(DATE_FORMAT) } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** The address the rating site sends the user back to: this page, absolute. */
export function rateBackUrl(origin: string, basePath: string, path: string): string {
  return `${origin}${basePath}${path}`;
}
