// Face recognition before a sensitive service (card loss, removing it): the
// server decides with userAuth/verifyRequireFace whether it is needed; when it
// is, the user scans a QR code with their phone (person base/initFaceVerify),
// the page polls basic faceAuth/queryState (src/domain/face-scan), and the
// serial number goes with the service call.
import { Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { api } from '../../../../../api';
import { answerOf } from '../../../../../components/apiAnswer';
import { checkFace, startFace } from '../../../../../domain/face-scan/scanChecks';
import { ScanVerification } from '../../../../../domain/face-scan/ScanVerification';

/** Passed (with the serial when a face scan was needed), or cancelled by the user. */
export type FaceOutcome = { passed: true; faceSerialNo?: string } | { passed: false };

interface PendingScan {
  reason: string;
  settle: (outcome: FaceOutcome) => void;
}

function FaceScanDialog({ pending, onDone }: { pending: PendingScan; onDone: (outcome: FaceOutcome) => void }) {
  return (
    <Modal open title="人脸识别" footer={null} onCancel={() => onDone({ passed: false })} destroyOnHidden>
      <Typography.Paragraph>{pending.reason}</Typography.Paragraph>
      <ScanVerification
        instruction="请使用“江苏智慧人社”App 或微信扫描二维码，按提示完成人脸识别；识别通过后本页将自动继续办理。"
        start={() => startFace('secondAuth')}
        check={checkFace}
        onPassed={(faceSerialNo) => onDone({ passed: true, faceSerialNo })}
      />
    </Modal>
  );
}

/**
 * `ensure(functionCode)` resolves once the service may go ahead (or the user gave up), and rejects
 * as answerOf does when the check itself is refused or fails; render `dialog` in the screen.
 */
export function useFaceCheck(): { ensure: (functionCode: string) => Promise<FaceOutcome>; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingScan>();

  const ensure = useCallback(async (functionCode: string): Promise<FaceOutcome> => {
    const { requireFace, reason = '本业务须先完成本人人脸识别' } = await answerOf(
      api.businessCenter.POST('/userAuth/verifyRequireFace', { body: { functionCode } }),
    );
    if (!requireFace) return { passed: true };
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
