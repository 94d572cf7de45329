import { expect, it } from 'vitest';
import { maskIdNumber, maskMobile } from './mask';

it('keeps the first and last four characters of an ID number', () => {
  expect(maskIdNumber('320582199003125616')).toBe('3205**********5616');
  expect(maskIdNumber('1234')).toBe('1234');
});

it('keeps the first three and last four digits of a mobile number', () => {
  expect(maskMobile('13962148803')).toBe('139****8803');
  expect(maskMobile('12345')).toBe('12345');
});
