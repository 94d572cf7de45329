// What sending an SMS code comes to, whichever operation sent it: where the code
// went and when another may be asked for, or why nothing was sent.
import { messageToShow } from '../../components/apiAnswer';

/** What every SMS-sending answer carries (person sms/*, unit unitBase/send*Code). */
export interface SmsSent {
  cellphoneMasked?: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds until another code may be asked for. */
  resendAfter?: number;
}

export type SmsSendResult =
  | { sent: true; resendAfter?: number; notice: string }
  /** `refusal` is the service's reason as spec §8 shows it; undefined when the client already told the user. */
  | { sent: false; refusal?: string };

export const SMS_NOT_SENT_TEXT = '验证码发送未完成，请稍后重试';

/** Sends a code (the call throws as answerOf / envelopeOf do) and says where it went, or why it did not. */
export async function sendSmsCode(call: () => Promise<{ map: SmsSent }>): Promise<SmsSendResult> {
  try {
    const { map } = await call();
    const to = map.cellphoneMasked ? `至 ${map.cellphoneMasked}` : '';
    return { sent: true, resendAfter: map.resendAfter, notice: `验证码已发送${to}，${Math.round(map.expiresIn / 60)} 分钟内有效` };
  } catch (error) {
    return { sent: false, refusal: messageToShow(error) };
  }
}
