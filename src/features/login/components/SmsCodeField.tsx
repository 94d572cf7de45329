// An SMS code input with its send button (person sms/sendCode): the slider
// first, then the code goes to the cellphone typed in the same form, and the
// button counts down until the server allows another send.
import { MessageOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api';
import type { CaptchaTicket } from '../../../components/slider-captcha/SliderCaptcha';
import { rules } from '../logic/rules';

export type SmsScene = 'register' | 'login' | 'resetPassword' | 'resetAccount';

/** Wait before another send when the server does not say (its documented rule: one per 60 s). */
export const DEFAULT_RESEND_SECONDS = 60;

export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: setRemaining };
}

interface SmsCodeFieldProps {
  scene: SmsScene;
  requestTicket: () => Promise<CaptchaTicket | undefined>;
  /** The form field holding the cellphone the code goes to. */
  cellphoneField?: string;
  name?: string;
  label?: string;
}

export function SmsCodeField({ scene, requestTicket, cellphoneField = 'cellphone', name = 'smsCode', label = '短信验证码' }: SmsCodeFieldProps) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let cellphone: string;
    try {
      cellphone = ((await form.validateFields([cellphoneField])) as Record<string, string>)[cellphoneField] ?? '';
    } catch {
      return;
    }
    const ticket = await requestTicket();
    if (!ticket) return;
    setSending(true);
    try {
      const { data } = await api.person.POST('/sms/sendCode', { body: { cellphone: cellphone.trim(), scene, ...ticket } });
      if (!data) return;
      if (data.appcode === '0') {
        message.success('验证码已发送，请注意查收短信');
        start(data.map.resendAfter > 0 ? data.map.resendAfter : DEFAULT_RESEND_SECONDS);
      } else {
        message.warning(data.msg || '验证码发送失败，请稍后再试');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name={name} rules={rules.smsCode} noStyle>
          <Input prefix={<MessageOutlined />} placeholder="6 位短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={() => void send()} loading={sending} disabled={remaining > 0} className="sms-send">
          {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
