// The reader of x-state (mock/state/declaration.ts) refuses the malformed forms of
// the declarations a registered account's records and an address's area name use.
import { describe, expect, it } from 'vitest';
import { readStateDeclaration } from '../../mock/state/declaration';

const WHERE = 'person POST /personInfo/getPersonInfo';
const read = (extra: Record<string, unknown>) => () => readStateDeclaration({ resource: 'personInfo', action: 'get', ...extra }, WHERE);

describe('x-state registered, registeredOnly and the from forms', () => {
  it('reads the records a registration gives, per accounts resource', () => {
    const declaration = read({ registered: { personAccounts: { userId: { from: 'idCardNo', prefix: 'P' } } }, registeredOnly: true })();
    expect(declaration?.registered).toEqual({ personAccounts: { userId: { from: 'idCardNo', prefix: 'P' } } });
    expect(declaration?.registeredOnly).toBe(true);
  });

  it.each([
    ['values not under an accounts resource', { registered: { insured: false } }, /registered must map accounts resources/],
    ['no accounts resource', { registered: {} }, /registered must map accounts resources/],
    [
      'a prefix that is not text',
      { registered: { personAccounts: { userId: { from: 'idCardNo', prefix: 1 } } } },
      /prefix must be a string/,
    ],
    [
      'both a dictionary and a tree',
      { set: { areaName: { from: 'areaCode', dictionary: 'area', tree: 'area' } } },
      /dictionary or tree, not both/,
    ],
    ['registeredOnly that is not a flag', { registeredOnly: 'yes' }, /registeredOnly must be true or false/],
  ])('refuses %s, naming the operation', (_what, extra, message) => {
    expect(read(extra)).toThrow(message);
    expect(read(extra)).toThrow(WHERE);
  });
});
