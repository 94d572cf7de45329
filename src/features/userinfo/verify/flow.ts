// The basic-information verification as a sequence of pages, for persons and
// units: which page comes after which, and what a later page needs to have
// been done before it (carried in the router's location state).
import { paths, type AppPath } from '../../../config/paths';

export type Subject = 'person' | 'unit';

export interface VerificationFlow {
  /** The page the verification starts from and returns to. */
  home: AppPath;
  agreement: AppPath;
  /** The identity step: face check for persons, contact-phone check for units. */
  identity: AppPath;
  confirm: AppPath;
  steps: string[];
}

export const FLOWS: Record<Subject, VerificationFlow> = {
  person: {
    home: paths.center.personInfo,
    agreement: paths.center.argee,
    identity: paths.center.confirmface,
    confirm: paths.center.confirm,
    steps: ['阅读核验告知', '本人人脸检测', '核对基本信息', '核验完成'],
  },
  unit: {
    home: paths.unitcenter.basicinfo,
    agreement: paths.unitcenter.argee,
    identity: paths.unitcenter.checkPhone,
    confirm: paths.unitcenter.confirm,
    steps: ['阅读核验告知', '联系人手机验证', '核对单位信息', '核验完成'],
  },
};

/** What the identity step hands to the confirmation page. */
export interface IdentityPassed {
  faceSerialNo?: string;
  /** The unit contact's phone number, verified by SMS. */
  contactPhone?: string;
}

export function identityFromState(state: unknown): IdentityPassed | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { faceSerialNo, contactPhone } = state as Record<string, unknown>;
  if (typeof faceSerialNo === 'string' && faceSerialNo) return { faceSerialNo };
  if (typeof contactPhone === 'string' && contactPhone) return { contactPhone };
  return undefined;
}

export function skipNotice(nextRemindDate: string, remainingSkips: number): string {
  return `已暂缓核验，将于 ${nextRemindDate} 再次提醒；本年度还可暂缓 ${remainingSkips} 次。`;
}
