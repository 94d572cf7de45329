// Labels and field rules of the unit's basic information (biVerification).
import type { components } from '../../../api/generated/channel';

export type BiUnitInfo = components['schemas']['BiUnitInfo'];
export type BiUnitUpdate = components['schemas']['BiUnitInfoUpdateRequest'];

export const UNIT_TYPES: Record<BiUnitInfo['unitType'], string> = {
  '10': '企业',
  '20': '机关',
  '30': '事业单位',
  '40': '社会团体',
  '50': '民办非企业单位',
  '60': '个体工商户',
};

/** GB/T 4754: the section letter and the two-digit division, e.g. I65. */
export const INDUSTRY_CODE = /^[A-T][0-9]{2}$/;
export const POSTAL_CODE = /^[0-9]{6}$/;
export const MAX_STAFF = 1_000_000;

/** The industry code as the service wants it: upper case, no spaces. */
export function normaliseIndustryCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}
