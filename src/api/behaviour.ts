// Per-operation behaviour, read from the generated table (never a hand-kept list).
import type { OperationBehaviour } from './generated/operations';

/** One service's rows of OPERATIONS, keyed by `METHOD /schema/path`. */
export type ServiceBehaviour = Readonly<Record<string, OperationBehaviour>>;

export type BehaviourLookup = (method: string, schemaPath: string) => OperationBehaviour;

/**
 * A call the table does not list (the table is older than the types) gets the
 * contract's root default: the token when logged in, nothing else.
 */
export const UNLISTED_OPERATION: OperationBehaviour = {
  operationId: '',
  auth: 'required',
  appId: false,
  timestamp: false,
  channelMarker: false,
  sm4: 'none',
  polling: false,
};

export function behaviourLookup(table: ServiceBehaviour): BehaviourLookup {
  return (method, schemaPath) => table[`${method.toUpperCase()} ${schemaPath}`] ?? UNLISTED_OPERATION;
}
