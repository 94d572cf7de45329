// Which functions the unit workbench lists: those serving units that this
// kind of user may use, grouped by category (named from the classified
// catalogue, else by code); offline ones stay visible with their notice
// unless switched off for this very user (closeFuncList).
import type { PortalFunction } from '../../../components/function-access/flow';

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
  return [...groups].map(([categoryCode, list]) => ({ categoryCode, categoryName: categoryNames.get(categoryCode) ?? categoryCode, functions: list }));
}
