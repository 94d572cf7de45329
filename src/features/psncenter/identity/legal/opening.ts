// Whether the logged-in legal representative can open a unit's account here,
// from the base store's view of the unit: it must be in business, registered
// on the portal and not opened yet.
import type { components } from '../../../../api/generated/unit';
import { paths } from '../../../../config/paths';

export type BaseStoreUnit = components['schemas']['BaseStoreUnit'];

export const UNIT_TYPE_NAMES: Record<BaseStoreUnit['unitType'], string> = {
  enterprise: '企业',
  institution: '事业单位',
  socialOrganization: '社会组织',
  individualBusiness: '个体工商户',
  governmentAgency: '机关',
  other: '其他',
};

const STATUS_NAMES: Record<BaseStoreUnit['registrationStatus'], string> = { active: '存续', revoked: '吊销', cancelled: '注销' };

export interface Opening {
  kind: 'openable' | 'opened' | 'unregistered' | 'inactive';
  label: string;
  color: string;
  hint?: string;
}

export function openingOf(unit: BaseStoreUnit): Opening {
  if (unit.registrationStatus !== 'active') {
    return {
      kind: 'inactive',
      label: `单位已${STATUS_NAMES[unit.registrationStatus]}`,
      color: 'default',
      hint: '非存续状态的单位不能开通',
    };
  }
  if (unit.legalPersonOpened) return { kind: 'opened', label: '已开通', color: 'success' };
  if (!unit.registered)
    return { kind: 'unregistered', label: '单位尚未注册', color: 'warning', hint: '请先完成单位注册，再由法定代表人开通' };
  return { kind: 'openable', label: '可开通', color: 'processing' };
}

export const CREDIT_CODE_PARAM = 'socialCreditCode';

/** `/center/legalopen?socialCreditCode=…` */
export function legalOpenHref(socialCreditCode: string): string {
  return `${paths.center.legalopen}?${new URLSearchParams({ [CREDIT_CODE_PARAM]: socialCreditCode }).toString()}`;
}
