// What the one query page does with a QueryFormSpec, without React: the
// checks of each field, the request body from what the user typed, and the
// text of each result cell.
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../../../../lib/id-validators';
import { formatRatio, formatYuan, labelOf } from '../shared/format';
import type { QueryBody, QueryColumn, QueryField } from './spec';

/** What a form holds per field: text, a number, a picked date, or the codes of the area cascader. */
export type FieldValue = string | number | Dayjs | string[] | null | undefined;
export type FormValues = Record<string, FieldValue>;

const DATE_FORMATS = { date: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;

export function rulesFor(field: QueryField): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) rules.push({ required: true, message: `请填写${field.label}` });
  if (field.kind === 'text') {
    if (field.minLength !== undefined) rules.push({ min: field.minLength, message: `${field.label}至少 ${field.minLength} 个字` });
    if (field.maxLength !== undefined) rules.push({ max: field.maxLength, message: `${field.label}不能超过 ${field.maxLength} 个字` });
    if (field.pattern !== undefined) rules.push({ pattern: new RegExp(field.pattern), message: `${field.label}格式不正确` });
  }
  if (field.kind === 'creditCode') {
    rules.push({
      validator: async (_, value?: string) => {
        if (value && !isUnifiedSocialCreditCode(value.trim()))
          throw new Error('统一社会信用代码不正确，请核对 18 位代码（末位校验码不符）');
      },
    });
  }
  if (field.kind === 'idCard') {
    rules.push({
      validator: async (_, value?: string) => {
        if (value && !isResidentIdNumber(value.trim()))
          throw new Error('身份证号码不正确，请核对后重新输入（末位校验码不符或出生日期无效）');
      },
    });
  }
  return rules;
}

function isDayjs(value: FieldValue): value is Dayjs {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.format === 'function';
}

/** The value the wire carries for one field, or undefined when the field was left empty. */
export function wireValue(field: QueryField, value: FieldValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (isDayjs(value)) {
    const format = field.kind === 'date' || field.kind === 'month' || field.kind === 'year' ? DATE_FORMATS[field.kind] : DATE_FORMATS.date;
    return value.format(format);
  }
  if (Array.isArray(value)) return value.at(-1);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

/** The request: the filled-in fields, then the page. Empty fields are left out (the contract reads them as "all"). */
export function requestBody(fields: readonly QueryField[], values: FormValues, pageNum: number, pageSize: number): QueryBody {
  const body: QueryBody = { pageNum, pageSize };
  for (const field of fields) {
    const value = wireValue(field, values[field.name]);
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

/**
 * A range whose end comes before its start (`startDate`/`endDate`,
 * `startMonth`/`endMonth`…): the message for the end field, else undefined.
 */
export function rangeProblem(fields: readonly QueryField[], values: FormValues): { field: string; message: string } | undefined {
  for (const start of fields.filter((field) => field.name.startsWith('start'))) {
    const end = fields.find((field) => field.name === `end${start.name.slice('start'.length)}`);
    if (!end) continue;
    const from = wireValue(start, values[start.name]);
    const to = wireValue(end, values[end.name]);
    if (typeof from === 'string' && typeof to === 'string' && to < from)
      return { field: end.name, message: `${end.label}不能早于${start.label}` };
  }
  return undefined;
}

/** The text of a result cell; links are drawn by the page. */
export function cellText(column: QueryColumn, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (column.kind) {
    case 'enum':
      return labelOf(column.labels ?? {}, String(value));
    case 'ratio':
      return typeof value === 'number' ? formatRatio(value) : String(value);
    case 'decimal':
      return typeof value === 'number' ? formatYuan(value) : String(value);
    default:
      return String(value);
  }
}

/** Numbers line up on the right; everything else reads from the left. */
export function isNumeric(column: QueryColumn): boolean {
  return column.kind === 'integer' || column.kind === 'decimal' || column.kind === 'ratio';
}
