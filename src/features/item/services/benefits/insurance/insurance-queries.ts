// Choices of the insurance queries that do not depend on React: which common
// query codes a user kind may pick, and which one-time tickets are well formed.
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';

/** The person or unit codes of queryCommon: unit codes start with `unit` (see the operation's description). */
export function commonQueryCodes(isUnit: boolean): Array<{ value: string; label: string }> {
  return Object.entries(ENUM_LABELS['CommonQueryRequest.queryCode'])
    .filter(([code]) => code.startsWith('unit') === isUnit)
    .map(([value, label]) => ({ value, label }));
}

/** The one-time ticket of another system (`/task?funcId=…&ticket=…`), as the contract's path parameter allows it. */
export const TICKET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
