// The dialogs between a successful login and the user's destination: the
// forced password change (needImprovePwd), the SSO consent (03020035) and the
// identity-card validity dates (03020037).
import { Alert, Avatar, Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '../../../components/DatePicker';
import { rules, sameAs } from '../logic/rules';
import { PasswordStrength } from './PasswordStrength';
import './after-login-dialogs.css';

export function ForcePasswordDialog({ open, onSubmit }: { open: boolean; onSubmit: (newPassword: string) => Promise<boolean> }) {
  const [form] = Form.useForm<{ newPassword: string; confirm: string }>();
  const [saving, setSaving] = useState(false);
  const password = Form.useWatch('newPassword', form) ?? '';

  const submit = async () => {
    const { newPassword } = await form.validateFields();
    setSaving(true);
    try {
      if (await onSubmit(newPassword)) form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="请修改登录密码"
      closable={false}
      maskClosable={false}
      keyboard={false}
      okText="确认修改"
      confirmLoading={saving}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Alert
        type="warning"
        showIcon
        title="为保障账户安全，您的密码须修改后才能继续使用（密码过弱、已过期或尚未设置）。"
        className="login-dialog__alert"
      />
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="newPassword" label="新密码" rules={rules.newPassword}>
          <Input.Password autoComplete="new-password" placeholder="8–20 位，含字母、数字和特殊字符" />
        </Form.Item>
        <PasswordStrength value={password} />
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[{ required: true, message: '请再次输入新密码' }, sameAs('newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface ConsentContent {
  readonly showName: string;
  readonly serviceAgreement: string;
  readonly mobileIcon: string;
}

export function ConsentDialog({
  consent,
  onAgree,
  onRefuse,
}: {
  consent: ConsentContent | undefined;
  onAgree: () => Promise<void>;
  onRefuse: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const [working, setWorking] = useState(false);
  const agree = async () => {
    setWorking(true);
    try {
      await onAgree();
    } finally {
      setWorking(false);
    }
  };
  return (
    <Modal
      open={consent !== undefined}
      title="授权确认"
      maskClosable={false}
      onCancel={onRefuse}
      footer={
        <Space>
          <Button onClick={onRefuse}>拒绝</Button>
          <Button type="primary" disabled={!agreed} loading={working} onClick={() => void agree()}>
            同意授权
          </Button>
        </Space>
      }
    >
      {consent && (
        <div className="consent">
          <Space align="center" className="consent__app">
            <Avatar shape="square" size={48} src={consent.mobileIcon || undefined} alt={`${consent.showName}图标`}>
              {consent.showName.slice(0, 1)}
            </Avatar>
            <Typography.Text strong>{consent.showName}</Typography.Text>
          </Space>
          <Typography.Paragraph>该应用申请使用您在本平台的身份信息（姓名、证件号码、手机号）为您办理业务。</Typography.Paragraph>
          <div className="consent__agreement" tabIndex={0} aria-label="服务协议">
            {consent.serviceAgreement.split('\n').map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            我已阅读并同意以上服务协议
          </Checkbox>
        </div>
      )}
    </Modal>
  );
}

export interface CardDates {
  readonly cardBegin: string;
  readonly cardEnd: string;
}

/** The contract's value for an identity card that never expires. */
export const LONG_TERM = '长期';

export function CardDateDialog({
  open,
  hint,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  hint: string;
  onSubmit: (dates: CardDates) => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ begin: Dayjs; end?: Dayjs; longTerm: boolean }>();
  const longTerm = Form.useWatch('longTerm', form) ?? false;
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { begin, end, longTerm: forever } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ cardBegin: begin.format('YYYY-MM-DD'), cardEnd: forever || !end ? LONG_TERM : end.format('YYYY-MM-DD') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="补充证件有效期"
      okText="提交"
      confirmLoading={saving}
      maskClosable={false}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
    >
      <Alert
        type="info"
        showIcon
        title={hint || '您的居民身份证有效期信息缺失或已过期，请按证件背面填写。'}
        className="login-dialog__alert"
      />
      <Form form={form} layout="vertical" initialValues={{ longTerm: false }}>
        <Form.Item name="begin" label="有效期起始日期" rules={[{ required: true, message: '请选择起始日期' }]}>
          <DatePicker className="login-dialog__date" placeholder="选择日期" />
        </Form.Item>
        <Form.Item name="longTerm" valuePropName="checked">
          <Checkbox>长期有效</Checkbox>
        </Form.Item>
        {!longTerm && (
          <Form.Item
            name="end"
            label="有效期截止日期"
            dependencies={['begin']}
            rules={[
              { required: true, message: '请选择截止日期' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: Dayjs | undefined) => {
                  const begin = getFieldValue('begin') as Dayjs | undefined;
                  return !value || !begin || value.isAfter(begin) ? Promise.resolve() : Promise.reject(new Error('截止日期须晚于起始日期'));
                },
              }),
            ]}
          >
            <DatePicker className="login-dialog__date" placeholder="选择日期" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
