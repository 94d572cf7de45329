import { describe, expect, it } from 'vitest';
import { decideAfterUserInfo } from '../../../api/flows';
import { returnUrlFrom, routerPath } from './return-url';

const none = { pendingAppId: '', pendingUrl: '' };

describe('returnUrlFrom', () => {
  it('prefers the guard redirect, as a portal path under the base path', () => {
    expect(returnUrlFrom({ search: '?redirect=%2Fcenter%2Faccount', loginCallbackUrl: 'https://x.example/y', ...none })).toBe('/web/center/account');
  });

  it('ignores a redirect that is not an internal path', () => {
    expect(returnUrlFrom({ search: '?redirect=%2F%2Fevil.example', ...none })).toBeUndefined();
    expect(returnUrlFrom({ search: '?redirect=https%3A%2F%2Fevil.example', loginCallbackUrl: '/web/index', ...none })).toBe('/web/index');
  });

  it('uses a stored return URL only when no authorisation is pending', () => {
    expect(returnUrlFrom({ search: '', pendingAppId: '', pendingUrl: '/web/center/office' })).toBe('/web/center/office');
    expect(returnUrlFrom({ search: '', pendingAppId: 'APP', pendingUrl: 'https://app.example/cb' })).toBeUndefined();
  });
});

describe('routerPath', () => {
  it('strips the base path from portal paths only', () => {
    expect(routerPath('/web/center/account?tab=1')).toBe('/center/account?tab=1');
    expect(routerPath('/web')).toBe('/');
    expect(routerPath('/webmail')).toBeUndefined();
    expect(routerPath('/other/app')).toBeUndefined();
  });
});

describe('return-URL rules after login (spec §5)', () => {
  const person = { userType: '1', needImprovePwd: 'false' };
  const policy = { internalHosts: ['rs.jshrss.example.gov.cn'], externalPrefixes: ['https://ylrz.jshrss.example.gov.cn/'] };
  const decide = (returnUrl: string | undefined, userInfo = person, source?: string) =>
    decideAfterUserInfo({ userInfo, returnUrl, source, currentOrigin: 'https://portal.example', policy });

  it('opens the guard redirect in the same window', () => {
    expect(decide(returnUrlFrom({ search: '?redirect=/center/account', ...none }))).toEqual({ kind: 'open', url: '/web/center/account', target: '_self' });
  });

  it('opens a whitelisted external URL in a new window, but in the same one for HRM organ and casual users', () => {
    const url = 'https://ylrz.jshrss.example.gov.cn/apply';
    expect(decide(url)).toEqual({ kind: 'open', url, target: '_blank' });
    expect(decide(url, { userType: '3', needImprovePwd: 'false' }, 'HRM')).toEqual({ kind: 'open', url, target: '_self' });
    expect(decide(url, { userType: '4', needImprovePwd: 'false' }, 'HRM')).toEqual({ kind: 'open', url, target: '_self' });
  });

  it('stays (the user goes to their centre) for a URL that is neither internal nor whitelisted', () => {
    expect(decide('https://evil.example/phish')).toEqual({ kind: 'stay' });
    expect(decide('javascript:alert(1)')).toEqual({ kind: 'stay' });
  });

  it('changes the password before anything else', () => {
    expect(decide('/web/center/account', { userType: '1', needImprovePwd: 'true' })).toEqual({ kind: 'improvePassword' });
  });
});
