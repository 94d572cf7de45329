// Form rules the person-centre screens share, as antd rules with Chinese
// messages: mobile numbers, resident ID numbers and names (Latin names allowed).
import type { FormInstance, FormRule } from 'antd';
import { isMobileNumber, isResidentIdNumber } from '../../../../lib/id-validators';

// The password policy and the rules the unit and institution centres use too live once.
export { PASSWORD_HINT, passwordProblem, passwordStrength, type PasswordStrength } from '../../../../lib/password-rules';
export { newPasswordRules, repeatPasswordRules } from '../../../../components/centre/formRules';

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
