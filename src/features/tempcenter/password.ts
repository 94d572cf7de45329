// The casual user's new password, as the service will require it: 8 to 20
// visible ASCII characters with letters, digits and a special character, and
// not the same as the current one.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_HINT = `${PASSWORD_MIN}–${PASSWORD_MAX} 位，须同时包含字母、数字和特殊字符（如 ! @ # $ %），不能含空格和中文`;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Why the new password would be refused, or undefined when it is acceptable. */
export function newPasswordProblem(password: string | undefined, current?: string): string | undefined {
  if (!password) return '请输入新密码';
  if (!/^[\x21-\x7e]*$/.test(password)) return '密码只能包含字母、数字和英文特殊字符，不能含空格和中文';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return `密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`;
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return '密码须同时包含字母、数字和特殊字符';
  }
  if (current !== undefined && password === current) return '新密码不能与原密码相同';
  return undefined;
}

/** A rough strength for the meter under the field. */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 12 && kinds >= 4) return 'strong';
  if (password.length >= PASSWORD_MIN && kinds >= 3) return 'medium';
  return 'weak';
}
