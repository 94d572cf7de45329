// The city → district choice of a mailing address, from the basic area tree
// (dictionary/getDictWithChildren/area). Only districts are addresses: a
// city without districts (the provincial level) is not offered.
import type { components } from '../../../../api/generated/basic';

type AreaTree = components['schemas']['DictTreeItem'][];

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

export function areaOptions(tree: AreaTree): AreaOption[] {
  return tree
    .filter((city) => city.children.length > 0)
    .map((city) => ({
      value: city.code,
      label: city.name,
      children: city.children.map((district) => ({ value: district.code, label: district.name })),
    }));
}

/** The cascader path [city, district] of a district code, or undefined when the tree does not know it. */
export function areaPath(tree: AreaTree, districtCode: string): [string, string] | undefined {
  const city = tree.find((entry) => entry.children.some((district) => district.code === districtCode));
  return city ? [city.code, districtCode] : undefined;
}
