import { describe, expect, it } from 'vitest';
import { holdsDates, isSecretField, revivedValues, storableValues } from './kept-values';

describe('what of a form may be kept', () => {
  it.each([
    'password',
    'newPassword',
    'repeatPassword',
    'oldPwd',
    'smsCode',
    'cellphoneCode',
    'verifyCode',
    'captcha',
    'ticket',
    'randstr',
  ])('%s is a secret', (name) => expect(isSecretField(name)).toBe(true));

  it.each(['receiverName', 'cellphone', 'postalCode', 'socialCreditCode', 'areaCode', 'passportNo', 'detailAddress'])('%s is not', (name) =>
    expect(isSecretField(name)).toBe(false),
  );

  it('keeps plain data, writes dates as text and leaves out what is no data', () => {
    const date = new Date('2026-11-28T08:00:00.000Z');
    class Upload {}
    expect(
      storableValues({
        name: '王',
        count: 2,
        ok: true,
        none: null,
        when: date,
        list: [{ file: new Upload(), label: 'a' }],
        run: () => 1,
        nan: NaN,
      }),
    ).toEqual({ name: '王', count: 2, ok: true, none: null, when: { $date: '2026-11-28T08:00:00.000Z' }, list: [{ label: 'a' }] });
  });

  it('makes stored dates dates again, and never hands back a secret even from edited storage', () => {
    const stored = { when: { $date: '2026-11-28T08:00:00.000Z' }, password: 'x', rows: [{ smsCode: '1', name: 'a' }] };
    expect(holdsDates(stored)).toBe(true);
    expect(holdsDates({ name: 'a' })).toBe(false);
    expect(revivedValues(stored, (iso) => new Date(iso))).toEqual({ when: new Date('2026-11-28T08:00:00.000Z'), rows: [{ name: 'a' }] });
  });
});
