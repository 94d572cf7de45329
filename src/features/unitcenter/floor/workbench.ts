// Which functions the unit workbench lists: those serving units that this
// kind of user may use, grouped by category (named from the classified
// catalogue, else by code); offline ones stay visible with their notice
// unless switched off for this very user (closeFuncList). Functions that need
// a level permission (permissionCode) the logged-in agent lacks stay visible
// too, locked with the reason.
import type { WorkbenchBlock } from '../../../components/centre/WorkbenchCard';
import { isOffline, type PortalFunction } from '../../../domain/function-access/flow';

export const UNIT_SERVICE_OBJECT = '2';

export interface WorkbenchCategory {
  categoryCode: string;
  categoryName: string;
  functions: PortalFunction[];
}

export function unitWorkbench(
  functions: readonly PortalFunction[],
  categoryNames: ReadonlyMap<string, string>,
  closeFuncList: readonly string[],
  userType: string,
): WorkbenchCategory[] {
  const groups = new Map<string, PortalFunction[]>();
  for (const func of functions) {
    const usable =
      func.serviceObject === UNIT_SERVICE_OBJECT &&
      func.userTypes.includes(userType as PortalFunction['userTypes'][number]) &&
      !closeFuncList.includes(func.funcCode);
    if (usable) groups.set(func.category, [...(groups.get(func.category) ?? []), func]);
  }
  return [...groups].map(([categoryCode, list]) => ({
    categoryCode,
    categoryName: categoryNames.get(categoryCode) ?? categoryCode,
    functions: list,
  }));
}

export interface UnitPermissions {
  /** The unit manager holds every level permission of the unit (unitBase/queryAgentWorkScope). */
  holdsAll: boolean;
  /** The level permissions of the session (jbqxList). */
  codes: readonly string[];
  /** Chinese names of the permission codes (the work scope list). */
  names: ReadonlyMap<string, string>;
}

/** Why a function cannot be opened by this user, or undefined when it can. Offline comes first. */
export function workbenchBlock(
  func: PortalFunction,
  closeFuncList: readonly string[],
  permissions: UnitPermissions,
): WorkbenchBlock | undefined {
  if (isOffline(func, closeFuncList)) return { kind: 'offline', reason: func.offlineTip ?? '该服务暂停办理，请稍后再试' };
  const code = func.permissionCode;
  if (!code || permissions.holdsAll || permissions.codes.includes(code)) return undefined;
  return { kind: 'locked', reason: `须由单位管理员授予“${permissions.names.get(code) ?? code}”经办权限后办理` };
}
