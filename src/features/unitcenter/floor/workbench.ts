// Which functions the unit workbench lists: those serving units that this
// kind of user may use, by category; offline ones stay visible (with their
// notice) unless switched off for this very user (closeFuncList).
import type { components } from '../../../api/generated/channel';
import type { PortalFunction } from '../../../components/function-access/flow';

type Category = components['schemas']['ClassifiedFunctionResponse']['map']['all'][number];

export const UNIT_SERVICE_OBJECT = '2';

export interface WorkbenchCategory {
  categoryCode: string;
  categoryName: string;
  functions: PortalFunction[];
}

export function unitWorkbench(categories: readonly Category[], closeFuncList: readonly string[], userType: string): WorkbenchCategory[] {
  return categories
    .map((category) => ({
      categoryCode: category.categoryCode,
      categoryName: category.categoryName,
      functions: category.functions.filter(
        (func) =>
          func.serviceObject === UNIT_SERVICE_OBJECT &&
          func.userTypes.includes(userType as PortalFunction['userTypes'][number]) &&
          !closeFuncList.includes(func.funcCode),
      ),
    }))
    .filter((category) => category.functions.length > 0);
}
