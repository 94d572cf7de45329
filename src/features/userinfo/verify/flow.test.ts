import { describe, expect, it } from 'vitest';
import { FLOWS, identityFromState, skipNotice } from './flow';

describe('identityFromState', () => {
  it('reads the passed face check or the verified contact phone', () => {
    expect(identityFromState({ faceSerialNo: 'FV2026' })).toEqual({ faceSerialNo: 'FV2026' });
    expect(identityFromState({ contactPhone: '13913550258' })).toEqual({ contactPhone: '13913550258' });
  });

  it('refuses a page opened directly or with foreign state', () => {
    expect(identityFromState(null)).toBeUndefined();
    expect(identityFromState(undefined)).toBeUndefined();
    expect(identityFromState({ faceSerialNo: '' })).toBeUndefined();
    expect(identityFromState({ contactPhone: 13913550258 })).toBeUndefined();
  });
});

describe('flows', () => {
  it('lead persons through the face check and units through the phone check', () => {
    expect(FLOWS.person.identity).toBe('/center/confirmface');
    expect(FLOWS.unit.identity).toBe('/unitcenter/checkPhone');
    expect(FLOWS.person.steps).toHaveLength(4);
  });

  it('tell when the next reminder comes', () => {
    expect(skipNotice('2026-12-22', 1)).toBe('已暂缓核验，将于 2026-12-22 再次提醒；本年度还可暂缓 1 次。');
  });
});
