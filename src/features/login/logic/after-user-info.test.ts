import { describe, expect, it } from 'vitest';
import { decideAfterUserInfo, type AfterUserInfoInput } from './after-user-info';

const POLICY = { origin: 'https://www.hrss.example.gov.cn', basePath: '/web', externalPrefixes: ['https://zwfw.example.gov.cn/'] };
const PERSON = { userType: '1', needImprovePwd: 'false' };

const decide = (input: Partial<AfterUserInfoInput>) => decideAfterUserInfo({ userInfo: PERSON, policy: POLICY, ...input });
const internal = (path: string) => ({ kind: 'internal', href: `${POLICY.origin}/web${path}`, path });
const external = (href: string) => ({ kind: 'external', href });

describe('decideAfterUserInfo (spec §4, §5)', () => {
  it('a user who must improve the password does that first, even with a pending authorisation', () => {
    expect(decide({ userInfo: { ...PERSON, needImprovePwd: 'true' }, pendingAppId: 'app', pendingUrl: 'https://x' })).toEqual({
      kind: 'improvePassword',
    });
  });

  it('a pending appId and url continue the authorisation', () => {
    expect(decide({ pendingAppId: 'jszwfw', pendingUrl: 'https://zwfw.example.gov.cn/cb', returnUrls: ['/web/center/main'] })).toEqual({
      kind: 'authorize',
    });
  });

  it('needs both the appId and the url to authorise', () => {
    expect(decide({ pendingAppId: 'jszwfw' })).toEqual({ kind: 'stay', refused: false });
    expect(decide({ pendingUrl: 'https://zwfw.example.gov.cn/cb' })).toEqual({ kind: 'stay', refused: false });
  });

  it('opens an internal return URL as a return URL (the parent window when framed)', () => {
    expect(decide({ returnUrls: ['/web/center/office'] })).toEqual({
      kind: 'open',
      verdict: internal('/center/office'),
      opening: 'return',
    });
  });

  it('opens a whitelisted external return URL as a return URL (a new window)', () => {
    expect(decide({ returnUrls: ['https://zwfw.example.gov.cn/item/1'] })).toEqual({
      kind: 'open',
      verdict: external('https://zwfw.example.gov.cn/item/1'),
      opening: 'return',
    });
  });

  it('opens the first return URL that passes, and stays, saying so, when none does', () => {
    expect(decide({ returnUrls: ['//evil.com', '/web/center/office'] })).toEqual({
      kind: 'open',
      verdict: internal('/center/office'),
      opening: 'return',
    });
    expect(decide({ returnUrls: ['//evil.com', 'javascript:alert(1)'] })).toEqual({ kind: 'stay', refused: true });
  });

  it('stays when there is no return URL', () => {
    expect(decide({})).toEqual({ kind: 'stay', refused: false });
  });

  it.each([
    'https://evil.com/',
    '//evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    'https://www.hrss.example.gov.cn@evil.com',
    '/web/..//evil.example',
  ])('never opens a hostile return URL (%s), and says it refused one', (returnUrl) => {
    expect(decide({ returnUrls: [returnUrl] })).toEqual({ kind: 'stay', refused: true });
  });

  it('organ and casual users from HRM go to the return URL in this window, external included', () => {
    for (const userType of ['3', '4']) {
      expect(
        decide({ userInfo: { userType, needImprovePwd: 'false' }, source: 'HRM', returnUrls: ['https://zwfw.example.gov.cn/hrm'] }),
      ).toEqual({
        kind: 'open',
        verdict: external('https://zwfw.example.gov.cn/hrm'),
        opening: 'self',
      });
    }
  });

  it('reads the source from the user info when the session has none', () => {
    const input = { userInfo: { userType: '3', needImprovePwd: 'false', source: 'HRM' }, returnUrls: ['https://zwfw.example.gov.cn/hrm'] };
    expect(decide(input)).toMatchObject({ opening: 'self' });
  });

  it('persons and units from HRM follow the ordinary rule', () => {
    for (const userType of ['1', '2']) {
      expect(
        decide({ userInfo: { userType, needImprovePwd: 'false' }, source: 'HRM', returnUrls: ['https://zwfw.example.gov.cn/hrm'] }),
      ).toMatchObject({
        opening: 'return',
      });
    }
  });

  it('HRM users are never sent to a hostile URL either', () => {
    expect(decide({ userInfo: { userType: '4', needImprovePwd: 'false' }, source: 'HRM', returnUrls: ['https://evil.com'] })).toEqual({
      kind: 'stay',
      refused: true,
    });
  });
});
