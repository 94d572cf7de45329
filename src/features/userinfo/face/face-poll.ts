// Reading one answer of faceAuth/queryState while a face verification runs:
// go on waiting, stop because it passed or failed, or stop because the serial
// is no longer valid (the service answers that as data, spec §8) or the time
// limit is over.
import { serverMessageText, isSuccess, type Envelope } from '../../../api';

export const FACE_POLL_INTERVAL_MS = 2_000;
/** Polling stops after this long even if the service keeps answering "waiting". */
export const FACE_POLL_LIMIT_MS = 5 * 60_000;
export const FACE_EXPIRED_TEXT = '人脸识别已超时，请重新发起';

export type FaceStep = { kind: 'wait' } | { kind: 'passed' } | { kind: 'failed'; reason: string } | { kind: 'expired'; reason: string };

interface StateAnswer {
  data?: Envelope<{ state?: 'waiting' | 'passed' | 'failed'; failReason?: string }>;
}

export function faceStepOf(answer: StateAnswer, elapsedMs: number, limitMs = FACE_POLL_LIMIT_MS): FaceStep {
  const { data } = answer;
  if (data && !isSuccess(data)) return { kind: 'expired', reason: serverMessageText(data.msg, FACE_EXPIRED_TEXT) };
  if (data?.map.state === 'passed') return { kind: 'passed' };
  if (data?.map.state === 'failed') return { kind: 'failed', reason: data.map.failReason || '人脸识别未通过，请重试' };
  // Waiting, or a call that failed on the way (already shown): try again until the limit.
  return elapsedMs >= limitMs ? { kind: 'expired', reason: FACE_EXPIRED_TEXT } : { kind: 'wait' };
}

/** The session's own validity (expiresIn, seconds) shortens the limit when it is shorter. */
export function pollLimitMs(expiresInSeconds: number | undefined): number {
  return expiresInSeconds && expiresInSeconds > 0 ? Math.min(expiresInSeconds * 1000, FACE_POLL_LIMIT_MS) : FACE_POLL_LIMIT_MS;
}
