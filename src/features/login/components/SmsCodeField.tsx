// SMS code inputs with their send button. The slider comes first, then the
// code goes out and the button counts down until the server allows another
// send. `SmsCodeField` sends to the cellphone typed in the same form (person
// sms/sendCode); `CodeSendField` takes any send call, e.g. one that sends to
// the phone an account has on record and answers with the masked number.
import { MessageOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance } from 'antd';
import { api, serverMessageText, isSuccess, type Envelope } from '../../../api';
import { useFeedback } from '../../../components/feedback';
import { Input } from '../../../components/inputs';
import type { CaptchaTicket } from '../../../components/slider-captcha/SliderCaptcha';
import { useResendCountdown } from '../../../components/useResendCountdown';
import { rules } from '../logic/rules';

export type SmsScene = 'register' | 'login' | 'unitLogin' | 'resetPassword' | 'resetAccount' | 'changeCellphone';

/** A send call's answer; undefined when nothing was sent (a field is wrong, the slider was closed, the call failed). */
export type SendAnswer = Envelope<{ resendAfter: number; cellphoneMasked?: string }> | undefined;

interface CodeSendFieldProps {
  send: () => Promise<SendAnswer>;
  name?: string;
  label?: string;
}

export function CodeSendField({ send, name = 'smsCode', label = '短信验证码' }: CodeSendFieldProps) {
  const { message } = useFeedback();
  const {
    remaining,
    sending,
    trigger: sendNow,
  } = useResendCountdown(async () => {
    const answer = await send();
    if (!answer) return undefined;
    if (!isSuccess(answer)) {
      message.warning(serverMessageText(answer.msg, '验证码发送失败，请稍后再试'));
      return undefined;
    }
    const { cellphoneMasked, resendAfter } = answer.map;
    message.success(cellphoneMasked ? `验证码已发送至 ${cellphoneMasked}，请注意查收` : '验证码已发送，请注意查收短信');
    return resendAfter;
  });

  return (
    <Form.Item label={label} required>
      <div className="sms-field">
        <Form.Item name={name} rules={rules.smsCode} noStyle>
          <Input prefix={<MessageOutlined />} placeholder="6 位短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={() => void sendNow()} loading={sending} disabled={remaining > 0} className="sms-send">
          {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}

/** The values of `fields` once they pass their rules; undefined (errors shown) otherwise. */
export async function validFields<Values>(form: FormInstance, fields: string[]): Promise<Values | undefined> {
  try {
    return (await form.validateFields(fields)) as Values;
  } catch {
    return undefined;
  }
}

interface SmsCodeFieldProps {
  scene: SmsScene;
  requestTicket: () => Promise<CaptchaTicket | undefined>;
  /** The form field holding the cellphone the code goes to. */
  cellphoneField?: string;
  name?: string;
  label?: string;
}

export function SmsCodeField({ scene, requestTicket, cellphoneField = 'cellphone', name, label }: SmsCodeFieldProps) {
  const form = Form.useFormInstance();
  const send = async (): Promise<SendAnswer> => {
    const values = await validFields<Record<string, string>>(form, [cellphoneField]);
    if (!values) return undefined;
    const ticket = await requestTicket();
    if (!ticket) return undefined;
    const { data } = await api.person.POST('/sms/sendCode', {
      body: { cellphone: (values[cellphoneField] ?? '').trim(), scene, ...ticket },
    });
    return data;
  };
  return <CodeSendField send={send} name={name} label={label} />;
}
