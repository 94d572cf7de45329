// Sending SMS codes from any screen: to the logged-in user's own phone
// (person sms/sendCodeLoggedIn, no slider), to a number typed in a form
// (person sms/sendCode), or through another operation that needs the slider's
// ticket (a unit's manager phone). Each resolves with the seconds until a resend
// is allowed, or undefined when nothing was sent — what SmsCodeInput's `send` wants.
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { api, type Envelope } from '../../api';
import type { components } from '../../api/generated/person';
import { envelopeOf } from '../../components/apiAnswer';
import { useFeedback } from '../../components/feedback';
import type { CaptchaTicket } from '../../components/slider-captcha/ticket';
import { useCaptcha } from '../../components/slider-captcha/useCaptcha';
import { isMobileNumber } from '../../lib/id-validators';
import { SMS_NOT_SENT_TEXT, sendSmsCode, type SmsSendResult, type SmsSent } from './sending';

export type SmsScene = components['schemas']['SmsScene'];

export interface SmsNotice {
  type: 'success' | 'error';
  text: string;
}

export interface SmsSenderOptions {
  /** Shows where the code went or why it did not, e.g. in an alert of a dialog; toasts when absent. */
  onNotice?: (notice: SmsNotice) => void;
  /** The slider check of the screen, when it has one; otherwise the sender brings its own (render `dialog`). */
  requestTicket?: () => Promise<CaptchaTicket | undefined>;
}

type SendCall = Promise<{ data?: Envelope<SmsSent>; error?: unknown }>;

export interface SmsSender {
  toOwnPhone: (scene: SmsScene) => Promise<number | undefined>;
  toNumber: (cellphone: string | undefined, scene: SmsScene) => Promise<number | undefined>;
  /** The number typed in `field` of `form`, once it passes the field's rules (their errors are shown otherwise). */
  toTypedNumber: (form: FormInstance, field: string, scene: SmsScene) => Promise<number | undefined>;
  /** Any sending operation that takes the slider's ticket. */
  withTicket: (call: (ticket: CaptchaTicket) => SendCall) => Promise<number | undefined>;
  /** The slider dialog when the sender brought its own; render it once. */
  dialog: ReactNode;
}

export function useSmsSender({ onNotice, requestTicket }: SmsSenderOptions = {}): SmsSender {
  const { message } = useFeedback();
  const captcha = useCaptcha();
  const ticketFor = requestTicket ?? captcha.requestTicket;

  const tell = (notice: SmsNotice) => {
    if (onNotice) onNotice(notice);
    else if (notice.type === 'success') void message.success(notice.text);
    else void message.warning(notice.text);
  };

  const deliver = async (call: () => SendCall): Promise<number | undefined> => {
    const result: SmsSendResult = await sendSmsCode(() => envelopeOf(call()));
    if (result.sent) {
      tell({ type: 'success', text: result.notice });
      return result.resendAfter ?? 0;
    }
    // A toast for a failure the client already showed would be the second one.
    if (result.refusal || onNotice) tell({ type: 'error', text: result.refusal ?? SMS_NOT_SENT_TEXT });
    return undefined;
  };

  const withTicket = async (call: (ticket: CaptchaTicket) => SendCall) => {
    const ticket = await ticketFor();
    return ticket ? deliver(() => call(ticket)) : undefined;
  };

  const toNumber = async (cellphone: string | undefined, scene: SmsScene) => {
    const number = cellphone?.trim() ?? '';
    if (!isMobileNumber(number)) {
      tell({ type: 'error', text: '请先填写正确的 11 位手机号码' });
      return undefined;
    }
    return withTicket((ticket) => api.person.POST('/sms/sendCode', { body: { cellphone: number, scene, ...ticket } }));
  };

  const toTypedNumber = async (form: FormInstance, field: string, scene: SmsScene) => {
    try {
      await form.validateFields([field]);
    } catch {
      return undefined;
    }
    return toNumber(form.getFieldValue(field) as string | undefined, scene);
  };

  return {
    toOwnPhone: (scene) => deliver(() => api.person.POST('/sms/sendCodeLoggedIn', { body: { scene } })),
    toNumber,
    toTypedNumber,
    withTicket,
    dialog: requestTicket ? null : captcha.captchaDialog,
  };
}
