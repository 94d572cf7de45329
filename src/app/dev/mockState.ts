// The mock gateway's remembered state, for the development panel: read one
// persona's resources, reset one persona or everyone (docs/mock-gateway.md,
// "Reset and inspect"). The gateway answers these under the API prefix too, so
// they go through whatever carries the API: the dev server's proxy, vite
// preview, or nginx in front of the gateway.
import { clientConfig } from '../../config/env';
import { PERSONAS } from './mockSwitch';

export type MockPersona = (typeof PERSONAS)[number]['value'];
/** One resource: a list of items, or a single record. */
export type MockResource = unknown[] | Record<string, unknown>;

type Fetch = typeof fetch;

const isPersona = (value: string | undefined): value is MockPersona => PERSONAS.some((persona) => persona.value === value);

/** Whose state the gateway answers with now: the persona switch, else the persona of the gateway's login token. */
export function currentPersona(switched: string | undefined, token: string | undefined): MockPersona | undefined {
  if (isPersona(switched)) return switched;
  const ofToken = /^mock-([A-Za-z]+)-/.exec(token ?? '')?.[1];
  return isPersona(ofToken) ? ofToken : undefined;
}

function adminUrl(action: 'state' | 'reset', persona: MockPersona | undefined): string {
  return `${clientConfig.apiPrefix}/__mock/${action}${persona ? `?persona=${persona}` : ''}`;
}

/** The gateway's answer, or an Error whose message says in Chinese what went wrong. */
async function ask(
  fetchImpl: Fetch,
  url: string,
  method: 'GET' | 'POST',
  doing: string,
): Promise<{ map?: { state?: Record<string, Record<string, MockResource>> } }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method, credentials: 'same-origin' });
  } catch {
    throw new Error(`${doing}失败：连不上模拟网关，请确认它正在运行（npm start 或 npm run mock）`);
  }
  const body = (await response.json().catch(() => undefined)) as
    { msg?: string; map?: { state?: Record<string, Record<string, MockResource>> } } | undefined;
  if (!response.ok) {
    const stateless = response.status === 404 && /MOCK_STATELESS/.test(body?.msg ?? '');
    throw new Error(
      stateless
        ? `${doing}失败：模拟网关以 MOCK_STATELESS=1 运行，没有保存的数据`
        : `${doing}失败：模拟网关返回 HTTP ${response.status}${body?.msg ? `（${body.msg}）` : ''}`,
    );
  }
  return body ?? {};
}

/** The persona's resources (seeded ones included), by name. */
export async function loadMockState(persona: MockPersona, fetchImpl: Fetch = fetch): Promise<Record<string, MockResource>> {
  const { map } = await ask(fetchImpl, adminUrl('state', persona), 'GET', '读取模拟数据');
  // Agents share their unit's or institution's state, which the gateway files under that owner.
  return Object.values(map?.state ?? {})[0] ?? {};
}

/** Back to the seed: one persona, or everyone without one. */
export async function resetMockState(persona: MockPersona | undefined, fetchImpl: Fetch = fetch): Promise<void> {
  await ask(fetchImpl, adminUrl('reset', persona), 'POST', '重置模拟数据');
}
