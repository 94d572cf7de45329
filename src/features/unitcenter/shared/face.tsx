// Face recognition of the legal person, scanned with their phone: started with
// person base/initFaceVerify and polled with basic faceAuth/queryState until
// it passes, fails or the time limit passes.
import { QRCode, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api';
import { answerOf, messageToShow } from '../../../components/apiAnswer';
import { StatusResult } from '../../../components/StatusResult';

export const FACE_POLL_INTERVAL_MS = 2_000;
export const FACE_POLL_LIMIT_MS = 5 * 60_000;

export type FaceStep =
  | { kind: 'starting' }
  | { kind: 'scanning'; serial: string; qr: string }
  | { kind: 'passed'; serial: string }
  | { kind: 'failed'; reason: string };

export function useFaceVerification(): FaceStep {
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

export function FaceStepView({ step, who }: { step: FaceStep; who: string }) {
  if (step.kind === 'starting') {
    return (
      <Spin tip="正在发起人脸识别…">
        <div style={{ height: 120 }} />
      </Spin>
    );
  }
  if (step.kind === 'scanning') {
    return (
      <StatusResult
        icon={<QRCode value={step.qr} size={168} style={{ margin: '0 auto' }} />}
        title={`请${who}使用手机扫码完成刷脸`}
        subTitle="识别通过后本页自动进入下一步"
      />
    );
  }
  if (step.kind === 'failed') return <StatusResult status="warning" title="人脸识别未完成" subTitle={step.reason} />;
  return null;
}
