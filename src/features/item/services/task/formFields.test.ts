import Schema, { type RuleItem } from '@rc-component/async-validator';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  areaPath,
  displayText,
  draftFieldValues,
  fieldRules,
  groupFields,
  initialFormValues,
  toFieldValues,
  type FormField,
} from './formFields';

const field = (overrides: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
  label: overrides.name,
  required: false,
  readonly: false,
  ...overrides,
});

/** Runs a field's rules through antd's own validator, giving the first message. */
async function problemOf(target: FormField, value: unknown): Promise<string | undefined> {
  const schema = new Schema({ [target.name]: fieldRules(target) as RuleItem[] });
  try {
    await schema.validate({ [target.name]: value }, { first: true });
    return undefined;
  } catch (failure) {
    return (failure as { errors: Array<{ message: string }> }).errors[0]?.message;
  }
}

describe('field rules', () => {
  it('asks to fill or to choose, by control', async () => {
    expect(await problemOf(field({ name: 'lastUnitName', label: '原工作单位', type: 'text', required: true }), '  ')).toBe(
      '请填写原工作单位',
    );
    expect(await problemOf(field({ name: 'separationDate', label: '离职日期', type: 'date', required: true }), undefined)).toBe(
      '请选择离职日期',
    );
  });

  it('takes a chosen date, area or set of boxes as filled', async () => {
    expect(await problemOf(field({ name: 'separationDate', type: 'date', required: true }), dayjs('2026-10-31'))).toBeUndefined();
    expect(await problemOf(field({ name: 'residenceArea', type: 'area', required: true }), ['320100', '320105'])).toBeUndefined();
    expect(await problemOf(field({ name: 'benefits', label: '待遇', type: 'checkbox', required: true }), [])).toBe('请选择待遇');
    expect(await problemOf(field({ name: 'months', type: 'number', required: true }), 12)).toBeUndefined();
  });

  it('checks resident ID numbers by their GB 11643 check digit', async () => {
    const idCard = field({ name: 'idCardNo', label: '公民身份号码', type: 'idCard' });
    expect(await problemOf(idCard, '320102198807154211')).toBeUndefined();
    expect(await problemOf(idCard, '320102198807154212')).toMatch(/末位校验码/);
  });

  it('checks mobile numbers', async () => {
    const phone = field({ name: 'cellphone', label: '联系电话', type: 'cellphone' });
    expect(await problemOf(phone, '13851726721')).toBeUndefined();
    expect(await problemOf(phone, '1385172672')).toBe('请输入 11 位中国大陆手机号码');
  });

  it("applies the server's pattern with its message, and ignores a pattern that does not compile", async () => {
    const bank = field({
      name: 'bankCardNo',
      label: '银行账号',
      type: 'text',
      pattern: '^[0-9]{16,19}$',
      patternMessage: '请输入 16 至 19 位银行账号',
    });
    expect(await problemOf(bank, '6217856100012345678')).toBeUndefined();
    expect(await problemOf(bank, '62178561')).toBe('请输入 16 至 19 位银行账号');
    expect(fieldRules(field({ name: 'x', type: 'text', pattern: '([' }))).toEqual([]);
  });

  it('limits the length and leaves read-only fields to the system', async () => {
    expect(await problemOf(field({ name: 'remark', label: '备注', type: 'textarea', maxLength: 3 }), '四个汉字')).toBe('备注不超过 3 个字');
    expect(fieldRules(field({ name: 'applicantName', type: 'text', required: true, readonly: true }))).toEqual([]);
  });
});

describe('values', () => {
  const fields: FormField[] = [
    field({ name: 'applicantName', type: 'text', readonly: true, defaultValue: '王建国' }),
    field({ name: 'cellphone', type: 'cellphone', defaultValue: '13851726721' }),
    field({ name: 'separationDate', type: 'date' }),
    field({
      name: 'benefits',
      type: 'checkbox',
      options: [
        { value: 'a', label: '甲' },
        { value: 'b', label: '乙' },
      ],
    }),
    field({ name: 'months', type: 'number' }),
    field({ name: 'residenceArea', type: 'area' }),
  ];

  it('writes every field as the contract string: dates, check boxes, numbers, empty', () => {
    const values = {
      applicantName: '王建国',
      cellphone: ' 13900000000 ',
      separationDate: dayjs('2026-10-31'),
      benefits: ['a', 'b'],
      months: 12,
      residenceArea: ['320100', '320105'],
    };
    expect(toFieldValues(fields, values)).toEqual([
      { name: 'applicantName', value: '王建国' },
      { name: 'cellphone', value: '13900000000' },
      { name: 'separationDate', value: '2026-10-31' },
      { name: 'benefits', value: 'a,b' },
      { name: 'months', value: '12' },
      { name: 'residenceArea', value: '320105' },
    ]);
    expect(toFieldValues(fields, {}).every((entry) => entry.value === '')).toBe(true);
  });

  it('keeps in a draft only what the user filled and may change', () => {
    expect(draftFieldValues(fields, { applicantName: '王建国', cellphone: '13900000000', separationDate: null })).toEqual([
      { name: 'cellphone', value: '13900000000' },
    ]);
  });

  it('starts from the defaults, restores a draft over them, never over read-only fields, and round-trips', () => {
    const restored = initialFormValues(fields, [
      { name: 'applicantName', value: '别人' },
      { name: 'cellphone', value: '13900000000' },
      { name: 'separationDate', value: '2026-10-31' },
      { name: 'benefits', value: 'b' },
      { name: 'months', value: '6' },
      { name: 'residenceArea', value: '320105' },
    ]);
    expect(restored.applicantName).toBe('王建国');
    expect(restored.cellphone).toBe('13900000000');
    expect(dayjs.isDayjs(restored.separationDate) && restored.separationDate.format('YYYY-MM-DD')).toBe('2026-10-31');
    expect(restored.benefits).toEqual(['b']);
    expect(restored.months).toBe(6);
    expect(restored.residenceArea).toEqual(['320100', '320105']);
    expect(areaPath('320100')).toEqual(['320100']);
    expect(toFieldValues(fields, restored).find((entry) => entry.name === 'separationDate')?.value).toBe('2026-10-31');
    expect(initialFormValues(fields, [{ name: 'separationDate', value: '2026-02-30' }]).separationDate).toBeUndefined();
  });

  it('reads codes as their option labels and areas by name', () => {
    expect(displayText(fields[3]!, 'a,b')).toBe('甲、乙');
    expect(displayText(field({ name: 'r', type: 'select', options: [{ value: '11', label: '合同期满' }] }), '11')).toBe('合同期满');
    expect(displayText(field({ name: 'area', type: 'area' }), '320105', (code) => (code === '320105' ? '建邺区' : undefined))).toBe(
      '建邺区',
    );
    expect(displayText(fields[1]!, '')).toBe('—');
  });

  it('groups fields in order of first appearance', () => {
    const grouped = groupFields([
      field({ name: 'a', type: 'text', group: '申请人信息' }),
      field({ name: 'b', type: 'text', group: '失业信息' }),
      field({ name: 'c', type: 'text', group: '申请人信息' }),
      field({ name: 'd', type: 'text' }),
    ]);
    expect(grouped.map((group) => [group.title, group.fields.map((entry) => entry.name)])).toEqual([
      ['申请人信息', ['a', 'c']],
      ['失业信息', ['b']],
      ['申请信息', ['d']],
    ]);
  });
});
