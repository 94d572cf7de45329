// Changing the legal person's phone (unitBase/updateLegalPersonPhone): the
// legal person first passes face recognition scanned with their phone
// (person base/initFaceVerify, polled with basic faceAuth/queryState), then
// the new number receives an SMS code.
import { Alert, Form, Input, Modal, QRCode, Result, Spin, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api';
import { answerOf, envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { mobileRules, smsCodeRules } from '../../../components/centre/formRules';
import { NumberSmsCode } from '../shared/NumberSmsCode';

export const FACE_POLL_INTERVAL_MS = 2_000;
export const FACE_POLL_LIMIT_MS = 5 * 60_000;

type FaceStep = { kind: 'starting' } | { kind: 'scanning'; serial: string; qr: string } | { kind: 'passed'; serial: string } | { kind: 'failed'; reason: string };

function useFaceVerification(): FaceStep {
  const [step, setStep] = useState<FaceStep>({ kind: 'starting' });
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const check = async (serial: string) => {
      try {
        const state = await answerOf(api.basic.POST('/faceAuth/queryState', { body: { faceSerialNo: serial } }));
        if (!active) return;
        if (state.state === 'passed') setStep({ kind: 'passed', serial });
        else if (state.state === 'failed') setStep({ kind: 'failed', reason: state.failReason ?? '人脸识别未通过' });
        else if (Date.now() - started > FACE_POLL_LIMIT_MS) setStep({ kind: 'failed', reason: '二维码已超时，请关闭后重新发起' });
        else timer = setTimeout(() => void check(serial), FACE_POLL_INTERVAL_MS);
      } catch (error) {
        if (active) setStep({ kind: 'failed', reason: messageToShow(error) ?? '人脸识别状态查询失败，请稍后重试' });
      }
    };
    answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: 'secondAuth' } })).then(
      (face) => {
        if (!active) return;
        setStep({ kind: 'scanning', serial: face.faceSerialNo, qr: face.qrCodeContent });
        timer = setTimeout(() => void check(face.faceSerialNo), FACE_POLL_INTERVAL_MS);
      },
      (error: unknown) => active && setStep({ kind: 'failed', reason: messageToShow(error) ?? '人脸识别发起失败，请稍后重试' }),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return step;
}

export function LegalPhoneDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const face = useFaceVerification();
  const [form] = Form.useForm<{ newCellphone: string; cellphoneCode: string }>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();

  const save = async () => {
    if (face.kind !== 'passed') return;
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    setSaving(true);
    setNotice(undefined);
    try {
      await envelopeOf(
        api.unit.POST('/unitBase/updateLegalPersonPhone', {
          body: { newCellphone: fields.newCellphone.trim(), cellphoneCode: fields.cellphoneCode, faceSerial: face.serial },
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
      okButtonProps={{ disabled: face.kind !== 'passed' }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Steps size="small" current={face.kind === 'passed' ? 1 : 0} style={{ marginBottom: 20 }} items={[{ title: '法定代表人刷脸' }, { title: '验证新手机号' }]} />
      {face.kind === 'starting' && <Spin tip="正在发起人脸识别…"><div style={{ height: 120 }} /></Spin>}
      {face.kind === 'scanning' && (
        <Result
          icon={<QRCode value={face.qr} size={168} style={{ margin: '0 auto' }} />}
          title="请法定代表人使用手机扫码完成刷脸"
          subTitle="识别通过后本页自动进入下一步"
        />
      )}
      {face.kind === 'failed' && <Result status="warning" title="人脸识别未完成" subTitle={face.reason} />}
      {face.kind === 'passed' && (
        <Form form={form} layout="vertical">
          {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
          <Form.Item name="newCellphone" label="新手机号码" rules={mobileRules}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="cellphoneCode" label="短信验证码" rules={smsCodeRules}>
            <NumberSmsCode scene="changeCellphone" cellphone={() => form.getFieldValue('newCellphone') as string | undefined} onNotice={setNotice} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
