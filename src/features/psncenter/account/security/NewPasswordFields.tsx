// New password + repeat, with the policy shown before the user types and a
// strength meter while they do.
import { Form, Input, Progress } from 'antd';
import { PASSWORD_HINT, newPasswordRules, passwordStrength, repeatPasswordRules, type PasswordStrength } from '../shared/validation';

const STRENGTH: Record<PasswordStrength, { percent: number; color: string; text: string }> = {
  weak: { percent: 33, color: '#c3161c', text: '弱' },
  medium: { percent: 66, color: '#faad14', text: '中' },
  strong: { percent: 100, color: '#389e0d', text: '强' },
};

export function NewPasswordFields() {
  const value = Form.useWatch<string | undefined>('newPassword');
  const strength = value ? STRENGTH[passwordStrength(value)] : undefined;
  return (
    <>
      <Form.Item name="newPassword" label="新密码" rules={newPasswordRules} extra={PASSWORD_HINT} hasFeedback>
        <Input.Password maxLength={20} autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      {strength && (
        <Form.Item label="密码强度" style={{ marginTop: -8 }}>
          <Progress
            percent={strength.percent}
            steps={3}
            strokeColor={strength.color}
            format={() => strength.text}
            aria-label={`密码强度：${strength.text}`}
          />
        </Form.Item>
      )}
      <Form.Item
        name="repeatPassword"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={repeatPasswordRules('newPassword')}
        hasFeedback
      >
        <Input.Password maxLength={20} autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
    </>
  );
}
