// The upgrades that happen on this page: social-insurance basic-information
// check (agreement + SMS code to the own phone, extend/baseInfoAuth), face
// recognition (base/initFaceVerify, scene baseInfoAuth, then extend/faceAuth
// with the serial of the passed check) and the electronic social-security card
// (base/initEcardQrcode, scene auth, then extend/ecardAuth with the scanned code).
import { Alert, Button, Checkbox, Form, Modal } from 'antd';
import { api, serverMessageText } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf } from '../../../../components/apiAnswer';
import { useSubmission } from '../../../../components/useSubmission';
import { checkEcard, checkFace, ecardScanStart, faceScanStart } from '../../../../domain/face-scan/scanChecks';
import { ScanVerification } from '../../../../domain/face-scan/ScanVerification';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { validValues } from '../../account/shared/validation';

export type AuthResult = components['schemas']['AuthResultResponse']['map'];

interface BaseInfoForm {
  agreementAccepted: boolean;
  smsCode: string;
}

export function BaseInfoAuthDialog({ onPassed, onCancel }: { onPassed: (result: AuthResult, msg: string) => void; onCancel: () => void }) {
  const [form] = Form.useForm<BaseInfoForm>();
  const sms = useSmsSender();
  const { submitting, refusal, submit } = useSubmission();

  const confirm = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { smsCode } = values;
    await submit(async () => {
      const answer = await envelopeOf(api.person.POST('/extend/baseInfoAuth', { body: { agreementAccepted: true, smsCode } }));
      onPassed(answer.map, serverMessageText(answer.msg, '认证成功'));
    });
  };

  return (
    <Modal
      open
      title="社保基本信息核验"
      okText="提交核验"
      onOk={() => void confirm()}
      confirmLoading={submitting}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="系统将把您账户的姓名、证件号码和手机号与社会保险登记信息比对，一致即完成实名认证。"
      />
      <Form form={form} layout="vertical" aria-label="社保基本信息核验">
        <Form.Item
          name="agreementAccepted"
          valuePropName="checked"
          rules={[
            {
              validator: async (_, value: boolean) => {
                if (!value) throw new Error('请阅读并同意《基本信息核验授权协议》');
              },
            },
          ]}
        >
          <Checkbox>我已阅读并同意《基本信息核验授权协议》，授权比对本人社会保险登记信息</Checkbox>
        </Form.Item>
        <SmsCodeField label="发送到本人手机的验证码" send={() => sms.toOwnPhone('baseInfoAuth')} />
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {sms.dialog}
    </Modal>
  );
}

export function FaceAuthDialog({ onPassed, onCancel }: { onPassed: (result: AuthResult, msg: string) => void; onCancel: () => void }) {
  const { refusal, submit } = useSubmission();
  const complete = (faceSerialNo: string) =>
    submit(async () => {
      const answer = await envelopeOf(api.person.POST('/extend/faceAuth', { body: { faceSerialNo } }));
      onPassed(answer.map, serverMessageText(answer.msg, '认证成功'));
    });

  return (
    <Modal open title="人脸识别认证" footer={<Button onClick={onCancel}>关闭</Button>} onCancel={onCancel} destroyOnHidden>
      <ScanVerification
        instruction="请本人使用“江苏智慧人社”App 或微信扫描二维码，按提示完成人脸识别"
        start={async () => faceScanStart(await answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: 'baseInfoAuth' } })))}
        check={checkFace}
        onPassed={(faceSerialNo) => void complete(faceSerialNo)}
      />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

export function EcardAuthDialog({ onPassed, onCancel }: { onPassed: (result: AuthResult, msg: string) => void; onCancel: () => void }) {
  const { refusal, submit } = useSubmission();
  const complete = (qrCodeId: string) =>
    submit(async () => {
      const answer = await envelopeOf(api.person.POST('/extend/ecardAuth', { body: { qrCodeId } }));
      onPassed(answer.map, serverMessageText(answer.msg, '认证成功'));
    });

  return (
    <Modal open title="电子社保卡认证" footer={<Button onClick={onCancel}>关闭</Button>} onCancel={onCancel} destroyOnHidden>
      <ScanVerification
        instruction="请打开电子社保卡（“江苏智慧人社”App、微信或支付宝中的电子社保卡）扫描二维码并确认授权"
        start={async () => ecardScanStart(await answerOf(api.person.POST('/base/initEcardQrcode', { body: { scene: 'auth' } })))}
        check={checkEcard}
        onPassed={(qrCodeId) => void complete(qrCodeId)}
      />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
