import { describe, expect, it } from 'vitest';
import { ecardJudge, faceJudge, personQrJudge, unitQrJudge } from './qr-sources';

describe('QR state meanings', () => {
  it('person QR: waits, asks for confirmation, finishes with the one-time code, stops on cancel or expiry', () => {
    expect(personQrJudge({ state: 'waiting' })).toEqual({ kind: 'continue' });
    expect(personQrJudge({ state: 'scanned' })).toEqual({ kind: 'continue', note: '已扫码，请在手机上确认登录' });
    expect(personQrJudge({ state: 'confirmed', qrCode: 'QR1' })).toEqual({ kind: 'done', result: 'QR1' });
    expect(personQrJudge({ state: 'cancelled' }).kind).toBe('failed');
    expect(personQrJudge({ state: 'expired' })).toEqual({ kind: 'failed', reason: '二维码已失效，请点击刷新' });
    expect(personQrJudge({ state: 'confirmed' }).kind).toBe('failed');
  });

  it('e-card: authorised finishes, refused and expired stop', () => {
    expect(ecardJudge({ state: 'authorized', nameMasked: '王*国' })).toEqual({ kind: 'done', result: '王*国' });
    expect(ecardJudge({ state: 'cancelled' }).kind).toBe('failed');
    expect(ecardJudge({ state: 'expired' }).kind).toBe('failed');
  });

  it('unit QR names the unit to confirm', () => {
    expect(unitQrJudge({ state: 'scanned', unitName: '南京云帆信息科技有限公司' })).toEqual({
      kind: 'continue',
      note: '请在手机上确认登录「南京云帆信息科技有限公司」',
    });
    expect(unitQrJudge({ state: 'confirmed', qrCode: 'U1' })).toEqual({ kind: 'done', result: 'U1' });
  });

  it('face: passed finishes, failed stops with the reason', () => {
    expect(faceJudge({ state: 'passed' })).toEqual({ kind: 'done', result: true });
    expect(faceJudge({ state: 'failed', failReason: '非本人操作' })).toEqual({ kind: 'failed', reason: '非本人操作' });
  });
});
