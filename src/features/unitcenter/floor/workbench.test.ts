import { describe, expect, it } from 'vitest';
import type { PortalFunction } from '../../../components/function-access/flow';
import { unitWorkbench } from './workbench';

function func(funcId: string, serviceObject: '1' | '2', userTypes: PortalFunction['userTypes']): PortalFunction {
  return {
    funcId,
    funcName: funcId,
    funcCode: `C${funcId}`,
    category: 'SHBX',
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
  const catalogue = [
    { categoryCode: 'SHBX', categoryName: '社会保险', icon: 'shield', functions: [func('F1', '2', ['2']), func('F2', '1', ['1']), func('F3', '2', ['2', '3'])] },
    { categoryCode: 'SBK', categoryName: '社会保障卡', icon: 'card', functions: [func('F4', '1', ['1'])] },
  ];

  it('keeps unit functions this user type may use, by category, and drops empty categories', () => {
    expect(unitWorkbench(catalogue, [], '2').map((category) => [category.categoryName, category.functions.map((item) => item.funcId)])).toEqual([
      ['社会保险', ['F1', 'F3']],
    ]);
  });
  it('drops functions switched off for this user', () => {
    expect(unitWorkbench(catalogue, ['CF1'], '2')[0]?.functions.map((item) => item.funcId)).toEqual(['F3']);
  });
});
