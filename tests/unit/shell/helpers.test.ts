// Small pure pieces of the shell: typed hrefs and the redirect parameter, the
// /gohome decision, the mock gateway switch's cookie format.
import { describe, expect, it } from 'vitest';
import { formatScenario, needsParameter, parseScenario } from '../../../src/app/dev/mockSwitch';
import { businessHref, CENTRE_HOME, loginHref, redirectTarget, safeInternalPath } from '../../../src/config/paths';
import { goHomeTarget } from '../../../src/features/home/jump/goHomeTarget';

describe('login href and the redirect parameter', () => {
  it.each(['/center/account', '/tobusiness?funcId=F2001', '/center/office?state=2&page=3#list', '/main/logon/register'])(
    'round-trips %s',
    (wanted) => {
      const href = loginHref(wanted);
      expect(href.startsWith('/login?redirect=')).toBe(true);
      expect(redirectTarget(href.slice(href.indexOf('?')))).toBe(wanted);
    },
  );

  it('is plain /login without a wanted path', () => {
    expect(loginHref()).toBe('/login');
  });

  it.each(['https://evil.example.com/', '//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)', 'center/main', '', '/a\nb'])(
    'never redirects to %j',
    (value) => {
      expect(safeInternalPath(value)).toBeUndefined();
      expect(redirectTarget(new URLSearchParams({ redirect: value }))).toBeUndefined();
      expect(loginHref(value)).toBe('/login');
    },
  );

  it('builds the jump-page href of a function', () => {
    expect(businessHref('F2001')).toBe('/tobusiness?funcId=F2001');
  });

  it('knows each user kind’s centre', () => {
    expect(CENTRE_HOME).toEqual({
      person: '/center/main',
      unit: '/unitcenter/unitmain',
      organ: '/organ/main',
      casual: '/tempcenter/tempmain',
    });
  });
});

describe('/gohome', () => {
  it('goes to the main page', () => {
    expect(goHomeTarget('', undefined)).toBe('/index');
    expect(goHomeTarget('', 'person')).toBe('/index');
  });

  it('shows units and institutions the unit services', () => {
    expect(goHomeTarget('', 'unit')).toBe('/index?serviceObject=2');
    expect(goHomeTarget('', 'organ')).toBe('/index?serviceObject=2');
  });

  it('keeps a valid city and service object from the link, and drops anything else', () => {
    expect(goHomeTarget('?areaCode=320500&serviceObject=1&x=<script>', 'unit')).toBe('/index?areaCode=320500&serviceObject=1');
    expect(goHomeTarget('?areaCode=abc&serviceObject=7', undefined)).toBe('/index');
  });
});

describe('mock gateway switch', () => {
  it('formats scenarios as the gateway reads them', () => {
    expect(formatScenario({ kind: 'status-500' })).toBe('status-500');
    expect(formatScenario({ kind: 'slow', parameter: '3000' })).toBe('slow:3000');
    expect(formatScenario({ kind: 'login-code', parameter: '04020002', pathContains: 'passwordLogin' })).toBe(
      'login-code:04020002@passwordLogin',
    );
    expect(formatScenario({ kind: 'hang', parameter: 'ignored' })).toBe('hang');
  });

  it('reads back what it wrote, including kinds that share a prefix', () => {
    for (const scenario of [
      { kind: 'status-500-code', parameter: '03010012', pathContains: undefined },
      { kind: 'status-500-empty', parameter: undefined, pathContains: 'getHotFunction' },
      { kind: 'msg', parameter: '系统维护中', pathContains: undefined },
    ] as const) {
      expect(parseScenario(formatScenario(scenario))).toEqual(scenario);
    }
    expect(parseScenario('no-such-scenario')).toBeUndefined();
    expect(parseScenario(undefined)).toBeUndefined();
  });

  it('knows which scenarios take a parameter', () => {
    expect(needsParameter('slow')).toBe(true);
    expect(needsParameter('expire')).toBe(false);
  });
});
