import { describe, expect, it } from 'vitest';
import { areaField, certNoField, choiceField, cleanValues, idCardField, personNameField, printedConditions, recentYears } from './fields';

describe('query form fields', () => {
  const fields = [
    personNameField,
    idCardField,
    certNoField,
    areaField('areaCode'),
    choiceField('level', '级别', { '1': '正高级', '2': '副高级' }),
  ];

  it('sends trimmed values, drops empty ones and upper-cases identity numbers and codes', () => {
    expect(
      cleanValues(fields, { name: ' 王建国 ', idCardNo: '11010519491231002x', certNo: '  ', areaCode: '320100', other: 'ignored' }),
    ).toEqual({
      name: '王建国',
      idCardNo: '11010519491231002X',
      areaCode: '320100',
    });
  });

  it('prints conditions with their labels and choice names, never the resident ID number', () => {
    expect(printedConditions(fields, { name: '王建国', idCardNo: '320102198807154211', areaCode: '320500', level: '2' })).toEqual([
      '姓名：王建国',
      '所在地区：苏州市',
      '级别：副高级',
    ]);
  });

  it('offers the recent years newest first', () => {
    expect(recentYears(new Date(2026, 10, 22), 3)).toEqual([
      { value: '2026', label: '2026 年' },
      { value: '2025', label: '2025 年' },
      { value: '2024', label: '2024 年' },
    ]);
  });
});
