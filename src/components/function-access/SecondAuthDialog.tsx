// Second factor before a sensitive function (checkFunctionAuth said
// needSecondAuth): an SMS code to the account's phone, or face recognition
// scanned with the phone. The result is submitted with handleSecondAuth.
import { Alert, Button, Form, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api, serverMessageText, isSuccess } from '../../api';
import type { components } from '../../api/generated/channel';
import { FACE_POLL_LIMIT_MS, POLL_INTERVAL_MS } from '../../config/app';
import { answerOf, messageToShow } from '../apiAnswer';
import { TabbedPanels } from '../TabbedPanels';
import { useResendCountdown } from '../useResendCountdown';
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
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const {
    remaining: resendIn,
    sending,
    trigger: send,
  } = useResendCountdown(async () => {
    setError(undefined);
    try {
      const sent = await answerOf(api.person.POST('/sms/sendCodeLoggedIn', { body: { scene: SCENE } }));
      setSentTo(sent.cellphoneMasked ?? request.check.cellphoneMasked);
      return sent.resendAfter;
    } catch (failure) {
      setError(messageToShow(failure));
      return undefined;
    }
  });

  return (
    <Form layout="vertical" onFinish={({ cellphoneCode }: { cellphoneCode: string }) => submit({ authType: 'sms', cellphoneCode })}>
      <Typography.Paragraph type="secondary">
        {sentTo
          ? `验证码已发送至 ${sentTo}，5 分钟内有效。`
          : `将向账户绑定的手机${request.check.cellphoneMasked ? ` ${request.check.cellphoneMasked}` : ''}发送验证码。`}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form.Item
        name="cellphoneCode"
        label="短信验证码"
        rules={[
          { required: true, message: '请输入短信验证码' },
          { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
        ]}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder="6 位数字" />
          <Button onClick={() => void send()} loading={sending} disabled={resendIn > 0}>
            {resendIn > 0 ? `${resendIn} 秒后重发` : sentTo ? '重新获取' : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        验证并办理
      </Button>
    </Form>
  );
}

function FaceFactor({ submit }: { submit: (body: { authType: 'face'; faceSerialNo: string }) => Promise<void> }) {
  const [session, setSession] = useState<{ faceSerialNo: string; qrCodeContent: string }>();
  const [state, setState] = useState<'idle' | 'starting' | 'waiting' | 'failed' | 'expired'>('idle');
  const [failReason, setFailReason] = useState<string>();
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });

  const start = async () => {
    setState('starting');
    setFailReason(undefined);
    try {
      const started = await answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: SCENE } }));
      setSession({ faceSerialNo: started.faceSerialNo, qrCodeContent: started.qrCodeContent });
      setState('waiting');
    } catch (failure) {
      setFailReason(messageToShow(failure));
      setState('failed');
    }
  };

  // Poll until passed or failed, the time limit, or the dialog closing.
  useEffect(() => {
    if (state !== 'waiting' || !session) return undefined;
    let active = true;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (Date.now() - startedAt > FACE_POLL_LIMIT_MS) {
        setState('expired');
        return;
      }
      const { data } = await api.basic.POST('/faceAuth/queryState', { body: { faceSerialNo: session.faceSerialNo } });
      if (!active) return;
      if (isSuccess(data) && data.map.state === 'passed') {
        void latestSubmit.current({ authType: 'face', faceSerialNo: session.faceSerialNo });
        return;
      }
      if (isSuccess(data) && data.map.state === 'failed') {
        setFailReason(data.map.failReason);
        setState('failed');
        return;
      }
      // Spec §8: an expired serial comes back as data, not as an error toast.
      if (data && !isSuccess(data)) {
        setFailReason(serverMessageText(data.msg));
        setState('expired');
        return;
      }
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [state, session]);

  if (state === 'waiting' && session) {
    return (
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        <QRCode value={session.qrCodeContent} size={180} />
        <Typography.Text>请使用“江苏智慧人社”App 或微信扫描二维码，按提示完成人脸识别。</Typography.Text>
        <Typography.Text type="secondary">识别完成后本页将自动继续。</Typography.Text>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {state === 'failed' && <Alert type="error" showIcon title={failReason || '人脸识别未通过，请重试'} />}
      {state === 'expired' && <Alert type="warning" showIcon title={failReason || '二维码已过期，请重新发起人脸识别'} />}
      <Typography.Paragraph type="secondary">通过手机扫码完成本人人脸识别，用于确认是本人办理。</Typography.Paragraph>
      <Button type="primary" block loading={state === 'starting'} onClick={() => void start()}>
        {state === 'idle' || state === 'starting' ? '开始人脸识别' : '重新发起'}
      </Button>
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
