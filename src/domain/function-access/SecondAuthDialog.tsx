// Second factor before a sensitive function (checkFunctionAuth said
// needSecondAuth): an SMS code to the account's phone, or face recognition
// scanned with the phone. The result is submitted with handleSecondAuth.
import { Alert, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import type { components } from '../../api/generated/channel';
import { answerOf, messageToShow } from '../../components/apiAnswer';
import { TabbedPanels } from '../../components/TabbedPanels';
import { FaceCheck } from '../face-scan/FaceCheck';
import { SmsCodeField } from '../sms/SmsCodeInput';
import { useSmsSender, type SmsNotice } from '../sms/useSmsSender';
import type { PortalFunction } from './flow';

type FunctionAuthCheck = components['schemas']['CheckFunctionAuthResponse']['map'];
type SecondAuthResult = components['schemas']['SecondAuthResponse']['map'];
type SecondAuthType = components['schemas']['SecondAuthType'];

export interface SecondAuthRequest {
  func: PortalFunction;
  check: FunctionAuthCheck;
  settle: (result: SecondAuthResult | undefined) => void;
}

const SCENE = 'secondAuth';

function SmsFactor({
  request,
  submit,
}: {
  request: SecondAuthRequest;
  submit: (body: { authType: 'sms'; cellphoneCode: string }) => Promise<void>;
}) {
  const [notice, setNotice] = useState<SmsNotice>();
  const sms = useSmsSender({ onNotice: setNotice });

  return (
    <Form layout="vertical" onFinish={({ cellphoneCode }: { cellphoneCode: string }) => submit({ authType: 'sms', cellphoneCode })}>
      {notice ? (
        <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 12 }} />
      ) : (
        <Typography.Paragraph type="secondary">
          {`将向账户绑定的手机${request.check.cellphoneMasked ? ` ${request.check.cellphoneMasked}` : ''}发送验证码。`}
        </Typography.Paragraph>
      )}
      <SmsCodeField name="cellphoneCode" send={() => sms.toOwnPhone(SCENE)} />
      <Button type="primary" htmlType="submit" block>
        验证并办理
      </Button>
    </Form>
  );
}

function FaceFactor({ submit }: { submit: (body: { authType: 'face'; faceSerialNo: string }) => Promise<void> }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">通过手机扫码完成本人人脸识别，用于确认是本人办理。</Typography.Paragraph>
      <FaceCheck
        start={() => answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: SCENE } }))}
        onPassed={(faceSerialNo) => void submit({ authType: 'face', faceSerialNo })}
      />
    </Space>
  );
}

const FACTOR_LABELS: Record<SecondAuthType, string> = { sms: '短信验证', face: '人脸识别' };

export function SecondAuthDialog({ request }: { request: SecondAuthRequest }) {
  const { func, check, settle } = request;
  const [refusal, setRefusal] = useState<string>();
  const types = check.secondAuthTypes ?? ['sms'];

  const submit = async (factor: { authType: 'sms'; cellphoneCode: string } | { authType: 'face'; faceSerialNo: string }) => {
    setRefusal(undefined);
    try {
      const result = await answerOf(api.channel.POST('/function/handleSecondAuth', { body: { funcId: func.funcId, ...factor } }));
      if (result.passed) settle(result);
      else setRefusal(result.reason);
    } catch (failure) {
      setRefusal(messageToShow(failure));
    }
  };

  return (
    <Modal open title={`办理“${func.funcName}”前请完成身份确认`} footer={null} onCancel={() => settle(undefined)} destroyOnHidden>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <TabbedPanels
        label="验证方式"
        items={types.map((type) => ({
          key: type,
          label: FACTOR_LABELS[type],
          children: type === 'sms' ? <SmsFactor request={request} submit={submit} /> : <FaceFactor submit={submit} />,
        }))}
      />
    </Modal>
  );
}
