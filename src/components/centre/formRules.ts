// antd form rules of the unit and institution centres, with Chinese messages:
// identity numbers (GB 11643), mobile numbers, names, SMS codes and the
// password policy.
import type { FormRule } from 'antd';
import { isMobileNumber, isResidentIdNumber } from '../../lib/id-validators';
import { passwordProblem } from '../../lib/password-rules';

export const PERSON_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,30}$/;

export const personNameRules: FormRule[] = [
  { required: true, message: '请输入姓名' },
  { pattern: PERSON_NAME_PATTERN, message: '请输入 2 至 30 个汉字的真实姓名' },
];

export const residentIdRules: FormRule[] = [
  { required: true, message: '请输入身份证号码' },
  {
    validator: async (_, value: string | undefined) => {
      if (value && !isResidentIdNumber(value.trim())) throw new Error('身份证号码不正确，请核对后重新输入（末位校验码不符或出生日期无效）');
    },
  },
];

export const mobileRules: FormRule[] = [
  { required: true, message: '请输入手机号码' },
  {
    validator: async (_, value: string | undefined) => {
      if (value && !isMobileNumber(value.trim())) throw new Error('请输入 11 位手机号码');
    },
  },
];

/** A mobile number or a landline with its area code (unit contacts, institution offices). */
export const contactPhoneRules: FormRule[] = [
  { required: true, message: '请输入联系电话' },
  { pattern: /^(1[3-9][0-9]{9}|0[0-9]{2,3}-[0-9]{7,8})$/, message: '请输入手机号码或带区号的固定电话，如 025-83456789' },
];

export const smsCodeRules: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^[0-9]{6}$/, message: '验证码为 6 位数字' },
];

export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入新密码' },
  {
    validator: async (_, value: string | undefined) => {
      const problem = value ? passwordProblem(value) : undefined;
      if (problem) throw new Error(problem);
    },
  },
];

/** The second entry of a new password must repeat the first. */
export function repeatPasswordRules(field: string): FormRule[] {
  return [
    { required: true, message: '请再次输入新密码' },
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (value && value !== getFieldValue(field)) throw new Error('两次输入的新密码不一致');
      },
    }),
  ];
}
