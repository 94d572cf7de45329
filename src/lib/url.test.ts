import { describe, expect, it } from 'vitest';
import { classifyReturnUrl, type ReturnUrlPolicy } from './url';

const ORIGIN = 'https://www.hrss.example.gov.cn';
const POLICY: ReturnUrlPolicy = {
  internalHosts: ['hrss.example.gov.cn', 'rs.example.gov.cn:8443'],
  externalPrefixes: ['https://zwfw.example.gov.cn/portal/', 'https://ggfw.example.gov.cn/app'],
};

const classify = (url: string) => classifyReturnUrl(url, ORIGIN, POLICY);

describe('classifyReturnUrl: internal links', () => {
  it.each([
    ['/web/center/main', '/web/center/main'],
    ['/web/center/office?status=1#list', '/web/center/office?status=1#list'],
    ['center/main', '/center/main'],
    ['/web/material?name=%E5%BC%A0%E4%B8%89', '/web/material?name=%E5%BC%A0%E4%B8%89'],
    ['/web/search?q=%20social%20', '/web/search?q=%20social%20'],
    [`${ORIGIN}/web/unitcenter/unitmain`, '/web/unitcenter/unitmain'],
    ['HTTPS://WWW.HRSS.EXAMPLE.GOV.CN/web/index', '/web/index'],
  ])('%s → same window, %s', (raw, url) => {
    expect(classify(raw)).toEqual({ kind: 'internal', url });
  });

  it('keeps a dotted first segment of a scheme-less link as a path, never a host', () => {
    expect(classify('evil.com/steal')).toEqual({ kind: 'internal', url: '/evil.com/steal' });
    expect(classify('www.evil.com')).toEqual({ kind: 'internal', url: '/www.evil.com' });
  });

  it('treats the configured internal hosts as internal, keeping their absolute URL', () => {
    expect(classify('https://hrss.example.gov.cn/web/index')).toEqual({ kind: 'internal', url: 'https://hrss.example.gov.cn/web/index' });
    expect(classify('https://rs.example.gov.cn:8443/a')).toEqual({ kind: 'internal', url: 'https://rs.example.gov.cn:8443/a' });
  });
});

describe('classifyReturnUrl: whitelisted external links', () => {
  it.each(['https://zwfw.example.gov.cn/portal/', 'https://zwfw.example.gov.cn/portal/item?id=1', 'https://ggfw.example.gov.cn/app', 'https://ggfw.example.gov.cn/app/x'])(
    '%s → new window',
    (raw) => {
      expect(classify(raw)).toEqual({ kind: 'external', url: new URL(raw).href });
    },
  );
});

describe('classifyReturnUrl: hostile links are rejected', () => {
  it.each([
    // other hosts and look-alikes
    'https://evil.com',
    'http://evil.com/web/index',
    'https://www.hrss.example.gov.cn.evil.com/',
    'https://evilwww.hrss.example.gov.cn/',
    'https://hrss.example.gov.cn:9999/',
    'https://rs.example.gov.cn/',
    'http://www.hrss.example.gov.cn/web/index',
    'https://zwfw.example.gov.cn/portalx',
    'https://zwfw.example.gov.cn/other/',
    'https://ggfw.example.gov.cn/apple',
    'https://ggfw.example.gov.cn.evil.com/app',
    'https:evil.com',
    'https:/evil.com',
    'https://ｅｖｉｌ.com',
    // protocol-relative
    '//evil.com',
    '///evil.com',
    '////evil.com/web',
    // backslashes
    '\\\\evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/web\\..\\..\\evil',
    'https://www.hrss.example.gov.cn\\@evil.com',
    // scripts and other schemes
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://www.hrss.example.gov.cn/',
    // encoded tricks
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '%2F%5Cevil.com',
    '/%5Cevil.com',
    '%252F%252Fevil.com',
    'https%3A%2F%2Fevil.com',
    '/web/%0d%0aLocation:%20https://evil.com',
    // userinfo
    'https://www.hrss.example.gov.cn@evil.com/',
    'https://www.hrss.example.gov.cn:443@evil.com/',
    'https://user:pass@www.hrss.example.gov.cn/web/index',
    'https://@www.hrss.example.gov.cn/web/index',
    'https://evil.com%40www.hrss.example.gov.cn/',
    'https://evil.com#@www.hrss.example.gov.cn/',
    'https://evil.com?@www.hrss.example.gov.cn/',
    // whitespace and invisible characters
    '/web/center main',
    '\u200b//evil.com',
    '/web/\u2028index',
    // nothing
    '',
  ])('%j', (raw) => {
    expect(classify(raw).kind).toBe('rejected');
  });

  it('rejects null and undefined', () => {
    expect(classifyReturnUrl(null, ORIGIN).kind).toBe('rejected');
    expect(classifyReturnUrl(undefined, ORIGIN).kind).toBe('rejected');
  });

  it('rejects every absolute link to another host when nothing is whitelisted', () => {
    expect(classifyReturnUrl('https://zwfw.example.gov.cn/portal/', ORIGIN).kind).toBe('rejected');
    expect(classifyReturnUrl('https://hrss.example.gov.cn/web', ORIGIN).kind).toBe('rejected');
  });
});
