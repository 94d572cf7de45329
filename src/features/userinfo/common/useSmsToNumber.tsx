// Sending an SMS code to a number the user typed: the slider puzzle first
// (sms/sendCode requires its ticket), then the code. Resolves with the resend
// delay, or undefined when nothing was sent (puzzle abandoned, service refusal
// shown next to the form).
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf, toastRefusal } from '../../../components/apiAnswer';
import { useFeedback } from '../../../components/feedback';
import { useCaptcha } from '../../../components/slider-captcha/useCaptcha';

export type SmsScene = components['schemas']['SmsScene'];

export function useSmsToNumber() {
  const { message } = useFeedback();
  const captcha = useCaptcha();
  const send = async (cellphone: string, scene: SmsScene): Promise<number | undefined> => {
    const ticket = await captcha.requestTicket();
    if (!ticket) return undefined;
    try {
      const sent = await answerOf(api.person.POST('/sms/sendCode', { body: { cellphone, scene, ...ticket } }));
      message.success(`验证码已发送至 ${cellphone.slice(0, 3)}****${cellphone.slice(7)}`);
      return sent.resendAfter;
    } catch (failure) {
      toastRefusal(failure);
      return undefined;
    }
  };
  return { send, dialog: captcha.captchaDialog };
}
