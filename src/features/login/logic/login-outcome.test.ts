import { describe, expect, it } from 'vitest';
import { LOGIN_BUSINESS_CODES } from '../../../api/generated/login-codes';
import { interpretLogin } from './login-outcome';

// Spec §4, verbatim: the codes a login hands back to the screen.
const SPEC_BUSINESS_CODES = [
  '04020002',
  '04020006',
  '04020007',
  '04020009',
  '03010012',
  '01020039',
  '01020026',
  '03010010',
  '03020002',
  '03020001',
  '03010008',
  '03010019',
  '03020025',
  '01020024',
  '01020040',
  '01020011',
  '03010003',
  '01020013',
  '01020015',
  '03010013',
  '01010023',
  '01020008',
  '4',
  '429',
  '03020037',
];

describe('interpretLogin (spec §4)', () => {
  it('appcode 0 with a token: success carrying the token and the map', () => {
    const map = { 'Access-Token': 'eyJ.person', userInfo: { name: '张三' } };
    expect(interpretLogin({ appcode: '0', msg: '登录成功', map })).toEqual({ kind: 'success', token: 'eyJ.person', map });
  });

  it('appcode 0 without a token cannot start a session: failure', () => {
    expect(interpretLogin({ appcode: '0', msg: '', map: {} })).toEqual({ kind: 'failure', message: '登录失败' });
  });

  it('the generated business-code table holds exactly the codes of the spec', () => {
    expect(Object.keys(LOGIN_BUSINESS_CODES).sort()).toEqual([...SPEC_BUSINESS_CODES].sort());
  });

  it.each(SPEC_BUSINESS_CODES)('business code %s goes back to the screen with its msg', (code) => {
    expect(interpretLogin({ appcode: code, msg: `提示 ${code}`, map: {} })).toEqual({ kind: 'business', code, msg: `提示 ${code}` });
  });

  it('any other code fails with 登录失败 followed by the server msg', () => {
    expect(interpretLogin({ appcode: '9999', msg: '系统繁忙', map: {} })).toEqual({ kind: 'failure', message: '登录失败：系统繁忙' });
    expect(interpretLogin({ appcode: '1', msg: '  ', map: {} })).toEqual({ kind: 'failure', message: '登录失败' });
  });

  it('does not mistake inherited object keys for business codes', () => {
    expect(interpretLogin({ appcode: 'constructor', msg: 'x', map: {} }).kind).toBe('failure');
  });
});
