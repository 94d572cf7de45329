// A login form whose submission first asks for the slider (password logins
// carry tencentCaptchaTicket and randstr, spec §5). The fields stay filled
// whatever the answer. `account` names the account the values log in to, so
// the slider's alternative can send an SMS code to its phone.
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import type { CaptchaAccount } from '../../../../components/slider-captcha/CaptchaAlternative';
import type { CaptchaTicket } from '../../../../components/slider-captcha/ticket';
import { useCaptcha } from '../../../../components/slider-captcha/useCaptcha';

interface CaptchaFormProps<Values> {
  name: string;
  busy: boolean;
  submitText?: string;
  onSubmit: (values: Values, ticket: CaptchaTicket) => Promise<unknown>;
  account: (values: Values) => CaptchaAccount;
  children: ReactNode;
  footer?: ReactNode;
}

export function CaptchaForm<Values extends object>({
  name,
  busy,
  submitText = '登 录',
  onSubmit,
  account,
  children,
  footer,
}: CaptchaFormProps<Values>) {
  const [form] = Form.useForm<Values>();
  const { requestTicket, captchaDialog } = useCaptcha();
  const finish = async (values: Values) => {
    const ticket = await requestTicket(account(values));
    if (ticket) await onSubmit(values, ticket);
  };
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => void finish(values)}
      className="login-form"
    >
      {children}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitText}
      </Button>
      {footer}
      {captchaDialog}
    </Form>
  );
}
