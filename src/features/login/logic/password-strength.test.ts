import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-strength';

describe('checkPassword', () => {
  it('accepts 8–20 characters with letters, digits and a special character', () => {
    expect(checkPassword('Hrss@2026')).toEqual({ valid: true, level: 'medium', hint: '' });
    expect(checkPassword('Jiangsu#Hrss2026').level).toBe('strong');
  });

  it('names every missing rule in Chinese', () => {
    expect(checkPassword('abc')).toMatchObject({
      valid: false,
      level: 'weak',
      hint: '密码须长度为 8–20 位、包含数字、包含特殊字符（如 @ # $ %）',
    });
    expect(checkPassword('12345678').hint).toBe('密码须包含字母、包含特殊字符（如 @ # $ %）');
  });

  it('rejects spaces, non-ASCII characters and more than 20 characters', () => {
    expect(checkPassword('Hrss @2026').valid).toBe(false);
    expect(checkPassword('密码Hrss@2026').hint).toContain('只能使用英文字母、数字和英文符号');
    expect(checkPassword('Hrss@2026Hrss@2026Hrss').hint).toContain('长度为 8–20 位');
  });
});
