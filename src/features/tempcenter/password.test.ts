import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordStrength } from './password';

describe('newPasswordProblem', () => {
  it('accepts letters, digits and a special character within 8–20', () => {
    expect(newPasswordProblem('Js@2026abc')).toBeUndefined();
    expect(newPasswordProblem('a1!aaaaa')).toBeUndefined();
  });

  it('explains each refusal', () => {
    expect(newPasswordProblem('')).toBe('请输入新密码');
    expect(newPasswordProblem('a1!aaaa')).toBe('密码长度须为 8–20 位');
    expect(newPasswordProblem('a1!aaaaaaaaaaaaaaaaaa')).toBe('密码长度须为 8–20 位');
    expect(newPasswordProblem('abcd1234')).toBe('密码须同时包含字母、数字和特殊字符');
    expect(newPasswordProblem('abcd 12!')).toBe('密码只能包含字母、数字和英文特殊字符，不能含空格和中文');
    expect(newPasswordProblem('密码abc12!x')).toBe('密码只能包含字母、数字和英文特殊字符，不能含空格和中文');
  });

  it('refuses the current password again', () => {
    expect(newPasswordProblem('Js@2026abc', 'Js@2026abc')).toBe('新密码不能与原密码相同');
  });
});

describe('passwordStrength', () => {
  it('grows with length and kinds of characters', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abc123!x')).toBe('medium');
    expect(passwordStrength('Abc123!xyz99')).toBe('strong');
  });
});
