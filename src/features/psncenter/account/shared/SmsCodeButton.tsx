// "获取验证码" with the resend countdown the server asks for (resendAfter).
import { Button } from 'antd';
import { useResendCountdown } from '../../../../components/useResendCountdown';

export { DEFAULT_RESEND_SECONDS } from '../../../../components/useResendCountdown';

export function SmsCodeButton({ send, disabled }: { send: () => Promise<number | undefined>; disabled?: boolean }) {
  const { remaining, sending, trigger } = useResendCountdown(send);

  return (
    <Button onClick={() => void trigger()} loading={sending} disabled={disabled || remaining > 0} style={{ minWidth: 120 }}>
      {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}
