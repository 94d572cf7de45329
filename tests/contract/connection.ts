// What the phases that send their own requests (negatives, authorization,
// generated) share to reach the server: the contract, the target of a request,
// the personas' sessions and the accounts the run registers for itself. Only
// how long a request may take differs from phase to phase.
import { RunAccounts } from './dredd/accounts';
import { ContractIndex, type Persona } from './dredd/operations';
import { Sessions, type SessionOptions } from './dredd/sessions';
import type { Target } from './exchange';

export interface ServerOptions {
  readonly server: string;
  readonly prefix: string;
  readonly publicKey: string | undefined;
  readonly tokens: Partial<Record<Persona, string>>;
  /** The run's sandbox on the mock gateway. */
  readonly sandbox?: string;
}

export interface Connection {
  readonly index: ContractIndex;
  readonly target: Target;
  readonly sessionOptions: SessionOptions;
  readonly sessions: Sessions;
  readonly accounts: RunAccounts;
}

/** The connection of one phase to the server; no request waits longer than `timeoutMs`. */
export function connect(options: ServerOptions, timeoutMs: number): Connection {
  const index = new ContractIndex();
  const { server, prefix, publicKey, tokens, sandbox } = options;
  const target: Target = { server, prefix, publicKey, sandbox, timeoutMs };
  const sessionOptions: SessionOptions = { apiBase: `${server.replace(/\/+$/, '')}${prefix}`, publicKey, tokens, timeoutMs, sandbox };
  const sessions = new Sessions(index, sessionOptions);
  return { index, target, sessionOptions, sessions, accounts: new RunAccounts(index, sessions, sessionOptions) };
}
