import { describe, expect, it } from 'vitest';
import type { PortalFunction } from '../../../../components/function-access/flow';
import { registrationMatters } from './registrationMatters';

const func = (funcId: string, funcName: string, serviceObject: PortalFunction['serviceObject'] = '2'): PortalFunction => ({
  funcId,
  funcName,
  funcCode: funcId,
  category: 'SHBX',
  serviceObject,
  url: `/task?funcId=${funcId}`,
  needLogin: true,
  userTypes: ['2'],
  isOnline: true,
  icon: 'bank',
  hot: false,
  hasSubFunction: false,
  description: '',
});

describe('unit registration matters', () => {
  it("keeps a unit's registrations and filings, in catalogue order", () => {
    const list = [func('F6001', '单位参保登记'), func('F6003', '职工参保增减员'), func('F5003', '劳动合同备案'), func('F1001', '就业登记', '1')];
    expect(registrationMatters(list).map((entry) => entry.funcId)).toEqual(['F6001', 'F5003']);
  });
});
