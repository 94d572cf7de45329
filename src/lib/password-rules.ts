// The portal password policy of the unit and institution accounts (the pattern
// the unit document gives every new password): 8–20 visible ASCII characters
// with a letter, a digit and a special character.

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

/** Strength for the meter under the field: length and variety of characters. */
export function passwordStrength(value: string): PasswordStrength {
  if (passwordProblem(value) !== undefined) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(value)).length;
  return kinds >= 3 && value.length >= 10 ? 'strong' : 'medium';
}
