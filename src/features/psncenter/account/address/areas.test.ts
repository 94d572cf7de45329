import { expect, it } from 'vitest';
import { areaOptions, areaPath } from './areas';

const TREE = [
  { code: '320100', name: '南京市', children: [{ code: '320102', name: '玄武区' }] },
  { code: '329900', name: '省本级', children: [] },
];

it('offers cities with their districts and leaves out a city without districts', () => {
  expect(areaOptions(TREE)).toEqual([{ value: '320100', label: '南京市', children: [{ value: '320102', label: '玄武区' }] }]);
});

it('finds the city of a district for editing an address', () => {
  expect(areaPath(TREE, '320102')).toEqual(['320100', '320102']);
  expect(areaPath(TREE, '320508')).toBeUndefined();
});
