import { describe, expect, it } from 'vitest';
import { FACE_EXPIRED_TEXT, FACE_POLL_LIMIT_MS, faceStepOf, pollLimitMs } from './face-poll';

const answer = (state: 'waiting' | 'passed' | 'failed', failReason?: string) => ({
  data: { appcode: '0', msg: '成功', map: { state, ...(failReason ? { failReason } : {}) } },
});

describe('faceStepOf', () => {
  it('waits while the user has not finished, and stops at the limit', () => {
    expect(faceStepOf(answer('waiting'), 10_000)).toEqual({ kind: 'wait' });
    expect(faceStepOf(answer('waiting'), FACE_POLL_LIMIT_MS)).toEqual({ kind: 'expired', reason: FACE_EXPIRED_TEXT });
  });

  it('stops on a pass or a failure, with the service reason', () => {
    expect(faceStepOf(answer('passed'), 0)).toEqual({ kind: 'passed' });
    expect(faceStepOf(answer('failed', '非本人操作'), 0)).toEqual({ kind: 'failed', reason: '非本人操作' });
    expect(faceStepOf(answer('failed'), 0)).toEqual({ kind: 'failed', reason: '人脸识别未通过，请重试' });
  });

  it('treats the expired-serial answer as the end of this verification', () => {
    const expired = { data: { appcode: '500', msg: '人脸认证流水号不存在或已过期', map: {} } };
    expect(faceStepOf(expired, 0)).toEqual({ kind: 'expired', reason: '人脸认证流水号不存在或已过期' });
  });

  it('keeps polling after a failed call until the limit', () => {
    expect(faceStepOf({}, 4_000)).toEqual({ kind: 'wait' });
    expect(faceStepOf({}, FACE_POLL_LIMIT_MS + 1).kind).toBe('expired');
  });
});

describe('pollLimitMs', () => {
  it('uses the shorter of the session validity and five minutes', () => {
    expect(pollLimitMs(120)).toBe(120_000);
    expect(pollLimitMs(900)).toBe(FACE_POLL_LIMIT_MS);
    expect(pollLimitMs(undefined)).toBe(FACE_POLL_LIMIT_MS);
  });
});
