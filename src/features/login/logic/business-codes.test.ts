import { describe, expect, it } from 'vitest';
import { LOGIN_BUSINESS_CODES } from '../../../api/generated/login-codes';
import { paths } from '../../../config/paths';
import type { LoginKind } from './business-codes';
import { CODE_REACTIONS, reactionTo } from './code-reactions';

const KINDS: readonly LoginKind[] = ['person', 'unit', 'organ', 'casual'];
const CODES = Object.keys(LOGIN_BUSINESS_CODES);

describe('login business codes', () => {
  it('has a reaction with a Chinese heading for every code of the contract', () => {
    for (const code of CODES) {
      const reaction = CODE_REACTIONS[code];
      expect(reaction, code).toBeDefined();
      expect(reaction?.title, code).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('has no reaction for a code the contract does not know', () => {
    expect(Object.keys(CODE_REACTIONS).sort()).toEqual(Object.keys(LOGIN_BUSINESS_CODES).sort());
  });

  it('asks for the slider again after a wrong password or a rejected ticket', () => {
    for (const kind of KINDS) {
      expect(reactionTo('04020002', kind).action).toEqual({ kind: 'captchaAgain' });
      expect(reactionTo('04020007', kind).action).toEqual({ kind: 'captchaAgain' });
    }
  });

  it('leads a locked or expired account to the password recovery of its own kind, an unknown one to its own registration', () => {
    expect(reactionTo('04020006').action).toMatchObject({ kind: 'goTo', path: paths.logon.forgetpsd });
    expect(reactionTo('04020009').action).toMatchObject({ kind: 'goTo', path: paths.logon.forgetpsd });
    expect(reactionTo('03010012').action).toMatchObject({ kind: 'goTo', path: paths.logon.register });
    expect(reactionTo('03020002').action).toMatchObject({ kind: 'goTo', path: paths.logon.dwregister });
    expect(reactionTo('04020006', 'unit').action).toMatchObject({ kind: 'goTo', path: paths.logon.unitforget });
    expect(reactionTo('03010012', 'unit').action).toMatchObject({ kind: 'goTo', path: paths.logon.dwregister });
    expect(reactionTo('04020009', 'organ').action).toEqual({
      kind: 'goTo',
      path: paths.logon.unitforget,
      search: '?type=organ',
      label: '找回密码',
    });
    // Casual accounts are handed out and reset at a service counter.
    expect(reactionTo('04020006', 'casual')).toMatchObject({ title: expect.stringContaining('经办窗口'), action: { kind: 'inform' } });
  });

  it('switches the person to the unit tab when they act for several units; on the unit tab it asks for the credit code', () => {
    expect(reactionTo('03010010').action).toEqual({ kind: 'switchTab', tab: 'unit' });
    expect(reactionTo('03010010', 'organ').action).toEqual({ kind: 'switchTab', tab: 'unit' });
    expect(reactionTo('03010010', 'unit')).toMatchObject({
      title: expect.stringContaining('统一社会信用代码'),
      action: { kind: 'inform' },
    });
  });

  it('answers "use SMS" and "use QR / face" with the method of the tab the user is on, or says what to do where the tab has none', () => {
    expect(reactionTo('01020040', 'person').action).toEqual({ kind: 'switchMethod', tab: 'person', method: 'sms' });
    expect(reactionTo('01020040', 'unit').action).toEqual({ kind: 'switchMethod', tab: 'unit', method: 'sms' });
    expect(reactionTo('03010019', 'person').action).toEqual({ kind: 'switchMethod', tab: 'person', method: 'qr' });
    expect(reactionTo('03010019', 'unit').action).toEqual({ kind: 'switchMethod', tab: 'unit', method: 'qr' });
    for (const kind of ['organ', 'casual'] as const) {
      const sms = reactionTo('01020040', kind);
      expect(sms.action, kind).toEqual({ kind: 'inform' });
      expect(sms.title, kind).toMatch(/没有短信验证码登录，请换用常用的电脑和网络后重新登录/);
      const face = reactionTo('03010019', kind);
      expect(face.action, kind).toEqual({ kind: 'inform' });
      expect(face.title, kind).toMatch(/没有扫码登录，请.+人脸识别|没有扫码登录，请到经办窗口核验身份/);
    }
  });

  it("never reaches for another tab's method: every switch or refresh names the tab the answer came to", () => {
    for (const kind of KINDS) {
      for (const code of CODES) {
        const { action } = reactionTo(code, kind);
        if (action.kind === 'switchMethod' || action.kind === 'refreshQr') expect(action.tab, `${kind} ${code}`).toBe(kind);
        if (action.kind === 'switchTab') expect(kind, code).not.toBe('unit');
      }
    }
  });

  it('offers a fresh QR code of its own tab when the code expired or waits for confirmation; password-only tabs are told to log in again', () => {
    expect(reactionTo('01020013').action).toEqual({ kind: 'refreshQr', tab: 'person' });
    expect(reactionTo('01020015', 'unit').action).toEqual({ kind: 'refreshQr', tab: 'unit' });
    expect(reactionTo('01020013', 'casual')).toMatchObject({ title: '登录凭证已失效，请重新登录', action: { kind: 'inform' } });
  });

  it('shows an unknown code plainly', () => {
    expect(reactionTo('99999999')).toEqual({ title: '登录未完成', severity: 'warning', action: { kind: 'inform' } });
    expect(reactionTo('99999999', 'unit')).toEqual({ title: '登录未完成', severity: 'warning', action: { kind: 'inform' } });
  });
});
