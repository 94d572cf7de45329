// The login open redirect (security issue): every hostile value of the corpus,
// as the `redirect` parameter and as a stored return URL, is judged by the one
// function, and the decision after login never opens another origin or a script.
import { describe, expect, it } from 'vitest';
import { redirectTarget, safeInternalPath } from '../../src/config/paths';
import { decideAfterUserInfo } from '../../src/features/login/logic/after-user-info';
import { returnUrlsFrom } from '../../src/features/login/logic/return-url';
import { judgeUrl, type UrlVerdict } from '../../src/lib/url';
import { HARMLESS_PORTAL_PAGES, HOSTILE_RETURN_URLS } from '../fixtures/hostile-return-urls';

const ORIGIN = 'https://rs.hrss.example.gov.cn';
const POLICY = { origin: ORIGIN, basePath: '/web', externalPrefixes: ['https://ylrz.hrss.example.gov.cn/'] };
const PERSON = { userType: '1', needImprovePwd: 'false' };

/** Still on the portal's origin, under its base path, as a path the router cannot read as another host. */
function staysOnThePortal(verdict: UrlVerdict): boolean {
  if (verdict.kind === 'rejected') return true;
  if (verdict.kind === 'external') return false;
  const url = new URL(verdict.href);
  return (
    url.origin === ORIGIN &&
    url.pathname.startsWith('/web') &&
    verdict.path !== undefined &&
    verdict.path.startsWith('/') &&
    !verdict.path.startsWith('//')
  );
}

/** Opens a page of the portal (only a harmless value may), or nothing, telling the user the address was refused. */
function expectSafeStep(raw: string, step: ReturnType<typeof decideAfterUserInfo>): void {
  if (step.kind === 'open') expect(HARMLESS_PORTAL_PAGES.has(raw) && staysOnThePortal(step.verdict)).toBe(true);
  else expect(step).toEqual({ kind: 'stay', refused: true });
}

describe('the hostile return-URL corpus', () => {
  it('has at least 60 values, each once', () => {
    expect(HOSTILE_RETURN_URLS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(HOSTILE_RETURN_URLS).size).toBe(HOSTILE_RETURN_URLS.length);
  });

  it.each(HOSTILE_RETURN_URLS)('%j is refused from outside; from our backend it is at most a plain https page', (raw) => {
    const verdict = judgeUrl(raw, POLICY, 'outside');
    expect(staysOnThePortal(verdict)).toBe(true);
    if (!HARMLESS_PORTAL_PAGES.has(raw)) expect(verdict.kind).toBe('rejected');

    const fromService = judgeUrl(raw, POLICY, 'service');
    if (fromService.kind === 'external') {
      const url = new URL(fromService.href);
      expect([url.protocol, url.username, url.password]).toEqual(['https:', '', '']);
    } else expect(staysOnThePortal(fromService)).toBe(true);
  });

  it.each(HOSTILE_RETURN_URLS)('%j as the redirect parameter never names another site', (raw) => {
    const search = `?${new URLSearchParams({ redirect: raw }).toString()}`;
    const path = redirectTarget(search);
    expect(path === undefined || (path.startsWith('/') && !path.startsWith('//'))).toBe(true);
    expect(safeInternalPath(raw)).toBe(path);
    expectSafeStep(
      raw,
      decideAfterUserInfo({ userInfo: PERSON, returnUrls: returnUrlsFrom({ search, pendingAppId: '', pendingUrl: '' }), policy: POLICY }),
    );
  });

  it.each(HOSTILE_RETURN_URLS)('%j as the stored return URL, alone or after the same redirect, leads to the user centre', (raw) => {
    for (const search of ['', `?${new URLSearchParams({ redirect: raw }).toString()}`]) {
      expectSafeStep(
        raw,
        decideAfterUserInfo({
          userInfo: PERSON,
          returnUrls: returnUrlsFrom({ search, pendingAppId: '', pendingUrl: raw }),
          policy: POLICY,
        }),
      );
    }
  });

  it('leaves the redirects the guard writes alone', () => {
    expect(redirectTarget('?redirect=%2Fcenter%2Faccount%3Ftab%3D2')).toBe('/center/account?tab=2');
    expect(
      decideAfterUserInfo({
        userInfo: PERSON,
        returnUrls: returnUrlsFrom({ search: '?redirect=/center/office', pendingAppId: '', pendingUrl: '' }),
        policy: POLICY,
      }),
    ).toEqual({
      kind: 'open',
      verdict: { kind: 'internal', href: `${ORIGIN}/web/center/office`, path: '/center/office' },
      opening: 'return',
    });
  });
});
