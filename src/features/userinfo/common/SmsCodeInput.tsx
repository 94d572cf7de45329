// The six-digit SMS code field with its send button and resend countdown.
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useResendCountdown } from '../../../components/useResendCountdown';

export interface SmsCodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Sends a code; resolves with the seconds until the next send, or undefined when nothing was sent. */
  send: () => Promise<number | undefined>;
  /** Why a code cannot be sent yet (e.g. the phone number is missing). */
  sendBlocked?: boolean;
}

export function SmsCodeInput({ value, onChange, send, sendBlocked }: SmsCodeInputProps) {
  const [sent, setSent] = useState(false);
  const {
    remaining: left,
    sending,
    trigger: request,
  } = useResendCountdown(async () => {
    const resendAfter = await send();
    if (resendAfter !== undefined) setSent(true);
    return resendAfter;
  });

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, ''))}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 位数字验证码"
      />
      <Button onClick={() => void request()} loading={sending} disabled={left > 0 || sendBlocked}>
        {left > 0 ? `${left} 秒后重发` : sent ? '重新获取' : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
