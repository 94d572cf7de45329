import { describe, expect, it } from 'vitest';
import { decideAfterUserInfo } from './after-user-info';
import { returnUrlsFrom } from './return-url';

const none = { pendingAppId: '', pendingUrl: '' };

describe('returnUrlsFrom', () => {
  it("puts the guard redirect first, as a portal path under the base path, then the login answer's URL", () => {
    expect(returnUrlsFrom({ search: '?redirect=%2Fcenter%2Faccount', loginCallbackUrl: 'https://x.example/y', ...none })).toEqual([
      '/web/center/account',
      'https://x.example/y',
    ]);
  });

  it('hands on a redirect that is not a page of the portal as it came, for decideAfterUserInfo to refuse', () => {
    expect(returnUrlsFrom({ search: '?redirect=%2F%2Fevil.example', ...none })).toEqual(['//evil.example']);
    expect(returnUrlsFrom({ search: '?redirect=%2F..%2F%2Fevil.example', ...none })).toEqual(['/..//evil.example']);
    expect(returnUrlsFrom({ search: '?redirect=https%3A%2F%2Fevil.example', loginCallbackUrl: '/web/index', ...none })).toEqual([
      'https://evil.example',
      '/web/index',
    ]);
  });

  it('uses a stored return URL only when no authorisation is pending', () => {
    expect(returnUrlsFrom({ search: '', pendingAppId: '', pendingUrl: '/web/center/office' })).toEqual(['/web/center/office']);
    expect(returnUrlsFrom({ search: '', pendingAppId: 'APP', pendingUrl: 'https://app.example/cb' })).toEqual([]);
  });
});

describe('return-URL rules after login (spec §5)', () => {
  const person = { userType: '1', needImprovePwd: 'false' };
  const policy = {
    origin: 'https://portal.example',
    basePath: '/web',
    internalHosts: ['rs.jshrss.example.gov.cn'],
    externalPrefixes: ['https://ylrz.jshrss.example.gov.cn/'],
  };
  const decide = (returnUrls: string[], userInfo = person, source?: string) =>
    decideAfterUserInfo({ userInfo, returnUrls, source, policy });

  it('opens the guard redirect as a return URL', () => {
    expect(decide(returnUrlsFrom({ search: '?redirect=/center/account', ...none }))).toEqual({
      kind: 'open',
      verdict: { kind: 'internal', href: 'https://portal.example/web/center/account', path: '/center/account' },
      opening: 'return',
    });
  });

  it('opens the portal on a configured internal host as an internal page, by its absolute address', () => {
    expect(decide(['https://rs.jshrss.example.gov.cn/web/center/main'])).toEqual({
      kind: 'open',
      verdict: { kind: 'internal', href: 'https://rs.jshrss.example.gov.cn/web/center/main' },
      opening: 'return',
    });
  });

  it('opens a whitelisted external URL as a return URL (a new window), but in this one for HRM organ and casual users', () => {
    const url = 'https://ylrz.jshrss.example.gov.cn/apply';
    const verdict = { kind: 'external', href: url };
    expect(decide([url])).toEqual({ kind: 'open', verdict, opening: 'return' });
    expect(decide([url], { userType: '3', needImprovePwd: 'false' }, 'HRM')).toEqual({ kind: 'open', verdict, opening: 'self' });
    expect(decide([url], { userType: '4', needImprovePwd: 'false' }, 'HRM')).toEqual({ kind: 'open', verdict, opening: 'self' });
  });

  it('refuses a forged redirect, which is judged as the address it names, and a hostile stored URL after it', () => {
    for (const redirect of ['//evil.example', '/..//evil.example', '/%2e%2e//evil.example', 'https://evil.example']) {
      const search = `?${new URLSearchParams({ redirect }).toString()}`;
      expect(decide(returnUrlsFrom({ search, ...none }))).toEqual({ kind: 'stay', refused: true });
      expect(decide(returnUrlsFrom({ search, pendingAppId: '', pendingUrl: 'javascript:alert(1)' }))).toEqual({
        kind: 'stay',
        refused: true,
      });
    }
  });

  it('stays (the user goes to their centre) for a URL that is neither internal nor whitelisted', () => {
    expect(decide(['https://evil.example/phish'])).toEqual({ kind: 'stay', refused: true });
    expect(decide(['javascript:alert(1)'])).toEqual({ kind: 'stay', refused: true });
  });

  it('changes the password before anything else', () => {
    expect(decide(['/web/center/account'], { userType: '1', needImprovePwd: 'true' })).toEqual({ kind: 'improvePassword' });
  });
});
