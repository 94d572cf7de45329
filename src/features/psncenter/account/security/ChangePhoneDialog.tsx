// Changing the account's phone: first the current password (base/checkPassword),
// then the new number with a code sent to it after the slider check
// (sms/sendCode, scene changeCellphone), submitted with base/resetCellphone.
import { Alert, Button, Flex, Form, Input, Modal, Steps } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import { envelopeOf, messageToShow } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { mobileRules, validValues } from '../shared/validation';

interface ChangePhoneForm {
  password: string;
  cellphone: string;
  smsCode: string;
}

export function ChangePhoneDialog({ onChanged, onCancel }: { onChanged: (cellphone: string) => void; onCancel: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangePhoneForm>();
  const [step, setStep] = useState<0 | 1>(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const sms = useSmsSender();

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await call();
    } catch (error) {
      setRefusal(messageToShow(error) ?? '提交未成功，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const checkPassword = async () => {
    const { password } = await form.validateFields(['password']);
    await run(async () => {
      await envelopeOf(api.person.POST('/base/checkPassword', { body: { password } }));
      setStep(1);
    });
  };

  const change = async () => {
    const values = await validValues(form);
    if (!values) return;
    await run(async () => {
      await envelopeOf(api.person.POST('/base/resetCellphone', { body: values }));
      void message.success('手机号已更换，今后请使用新手机号登录');
      onChanged(values.cellphone);
    });
  };

  return (
    <Modal
      open
      title="更换手机号"
      onCancel={onCancel}
      footer={
        <Flex justify="end" gap={8}>
          {step === 1 && <Button onClick={() => setStep(0)}>上一步</Button>}
          <Button type="primary" loading={busy} onClick={() => void (step === 0 ? checkPassword() : change())}>
            {step === 0 ? '下一步' : '确认更换'}
          </Button>
        </Flex>
      }
    >
      <Steps size="small" current={step} items={[{ title: '验证登录密码' }, { title: '绑定新手机号' }]} style={{ marginBottom: 20 }} />
      <Form form={form} layout="vertical" aria-label="更换手机号">
        <Form.Item name="password" label="当前登录密码" rules={[{ required: true, message: '请输入当前登录密码' }]} hidden={step !== 0}>
          <Input.Password maxLength={20} autoComplete="current-password" />
        </Form.Item>
        {step === 1 && (
          <>
            <Form.Item name="cellphone" label="新手机号码" rules={mobileRules}>
              <Input maxLength={11} inputMode="numeric" placeholder="11 位手机号码" />
            </Form.Item>
            <SmsCodeField send={() => sms.toTypedNumber(form, 'cellphone', 'changeCellphone')} />
          </>
        )}
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {sms.dialog}
    </Modal>
  );
}
