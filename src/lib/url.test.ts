import { describe, expect, it } from 'vitest';
import { judgeUrl, type UrlPolicy } from './url';

const ORIGIN = 'https://www.hrss.example.gov.cn';
const POLICY: UrlPolicy = {
  origin: ORIGIN,
  basePath: '/web',
  internalHosts: ['hrss.example.gov.cn', 'rs.example.gov.cn:8443'],
  externalPrefixes: ['https://zwfw.example.gov.cn/portal/', 'https://ggfw.example.gov.cn/app'],
};

const judge = (url: string) => judgeUrl(url, POLICY);

describe('judgeUrl: pages of the portal', () => {
  it.each([
    ['/web/center/main', '/center/main'],
    ['/web', '/'],
    ['/web/', '/'],
    ['/web/center/office?status=1#list', '/center/office?status=1#list'],
    ['center/main', '/center/main'],
    ['/web/material?name=%E5%BC%A0%E4%B8%89', '/material?name=%E5%BC%A0%E4%B8%89'],
    ['/web/search?q=%20social%20', '/search?q=%20social%20'],
    ['/web/center/main?next=//evil.example', '/center/main?next=//evil.example'],
    [`${ORIGIN}/web/unitcenter/unitmain`, '/unitcenter/unitmain'],
    ['HTTPS://WWW.HRSS.EXAMPLE.GOV.CN/web/index', '/index'],
  ])('%s → the router path %s', (raw, path) => {
    const verdict = judge(raw);
    expect(verdict).toMatchObject({ kind: 'internal', path });
    expect(verdict.kind === 'internal' && new URL(verdict.href).origin).toBe(ORIGIN);
  });

  it('keeps a dotted first segment of a scheme-less link inside the portal, never a host', () => {
    expect(judge('evil.com/steal')).toMatchObject({ kind: 'internal', path: '/evil.com/steal' });
    expect(judge('www.evil.com')).toMatchObject({ kind: 'internal', path: '/www.evil.com' });
  });

  it('treats the configured internal hosts as internal under the base path, keeping their absolute URL', () => {
    expect(judge('https://hrss.example.gov.cn/web/index')).toEqual({ kind: 'internal', href: 'https://hrss.example.gov.cn/web/index' });
    expect(judge('https://rs.example.gov.cn:8443/web/a')).toEqual({ kind: 'internal', href: 'https://rs.example.gov.cn:8443/web/a' });
    expect(judge('https://rs.example.gov.cn:8443/a')).toEqual({ kind: 'rejected', reason: 'outside-portal' });
  });

  it('refuses the portal origin outside the base path, where the router has no pages', () => {
    expect(judge('/api/person/base/register')).toEqual({ kind: 'rejected', reason: 'outside-portal' });
    expect(judge('/webmail')).toEqual({ kind: 'rejected', reason: 'outside-portal' });
    expect(judge(`${ORIGIN}/`)).toEqual({ kind: 'rejected', reason: 'outside-portal' });
  });

  it('follows a page beside the portal on its own origin only under a prefix that names it (the mock gateway stand-ins)', () => {
    const beside = { ...POLICY, externalPrefixes: [`${ORIGIN}/api/__mock/consent`] };
    const page = `${ORIGIN}/api/__mock/consent?site=x`;
    expect(judgeUrl(page, beside, 'service')).toEqual({ kind: 'external', href: page });
    expect(judgeUrl(`${ORIGIN}/api/__mock/state`, beside, 'service')).toEqual({ kind: 'rejected', reason: 'outside-portal' });
    expect(judgeUrl(page, POLICY, 'service')).toEqual({ kind: 'rejected', reason: 'outside-portal' });
  });
});

describe('judgeUrl: whitelisted external links', () => {
  it.each([
    'https://zwfw.example.gov.cn/portal/',
    'https://zwfw.example.gov.cn/portal/item?id=1',
    'https://ggfw.example.gov.cn/app',
    'https://ggfw.example.gov.cn/app/x',
  ])('%s → external', (raw) => {
    expect(judge(raw)).toEqual({ kind: 'external', href: new URL(raw).href });
  });

  it.each([
    'https://zwfw.example.gov.cn/portalx',
    'https://zwfw.example.gov.cn/other/',
    'https://ggfw.example.gov.cn/apple',
    'https://ggfw.example.gov.cn.evil.com/app',
    'http://zwfw.example.gov.cn/portal/',
  ])('%s is not under a prefix: rejected', (raw) => {
    expect(judge(raw)).toEqual({ kind: 'rejected', reason: 'host' });
  });

  it('rejects every absolute link to another host when nothing is whitelisted', () => {
    const bare = { origin: ORIGIN, basePath: '/web' };
    expect(judgeUrl('https://zwfw.example.gov.cn/portal/', bare).kind).toBe('rejected');
    expect(judgeUrl('https://hrss.example.gov.cn/web', bare).kind).toBe('rejected');
  });
});

describe('judgeUrl: addresses our backend answered with', () => {
  it('may be any https page, but nothing else the outside could not use either', () => {
    expect(judgeUrl('https://openauth.alipay.example.com/oauth?x=1', POLICY, 'service')).toEqual({
      kind: 'external',
      href: 'https://openauth.alipay.example.com/oauth?x=1',
    });
    expect(judgeUrl('https://openauth.alipay.example.com/oauth?x=1', POLICY, 'outside').kind).toBe('rejected');
    for (const raw of [
      'http://openauth.alipay.example.com/',
      'javascript:alert(1)',
      '//evil.example',
      'https://a@evil.example/',
      '/web/..//evil.example',
    ]) {
      expect(judgeUrl(raw, POLICY, 'service').kind, raw).toBe('rejected');
    }
  });
});

describe('judgeUrl: why a link is refused', () => {
  it.each([
    ['', 'empty'],
    ['/web/center main', 'unsafe-character'],
    ['/web/%2e%2e//evil.example', 'encoded-trick'],
    ['/web/../..//evil.example', 'encoded-trick'],
    ['javascript:alert(1)', 'scheme'],
    ['https:evil.example', 'malformed'],
    ['https://user@www.hrss.example.gov.cn/web/index', 'userinfo'],
    ['https://evil.example/', 'host'],
    [`/web/${'a'.repeat(5000)}`, 'malformed'],
  ])('%j: %s', (raw, reason) => {
    expect(judge(raw)).toEqual({ kind: 'rejected', reason });
  });

  it('rejects null and undefined', () => {
    expect(judgeUrl(null, POLICY).kind).toBe('rejected');
    expect(judgeUrl(undefined, POLICY).kind).toBe('rejected');
  });
});
