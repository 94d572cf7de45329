// A ready-to-send call of an operation built from its documented examples,
// wrapped in the cipher envelope when the operation is x-sm4. The bench and the
// integration tests use it; so can any tool that drives the gateway.
import { exampleRequestOf, type Route } from './catalogue';
import { buildRequestEnvelope, openResponseMap } from './cipher';
import { intoDateWindow } from './state/dates';

export interface PreparedCall {
  method: string;
  /** Wire path: `<prefix>/<service>/<path>?<query>`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The SM4 key of an encrypted call, to open a sealed answer with. */
  key?: Buffer;
}

export interface CallOptions {
  prefix?: '/api' | '/zuul/api';
  /** Extra headers (Access-Token, X-Mock-*, Prefer …), added to the documented ones. */
  headers?: Record<string, string>;
  /** A plaintext body instead of the documented example. */
  body?: unknown;
  /** Query parameters set over the documented ones (a GET's item). */
  query?: Record<string, string>;
  publicKey: string;
}

export function prepareExampleCall(route: Route, options: CallOptions): PreparedCall {
  const example = exampleRequestOf(route);
  const method = route.method.toUpperCase();
  const [path = '', search] = example.path.split('?');
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(options.query ?? {})) query.set(name, value);
  const call: PreparedCall = {
    method,
    path: `${options.prefix ?? '/api'}/${route.service}${path}${query.size > 0 ? `?${query.toString()}` : ''}`,
    headers: { ...example.headers, ...options.headers },
  };
  if (method === 'GET' || method === 'HEAD') return call;
  // A documented day the contract keeps from before today passes: moved into its window.
  const plaintext = JSON.stringify(options.body ?? intoDateWindow(route.state?.dates, example.body) ?? {});
  call.headers['content-type'] = 'application/json';
  if (!route.cipher) return { ...call, body: plaintext };
  const { envelope, key } = buildRequestEnvelope(plaintext, options.publicKey);
  return { ...call, body: JSON.stringify(envelope), key };
}

export interface ExampleAnswer {
  status: number;
  headers: Headers;
  /** The JSON body with a sealed map already opened (text when the answer is not JSON). */
  body: unknown;
}

/** Sends an operation's example call to a gateway and opens a sealed answer. */
export async function callExample(baseUrl: string, route: Route, options: CallOptions): Promise<ExampleAnswer> {
  const prepared = prepareExampleCall(route, options);
  const response = await fetch(`${baseUrl}${prepared.path}`, {
    method: prepared.method,
    headers: prepared.headers,
    body: prepared.body ?? null,
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const parsed = JSON.parse(text) as { map?: unknown };
    const sealed = typeof parsed.map === 'object' && parsed.map !== null && 'encryptData' in parsed.map;
    body = sealed && prepared.key ? { ...parsed, map: openResponseMap(parsed.map, prepared.key) } : parsed;
  }
  return { status: response.status, headers: response.headers, body };
}
