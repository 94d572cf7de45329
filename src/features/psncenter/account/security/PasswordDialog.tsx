// Changing the login password four ways: with the old password
// (base/updatePwdByOldPwd), with an SMS code to the account's phone
// (base/resetPwdByCellphone), with face verification (base/initFaceVerify →
// basic faceAuth/queryState → base/resetPwdByFace) or with the electronic
// social security card (base/initEcardQrcode → basic ecardAuth/getQrcodeResult
// → base/resetPwdByEcard). An account opened through a third party has no
// password yet and sets one (base/forceUpdatePassword). What the user typed
// stays when a call fails.
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { api, type Envelope } from '../../../../api';
import { answerOf, envelopeOf } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { TabPanel, TabStrip, useTabIds } from '../../../../components/TabStrip';
import { useSubmission } from '../../../../components/useSubmission';
import { checkEcard, checkFace, ecardScanStart, faceScanStart } from '../../../../domain/face-scan/scanChecks';
import { ScanVerification } from '../../../../domain/face-scan/ScanVerification';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { session } from '../../../../stores/session';
import { mobileRules, residentIdRules, validValues } from '../shared/validation';
import { NewPasswordFields } from './NewPasswordFields';

export type PasswordMethod = 'oldPassword' | 'cellphone' | 'face' | 'ecard';

interface PasswordForm {
  oldPassword?: string;
  idCardNo?: string;
  cellphone?: string;
  smsCode?: string;
  newPassword: string;
  repeatPassword: string;
}

const METHOD_LABELS: Record<PasswordMethod, string> = {
  oldPassword: '原密码验证',
  cellphone: '手机短信验证',
  face: '人脸识别验证',
  ecard: '电子社保卡验证',
};

type EnvelopeCall = Promise<{ data?: Envelope<unknown>; error?: unknown }>;

