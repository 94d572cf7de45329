import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password';

describe('newPasswordProblem', () => {
  it('accepts letters, digits and a special character within 8–20', () => {
    expect(newPasswordProblem('Js@2026abc')).toBeUndefined();
    expect(newPasswordProblem('a1!aaaaa')).toBeUndefined();
  });

  it('asks for a password, then applies the portal policy', () => {
    expect(newPasswordProblem('')).toBe('请输入新密码');
    expect(newPasswordProblem(undefined)).toBe('请输入新密码');
    expect(newPasswordProblem('a1!aaaa')).toBe('密码长度须为 8 至 20 位');
    expect(newPasswordProblem('abcd1234')).toBe('密码须包含特殊字符（如 ! @ # $ %）');
  });

  it('refuses the current password again', () => {
    expect(newPasswordProblem('Js@2026abc', 'Js@2026abc')).toBe('新密码不能与原密码相同');
    expect(newPasswordProblem('Js@2026abc', 'Js@2025abc')).toBeUndefined();
  });
});
