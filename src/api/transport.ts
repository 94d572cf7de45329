// The fetch every client uses: the injected (or global) fetch plus the time
// limit of spec §9. The whole exchange, body included, must finish in time,
// so the body is read here, under the timer, before any middleware sees it.
import { RequestTimeoutError } from './failures';

/** Statuses whose responses cannot carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function rebuilt(response: Response, body: ArrayBuffer): Response {
  const headers = new Headers(response.headers);
  // The body is now decoded and complete: its wire length and encoding no longer apply.
  headers.delete('content-length');
  headers.delete('content-encoding');
  const content = NULL_BODY_STATUSES.has(response.status) || body.byteLength === 0 ? null : body;
  return new Response(content, { status: response.status, statusText: response.statusText, headers });
}

export function createTransport(baseFetch: typeof globalThis.fetch, timeoutMs: number): (request: Request) => Promise<Response> {
  return async (request) => {
    // A middleware that cannot prepare a request aborts it with its reason.
    if (request.signal.aborted) throw request.signal.reason;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
    const forwardCallerAbort = (): void => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', forwardCallerAbort, { once: true });
    try {
      const response = await baseFetch(new Request(request, { signal: controller.signal }));
      return rebuilt(response, await response.arrayBuffer());
    } catch (error) {
      throw controller.signal.aborted ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardCallerAbort);
    }
  };
}
