import { describe, expect, it } from 'vitest';
import type { PortalFunction } from '../../../domain/function-access/flow';
import { unitWorkbench, workbenchBlock, type UnitPermissions } from './workbench';

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
  const functions = [
    func('F1', 'SHBX', '2', ['2']),
    func('F2', 'SHBX', '1', ['1']),
    func('F3', 'JYCY', '2', ['2', '3']),
    func('F4', 'SHBX', '2', ['2']),
  ];
  const names = new Map([['SHBX', '社会保险']]);

  it('groups the unit functions this user type may use by category, named where the catalogue names it', () => {
    expect(
      unitWorkbench(functions, names, [], '2').map((group) => [group.categoryName, group.functions.map((item) => item.funcId)]),
    ).toEqual([
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

describe('workbenchBlock', () => {
  const contract = { ...func('F5003', 'LDGX', '2', ['2']), permissionCode: 'DWYG' };
  const names = new Map([['DWYG', '用工备案与就业登记']]);
  const agent: UnitPermissions = { holdsAll: false, codes: ['DWCB', 'DWZG'], names };

  it('locks a function whose permission the agent lacks, naming the permission', () => {
    expect(workbenchBlock(contract, [], agent)).toEqual({ kind: 'locked', reason: '须由单位管理员授予“用工备案与就业登记”经办权限后办理' });
  });
  it('opens it for an agent holding the permission and for the unit manager', () => {
    expect(workbenchBlock(contract, [], { ...agent, codes: ['DWYG'] })).toBeUndefined();
    expect(workbenchBlock(contract, [], { ...agent, holdsAll: true })).toBeUndefined();
  });
  it('never locks a function that needs no permission', () => {
    expect(workbenchBlock(func('F6001', 'SHBX', '2', ['2']), [], { ...agent, codes: [] })).toBeUndefined();
  });
  it('names the code itself when the work scope has no name for it', () => {
    expect(workbenchBlock({ ...contract, permissionCode: 'DWXX' }, [], agent)?.reason).toContain('“DWXX”');
  });
  it('reports an offline function as offline, with its notice, before any permission', () => {
    const offline = { ...contract, isOnline: false, offlineTip: '年度申领已结束' };
    expect(workbenchBlock(offline, [], agent)).toEqual({ kind: 'offline', reason: '年度申领已结束' });
    expect(workbenchBlock({ ...contract, permissionCode: undefined }, ['CF5003'], agent)?.kind).toBe('offline');
  });
});
