// When the account's phone and the one in the social-insurance records differ
// (base/checkUpdateCellphoneTodo), the user chooses which one is right:
// the account's, synced to the records (base/updateCellphoneTodo with a code to
// the own phone, sms/sendCodeLoggedIn), or the records', which becomes the
// account's (base/updateCellphoneFromBaseInfo with a code to that number).
import { Alert, Form, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { envelopeOf, messageToShow } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { mobileRules, validValues } from '../shared/validation';

type Mismatch = components['schemas']['CellphoneTodoResponse']['map'];
type Direction = 'accountToRecords' | 'recordsToAccount';

interface SyncForm {
  direction: Direction;
  cellphone: string;
  smsCode: string;
}

export function SyncPhoneDialog({
  mismatch,
  onSynced,
  onCancel,
}: {
  mismatch: Mismatch;
  onSynced: (cellphone?: string) => void;
  onCancel: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<SyncForm>();
  const direction = Form.useWatch('direction', form) ?? 'accountToRecords';
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const sms = useSmsSender();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { cellphone, smsCode } = values;
    setBusy(true);
    setRefusal(undefined);
    try {
      if (direction === 'accountToRecords') {
        await envelopeOf(api.person.POST('/base/updateCellphoneTodo', { body: { cellphone, smsCode } }));
        void message.success('已将账户手机号同步到社保登记信息');
        onSynced();
      } else {
        await envelopeOf(api.person.POST('/base/updateCellphoneFromBaseInfo', { body: { cellphone, smsCode } }));
        void message.success('账户手机号已更新为社保登记的手机号');
        onSynced(cellphone);
      }
    } catch (error) {
      setRefusal(messageToShow(error) ?? '提交未成功，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const masked = direction === 'accountToRecords' ? mismatch.accountCellphoneMasked : mismatch.baseInfoCellphoneMasked;
  return (
    <Modal open title="手机号核验" okText="确认" onOk={() => void submit()} confirmLoading={busy} onCancel={onCancel}>
      <Form form={form} layout="vertical" initialValues={{ direction: 'accountToRecords' }} aria-label="手机号核验">
        <Form.Item name="direction" label="以哪个手机号为准">
          <Radio.Group>
            <Space orientation="vertical">
              <Radio value="accountToRecords">账户手机号 {mismatch.accountCellphoneMasked}（同步到社保登记信息）</Radio>
              {mismatch.baseInfoCellphoneMasked && (
                <Radio value="recordsToAccount">社保登记手机号 {mismatch.baseInfoCellphoneMasked}（更新为账户手机号）</Radio>
              )}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="cellphone" label="完整手机号" rules={mobileRules} extra={`请输入 ${masked ?? ''} 的完整号码`}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <SmsCodeField
          send={() =>
            direction === 'accountToRecords' ? sms.toOwnPhone('syncCellphone') : sms.toTypedNumber(form, 'cellphone', 'changeCellphone')
          }
        />
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {sms.dialog}
    </Modal>
  );
}
