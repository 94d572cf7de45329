// Contract NewPassword: 8–20 visible ASCII characters with letters, digits and
// special characters. The hint names exactly what is still missing.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export type PasswordLevel = 'weak' | 'medium' | 'strong';

export interface PasswordCheck {
  readonly valid: boolean;
  readonly level: PasswordLevel;
  /** Chinese text of what is missing; empty when valid. */
  readonly hint: string;
}

export function checkPassword(value: string): PasswordCheck {
  const missing: string[] = [];
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) missing.push(`长度为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`);
  if (!/^[\x21-\x7e]*$/.test(value)) missing.push('只能使用英文字母、数字和英文符号，不含空格');
  const hasLetter = /[A-Za-z]/.test(value);
  const hasDigit = /\d/.test(value);
  const hasSpecial = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(value);
  if (!hasLetter) missing.push('包含字母');
  if (!hasDigit) missing.push('包含数字');
  if (!hasSpecial) missing.push('包含特殊字符（如 @ # $ %）');
  const kinds = [hasLetter, hasDigit, hasSpecial, /[a-z]/.test(value) && /[A-Z]/.test(value)].filter(Boolean).length;
  const level: PasswordLevel = missing.length > 0 ? 'weak' : kinds === 4 && value.length >= 12 ? 'strong' : 'medium';
  return { valid: missing.length === 0, level, hint: missing.length === 0 ? '' : `密码须${missing.join('、')}` };
}
