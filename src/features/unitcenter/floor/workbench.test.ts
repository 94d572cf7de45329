import { describe, expect, it } from 'vitest';
import type { PortalFunction } from '../../../components/function-access/flow';
import { unitWorkbench } from './workbench';

function func(funcId: string, category: string, serviceObject: '1' | '2', userTypes: PortalFunction['userTypes']): PortalFunction {
  return {
    funcId,
    funcName: funcId,
    funcCode: `C${funcId}`,
    category,
    serviceObject,
    url: `/task?funcId=${funcId}`,
    needLogin: true,
    userTypes,
    isOnline: true,
    icon: 'shield',
    hot: false,
    hasSubFunction: false,
    description: '',
  };
}

describe('unitWorkbench', () => {
  const functions = [func('F1', 'SHBX', '2', ['2']), func('F2', 'SHBX', '1', ['1']), func('F3', 'JYCY', '2', ['2', '3']), func('F4', 'SHBX', '2', ['2'])];
  const names = new Map([['SHBX', '社会保险']]);

  it('groups the unit functions this user type may use by category, named where the catalogue names it', () => {
    expect(unitWorkbench(functions, names, [], '2').map((group) => [group.categoryName, group.functions.map((item) => item.funcId)])).toEqual([
      ['社会保险', ['F1', 'F4']],
      ['JYCY', ['F3']],
    ]);
  });
  it('drops functions switched off for this user and categories left empty', () => {
    expect(unitWorkbench(functions, names, ['CF3'], '2').map((group) => group.categoryCode)).toEqual(['SHBX']);
  });
  it('lists nothing for a user type no function serves', () => {
    expect(unitWorkbench(functions, names, [], '4')).toEqual([]);
  });
});
