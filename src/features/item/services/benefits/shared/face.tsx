// Face recognition before a sensitive service (card loss, removing it): the
// server decides with userAuth/verifyRequireFace whether it is needed; when it
// is, the user scans a QR code with their phone (person base/initFaceVerify),
// the page polls basic faceAuth/queryState, and the serial number goes with
// the service call.
import { Alert, Button, Modal, QRCode, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api, serverMessageText, isSuccess } from '../../../../../api';

const POLL_INTERVAL_MS = 2_000;
const POLL_LIMIT_MS = 5 * 60_000;

/** Passed (with the serial when a face scan was needed), or not: cancelled, refused or failed. */
export type FaceOutcome = { passed: true; faceSerialNo?: string } | { passed: false; reason?: string };

interface PendingScan {
  reason: string;
  settle: (outcome: FaceOutcome) => void;
}

type ScanState = { step: 'starting' } | { step: 'scanning'; serial: string; qr: string } | { step: 'stopped'; reason: string };

function FaceScanDialog({ pending, onDone }: { pending: PendingScan; onDone: (outcome: FaceOutcome) => void }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ScanState>({ step: 'starting' });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const poll = async (serial: string) => {
      const { data } = await api.basic.POST('/faceAuth/queryState', { body: { faceSerialNo: serial } });
      if (!active) return;
      if (isSuccess(data) && data.map.state === 'passed') onDone({ passed: true, faceSerialNo: serial });
      else if (isSuccess(data) && data.map.state === 'failed')
        setState({ step: 'stopped', reason: data.map.failReason ?? '人脸识别未通过，请重试' });
      // An expired serial is answered as data (spec §8), not as an error.
      else if (data && !isSuccess(data)) setState({ step: 'stopped', reason: serverMessageText(data.msg, '人脸识别已超时，请重新发起') });
      else if (Date.now() - startedAt > POLL_LIMIT_MS) setState({ step: 'stopped', reason: '二维码已超时，请重新发起人脸识别' });
      else timer = setTimeout(() => void poll(serial), POLL_INTERVAL_MS);
    };
    void api.person.POST('/base/initFaceVerify', { body: { scene: 'secondAuth' } }).then(({ data }) => {
      if (!active) return;
      if (!isSuccess(data)) {
        setState({ step: 'stopped', reason: serverMessageText(data?.msg, '人脸识别暂时无法发起，请稍后重试') });
        return;
      }
      setState({ step: 'scanning', serial: data.map.faceSerialNo, qr: data.map.qrCodeContent });
      timer = setTimeout(() => void poll(data.map.faceSerialNo), POLL_INTERVAL_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [attempt, onDone]);

  return (
    <Modal open title="人脸识别" footer={null} onCancel={() => onDone({ passed: false })} destroyOnHidden>
      <Typography.Paragraph>{pending.reason}</Typography.Paragraph>
      {state.step === 'starting' && (
        <Spin tip="正在发起人脸识别…">
          <div style={{ height: 160 }} />
        </Spin>
      )}
      {state.step === 'scanning' && (
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <QRCode value={state.qr} size={180} />
          <Typography.Text>请使用“江苏智慧人社”App 或微信扫描二维码，按提示完成人脸识别。</Typography.Text>
          <Typography.Text type="secondary">识别通过后本页将自动继续办理。</Typography.Text>
        </Space>
      )}
      {state.step === 'stopped' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={state.reason} />
          <Button
            type="primary"
            block
            onClick={() => {
              setState({ step: 'starting' });
              setAttempt((count) => count + 1);
            }}
          >
            重新发起人脸识别
          </Button>
        </Space>
      )}
    </Modal>
  );
}

/** `ensure(functionCode)` resolves once the service may go ahead (or not); render `dialog` in the screen. */
export function useFaceCheck(): { ensure: (functionCode: string) => Promise<FaceOutcome>; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingScan>();

  const ensure = useCallback(async (functionCode: string): Promise<FaceOutcome> => {
    const { data } = await api.businessCenter.POST('/userAuth/verifyRequireFace', { body: { functionCode } });
    if (!data) return { passed: false };
    if (!isSuccess(data)) return { passed: false, reason: serverMessageText(data.msg) };
    if (!data.map.requireFace) return { passed: true };
    const reason = data.map.reason ?? '本业务须先完成本人人脸识别';
    return new Promise<FaceOutcome>((settle) => setPending({ reason, settle }));
  }, []);

  const finish = useCallback(
    (outcome: FaceOutcome) => {
      pending?.settle(outcome);
      setPending(undefined);
    },
    [pending],
  );

  return { ensure, dialog: pending ? <FaceScanDialog pending={pending} onDone={finish} /> : null };
}
