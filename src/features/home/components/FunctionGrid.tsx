// Functions as tiles in the home page's grid, each opened through the access checks:
// the catalogue of business items and the search results show them so.
import type { PortalFunction } from '../../../domain/function-access/flow';
import type { useFunctionAccess } from '../../../domain/function-access/useFunctionAccess';
import { FunctionTile } from './FunctionTile';

export interface FunctionGridProps {
  functions: readonly PortalFunction[];
  access: ReturnType<typeof useFunctionAccess>;
  closeFuncList: readonly string[];
  /** The group's name for assistive technology, where the grid has no heading of its own. */
  label?: string;
}

export function FunctionGrid({ functions, access, closeFuncList, label }: FunctionGridProps) {
  return (
    <div className="function-grid" role={label ? 'group' : undefined} aria-label={label}>
      {functions.map((func) => (
        <FunctionTile
          key={func.funcId}
          func={func}
          closeFuncList={closeFuncList}
          checking={access.pending === func.funcId}
          onOpen={(chosen) => void access.open(chosen)}
        />
      ))}
    </div>
  );
}
