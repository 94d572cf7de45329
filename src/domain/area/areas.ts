// The cities and counties of the province (basic dictionary/findByParent/area),
// one level at a time, and the names of those seen in this session, so a
// confirmation can show a chosen area by name.
import { api } from '../../api';
import { answerOf } from '../../components/apiAnswer';

/** City, then county: the deepest level offered (six-digit codes). */
export const COUNTY_LEVEL = 2;

export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

const knownNames = new Map<string, string>();

/** The areas directly under `parentCode`, which sits at `level - 1` (the province is level 0). */
export async function areasUnder(parentCode: string, level: number): Promise<AreaOption[]> {
  const { list } = await answerOf(api.basic.POST('/dictionary/findByParent/area', { body: { parentCode } }));
  return list
    .filter((area) => /^\d{6}$/.test(area.code))
    .map((area) => {
      knownNames.set(area.code, area.name);
      return { value: area.code, label: area.name, isLeaf: area.isLeaf || level >= COUNTY_LEVEL };
    });
}

/** "南京市 / 建邺区" style name of a code seen in this session (as much of it as is known). */
export function areaName(code: string): string | undefined {
  const area = knownNames.get(code);
  if (area === undefined) return undefined;
  const city = `${code.slice(0, 4)}00`;
  const cityName = city === code ? undefined : knownNames.get(city);
  return cityName ? `${cityName} / ${area}` : area;
}

/** The code of the deepest area chosen (county, or city), the one a request carries. */
export const areaCodeOf = (codes: readonly string[] | undefined) => codes?.[codes.length - 1] ?? '';
