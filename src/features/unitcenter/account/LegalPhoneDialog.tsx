// Changing the legal person's phone (unitBase/updateLegalPersonPhone): the
// legal person first passes face recognition scanned with their phone
// (person base/initFaceVerify, polled with basic faceAuth/queryState), then
// the new number receives an SMS code. The dialog names whose phone it changes.
import { Alert, Form, Input, Modal, Steps } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import { envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { mobileRules } from '../../../components/centre/formRules';
import { checkFace, startFace } from '../../../domain/face-scan/scanChecks';
import { LEGAL_PERSON_SCAN, ScanVerification } from '../../../domain/face-scan/ScanVerification';
import { NumberSmsCodeField } from '../../../domain/sms/NumberSmsCodeField';
import { LegalPersonSummary, type LegalPerson } from './LegalPersonSummary';

export function LegalPhoneDialog({ legalPerson, onClose, onDone }: { legalPerson: LegalPerson; onClose: () => void; onDone: () => void }) {
  const [faceSerial, setFaceSerial] = useState<string>();
  const [form] = Form.useForm<{ newCellphone: string; cellphoneCode: string }>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();

  const save = async () => {
    if (faceSerial === undefined) return;
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    setSaving(true);
    setNotice(undefined);
    try {
      await envelopeOf(
        api.unit.POST('/unitBase/updateLegalPersonPhone', {
          body: { newCellphone: fields.newCellphone.trim(), cellphoneCode: fields.cellphoneCode, faceSerial },
        }),
      );
      onDone();
    } catch (error) {
      setNotice({ type: 'error', text: messageToShow(error) ?? '变更未完成，请稍后重试' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="变更法定代表人手机号"
      okText="确认变更"
      cancelText="取消"
      okButtonProps={{ disabled: faceSerial === undefined }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <LegalPersonSummary legalPerson={legalPerson} />
      <Steps
        size="small"
        current={faceSerial === undefined ? 0 : 1}
        style={{ marginBottom: 20 }}
        items={[{ title: '法定代表人刷脸' }, { title: '验证新手机号' }]}
      />
      <ScanVerification instruction={LEGAL_PERSON_SCAN} start={() => startFace('secondAuth')} check={checkFace} onPassed={setFaceSerial} />
      {faceSerial !== undefined && (
        <Form form={form} layout="vertical">
          {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
          <Form.Item name="newCellphone" label="新手机号码" rules={mobileRules}>
            <Input maxLength={11} />
          </Form.Item>
          <NumberSmsCodeField name="cellphoneCode" scene="changeCellphone" cellphoneField="newCellphone" onNotice={setNotice} />
        </Form>
      )}
    </Modal>
  );
}
