import { expect, it } from 'vitest';
import { maskMobile } from './mask';

it('keeps the first three and last four digits of a mobile number', () => {
  expect(maskMobile('13962148803')).toBe('139****8803');
  expect(maskMobile('12345')).toBe('12345');
});
