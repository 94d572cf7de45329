// The codes the login screens show and poll: who issues them, which state query
// follows them, and what each state means (contract: qrCode/queryQrCodeState,
// ecardAuth/getQrcodeResult, unitBase/queryUnitQrCodeState, faceAuth/queryState).
import { api, isSuccess, type Envelope } from '../../../api';
import { FACE_POLL_LIMIT_MS } from '../../../config/app';
import type { IssuedCode, PollVerdict } from '../components/QrPanel';

const EXPIRED = '二维码已失效，请点击刷新';

async function issued(
  call: Promise<{
    data?: Envelope<{ qrCodeId: string; content: string } & ({ expiresIn: number } | { expireSeconds: number })>;
  }>,
): Promise<IssuedCode | undefined> {
  const { data } = await call;
  if (!isSuccess(data)) return undefined;
  const { qrCodeId, content } = data.map;
  const lifetime = 'expiresIn' in data.map ? data.map.expiresIn : data.map.expireSeconds;
  return { id: qrCodeId, content, expiresInSeconds: lifetime };
}

async function stateOf<Map>(call: Promise<{ data?: Envelope<Map> }>): Promise<Map | undefined> {
  const { data } = await call;
  return isSuccess(data) ? data.map : undefined;
}

// Person app QR login.
export const personQrIssue = () => issued(api.basic.POST('/qrCode/createLoginQrCode', { body: {} }));
export const personQrQuery = (qrCodeId: string) => stateOf(api.basic.POST('/qrCode/queryQrCodeState', { body: { qrCodeId } }));
export function personQrJudge(answer: { state: string; qrCode?: string }): PollVerdict<string> {
  switch (answer.state) {
    case 'confirmed':
      return answer.qrCode ? { kind: 'done', result: answer.qrCode } : { kind: 'failed', reason: EXPIRED };
    case 'scanned':
      return { kind: 'continue', note: '已扫码，请在手机上确认登录' };
    case 'cancelled':
      return { kind: 'failed', reason: '您已在手机上取消登录，可刷新二维码重新扫码' };
    case 'expired':
      return { kind: 'failed', reason: EXPIRED };
    default:
      return { kind: 'continue' };
  }
}

// Electronic social-security card QR (login scene).
export const ecardIssue = () => issued(api.person.POST('/base/initEcardQrcode', { body: { scene: 'login' } }));
export const ecardResetIssue = () => issued(api.person.POST('/base/initEcardQrcode', { body: { scene: 'resetPassword' } }));
export const ecardQuery = (qrCodeId: string) => stateOf(api.basic.POST('/ecardAuth/getQrcodeResult', { body: { qrCodeId } }));
export function ecardJudge(answer: { state: string; nameMasked?: string }): PollVerdict<string> {
  switch (answer.state) {
    case 'authorized':
      return { kind: 'done', result: answer.nameMasked ?? '' };
    case 'scanned':
      return { kind: 'continue', note: '已扫码，请在电子社保卡中确认授权' };
    case 'cancelled':
      return { kind: 'failed', reason: '您已拒绝授权，可刷新二维码重新扫码' };
    case 'expired':
      return { kind: 'failed', reason: EXPIRED };
    default:
      return { kind: 'continue' };
  }
}

// Unit app QR login.
export const unitQrIssue = () => issued(api.unit.POST('/unitBase/createUnitQrCode', { body: {} }));
export const unitQrQuery = (qrCodeId: string) => stateOf(api.unit.POST('/unitBase/queryUnitQrCodeState', { body: { qrCodeId } }));
export function unitQrJudge(answer: { state: string; qrCode?: string; unitName?: string }): PollVerdict<string> {
  switch (answer.state) {
    case 'confirmed':
      return answer.qrCode ? { kind: 'done', result: answer.qrCode } : { kind: 'failed', reason: EXPIRED };
    case 'scanned':
      return { kind: 'continue', note: answer.unitName ? `请在手机上确认登录「${answer.unitName}」` : '已扫码，请在手机上确认登录' };
    case 'expired':
      return { kind: 'failed', reason: EXPIRED };
    default:
      return { kind: 'continue' };
  }
}

// Face verification started elsewhere (the serial number is the code's id).
export const faceQuery = (faceSerialNo: string) => stateOf(api.basic.POST('/faceAuth/queryState', { body: { faceSerialNo } }));
export function faceJudge(answer: { state: string; failReason?: string }): PollVerdict<true> {
  if (answer.state === 'passed') return { kind: 'done', result: true };
  if (answer.state === 'failed') return { kind: 'failed', reason: answer.failReason || '人脸认证未通过，请刷新后重试' };
  return { kind: 'continue', note: '请使用手机扫码完成人脸认证' };
}

/** A started face verification as a code to show, polled for at most FACE_POLL_LIMIT_MS whatever its own validity. */
export function faceCode(map: { faceSerialNo: string; qrCodeContent: string; expiresIn: number }): IssuedCode {
  return { id: map.faceSerialNo, content: map.qrCodeContent, expiresInSeconds: Math.min(map.expiresIn, FACE_POLL_LIMIT_MS / 1000) };
}
