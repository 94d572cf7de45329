// Names and colours of the licence types and states the person service uses.
import type { components } from '../../../../api/generated/person';

export type LicenseType = components['schemas']['LicenseType'];
export type LicenseState = components['schemas']['LicenseState'];

export const LICENSE_TYPE_NAMES: Record<LicenseType, string> = {
  socialSecurityCard: '社会保障卡',
  employmentCert: '就业创业证',
  skillLevelCert: '职业技能等级证书',
  vocationalQualificationCert: '职业资格证书',
  professionalTitleCert: '专业技术资格（职称）证书',
  retirementCert: '退休证',
};

export const LICENSE_STATES: Record<LicenseState, { text: string; color: string }> = {
  valid: { text: '有效', color: 'success' },
  expired: { text: '已过有效期', color: 'warning' },
  revoked: { text: '已注销', color: 'default' },
};

/** What the contract accepts as a licence number: 4 to 40 letters, digits or hyphens. */
const LICENSE_NO = /^[0-9A-Za-z-]{4,40}$/;

/** Why a typed licence number cannot be right, or undefined when it may be. */
export function licenseNoProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return '请输入证书编号';
  if (!LICENSE_NO.test(trimmed)) return '证书编号为 4 至 40 位字母、数字或短横线，请按证书上印制的编号填写';
  return undefined;
}
