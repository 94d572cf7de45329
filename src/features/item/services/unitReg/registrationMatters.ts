// Which functions of the unit catalogue are registration matters (/unitReg):
// those the catalogue marks `unitRegistration` — the registrations and filings
// a unit makes with the bureau. The flag decides, not the matter's name, so a
// renamed matter keeps its place.
import type { PortalFunction } from '../../../../domain/function-access/flow';

export function registrationMatters(functions: readonly PortalFunction[]): PortalFunction[] {
  return functions.filter((func) => func.serviceObject === '2' && func.unitRegistration === true);
}
