// A face verification scanned with the phone: start it, show its QR code,
// poll its state every two seconds (no loading indicator: the operation is
// x-polling) until it passes, fails, expires or the component goes away.
import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, QRCode, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api';
import { messageToShow } from '../../../components/apiAnswer';
import { FACE_POLL_INTERVAL_MS, faceStepOf, pollLimitMs } from './face-poll';

export interface FaceSession {
  faceSerialNo: string;
  qrCodeContent: string;
  expiresIn?: number;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'waiting'; session: FaceSession }
  | { kind: 'stopped'; reason?: string; expired: boolean }
  | { kind: 'passed' };

export interface FaceCheckProps {
  /** Starts a verification on the service and returns its serial and QR content. */
  start: () => Promise<FaceSession>;
  onPassed: (faceSerialNo: string) => void;
  startText?: string;
}

export function FaceCheck({ start, onPassed, startText = '开始人脸识别' }: FaceCheckProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const passed = useRef(onPassed);
  useEffect(() => {
    passed.current = onPassed;
  });

  const begin = async () => {
    setPhase({ kind: 'starting' });
    try {
      setPhase({ kind: 'waiting', session: await start() });
    } catch (failure) {
      setPhase({ kind: 'stopped', reason: messageToShow(failure), expired: false });
    }
  };

  const session = phase.kind === 'waiting' ? phase.session : undefined;
  useEffect(() => {
    if (!session) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const limit = pollLimitMs(session.expiresIn);
    const poll = async () => {
      const answer = await api.basic.POST('/faceAuth/queryState', { body: { faceSerialNo: session.faceSerialNo } });
      if (!active) return;
      const step = faceStepOf(answer, Date.now() - startedAt, limit);
      if (step.kind === 'wait') {
        timer = setTimeout(() => void poll(), FACE_POLL_INTERVAL_MS);
      } else if (step.kind === 'passed') {
        setPhase({ kind: 'passed' });
        passed.current(session.faceSerialNo);
      } else {
        setPhase({ kind: 'stopped', reason: step.reason, expired: step.kind === 'expired' });
      }
    };
    timer = setTimeout(() => void poll(), FACE_POLL_INTERVAL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [session]);

  if (phase.kind === 'waiting') {
    return (
      <Flex vertical align="center" gap={12} role="status">
        <QRCode value={phase.session.qrCodeContent} size={180} />
        <Typography.Text>请使用“江苏智慧人社”App 或微信扫描二维码，按提示完成本人人脸识别。</Typography.Text>
        <Typography.Text type="secondary">识别完成后本页将自动继续，请勿关闭页面。</Typography.Text>
      </Flex>
    );
  }
  if (phase.kind === 'passed') {
    return <Alert type="success" showIcon title="人脸识别已通过" />;
  }
  return (
    <Flex vertical gap={12}>
      {phase.kind === 'stopped' && (
        <Alert type={phase.expired ? 'warning' : 'error'} showIcon title={phase.reason ?? '人脸识别未能发起，请稍后重试'} />
      )}
      <Button type="primary" size="large" icon={<ScanOutlined />} loading={phase.kind === 'starting'} onClick={() => void begin()}>
        {phase.kind === 'stopped' ? '重新发起人脸识别' : startText}
      </Button>
    </Flex>
  );
}
