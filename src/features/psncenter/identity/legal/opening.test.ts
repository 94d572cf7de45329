import { describe, expect, it } from 'vitest';
import { legalOpenHref, openingOf, type BaseStoreUnit } from './opening';

const unit: BaseStoreUnit = {
  socialCreditCode: '91320500MA1N8K6P36',
  unitName: '苏州云帆软件服务有限公司',
  unitType: 'enterprise',
  legalPersonName: '王建国',
  registeredAddress: '苏州市工业园区星湖街 328 号',
  registrationStatus: 'active',
  registered: true,
  legalPersonOpened: false,
};

describe('openingOf', () => {
  it('offers opening for a registered unit in business that is not opened yet', () => {
    expect(openingOf(unit).kind).toBe('openable');
  });

  it('explains each reason a unit cannot be opened', () => {
    expect(openingOf({ ...unit, legalPersonOpened: true })).toMatchObject({ kind: 'opened', label: '已开通' });
    expect(openingOf({ ...unit, registered: false })).toMatchObject({ kind: 'unregistered', label: '单位尚未注册' });
    expect(openingOf({ ...unit, registrationStatus: 'revoked' })).toMatchObject({ kind: 'inactive', label: '单位已吊销' });
    // A unit no longer in business cannot be opened even if it was registered and opened before.
    expect(openingOf({ ...unit, registrationStatus: 'cancelled', legalPersonOpened: true })).toMatchObject({
      kind: 'inactive',
      label: '单位已注销',
    });
  });
});

it('carries the unit to the opening page in the query', () => {
  expect(legalOpenHref('91320500MA1N8K6P36')).toBe('/center/legalopen?socialCreditCode=91320500MA1N8K6P36');
});
