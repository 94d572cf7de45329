// A face verification for someone who is not logged in (person
// base/initFaceVerify with name and ID number): the QR code to scan with a
// phone, polled through faceAuth/queryState until it passes. The serial
// number of a passed verification goes to the business call of the same scene.
import { useCallback } from 'react';
import { api, isSuccess } from '../../../api';
import { faceCode, faceJudge, faceQuery } from '../logic/qr-sources';
import { QrPanel } from './QrPanel';

export type FaceScene = 'resetPassword' | 'resetAccount' | 'changeHrmAgent';

interface FaceVerifyPanelProps {
  scene: FaceScene;
  name: string;
  idCardNo: string;
  onPassed: (faceSerialNo: string) => void;
}

export function FaceVerifyPanel({ scene, name, idCardNo, onPassed }: FaceVerifyPanelProps) {
  // Stable per person: the QR panel issues a new code whenever this function changes.
  const issue = useCallback(async () => {
    const { data } = await api.person.POST('/base/initFaceVerify', { body: { scene, name, idCardNo } });
    return isSuccess(data) ? faceCode(data.map) : undefined;
  }, [scene, name, idCardNo]);
  return (
    <QrPanel issue={issue} query={faceQuery} judge={faceJudge} scanWith="手机微信或浏览器" onDone={(_passed, serial) => onPassed(serial)} />
  );
}
