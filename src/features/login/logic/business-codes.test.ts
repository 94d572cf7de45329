import { describe, expect, it } from 'vitest';
import { LOGIN_BUSINESS_CODES } from '../../../api/generated/login-codes';
import { paths } from '../../../config/paths';
import { CODE_REACTIONS, reactionTo } from './business-codes';

describe('login business codes', () => {
  it('has a reaction with a Chinese heading for every code of the contract', () => {
    for (const code of Object.keys(LOGIN_BUSINESS_CODES)) {
      const reaction = CODE_REACTIONS[code];
      expect(reaction, code).toBeDefined();
      expect(reaction?.title, code).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('has no reaction for a code the contract does not know', () => {
    expect(Object.keys(CODE_REACTIONS).sort()).toEqual(Object.keys(LOGIN_BUSINESS_CODES).sort());
  });

  it('asks for the slider again after a wrong password or a rejected ticket', () => {
    expect(reactionTo('04020002').action).toEqual({ kind: 'captchaAgain' });
    expect(reactionTo('04020007').action).toEqual({ kind: 'captchaAgain' });
  });

  it('leads a locked or expired account to password recovery and an unknown one to registration', () => {
    expect(reactionTo('04020006').action).toMatchObject({ kind: 'goTo', path: paths.logon.forgetpsd });
    expect(reactionTo('04020009').action).toMatchObject({ kind: 'goTo', path: paths.logon.forgetpsd });
    expect(reactionTo('03010012').action).toMatchObject({ kind: 'goTo', path: paths.logon.register });
    expect(reactionTo('03020002').action).toMatchObject({ kind: 'goTo', path: paths.logon.dwregister });
  });

  it('switches to unit login when the person has several units and to SMS login on a risky environment', () => {
    expect(reactionTo('03010010').action).toEqual({ kind: 'switchMethod', method: 'unit' });
    expect(reactionTo('01020040').action).toEqual({ kind: 'switchMethod', method: 'sms' });
  });

  it('offers a fresh QR code when the code expired or waits for confirmation', () => {
    expect(reactionTo('01020013').action).toEqual({ kind: 'refreshQr' });
    expect(reactionTo('01020015').action).toEqual({ kind: 'refreshQr' });
  });

  it('shows an unknown code plainly', () => {
    expect(reactionTo('99999999')).toEqual({ title: '登录未完成', severity: 'warning', action: { kind: 'inform' } });
  });
});
