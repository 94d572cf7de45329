// The six-digit SMS code field with "获取验证码" and the resend countdown the
// server asks for (resendAfter). `send` resolves with the seconds to wait, or
// undefined when nothing was sent, which frees the button again at once.
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { smsCodeRules } from '../../components/centre/formRules';
import { Input } from '../../components/inputs';
import { useResendCountdown } from '../../components/useResendCountdown';

export interface SmsCodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  send: () => Promise<number | undefined>;
  disabled?: boolean;
}

export function SmsCodeInput({ value, onChange, send, disabled }: SmsCodeInputProps) {
  const { remaining, sending, trigger } = useResendCountdown(send);

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, 6))}
        placeholder="6 位短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label="短信验证码"
        maxLength={6}
      />
      <Button onClick={() => void trigger()} loading={sending} disabled={disabled || remaining > 0} style={{ minWidth: 130 }}>
        {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}

export interface SmsCodeFieldProps extends Pick<SmsCodeInputProps, 'send' | 'disabled'> {
  /** The form field (smsCode by default). */
  name?: string;
  label?: ReactNode;
  extra?: ReactNode;
}

/** The code as a form field (six digits, required). */
export function SmsCodeField({ name = 'smsCode', label = '短信验证码', extra, send, disabled }: SmsCodeFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={smsCodeRules} extra={extra}>
      <SmsCodeInput send={send} disabled={disabled} />
    </Form.Item>
  );
}
