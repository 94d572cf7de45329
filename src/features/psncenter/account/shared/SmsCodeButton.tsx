// "获取验证码" with the resend countdown the server asks for (resendAfter).
// `send` resolves with the seconds to wait, or undefined when nothing was sent
// (a failed call, a cancelled slider check): then the button is free again.
import { Button } from 'antd';
import { useEffect, useState } from 'react';

export const DEFAULT_RESEND_SECONDS = 60;

export function SmsCodeButton({ send, disabled }: { send: () => Promise<number | undefined>; disabled?: boolean }) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const onClick = async () => {
    setSending(true);
    try {
      const wait = await send();
      if (wait !== undefined) setRemaining(wait > 0 ? wait : DEFAULT_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={onClick} loading={sending} disabled={disabled || remaining > 0} style={{ minWidth: 120 }}>
      {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}
