// Sending SMS codes from the account screens: to the user's own phone
// (sms/sendCodeLoggedIn, no slider) or to a number they typed (sms/sendCode,
// after the slider check). Each resolves with the seconds until a resend is
// allowed, or undefined when nothing was sent.
import type { ReactNode } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { envelopeOf, toastRefusal } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { useCaptcha } from '../../../../components/slider-captcha/useCaptcha';

type SmsSent = components['schemas']['SmsSendResponse'];
export type SmsScene = components['schemas']['SendOwnSmsCodeRequest']['scene'];

export interface SmsSender {
  sendToOwnPhone: (scene: SmsScene) => Promise<number | undefined>;
  sendToNumber: (cellphone: string, scene: SmsScene) => Promise<number | undefined>;
  /** The slider dialog; render it once. */
  dialog: ReactNode;
}

export function useSmsSender(): SmsSender {
  const { message } = useFeedback();
  const captcha = useCaptcha();

  const report = async (sending: Promise<{ data?: SmsSent; error?: unknown }>): Promise<number | undefined> => {
    try {
      const answer = await envelopeOf(sending);
      const to = answer.map.cellphoneMasked ? `至 ${answer.map.cellphoneMasked}` : '';
      void message.success(`验证码已发送${to}，${Math.round(answer.map.expiresIn / 60)} 分钟内有效`);
      return answer.map.resendAfter;
    } catch (error) {
      toastRefusal(error);
      return undefined;
    }
  };

  return {
    sendToOwnPhone: (scene) => report(api.person.POST('/sms/sendCodeLoggedIn', { body: { scene } })),
    sendToNumber: async (cellphone, scene) => {
      const pass = await captcha.requestTicket();
      if (!pass) return undefined;
      return report(api.person.POST('/sms/sendCode', { body: { cellphone, scene, ...pass } }));
    },
    dialog: captcha.captchaDialog,
  };
}
