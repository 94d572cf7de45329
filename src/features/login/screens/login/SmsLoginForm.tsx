// The SMS-code login of the person and unit tabs: any fields the tab needs
// first (the unit's credit code), the cellphone the code goes to, the code
// with its send button, and the login button. The slider guards the send,
// not the login.
import { MobileOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { Input } from '../../../../components/inputs';
import { NumberSmsCodeField } from '../../../../domain/sms/NumberSmsCodeField';
import type { SmsScene } from '../../../../domain/sms/useSmsSender';
import { WithCaptcha } from '../../components/WithCaptcha';
import { rules } from '../../logic/rules';

export interface SmsLoginValues {
  cellphone: string;
  smsCode: string;
}

export interface SmsLoginFormProps<Values extends SmsLoginValues> {
  name: string;
  busy: boolean;
  /** The SMS scene the code is sent for (person sms/sendCode). */
  scene: SmsScene;
  cellphoneLabel: string;
  cellphonePlaceholder: string;
  /** Fields above the cellphone. */
  leading?: ReactNode;
  footer?: ReactNode;
  onSubmit: (values: Values) => void;
}

export function SmsLoginForm<Values extends SmsLoginValues>({
  name,
  busy,
  scene,
  cellphoneLabel,
  cellphonePlaceholder,
  leading,
  footer,
  onSubmit,
}: SmsLoginFormProps<Values>) {
  const [form] = Form.useForm<Values>();
  return (
    <WithCaptcha>
      {(requestTicket) => (
        <Form form={form} name={name} layout="vertical" size="large" requiredMark={false} className="login-form" onFinish={onSubmit}>
          {leading}
          <Form.Item name="cellphone" label={cellphoneLabel} rules={rules.cellphone}>
            <Input prefix={<MobileOutlined />} placeholder={cellphonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <NumberSmsCodeField scene={scene} requestTicket={requestTicket} />
          <Button type="primary" htmlType="submit" block loading={busy}>
            登 录
          </Button>
          {footer}
        </Form>
      )}
    </WithCaptcha>
  );
}
