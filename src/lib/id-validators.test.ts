import { describe, expect, it } from 'vitest';
import { isMobileNumber, isResidentIdNumber, isUnifiedSocialCreditCode } from './id-validators';

describe('isResidentIdNumber (GB 11643)', () => {
  it.each(['320102198807154211', '32011319920808602X', '32011319920808602x', '321002199602291140'])('accepts %s', (id) =>
    expect(isResidentIdNumber(id)).toBe(true),
  );
  it.each([
    ['wrong check digit', '320102198807154212'],
    ['impossible date (30 February) with a matching check digit', '320102198802304217'],
    ['29 February of a common year with a matching check digit', '321002199702291148'],
    ['17 characters', '32010219880715421'],
    ['letters', '3201021988071542AB'],
  ])('rejects %s', (_why, id) => expect(isResidentIdNumber(id)).toBe(false));
});

describe('isUnifiedSocialCreditCode (GB 32100)', () => {
  it.each(['91320100MA1W2X3Y44', '12320000466002145U', '52320000MJ5712345G'])('accepts %s', (code) =>
    expect(isUnifiedSocialCreditCode(code)).toBe(true),
  );
  it.each([
    ['wrong check character', '91320100MA1W2X3Y45'],
    ['forbidden letter I', '91320100MA1W2X3YI4'],
    ['short', '91320100MA1W2X3Y4'],
  ])('rejects %s', (_why, code) => expect(isUnifiedSocialCreditCode(code)).toBe(false));
});

describe('isMobileNumber', () => {
  it('accepts an 11-digit mainland number', () => expect(isMobileNumber('13851726721')).toBe(true));
  it.each(['12851726721', '1385172672', '138517267210', '+8613851726721'])('rejects %s', (n) => expect(isMobileNumber(n)).toBe(false));
});
