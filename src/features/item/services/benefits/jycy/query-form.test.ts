// The query page's checks, request bodies and cells, from form specs.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cellText, isNumeric, rangeProblem, requestBody, rulesFor, wireValue } from './query-form';
import type { QueryColumn, QueryField } from './spec';

const field = (name: string, kind: QueryField['kind'], extra: Partial<QueryField> = {}): QueryField => ({
  name,
  label: name,
  help: '',
  kind,
  required: false,
  ...extra,
});

async function problemsOf(target: QueryField, value: unknown): Promise<string[]> {
  const problems: string[] = [];
  for (const rule of rulesFor(target)) {
    if (typeof rule === 'function') continue;
    if (rule.required && (value === undefined || value === '')) problems.push(String(rule.message));
    if (value === '' || value === undefined) continue;
    if (typeof value === 'string' && rule.min !== undefined && value.length < rule.min) problems.push(String(rule.message));
    if (typeof value === 'string' && rule.max !== undefined && value.length > rule.max) problems.push(String(rule.message));
    if (typeof value === 'string' && rule.pattern && !rule.pattern.test(value)) problems.push(String(rule.message));
    if (rule.validator) {
      try {
        await (rule.validator as (rule: unknown, value: unknown) => Promise<void>)({}, value);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return problems;
}

describe('rulesFor', () => {
  it('checks required fields and text lengths with Chinese messages', async () => {
    const name = field('机构名称', 'text', { required: true, minLength: 2, maxLength: 5 });
    expect(await problemsOf(name, '')).toEqual(['请填写机构名称']);
    expect(await problemsOf(name, '南')).toEqual(['机构名称至少 2 个字']);
    expect(await problemsOf(name, '南京市人社局')).toEqual(['机构名称不能超过 5 个字']);
    expect(await problemsOf(name, '南京')).toEqual([]);
  });

  it('checks unified social credit codes and resident ID numbers by their check characters', async () => {
    expect(await problemsOf(field('code', 'creditCode'), '91320100MA1W2X3Y44')).toEqual([]);
    expect(await problemsOf(field('code', 'creditCode'), '91320100MA1W2X3Y45')).toHaveLength(1);
    expect(await problemsOf(field('id', 'idCard'), '320102198807154211')).toEqual([]);
    expect(await problemsOf(field('id', 'idCard'), '320102198807154212')).toHaveLength(1);
  });
});

describe('requestBody', () => {
  it('sends filled-in fields in their wire form and leaves empty ones out', () => {
    const fields = [
      field('year', 'year'),
      field('month', 'month'),
      field('day', 'date'),
      field('areaCode', 'area'),
      field('name', 'text'),
      field('count', 'integer'),
      field('state', 'select'),
    ];
    const body = requestBody(
      fields,
      {
        year: dayjs('2026-03-01'),
        month: dayjs('2026-03-01'),
        day: dayjs('2026-03-09'),
        areaCode: ['320100', '320106'],
        name: '  南京 ',
        count: 0,
        state: undefined,
      },
      2,
      20,
    );
    expect(body).toEqual({
      pageNum: 2,
      pageSize: 20,
      year: '2026',
      month: '2026-03',
      day: '2026-03-09',
      areaCode: '320106',
      name: '南京',
      count: 0,
    });
    expect(wireValue(field('name', 'text'), '   ')).toBeUndefined();
    expect(wireValue(field('areaCode', 'area'), [])).toBeUndefined();
  });
});

describe('rangeProblem', () => {
  const fields = [field('startDate', 'date', { label: '登记日期起' }), field('endDate', 'date', { label: '登记日期止' })];
  it('refuses an end before its start', () => {
    expect(rangeProblem(fields, { startDate: dayjs('2026-05-01'), endDate: dayjs('2026-04-30') })).toEqual({
      field: 'endDate',
      message: '登记日期止不能早于登记日期起',
    });
  });
  it('accepts a proper or open range', () => {
    expect(rangeProblem(fields, { startDate: dayjs('2026-05-01'), endDate: dayjs('2026-05-01') })).toBeUndefined();
    expect(rangeProblem(fields, { startDate: dayjs('2026-05-01') })).toBeUndefined();
  });
});

describe('cellText', () => {
  const column = (kind: QueryColumn['kind'], labels?: Record<string, string>): QueryColumn => ({
    key: 'k',
    title: 't',
    kind,
    ...(labels ? { labels } : {}),
  });
  it('writes codes as labels, money with two decimals and ratios as percentages', () => {
    expect(cellText(column('enum', { '1': '已发放' }), '1')).toBe('已发放');
    expect(cellText(column('enum', { '1': '已发放' }), '9')).toBe('9');
    expect(cellText(column('decimal'), 12000)).toBe('12,000.00');
    expect(cellText(column('ratio'), 0.6)).toBe('60%');
    expect(cellText(column('integer'), 36)).toBe('36');
    expect(cellText(column('text'), undefined)).toBe('—');
    expect(isNumeric(column('decimal'))).toBe(true);
    expect(isNumeric(column('date'))).toBe(false);
  });
});
