// The casual user's password change (casual/base/updateCasualUserPwd, the
// body SM4-encrypted on the way). A refusal keeps what was typed.
import { Alert, Form, Input, Modal, Progress, Typography } from 'antd';
import { api } from '../../api';
import { answerOf } from '../../components/apiAnswer';
import { useFeedback } from '../../components/feedback';
import { useSubmission } from '../../components/useSubmission';
import { newPasswordProblem, PASSWORD_HINT, PASSWORD_MAX, passwordStrength } from './password';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const STRENGTH = {
  weak: { percent: 33, label: '弱', color: '#d4380d' },
  medium: { percent: 66, label: '中', color: '#d48806' },
  strong: { percent: 100, label: '强', color: '#389e0d' },
} as const;

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordForm>();
  const typed = Form.useWatch('newPassword', form) ?? '';
  const { submitting, refusal, submit } = useSubmission();
  const strength = STRENGTH[passwordStrength(typed)];

  const save = ({ oldPassword, newPassword }: PasswordForm) =>
    submit(async () => {
      await answerOf(api.person.POST('/casual/base/updateCasualUserPwd', { body: { oldPassword, newPassword } }));
      message.success('密码已修改，下次登录请使用新密码');
      form.resetFields();
      onClose();
    });

  return (
    <Modal
      open={open}
      title="修改登录密码"
      okText="确认修改"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" aria-label="修改登录密码" onFinish={(values) => void save(values)}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password maxLength={64} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          dependencies={['oldPassword']}
          extra={PASSWORD_HINT}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const problem = newPasswordProblem(value, getFieldValue('oldPassword') as string | undefined);
                if (problem) throw new Error(problem);
              },
            }),
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        {typed && (
          <div aria-live="polite" style={{ marginTop: -12, marginBottom: 12 }}>
            <Typography.Text type="secondary">密码强度：{strength.label}</Typography.Text>
            <Progress percent={strength.percent} showInfo={false} strokeColor={strength.color} size="small" />
          </div>
        )}
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
              },
            }),
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
