// The application form of a matter is data (affair param/query): every field
// says its control, whether it is required and how it is checked. This module
// turns that data into antd form rules and converts between the form's values
// (dates as dayjs, check boxes and area paths as arrays) and the contract's all-string
// FormFieldValue list used for drafts and for creating the case.
import type { FormRule as Rule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '../../../../api/generated/affair';
import { isMobileNumber, isResidentIdNumber } from '../../../../lib/id-validators';

export type FormField = components['schemas']['FormField'];
export type FieldValue = components['schemas']['FormFieldValue'];
export type FormValue = string | string[] | number | Dayjs | null | undefined;
export type FormValues = Record<string, FormValue>;

export const DATE_FORMAT = 'YYYY-MM-DD';
const CHOICE_TYPES: ReadonlySet<FormField['type']> = new Set(['select', 'radio', 'checkbox', 'date', 'area']);
/** Controls whose value is typed text, where blanks alone do not count as filled. */
const TEXT_TYPES: ReadonlySet<FormField['type']> = new Set(['text', 'textarea', 'idCard', 'cellphone']);

function checked(test: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

/** The server's pattern, or undefined when it is not a valid ECMAScript expression. */
function serverPattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** What the user must satisfy for one field; read-only fields are the system's and are not checked. */
export function fieldRules(field: FormField): Rule[] {
  if (field.readonly) return [];
  const rules: Rule[] = [];
  if (field.required) {
    const verb = CHOICE_TYPES.has(field.type) ? '请选择' : '请填写';
    // `whitespace` makes the check a string check, so it applies to typed text only (not dates, lists, numbers).
    rules.push({ required: true, message: `${verb}${field.label}`, ...(TEXT_TYPES.has(field.type) ? { whitespace: true } : {}) });
  }
  if (field.type === 'idCard') rules.push(checked(isResidentIdNumber, `${field.label}有误，请核对 18 位号码及末位校验码`));
  if (field.type === 'cellphone') rules.push(checked(isMobileNumber, '请输入 11 位中国大陆手机号码'));
  const pattern = field.pattern === undefined ? undefined : serverPattern(field.pattern);
  if (pattern) rules.push(checked((value) => pattern.test(value), field.patternMessage ?? `${field.label}格式不正确`));
  if (field.maxLength !== undefined) rules.push({ max: field.maxLength, message: `${field.label}不超过 ${field.maxLength} 个字` });
  return rules;
}

/** One form value as the contract's string: dates YYYY-MM-DD, check boxes comma-separated, empty as ''. */
export function valueToText(field: FormField, value: FormValue): string {
  if (value === null || value === undefined) return '';
  if (dayjs.isDayjs(value)) return value.format(DATE_FORMAT);
  if (Array.isArray(value)) return field.type === 'area' ? (value[value.length - 1] ?? '') : value.join(',');
  return typeof value === 'number' ? String(value) : value.trim();
}

/** The city-then-county path of a six-digit area code ("320105" → ["320100", "320105"]). */
export function areaPath(code: string): string[] {
  const city = `${code.slice(0, 4)}00`;
  return /^\d{6}$/.test(code) && city !== code ? [city, code] : [code];
}

/** A stored string as the value the field's control expects. */
export function textToValue(field: FormField, text: string): FormValue {
  if (text === '') return undefined;
  switch (field.type) {
    case 'date': {
      const date = dayjs(text);
      return date.isValid() && date.format(DATE_FORMAT) === text ? date : undefined;
    }
    case 'checkbox':
      return text.split(',');
    case 'area':
      return areaPath(text);
    case 'number':
      return Number.isFinite(Number(text)) ? Number(text) : undefined;
    default:
      return text;
  }
}

/** Every field's value, in the form's order, as the case-creation request wants them. */
export function toFieldValues(fields: readonly FormField[], values: FormValues): FieldValue[] {
  return fields.map((field) => ({ name: field.name, value: valueToText(field, values[field.name]) }));
}

/** What is worth keeping in a draft: the fields the user can change and has filled. */
export function draftFieldValues(fields: readonly FormField[], values: FormValues): FieldValue[] {
  return toFieldValues(
    fields.filter((field) => !field.readonly),
    values,
  ).filter((entry) => entry.value !== '');
}

/** The form's starting values: the system's defaults, then what a draft kept (never over read-only fields). */
export function initialFormValues(fields: readonly FormField[], stored: readonly FieldValue[] = []): FormValues {
  const kept = new Map(stored.map((entry) => [entry.name, entry.value]));
  const values: FormValues = {};
  for (const field of fields) {
    const text = !field.readonly && kept.has(field.name) ? (kept.get(field.name) ?? '') : (field.defaultValue ?? '');
    values[field.name] = textToValue(field, text);
  }
  return values;
}

/** How a stored value reads on the confirmation page: option labels instead of codes. */
export function displayText(field: FormField, text: string, areaName: (code: string) => string | undefined = () => undefined): string {
  if (text === '') return '—';
  if (field.type === 'area') return areaName(text) ?? text;
  if (!field.options) return text;
  const labels = new Map(field.options.map((option) => [option.value, option.label]));
  const chosen = field.type === 'checkbox' ? text.split(',') : [text];
  return chosen.map((value) => labels.get(value) ?? value).join('、');
}

/** Fields under their group titles, groups in the order they first appear. */
export function groupFields(fields: readonly FormField[], fallback = '申请信息'): Array<{ title: string; fields: FormField[] }> {
  const groups = new Map<string, FormField[]>();
  for (const field of fields) {
    const title = field.group ?? fallback;
    groups.set(title, [...(groups.get(title) ?? []), field]);
  }
  return [...groups].map(([title, grouped]) => ({ title, fields: grouped }));
}
