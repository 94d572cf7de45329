// The fields the public query forms are made of, each with the checks a user
// gets while typing (Chinese messages saying what is expected). A form value
// is always a string; empty optional fields are left out of the request.
import type { FormRule } from 'antd';
import { personNameRules, residentIdRules } from '../../../../components/centre/formRules';
import { isUnifiedSocialCreditCode } from '../../../../lib/id-validators';
import { AREA_OPTIONS } from '../jiangsu';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

export interface QueryField<Name extends string = string> {
  readonly name: Name;
  readonly label: string;
  readonly placeholder: string;
  readonly rules?: FormRule[];
  /** A select with these choices (cleared means "all"); a text input when absent. */
  readonly options?: readonly ChoiceOption[];
  readonly maxLength?: number;
  /** Applied as the user types (names, identity numbers and codes never hold spaces). */
  readonly normalize?: (value: string) => string;
  /** Personal data typed by the user: kept off the printout. */
  readonly personal?: boolean;
}

export type FormValues = Record<string, string | undefined>;

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
const codeCase = (value: string) => withoutSpaces(value).toUpperCase();

export const personNameField: QueryField<'name'> = {
  name: 'name',
  label: '姓名',
  placeholder: '与身份证件一致',
  rules: personNameRules,
  maxLength: 30,
  normalize: withoutSpaces,
};

export const idCardField: QueryField<'idCardNo'> = {
  name: 'idCardNo',
  label: '公民身份号码',
  placeholder: '18 位居民身份证号码',
  rules: residentIdRules,
  maxLength: 18,
  normalize: codeCase,
  personal: true,
};

export const certNoField: QueryField<'certNo'> = {
  name: 'certNo',
  label: '证书编号',
  placeholder: '选填，填写后精确匹配',
  rules: [{ pattern: /^[0-9A-Za-z-]{6,32}$/, message: '证书编号为 6–32 位字母、数字或短横线' }],
  maxLength: 32,
  normalize: codeCase,
};

export const socialCreditCodeField: QueryField<'socialCreditCode'> = {
  name: 'socialCreditCode',
  label: '统一社会信用代码',
  placeholder: '选填，18 位代码',
  rules: [
    {
      validator: async (_, value: string | undefined) => {
        if (value && !isUnifiedSocialCreditCode(value.trim())) throw new Error('统一社会信用代码有误，请核对 18 位代码及末位校验码');
      },
    },
  ],
  maxLength: 18,
  normalize: codeCase,
};

/** A free-text keyword of `min`–`max` characters (the contract's bounds). */
export function keywordField<Name extends string>(
  name: Name,
  label: string,
  placeholder: string,
  min: number,
  max: number,
): QueryField<Name> {
  return {
    name,
    label,
    placeholder,
    maxLength: max,
    rules: [{ min, whitespace: true, message: `${label}至少 ${min} 个字` }],
  };
}

/** Letters and digits in the form the contract's pattern asks for. */
export function codeField<Name extends string>(
  name: Name,
  label: string,
  placeholder: string,
  pattern: RegExp,
  message: string,
  maxLength: number,
): QueryField<Name> {
  return { name, label, placeholder, maxLength, normalize: codeCase, rules: [{ pattern, message }] };
}

/** A select over an enum of the contract, from its Chinese labels. */
export function choiceField<Name extends string>(name: Name, label: string, labels: Readonly<Record<string, string>>): QueryField<Name> {
  return { name, label, placeholder: '全部', options: Object.entries(labels).map(([value, text]) => ({ value, label: text })) };
}

/** The `count` years up to this one, newest first. */
export function recentYears(today: Date, count: number): ChoiceOption[] {
  return Array.from({ length: count }, (_, index) => {
    const year = String(today.getFullYear() - index);
    return { value: year, label: `${year} 年` };
  });
}

export function yearField<Name extends string>(name: Name, label: string, count = 8): QueryField<Name> {
  return { name, label, placeholder: '全部年度', options: recentYears(new Date(), count) };
}

export function areaField<Name extends string>(name: Name, label = '所在地区', placeholder = '全省'): QueryField<Name> {
  return { name, label, placeholder, options: AREA_OPTIONS };
}

/** The values to send: normalized or trimmed, the empty ones left out. */
export function cleanValues(fields: readonly QueryField[], values: FormValues): FormValues {
  const clean: FormValues = {};
  for (const field of fields) {
    const typed = values[field.name];
    const value = typed && (field.normalize ? field.normalize(typed) : typed.trim());
    if (value) clean[field.name] = value;
  }
  return clean;
}

/** The conditions as "label：value" lines for the printout, personal data left out. */
export function printedConditions(fields: readonly QueryField[], values: FormValues): string[] {
  return fields.flatMap((field) => {
    const value = values[field.name];
    if (!value || field.personal) return [];
    const shown = field.options?.find((option) => option.value === value)?.label ?? value;
    return [`${field.label}：${shown}`];
  });
}
