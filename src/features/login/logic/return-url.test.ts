import { describe, expect, it } from 'vitest';
import { decideAfterUserInfo } from '../../../api/flows';
import { returnUrlFrom } from './return-url';

const none = { pendingAppId: '', pendingUrl: '' };

describe('returnUrlFrom', () => {
  it('prefers the guard redirect, as a portal path under the base path', () => {
    expect(returnUrlFrom({ search: '?redirect=%2Fcenter%2Faccount', loginCallbackUrl: 'https://x.example/y', ...none })).toBe('/web/center/account');
  });

  it('hands on a redirect that is not a page of the portal as it came, for decideAfterUserInfo to refuse, never another source instead', () => {
    expect(returnUrlFrom({ search: '?redirect=%2F%2Fevil.example', ...none })).toBe('//evil.example');
    expect(returnUrlFrom({ search: '?redirect=%2F..%2F%2Fevil.example', ...none })).toBe('/..//evil.example');
    expect(returnUrlFrom({ search: '?redirect=https%3A%2F%2Fevil.example', loginCallbackUrl: '/web/index', ...none })).toBe('https://evil.example');
  });

  it('uses a stored return URL only when no authorisation is pending', () => {
    expect(returnUrlFrom({ search: '', pendingAppId: '', pendingUrl: '/web/center/office' })).toBe('/web/center/office');
    expect(returnUrlFrom({ search: '', pendingAppId: 'APP', pendingUrl: 'https://app.example/cb' })).toBeUndefined();
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
  const decide = (returnUrl: string | undefined, userInfo = person, source?: string) => decideAfterUserInfo({ userInfo, returnUrl, source, policy });

  it('opens the guard redirect as a return URL', () => {
    expect(decide(returnUrlFrom({ search: '?redirect=/center/account', ...none }))).toEqual({
      kind: 'open',
      verdict: { kind: 'internal', href: 'https://portal.example/web/center/account', path: '/center/account' },
      opening: 'return',
    });
  });

  it('opens the portal on a configured internal host as an internal page, by its absolute address', () => {
    expect(decide('https://rs.jshrss.example.gov.cn/web/center/main')).toEqual({
      kind: 'open',
      verdict: { kind: 'internal', href: 'https://rs.jshrss.example.gov.cn/web/center/main' },
      opening: 'return',
    });
  });

  it('opens a whitelisted external URL as a return URL (a new window), but in this one for HRM organ and casual users', () => {
    const url = 'https://ylrz.jshrss.example.gov.cn/apply';
    const verdict = { kind: 'external', href: url };
    expect(decide(url)).toEqual({ kind: 'open', verdict, opening: 'return' });
    expect(decide(url, { userType: '3', needImprovePwd: 'false' }, 'HRM')).toEqual({ kind: 'open', verdict, opening: 'self' });
    expect(decide(url, { userType: '4', needImprovePwd: 'false' }, 'HRM')).toEqual({ kind: 'open', verdict, opening: 'self' });
  });

  it('refuses a forged redirect, which is judged as the address it names', () => {
    for (const redirect of ['//evil.example', '/..//evil.example', '/%2e%2e//evil.example', 'https://evil.example']) {
      expect(decide(returnUrlFrom({ search: `?${new URLSearchParams({ redirect }).toString()}`, ...none }))).toEqual({ kind: 'stay', refused: true });
    }
  });

  it('stays (the user goes to their centre) for a URL that is neither internal nor whitelisted', () => {
    expect(decide('https://evil.example/phish')).toEqual({ kind: 'stay', refused: true });
    expect(decide('javascript:alert(1)')).toEqual({ kind: 'stay', refused: true });
  });

  it('changes the password before anything else', () => {
    expect(decide('/web/center/account', { userType: '1', needImprovePwd: 'true' })).toEqual({ kind: 'improvePassword' });
  });
});
