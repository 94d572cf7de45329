// Which functions of the unit catalogue are registration matters (/unitReg):
// the catalogue has no flag for them, so the matter's name decides — the
// registrations (…登记) and filings (…备案) a unit makes with the bureau.
import type { PortalFunction } from '../../../../components/function-access/flow';

const REGISTRATION_NAME = /(登记|备案)/;

export function registrationMatters(functions: readonly PortalFunction[]): PortalFunction[] {
  return functions.filter((func) => func.serviceObject === '2' && REGISTRATION_NAME.test(func.funcName));
}
