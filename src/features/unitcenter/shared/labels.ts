// Chinese names of the unit document's codes.
import type { components } from '../../../api/generated/unit';

type UnitInfo = components['schemas']['UnitInfo'];

export const UNIT_TYPES: Record<UnitInfo['unitType'], string> = {
  enterprise: '企业',
  institution: '事业单位',
  socialOrganization: '社会组织',
  individualBusiness: '个体工商户',
  governmentAgency: '机关',
  other: '其他',
};

export const AUTH_TYPES: Record<NonNullable<UnitInfo['authType']>, string> = {
  legalPersonFace: '法定代表人刷脸认证',
  legalPersonSms: '法定代表人短信认证',
  ebusinessLicense: '电子营业执照认证',
  ca: 'CA 数字证书认证',
};

export const REGISTRATION_STATES: Record<components['schemas']['VerifyUnitInfoResponse']['map']['registrationStatus'], string> = {
  active: '存续',
  revoked: '吊销',
  cancelled: '注销',
};
