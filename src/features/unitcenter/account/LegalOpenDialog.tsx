// Authenticating the unit through its legal person: the manager chooses face
// recognition or an SMS code to the legal person's phone in the base store
// (unitBase/chooseAuthType), then the legal person completes it
// (openLegalPersonByFace / openLegalPersonBySms). E-business licence and CA
// certificates authenticate at login with the licence or certificate. The dialog
// names the legal person who is to act.
import { Alert, Button, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf, messageToShow } from '../../../components/apiAnswer';
import { StatusResult } from '../../../components/StatusResult';
import { checkFace, startFace } from '../../../domain/face-scan/scanChecks';
import { LEGAL_PERSON_SCAN, ScanVerification } from '../../../domain/face-scan/ScanVerification';
import { SmsCodeField } from '../../../domain/sms/SmsCodeInput';
import { LegalPersonSummary, type LegalPerson } from './LegalPersonSummary';

type Method = 'legalPersonFace' | 'legalPersonSms';
type Opened = components['schemas']['OpenLegalPersonResponse']['map'];

export function LegalOpenDialog({
  socialCreditCode,
  legalPerson,
  onClose,
  onDone,
}: {
  socialCreditCode: string;
  legalPerson: LegalPerson;
  onClose: () => void;
  onDone: () => void;
}) {
  const [method, setMethod] = useState<Method>();
  const [opened, setOpened] = useState<Opened>();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();

  const choose = async (chosen: Method) => {
    setNotice(undefined);
    try {
      const started = await answerOf(api.unit.POST('/unitBase/chooseAuthType', { body: { socialCreditCode, authType: chosen } }));
      setMethod(chosen);
      if (started.legalPersonCellphoneMasked)
        setNotice({
          type: 'success',
          text: `验证码已发送至法定代表人手机 ${started.legalPersonCellphoneMasked}，${started.expireTime} 前有效`,
        });
      return true;
    } catch (error) {
      setNotice({ type: 'error', text: messageToShow(error) ?? '认证发起失败，请稍后重试' });
      return false;
    }
  };

  return (
    <Modal open title="法定代表人开通" footer={null} onCancel={opened ? onDone : onClose} width={560} destroyOnHidden>
      {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      {opened ? (
        <StatusResult status="success" title="开通成功" subTitle={`${opened.unitName} 已于 ${opened.openTime} 完成法定代表人认证。`} />
      ) : (
        <>
          <LegalPersonSummary legalPerson={legalPerson} />
          <Radio.Group
            value={method}
            onChange={(event) => {
              const chosen = event.target.value as Method;
              if (chosen === 'legalPersonFace') void choose(chosen);
              else setMethod(chosen);
            }}
            options={[
              { value: 'legalPersonFace', label: '法定代表人刷脸' },
              { value: 'legalPersonSms', label: '法定代表人短信验证' },
            ]}
            style={{ marginBottom: 16 }}
          />
          {method === 'legalPersonFace' && <FaceOpen socialCreditCode={socialCreditCode} onOpened={setOpened} onNotice={setNotice} />}
          {method === 'legalPersonSms' && (
            <SmsOpen socialCreditCode={socialCreditCode} send={() => choose('legalPersonSms')} onOpened={setOpened} onNotice={setNotice} />
          )}
        </>
      )}
    </Modal>
  );
}

interface OpenProps {
  socialCreditCode: string;
  onOpened: (opened: Opened) => void;
  onNotice: (notice: { type: 'error'; text: string }) => void;
}

function FaceOpen({ socialCreditCode, onOpened, onNotice }: OpenProps) {
  const open = (faceSerial: string) =>
    answerOf(api.unit.POST('/unitBase/openLegalPersonByFace', { body: { socialCreditCode, faceSerial } })).then(
      onOpened,
      (error: unknown) => onNotice({ type: 'error', text: messageToShow(error) ?? '开通未完成，请稍后重试' }),
    );
  return (
    <ScanVerification
      instruction={LEGAL_PERSON_SCAN}
      start={() => startFace('secondAuth')}
      check={checkFace}
      onPassed={(serial) => void open(serial)}
    />
  );
}

function SmsOpen({ socialCreditCode, send, onOpened, onNotice }: OpenProps & { send: () => Promise<boolean> }) {
  const [form] = Form.useForm<{ cellphoneCode: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ cellphoneCode }: { cellphoneCode: string }) => {
    setSaving(true);
    try {
      onOpened(await answerOf(api.unit.POST('/unitBase/openLegalPersonBySms', { body: { socialCreditCode, cellphoneCode } })));
    } catch (error) {
      onNotice({ type: 'error', text: messageToShow(error) ?? '开通未完成，请稍后重试' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <SmsCodeField name="cellphoneCode" label="法定代表人收到的短信验证码" send={async () => ((await send()) ? 0 : undefined)} />
      <Button type="primary" htmlType="submit" loading={saving}>
        确认开通
      </Button>
    </Form>
  );
}
