// An SMS code for a phone number the user typed (a new institution manager):
// person sms/sendCode needs the portal's slider check first.
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { envelopeOf } from '../../../components/apiAnswer';
import { useCaptcha } from '../../../components/slider-captcha/useCaptcha';
import { isMobileNumber } from '../../../lib/id-validators';
import { sendSmsCode, SmsCodeInput } from './SmsCodeInput';

type SmsScene = components['schemas']['SendOwnSmsCodeRequest']['scene'];

export interface NumberSmsCodeProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The number typed in the form, read when the user asks for a code. */
  cellphone: () => string | undefined;
  scene: SmsScene;
  onNotice: (notice: { type: 'success' | 'error'; text: string }) => void;
}

export function NumberSmsCode({ value, onChange, cellphone, scene, onNotice }: NumberSmsCodeProps) {
  const { requestTicket, captchaDialog } = useCaptcha();

  const send = async (): Promise<number | undefined> => {
    const number = cellphone()?.trim() ?? '';
    if (!isMobileNumber(number)) {
      onNotice({ type: 'error', text: '请先填写正确的 11 位手机号码' });
      return undefined;
    }
    const ticket = await requestTicket();
    if (!ticket) return undefined;
    const result = await sendSmsCode(() => envelopeOf(api.person.POST('/sms/sendCode', { body: { cellphone: number, scene, ...ticket } })));
    onNotice({ type: result.sent ? 'success' : 'error', text: result.notice });
    return result.sent ? result.resendAfter : undefined;
  };

  return (
    <>
      <SmsCodeInput value={value} onChange={onChange} send={send} />
      {captchaDialog}
    </>
  );
}
