// The code field for a number typed in the same form (registration, a new
// phone, a new manager): the number must pass its own field's rules, then the
// slider, then person sms/sendCode.
import { Form } from 'antd';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeInput';
import { useSmsSender, type SmsScene, type SmsSenderOptions } from './useSmsSender';

export interface NumberSmsCodeFieldProps extends Omit<SmsCodeFieldProps, 'send'>, SmsSenderOptions {
  scene: SmsScene;
  /** The form field holding the cellphone the code goes to. */
  cellphoneField?: string;
}

export function NumberSmsCodeField({ scene, cellphoneField = 'cellphone', onNotice, requestTicket, ...field }: NumberSmsCodeFieldProps) {
  const form = Form.useFormInstance();
  const sms = useSmsSender({ onNotice, requestTicket });
  return (
    <>
      <SmsCodeField {...field} send={() => sms.toTypedNumber(form, cellphoneField, scene)} />
      {sms.dialog}
    </>
  );
}
