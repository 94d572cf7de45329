// Form rules for what users type on the login, registration and recovery
// screens, each with a Chinese message that says what is expected.
import type { Rule } from 'antd/es/form';
import { isMobileNumber, isResidentIdNumber, isUnifiedSocialCreditCode } from '../../../lib/id-validators';
import { checkPassword } from './password-strength';

function checked(test: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value === '' || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

const required = (message: string): Rule => ({ required: true, whitespace: true, message });

export const rules = {
  name: [required('请输入姓名'), { max: 50, message: '姓名不超过 50 个字' }] satisfies Rule[],
  idCardNo: [
    required('请输入公民身份号码'),
    checked(isResidentIdNumber, '公民身份号码有误，请核对 18 位号码及末位校验码'),
  ] satisfies Rule[],
  socialCreditCode: [
    required('请输入统一社会信用代码'),
    checked(isUnifiedSocialCreditCode, '统一社会信用代码有误，请核对 18 位代码及末位校验码'),
  ] satisfies Rule[],
  cellphone: [required('请输入手机号码'), checked(isMobileNumber, '请输入 11 位中国大陆手机号码')] satisfies Rule[],
  /** A cellphone the user may leave empty. */
  optionalCellphone: [checked(isMobileNumber, '请输入 11 位中国大陆手机号码')] satisfies Rule[],
  /** Login: the password as the user set it, no strength check. */
  loginPassword: [required('请输入密码')] satisfies Rule[],
  account: [
    required('请输入身份证号或手机号'),
    checked((value) => isResidentIdNumber(value) || isMobileNumber(value), '请输入 18 位公民身份号码或 11 位手机号码'),
  ] satisfies Rule[],
  organCode: [required('请输入机构编号'), checked((value) => /^\d{6,20}$/.test(value), '机构编号为 6–20 位数字')] satisfies Rule[],
  newPassword: [
    { required: true, message: '请设置密码' },
    {
      validator: (_rule, value: unknown) => {
        const { valid, hint } = checkPassword(typeof value === 'string' ? value : '');
        return valid ? Promise.resolve() : Promise.reject(new Error(hint));
      },
    },
  ] satisfies Rule[],
  agreement: [
    {
      validator: (_rule, value: unknown) =>
        value === true ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户协议和隐私政策')),
    },
  ] satisfies Rule[],
};

/** Confirmation field rule: must equal the field `other`. */
export function sameAs(other: string, message = '两次输入的密码不一致'): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}
