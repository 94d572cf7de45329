import { describe, expect, it } from 'vitest';
import type { PortalFunction } from '../../../../domain/function-access/flow';
import { registrationMatters } from './registrationMatters';

const func = (funcId: string, funcName: string, extra: Partial<PortalFunction> = {}): PortalFunction => ({
  funcId,
  funcName,
  funcCode: funcId,
  category: 'SHBX',
  serviceObject: '2',
  url: `/task?funcId=${funcId}`,
  needLogin: true,
  userTypes: ['2'],
  isOnline: true,
  icon: 'bank',
  hot: false,
  hasSubFunction: false,
  description: '',
  ...extra,
});

describe('unit registration matters', () => {
  it('keeps the unit functions the catalogue marks as registration matters, in catalogue order', () => {
    const list = [
      func('F6001', '单位参保登记', { unitRegistration: true }),
      func('F6003', '职工参保增减员'),
      func('F5003', '劳动合同备案', { unitRegistration: true }),
      func('F6009', '用工信息申报', { unitRegistration: true }),
      func('F1001', '就业登记', { serviceObject: '1', unitRegistration: true }),
    ];
    expect(registrationMatters(list).map((entry) => entry.funcId)).toEqual(['F6001', 'F5003', 'F6009']);
  });

  it('does not go by the name: a 登记 or 备案 without the flag is not one', () => {
    expect(
      registrationMatters([func('F6010', '工伤预防项目备案'), func('F6011', '单位信息变更登记', { unitRegistration: false })]),
    ).toEqual([]);
  });
});
