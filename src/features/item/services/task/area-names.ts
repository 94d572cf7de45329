// The areas of the province by level (basic dictionary/findByParent/area), and
// the names of those seen in this session, so the confirmation page can show
// a chosen area by name without the area control's code.
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';

export const PROVINCE_CODE = '320000';
export const COUNTY_LEVEL = 2;

export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

const knownNames = new Map<string, string>();

/** "南京市 / 建邺区" style name of a code seen in this session (as much of it as is known). */
export function areaName(code: string): string | undefined {
  const county = knownNames.get(code);
  if (county === undefined) return undefined;
  const city = `${code.slice(0, 4)}00`;
  const cityName = city === code ? undefined : knownNames.get(city);
  return cityName ? `${cityName} / ${county}` : county;
}

export async function areasUnder(parentCode: string, level: number): Promise<AreaOption[]> {
  const { list } = await answerOf(api.basic.POST('/dictionary/findByParent/area', { body: { parentCode } }));
  return list
    .filter((area) => /^\d{6}$/.test(area.code))
    .map((area) => {
      knownNames.set(area.code, area.name);
      return { value: area.code, label: area.name, isLeaf: area.isLeaf || level >= COUNTY_LEVEL };
    });
}
