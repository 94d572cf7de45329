// A face verification the user starts with a button, then scans with the phone
// (ScanVerification: the QR code, the polling, a restart when it expires).
import { ScanOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { FACE_POLL_LIMIT_MS } from '../../config/app';
import { checkFace } from './scanChecks';
import { ScanVerification } from './ScanVerification';

export interface FaceSession {
  faceSerialNo: string;
  qrCodeContent: string;
  expiresIn?: number;
}

export interface FaceCheckProps {
  /** Starts a verification on the service and returns its serial and QR content. */
  start: () => Promise<FaceSession>;
  onPassed: (faceSerialNo: string) => void;
  startText?: string;
}

export function FaceCheck({ start, onPassed, startText = '开始人脸识别' }: FaceCheckProps) {
  const [started, setStarted] = useState(false);
  if (!started) {
    return (
      <Button type="primary" size="large" icon={<ScanOutlined />} onClick={() => setStarted(true)}>
        {startText}
      </Button>
    );
  }
  const scan = async () => {
    const session = await start();
    return { serial: session.faceSerialNo, qrContent: session.qrCodeContent, expiresIn: session.expiresIn ?? FACE_POLL_LIMIT_MS / 1000 };
  };
  return (
    <ScanVerification
      instruction="请使用“江苏智慧人社”App 或微信扫描二维码，按提示完成本人人脸识别；识别完成后本页将自动继续，请勿关闭页面。"
      start={scan}
      check={checkFace}
      onPassed={onPassed}
    />
  );
}
