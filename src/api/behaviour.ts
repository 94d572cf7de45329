// Per-operation behaviour, read from the generated table (never a hand-kept list).
import { OPERATION_DEFAULTS, type OperationBehaviour, type OperationRow } from './generated/operations';

/** One service's rows of OPERATIONS, keyed by `METHOD /schema/path`. */
export type ServiceBehaviour = Readonly<Record<string, OperationRow>>;

export type BehaviourLookup = (method: string, schemaPath: string) => OperationBehaviour;

export function behaviourLookup(table: ServiceBehaviour): BehaviourLookup {
  // A call the table does not list (the table is older than the types) gets the defaults too.
  return (method, schemaPath) => ({ ...OPERATION_DEFAULTS, ...table[`${method.toUpperCase()} ${schemaPath}`] });
}
