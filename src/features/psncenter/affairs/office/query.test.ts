import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { caseListBody, dateRangeProblem, rateBackUrl } from './query';

describe('caseListBody', () => {
  it('sends only the page when no filter is set', () => {
    expect(caseListBody({ keyword: '   ' }, 2)).toEqual({ pageNum: 2, pageSize: 10 });
  });

  it('sends every filled filter, dates as YYYY-MM-DD and the keyword trimmed', () => {
    const body = caseListBody(
      {
        affairType: '3',
        state: 'finished',
        departmentCode: '320100JY',
        applyDates: [dayjs('2026-01-05'), dayjs('2026-11-30')],
        keyword: ' 失业 ',
      },
      1,
    );
    expect(body).toEqual({
      pageNum: 1,
      pageSize: 10,
      affairType: '3',
      state: 'finished',
      departmentCode: '320100JY',
      applyDateFrom: '2026-01-05',
      applyDateTo: '2026-11-30',
      keyword: '失业',
    });
  });
});

describe('dateRangeProblem', () => {
  it('accepts a range of exactly one year and an open range', () => {
    expect(dateRangeProblem([dayjs('2025-11-30'), dayjs('2026-11-30')])).toBeUndefined();
    expect(dateRangeProblem([dayjs('2020-01-01'), null])).toBeUndefined();
    expect(dateRangeProblem(null)).toBeUndefined();
  });

  it('refuses a range longer than a year', () => {
    expect(dateRangeProblem([dayjs('2025-11-29'), dayjs('2026-11-30')])).toBe('申请日期的起止相差不能超过一年');
  });
});

describe('rating addresses', () => {
  it('builds the absolute back address of the portal page', () => {
    expect(rateBackUrl('https://hrss.example.gov.cn', '/web', '/center/office')).toBe('https://hrss.example.gov.cn/web/center/office');
  });
});
