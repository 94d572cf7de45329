// The casual user's new password: the portal policy (src/lib/password-rules),
// which casual passwords share with every other account, and not the same as
// the current one.
import { passwordProblem } from '../../lib/password-rules';

export { PASSWORD_HINT, passwordStrength } from '../../lib/password-rules';
export const PASSWORD_MAX = 20;

/** Why the new password would be refused, or undefined when it is acceptable. */
export function newPasswordProblem(password: string | undefined, current?: string): string | undefined {
  if (!password) return '请输入新密码';
  const problem = passwordProblem(password);
  if (problem) return problem;
  if (current !== undefined && password === current) return '新密码不能与原密码相同';
  return undefined;
}
