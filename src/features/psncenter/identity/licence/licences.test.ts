import { expect, it } from 'vitest';
import { licenseNoProblem } from './licences';

it('accepts licence numbers as printed: letters, digits and hyphens, 4 to 40 long', () => {
  expect(licenseNoProblem('1732000000301234')).toBeUndefined();
  expect(licenseNoProblem(' S000032010003211001234 ')).toBeUndefined();
  expect(licenseNoProblem('JS-2021-0042')).toBeUndefined();
});

it('says what is wrong with anything else', () => {
  expect(licenseNoProblem('  ')).toBe('请输入证书编号');
  expect(licenseNoProblem('123')).toMatch(/4 至 40 位/);
  expect(licenseNoProblem('证书 123456')).toMatch(/字母、数字或短横线/);
  expect(licenseNoProblem('1'.repeat(41))).toMatch(/4 至 40 位/);
});
