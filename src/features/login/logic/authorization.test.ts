import { describe, expect, it } from 'vitest';
import { interpretAuthorization } from './authorization';

describe('interpretAuthorization (spec §4)', () => {
  it('appcode 0: success with the callback URL to open in the parent window', () => {
    const outcome = interpretAuthorization({
      appcode: '0',
      msg: '',
      map: { callbackUrl: 'https://app.example.gov.cn/sso/callback?code=AC123' },
    });
    expect(outcome).toEqual({ kind: 'success', callbackUrl: 'https://app.example.gov.cn/sso/callback?code=AC123' });
  });

  it.each([undefined, '', 'javascript:alert(1)', '/relative/path', 'data:text/html,x', 'not a url'])(
    'appcode 0 with an unopenable callback %j is a failure, never opened',
    (callbackUrl) => {
      expect(interpretAuthorization({ appcode: '0', msg: '', map: { callbackUrl } })).toEqual({
        kind: 'failure',
        message: '授权码获取失败',
      });
    },
  );

  it('03020035: the consent dialog with show name, agreement, icon and authorize token', () => {
    const outcome = interpretAuthorization({
      appcode: '03020035',
      msg: '请确认授权',
      map: {
        map: { showName: '江苏智慧人社', serviceAgreement: '<p>协议</p>', mobileIcon: 'https://img/icon.png', authorizeToken: 'AT-1' },
      },
    });
    expect(outcome).toEqual({
      kind: 'consent',
      showName: '江苏智慧人社',
      serviceAgreement: '<p>协议</p>',
      mobileIcon: 'https://img/icon.png',
      authorizeToken: 'AT-1',
    });
  });

  it('03020035 without an authorize token cannot continue: failure', () => {
    expect(interpretAuthorization({ appcode: '03020035', msg: '', map: {} }).kind).toBe('failure');
  });

  it('03020037: the card-date dialog', () => {
    expect(interpretAuthorization({ appcode: '03020037', msg: '请补录证件有效期', map: {} })).toEqual({
      kind: 'cardDate',
      msg: '请补录证件有效期',
    });
  });

  it('other business codes go back to the caller', () => {
    expect(interpretAuthorization({ appcode: '03010019', msg: '请先人脸识别', map: {} })).toEqual({
      kind: 'business',
      code: '03010019',
      msg: '请先人脸识别',
    });
  });

  it('everything else fails with 授权码获取失败', () => {
    expect(interpretAuthorization({ appcode: '5000', msg: '应用未注册', map: {} })).toEqual({
      kind: 'failure',
      message: '授权码获取失败：应用未注册',
    });
  });
});
