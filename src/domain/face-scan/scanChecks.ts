// The two "scan a QR code with your phone" checks several areas use:
// face verification (basic faceAuth/queryState) and the electronic social
// security card (basic ecardAuth/getQrcodeResult), mapped to one state shape.
import { api } from '../../api';
import type { components as BasicSchemas } from '../../api/generated/basic';
import type { components as PersonSchemas } from '../../api/generated/person';
import { answerOf } from '../../components/apiAnswer';

/** What a scan panel shows: the code to scan and how long it is valid. */
export interface ScanStart {
  serial: string;
  qrContent: string;
  /** Mobile page of the same check, offered as a link. */
  h5Url?: string;
  expiresIn: number;
}

export type ScanState = { state: 'waiting' } | { state: 'scanned' } | { state: 'passed' } | { state: 'failed'; reason: string };

type FaceState = BasicSchemas['schemas']['FaceAuthStateResponse']['map'];
type EcardState = BasicSchemas['schemas']['EcardQrcodeResultResponse']['map'];
type FaceStart = PersonSchemas['schemas']['FaceVerifyInitResponse']['map'];
type EcardStart = PersonSchemas['schemas']['EcardQrcodeResponse']['map'];

export function faceScanState(answer: FaceState): ScanState {
  if (answer.state === 'failed') return { state: 'failed', reason: answer.failReason ?? '人脸比对未通过，请重新认证' };
  return { state: answer.state };
}

const ECARD_FAILURES = { cancelled: '您已在电子社保卡中取消授权', expired: '二维码已过期' } as const;

export function ecardScanState(answer: EcardState): ScanState {
  switch (answer.state) {
    case 'authorized':
      return { state: 'passed' };
    case 'cancelled':
    case 'expired':
      return { state: 'failed', reason: ECARD_FAILURES[answer.state] };
    default:
      return { state: answer.state };
  }
}

export function faceScanStart(started: FaceStart): ScanStart {
  return { serial: started.faceSerialNo, qrContent: started.qrCodeContent, h5Url: started.h5Url, expiresIn: started.expiresIn };
}

export function ecardScanStart(started: EcardStart): ScanStart {
  return { serial: started.qrCodeId, qrContent: started.content, expiresIn: started.expiresIn };
}

export async function checkFace(faceSerialNo: string): Promise<ScanState> {
  return faceScanState(await answerOf(api.basic.POST('/faceAuth/queryState', { body: { faceSerialNo } })));
}

export async function checkEcard(qrCodeId: string): Promise<ScanState> {
  return ecardScanState(await answerOf(api.basic.POST('/ecardAuth/getQrcodeResult', { body: { qrCodeId } })));
}

/** Starts a face verification of the logged-in user on their phone (person base/initFaceVerify). */
export async function startFace(scene: PersonSchemas['schemas']['FaceVerifyInitRequest']['scene']): Promise<ScanStart> {
  return faceScanStart(await answerOf(api.person.POST('/base/initFaceVerify', { body: { scene } })));
}
