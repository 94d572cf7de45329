// Changing one's own password (unit updateUnitPassword, organ updatePassword):
// current password, new password with the policy hint and a strength meter,
// and its repetition. A refused change keeps what was typed.
import { Alert, Button, Form, Input, Progress } from 'antd';
import { useState } from 'react';
import { PASSWORD_HINT, passwordStrength, type PasswordStrength } from '../../lib/password-rules';
import { messageToShow } from '../apiAnswer';
import { useFeedback } from '../feedback';
import { newPasswordRules, repeatPasswordRules } from './formRules';

interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const STRENGTH_METER: Record<PasswordStrength, { percent: number; color: string; label: string }> = {
  weak: { percent: 30, color: '#cf1322', label: '弱' },
  medium: { percent: 65, color: '#d48806', label: '中' },
  strong: { percent: 100, color: '#389e0d', label: '强' },
};

export function ChangePasswordForm({ submit }: { submit: (oldPassword: string, newPassword: string) => Promise<unknown> }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordFields>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const typed = Form.useWatch('newPassword', form) ?? '';
  const meter = STRENGTH_METER[passwordStrength(typed)];

  const onFinish = async ({ oldPassword, newPassword }: PasswordFields) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await submit(oldPassword, newPassword);
      form.resetFields();
      void message.success('密码已修改，其他设备上的登录已失效');
    } catch (error) {
      setRefusal(messageToShow(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 440 }} requiredMark>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPassword" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
        <Input.Password autoComplete="current-password" placeholder="请输入当前登录密码" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" rules={newPasswordRules} extra={PASSWORD_HINT}>
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      {typed && (
        <Progress
          percent={meter.percent}
          strokeColor={meter.color}
          format={() => `强度：${meter.label}`}
          size="small"
          style={{ marginTop: -8, marginBottom: 16 }}
        />
      )}
      <Form.Item name="repeatPassword" label="确认新密码" dependencies={['newPassword']} rules={repeatPasswordRules('newPassword')}>
        <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        确认修改
      </Button>
    </Form>
  );
}
