// The calls the gateway saw in proxy mode (docs/mock-gateway.md, "In front of a real
// backend"), for the development panel: who answered, and each contract violation with
// the bodies and a curl command that sends the call again. Like the state calls, this
// goes under the API prefix through whatever carries the API.
import { clientConfig } from '../../config/env';

export interface ProxyViolation {
  direction: 'request' | 'response';
  pointer: string;
  expected: string;
  actual: string;
}

export interface ProxiedCall {
  id: number;
  at: string;
  operation: string;
  url: string;
  method: string;
  source: 'backend' | 'mock';
  status: number;
  violations: ProxyViolation[];
  request: { headers: Record<string, string>; body?: string };
  response?: { body?: string };
}

export interface ProxyCalls {
  backend: string;
  calls: ProxiedCall[];
}

/** The gateway's last calls in proxy mode, newest first; undefined when it is not in proxy mode. */
export async function loadProxiedCalls(fetchImpl: typeof fetch = fetch): Promise<ProxyCalls | undefined> {
  let response: Response;
  try {
    response = await fetchImpl(`${clientConfig.apiPrefix}/__mock/proxy`, { credentials: 'same-origin' });
  } catch {
    throw new Error('读取代理调用失败：连不上模拟网关，请确认它正在运行（npm start 或 npm run mock）');
  }
  const body = (await response.json().catch(() => undefined)) as { msg?: string; map?: ProxyCalls | null } | undefined;
  // Not in proxy mode: the gateway says so with an empty map (a 404 would be an error in the browser's console).
  if (response.ok && body?.map === null) return undefined;
  if (!response.ok || !body?.map)
    throw new Error(`读取代理调用失败：模拟网关返回 HTTP ${response.status}${body?.msg ? `（${body.msg}）` : ''}`);
  return body.map;
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The call as a curl command to the gateway (plaintext body: the gateway seals it for the backend). */
export function curlOf(call: ProxiedCall, origin: string): string {
  const headers = Object.entries(call.request.headers).map(([name, value]) => ` -H ${quoted(`${name}: ${value}`)}`);
  const body = call.request.body === undefined ? '' : ` --data-raw ${quoted(call.request.body)}`;
  return `curl -s -X ${call.method} ${quoted(`${origin}${call.url}`)}${headers.join('')}${body}`;
}
