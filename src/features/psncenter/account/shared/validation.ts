// Form rules the account screens share: the portal password policy (the same
// pattern the contract gives every new password), SMS codes, mobile numbers
// and resident ID numbers, as antd rules with Chinese messages.
import type { FormInstance, FormRule } from 'antd';
import { isMobileNumber, isResidentIdNumber } from '../../../../lib/id-validators';

export const PASSWORD_HINT = '8 至 20 位，须同时包含字母、数字和特殊字符（如 ! @ # $ %），不能含空格或汉字';

const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

/** Why a new password is not acceptable, or undefined when it is. */
export function passwordProblem(value: string): string | undefined {
  if (value.length < 8 || value.length > 20) return '密码长度须为 8 至 20 位';
  if (!VISIBLE_ASCII.test(value)) return '密码不能含空格、汉字或全角字符';
  if (!/[A-Za-z]/.test(value)) return '密码须包含字母';
  if (!/[0-9]/.test(value)) return '密码须包含数字';
  if (!/[^A-Za-z0-9]/.test(value)) return '密码须包含特殊字符（如 ! @ # $ %）';
  return undefined;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** A rough strength for the meter under the field: length and variety of characters. */
export function passwordStrength(value: string): PasswordStrength {
  if (passwordProblem(value) !== undefined) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(value)).length;
  return kinds >= 3 && value.length >= 10 ? 'strong' : 'medium';
}

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

export const SMS_CODE_PATTERN = /^[0-9]{6}$/;

export const smsCodeRules: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: SMS_CODE_PATTERN, message: '验证码为 6 位数字' },
];

export const mobileRules: FormRule[] = [
  { required: true, message: '请输入手机号码' },
  {
    validator: async (_, value: string | undefined) => {
      if (value && !isMobileNumber(value)) throw new Error('请输入正确的 11 位手机号码');
    },
  },
];

export const residentIdRules: FormRule[] = [
  { required: true, message: '请输入公民身份号码' },
  {
    validator: async (_, value: string | undefined) => {
      if (value && !isResidentIdNumber(value.toUpperCase())) throw new Error('公民身份号码有误，请核对（18 位，末位校验码可为 X）');
    },
  },
];

/** Chinese names: 2 to 30 characters, Chinese with the middle dot of minority names, or Latin letters. */
export const personNameRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入姓名' },
  { pattern: /^([\u4e00-\u9fa5·]{2,30}|[A-Za-z][A-Za-z .]{1,29})$/, message: '请输入与证件一致的姓名' },
];

/**
 * The form's values once every rule passes; undefined while a field is wrong
 * (antd shows why under the field). validateFields rejects in that case, which
 * must not become an unhandled rejection of a click handler.
 */
export async function validValues<T>(form: FormInstance<T>): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}
