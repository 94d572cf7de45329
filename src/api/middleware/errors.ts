// Spec §8 and DESIGN §4, outermost in the stack: it sees plaintext answers and
// every failure. 401 → onUnauthorized; 404, 500 and other statuses, timeouts,
// lost connections and cipher failures → one toast per message at a time.
// Business codes, the face-serial message and 未查询到信息! come back to the
// caller as data.
// The msg of a 500 is judged by decideServerMessage (src/api/messages.ts), the
// same function every screen's message goes through.
import type { Middleware } from 'openapi-fetch';
import { CipherError } from '../../lib/cipher/errors';
import { clientFailureMessage, clientFailureOf, clientFailureResponse, RequestTimeoutError } from '../failures';
import type { ApiHooks } from '../hooks';
import { decideServerMessage, ERROR_MESSAGES } from '../messages';
import type { ErrorNotices } from '../notices';

export interface ErrorsOptions {
  readonly hooks: ApiHooks;
  readonly notices: ErrorNotices;
  /** appcodes handed to the caller even on an error status (spec §4, §8). */
  readonly businessCodes: ReadonlySet<string>;
}

/**
 * Error statuses whose envelope may hold a business code: 500 (spec §8) and
 * the contract's 429, whose appcode "429" is itself a login business code.
 */
const BUSINESS_CODE_STATUSES = new Set([429, 500]);

interface ErrorEnvelope {
  appcode?: unknown;
  msg?: unknown;
}

async function envelopeOf(response: Response): Promise<ErrorEnvelope | undefined> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    return typeof body === 'object' && body !== null ? (body as ErrorEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

/** The same answer as a 200, so openapi-fetch hands it to the caller as `data`. */
async function asData(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(await response.text(), { status: 200, headers });
}

function failureKindOf(error: unknown, request: Request): 'timeout' | 'cipher' | 'network' | undefined {
  if (error instanceof RequestTimeoutError) return 'timeout';
  if (error instanceof CipherError) return 'cipher';
  // The caller cancelled (left the page, stopped polling): nothing to show.
  if (request.signal.aborted) return undefined;
  return 'network';
}

export function errorsMiddleware({ hooks, notices, businessCodes }: ErrorsOptions): Middleware {
  return {
    async onResponse({ response }) {
      const failure = clientFailureOf(response);
      if (failure) {
        notices.show(clientFailureMessage(failure));
        return undefined;
      }
      if (response.ok) return undefined;
      if (response.status === 401) {
        hooks.onUnauthorized({ hadToken: Boolean(hooks.getToken()) });
        return undefined;
      }
      if (response.status === 404) {
        notices.show(ERROR_MESSAGES.notFound);
        return undefined;
      }
      const envelope = await envelopeOf(response);
      const appcode = typeof envelope?.appcode === 'string' ? envelope.appcode : undefined;
      const msg = typeof envelope?.msg === 'string' ? envelope.msg : undefined;
      if (BUSINESS_CODE_STATUSES.has(response.status) && appcode !== undefined && businessCodes.has(appcode)) {
        return asData(response);
      }
      if (response.status !== 500) {
        notices.show(ERROR_MESSAGES.disconnected);
        return undefined;
      }
      const decision = decideServerMessage(msg);
      // The face-serial message is the caller's data; so is "nothing found", for the screen's empty state.
      if (decision.kind === 'data' || decision.kind === 'noData') return asData(response);
      if (decision.kind === 'show') notices.show(decision.text);
      return undefined;
    },
    onError({ error, request }) {
      const kind = failureKindOf(error, request);
      return kind ? clientFailureResponse(kind) : undefined;
    },
  };
}