export function PasswordDialog({ hasPassword, onDone, onCancel }: { hasPassword: boolean; onDone: () => void; onCancel: () => void }) {
  const { message } = useFeedback();
  const { userinfo } = useSnapshot(session);
  const [method, setMethod] = useState<PasswordMethod>('oldPassword');
  const tabIds = useTabIds();
  const [form] = Form.useForm<PasswordForm>();
  const { submitting, refusal, submit: send, clearRefusal } = useSubmission();
  /** While set, the scan step of the face or e-card method is showing. */
  const [scanning, setScanning] = useState(false);
  const sms = useSmsSender();

  const submit = async (call: () => EnvelopeCall) => {
    const changed = await send(async () => {
      await envelopeOf(call());
    }, '提交未成功，请稍后重试');
    if (!changed) {
      setScanning(false);
      return;
    }
    void message.success(hasPassword ? '密码已修改，请牢记新密码' : '密码已设置，今后可用密码登录');
    onDone();
  };

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return undefined;
    const idCardNo = values.idCardNo?.toUpperCase() ?? '';
    const { newPassword } = values;
    if (!hasPassword) return submit(() => api.person.POST('/base/forceUpdatePassword', { body: { newPassword } }));
    switch (method) {
      case 'oldPassword':
        return submit(() => api.person.POST('/base/updatePwdByOldPwd', { body: { oldPassword: values.oldPassword ?? '', newPassword } }));
      case 'cellphone':
        return submit(() =>
          api.person.POST('/base/resetPwdByCellphone', {
            body: { idCardNo, cellphone: values.cellphone ?? '', smsCode: values.smsCode ?? '', newPassword },
          }),
        );
      case 'face':
      case 'ecard':
        clearRefusal();
        setScanning(true);
        return undefined;
    }
  };

  const scanPassed = (serial: string) => {
    const { newPassword, idCardNo = '' } = form.getFieldsValue();
    const id = idCardNo.toUpperCase();
    return submit(() =>
      method === 'face'
        ? api.person.POST('/base/resetPwdByFace', { body: { idCardNo: id, faceSerialNo: serial, newPassword } })
        : api.person.POST('/base/resetPwdByEcard', { body: { idCardNo: id, qrCodeId: serial, newPassword } }),
    );
  };

  const identityFields: Record<PasswordMethod, ReactNode> = {
    oldPassword: (
      <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password maxLength={20} autoComplete="current-password" placeholder="请输入当前登录密码" />
      </Form.Item>
    ),
    cellphone: (
      <>
        <IdCardField />
        <Form.Item
          name="cellphone"
          label="账户手机号"
          rules={mobileRules}
          extra={`请输入账户绑定的完整手机号（${userinfo?.cellphoneMasked ?? ''}）`}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <SmsCodeField send={() => sms.toTypedNumber(form, 'cellphone', 'resetPassword')} />
      </>
    ),
    face: <IdCardField />,
    ecard: <IdCardField />,
  };

  const scanStep =
    method === 'face' ? (
      <ScanVerification
        instruction="请使用手机微信或支付宝扫描二维码，按提示完成人脸识别"
        start={async () =>
          faceScanStart(
            await answerOf(
              api.person.POST('/base/initFaceVerify', {
                body: {
                  scene: 'resetPassword',
                  name: userinfo?.name ?? '',
                  idCardNo: (form.getFieldValue('idCardNo') as string).toUpperCase(),
                },
              }),
            ),
          )
        }
        check={checkFace}
        onPassed={(serial) => void scanPassed(serial)}
      />
    ) : (
      <ScanVerification
        instruction="请打开电子社保卡（江苏智慧人社 App 或国家政务服务平台）扫描二维码并确认"
        start={async () => ecardScanStart(await answerOf(api.person.POST('/base/initEcardQrcode', { body: { scene: 'resetPassword' } })))}
        check={checkEcard}
        onPassed={(serial) => void scanPassed(serial)}
      />
    );

  const passwordForm = (
    <>
      {scanning && scanStep}
      <Form form={form} layout="vertical" hidden={scanning} aria-label={hasPassword ? '修改登录密码' : '设置登录密码'}>
        {hasPassword && identityFields[method]}
        <NewPasswordFields />
      </Form>
    </>
  );

  return (
    <Modal
      open
      title={hasPassword ? '修改登录密码' : '设置登录密码'}
      onCancel={onCancel}
      width={560}
      footer={
        scanning ? (
          <Button onClick={() => setScanning(false)}>返回修改</Button>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={onCancel}>取消</Button>
            <Button type="primary" loading={submitting} onClick={() => void onOk()}>
              {hasPassword && (method === 'face' || method === 'ecard') ? '下一步：扫码验证' : '确认提交'}
            </Button>
          </Flex>
        )
      }
    >
      {hasPassword ? (
        // A scan under way keeps its method: the fieldset disables the tabs.
        <fieldset disabled={scanning} style={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}>
          <TabStrip
            label="验证方式"
            idPrefix={tabIds}
            activeKey={method}
            onChange={(key) => {
              setMethod(key);
              setScanning(false);
              clearRefusal();
            }}
            items={(Object.keys(METHOD_LABELS) as PasswordMethod[]).map((key) => ({ key, label: METHOD_LABELS[key] }))}
          />
        </fieldset>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="您的账户是通过第三方渠道首次登录建立的，尚未设置密码。设置后可使用证件号码和密码登录。"
        />
      )}
      {hasPassword ? (
        <TabPanel idPrefix={tabIds} tabKey={method}>
          {passwordForm}
        </TabPanel>
      ) : (
        passwordForm
      )}
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {sms.dialog}
    </Modal>
  );
}

function IdCardField() {
  return (
    <Form.Item name="idCardNo" label="本人公民身份号码" rules={residentIdRules}>
      <Input maxLength={18} autoComplete="off" placeholder="18 位公民身份号码" />
    </Form.Item>
  );
}
