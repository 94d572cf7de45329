import { describe, expect, it } from 'vitest';
import { decideAfterUserInfo, type AfterUserInfoInput } from './after-user-info';

const ORIGIN = 'https://www.hrss.example.gov.cn';
const POLICY = { internalHosts: [], externalPrefixes: ['https://zwfw.example.gov.cn/'] };
const PERSON = { userType: '1', needImprovePwd: 'false' };

const decide = (input: Partial<AfterUserInfoInput>) =>
  decideAfterUserInfo({ userInfo: PERSON, currentOrigin: ORIGIN, policy: POLICY, ...input });

describe('decideAfterUserInfo (spec §4, §5)', () => {
  it('a user who must improve the password does that first, even with a pending authorisation', () => {
    expect(decide({ userInfo: { ...PERSON, needImprovePwd: 'true' }, pendingAppId: 'app', pendingUrl: 'https://x' })).toEqual({
      kind: 'improvePassword',
    });
  });

  it('a pending appId and url continue the authorisation', () => {
    expect(decide({ pendingAppId: 'jszwfw', pendingUrl: 'https://zwfw.example.gov.cn/cb', returnUrl: '/web/center/main' })).toEqual({
      kind: 'authorize',
    });
  });

  it('needs both the appId and the url to authorise', () => {
    expect(decide({ pendingAppId: 'jszwfw' })).toEqual({ kind: 'stay' });
    expect(decide({ pendingUrl: 'https://zwfw.example.gov.cn/cb' })).toEqual({ kind: 'stay' });
  });

  it('opens an internal return URL in the same window', () => {
    expect(decide({ returnUrl: '/web/center/office' })).toEqual({ kind: 'open', url: '/web/center/office', target: '_self' });
  });

  it('opens a whitelisted external return URL in a new window', () => {
    expect(decide({ returnUrl: 'https://zwfw.example.gov.cn/item/1' })).toEqual({
      kind: 'open',
      url: 'https://zwfw.example.gov.cn/item/1',
      target: '_blank',
    });
  });

  it('stays when there is no return URL', () => {
    expect(decide({})).toEqual({ kind: 'stay' });
  });

  it.each(['https://evil.com/', '//evil.com', 'javascript:alert(1)', '/\\evil.com', 'https://www.hrss.example.gov.cn@evil.com'])(
    'never opens a hostile return URL (%s)',
    (returnUrl) => {
      expect(decide({ returnUrl })).toEqual({ kind: 'stay' });
    },
  );

  it('organ and casual users from HRM go to the return URL in the same window, external included', () => {
    for (const userType of ['3', '4']) {
      expect(decide({ userInfo: { userType, needImprovePwd: 'false' }, source: 'HRM', returnUrl: 'https://zwfw.example.gov.cn/hrm' })).toEqual({
        kind: 'open',
        url: 'https://zwfw.example.gov.cn/hrm',
        target: '_self',
      });
    }
  });

  it('reads the source from the user info when the session has none', () => {
    const input = { userInfo: { userType: '3', needImprovePwd: 'false', source: 'HRM' }, returnUrl: 'https://zwfw.example.gov.cn/hrm' };
    expect(decide(input)).toMatchObject({ target: '_self' });
  });

  it('persons and units from HRM follow the ordinary rule', () => {
    for (const userType of ['1', '2']) {
      expect(decide({ userInfo: { userType, needImprovePwd: 'false' }, source: 'HRM', returnUrl: 'https://zwfw.example.gov.cn/hrm' })).toMatchObject({
        target: '_blank',
      });
    }
  });

  it('HRM users are never sent to a hostile URL either', () => {
    expect(decide({ userInfo: { userType: '4', needImprovePwd: 'false' }, source: 'HRM', returnUrl: 'https://evil.com' })).toEqual({ kind: 'stay' });
  });
});
