import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordStrength } from './validation';

describe('passwordProblem', () => {
  it('accepts 8 to 20 visible characters with a letter, a digit and a special character', () => {
    expect(passwordProblem('Abc12345!')).toBeUndefined();
    expect(passwordProblem('a1!aaaaaaaaaaaaaaaaa')).toBeUndefined();
  });

  it('names what is missing', () => {
    expect(passwordProblem('Ab1!')).toBe('密码长度须为 8 至 20 位');
    expect(passwordProblem('a1!aaaaaaaaaaaaaaaaaa')).toBe('密码长度须为 8 至 20 位');
    expect(passwordProblem('abc 1234!')).toBe('密码不能含空格、汉字或全角字符');
    expect(passwordProblem('密码abc123!')).toBe('密码不能含空格、汉字或全角字符');
    expect(passwordProblem('12345678!')).toBe('密码须包含字母');
    expect(passwordProblem('abcdefgh!')).toBe('密码须包含数字');
    expect(passwordProblem('abcd12345')).toBe('密码须包含特殊字符（如 ! @ # $ %）');
  });
});

describe('passwordStrength', () => {
  it('rates unacceptable passwords weak, short plain ones medium, long varied ones strong', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abc1234!')).toBe('medium');
    expect(passwordStrength('Abc1234!xyz')).toBe('strong');
  });
});
