// Failures that happen in the client, not at the server: timeout, no
// connection, an envelope that fails its cipher checks. They travel through
// the middleware as synthetic responses (never on the wire) so the caller gets
// openapi-fetch's usual `{ error }` and the error layer shows one message.
import { ERROR_MESSAGES } from './messages';

export type ClientFailureKind = 'timeout' | 'network' | 'cipher';

const FAILURES = {
  timeout: { appcode: 'CLIENT_TIMEOUT', msg: ERROR_MESSAGES.timeout },
  network: { appcode: 'CLIENT_NETWORK', msg: ERROR_MESSAGES.disconnected },
  cipher: { appcode: 'CLIENT_CIPHER', msg: ERROR_MESSAGES.invalid },
} as const satisfies Record<ClientFailureKind, { appcode: string; msg: string }>;

/** The `error` a caller receives for a client-side failure. */
export interface ClientFailureBody {
  readonly appcode: (typeof FAILURES)[ClientFailureKind]['appcode'];
  readonly msg: string;
  readonly map: Record<string, never>;
}

/** Outside the range servers use, so it cannot be mistaken for a real answer. */
export const CLIENT_FAILURE_STATUS = 599;

const failureOfResponse = new WeakMap<Response, ClientFailureKind>();

/** The `error` a caller receives for a client-side failure of this kind. */
export function clientFailureBody(kind: ClientFailureKind): ClientFailureBody {
  return { ...FAILURES[kind], map: {} };
}

export function clientFailureResponse(kind: ClientFailureKind): Response {
  const response = new Response(JSON.stringify(clientFailureBody(kind)), {
    status: CLIENT_FAILURE_STATUS,
    headers: { 'Content-Type': 'application/json' },
  });
  failureOfResponse.set(response, kind);
  return response;
}

export function clientFailureOf(response: Response): ClientFailureKind | undefined {
  return failureOfResponse.get(response);
}

export function clientFailureMessage(kind: ClientFailureKind): string {
  return FAILURES[kind].msg;
}

/** Thrown by the transport when a request outlives its time limit. */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`request timed out after ${timeoutMs} ms`);
  }
}
