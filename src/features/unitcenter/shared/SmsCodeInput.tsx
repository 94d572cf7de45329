// A six-digit SMS code field with "获取验证码" and the resend countdown the
// server asks for (resendAfter). `send` resolves with the seconds to wait, or
// undefined when nothing was sent, which frees the button again.
import { Button, Input, Space } from 'antd';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { useResendCountdown } from '../../../components/useResendCountdown';

export { DEFAULT_RESEND_SECONDS } from '../../../components/useResendCountdown';

type SmsScene = components['schemas']['SendOwnSmsCodeRequest']['scene'];

export interface SmsSendResult {
  resendAfter?: number;
  /** Shown to the user: where the code went, or why it did not. */
  notice: string;
  sent: boolean;
}

/** What the SMS-sending answers have in common. */
interface SmsSent {
  cellphoneMasked?: string;
  expiresIn: number;
  resendAfter?: number;
}

/** Sends a code and says where it went, or why it did not. */
export async function sendSmsCode(call: () => Promise<{ map: SmsSent }>): Promise<SmsSendResult> {
  try {
    const { map } = await call();
    const to = map.cellphoneMasked ? `至 ${map.cellphoneMasked}` : '';
    return { sent: true, resendAfter: map.resendAfter, notice: `验证码已发送${to}，${Math.round(map.expiresIn / 60)} 分钟内有效` };
  } catch (error) {
    return { sent: false, notice: messageToShow(error) ?? '验证码发送未完成，请稍后重试' };
  }
}

/** A code to the logged-in account's own phone (no slider needed after login). */
export function sendOwnSmsCode(scene: SmsScene): Promise<SmsSendResult> {
  return sendSmsCode(() => envelopeOf(api.person.POST('/sms/sendCodeLoggedIn', { body: { scene } })));
}

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
        aria-label="短信验证码"
        maxLength={6}
      />
      <Button onClick={() => void trigger()} loading={sending} disabled={disabled || remaining > 0} style={{ minWidth: 130 }}>
        {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
