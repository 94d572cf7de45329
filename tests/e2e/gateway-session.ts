// Logging a persona in through the mock gateway, as the portal would, without a
// browser: the browser tests seed the session this gives into a tab's
// sessionStorage, and the cold-load bench (bench/cold-load.bench.ts) does the same.
import { snapshot } from 'valtio';
import { buildRequestEnvelope } from '../../mock/cipher';
import { DEV_KEYS } from '../../mock/dev-keys';
// @ts-expect-error -- plain ESM helper without type declarations
import { listApis, readBundled } from '../../scripts/lib/contract.mjs';
import { applyUserInfo, endSession, session, startSession, type SessionUser } from '../../src/stores/session';

/** The gateway's personas (docs/mock-gateway.md); agents log in as their unit or institution. */
export type LoginPersona = 'person' | 'unit' | 'organ' | 'casual' | 'unitAgent' | 'organAgent';

/** The password login of each persona (all x-sm4: request). */
const LOGIN_PATHS: Record<LoginPersona, string> = {
  person: '/auth/person/passwordLogin',
  unit: '/auth/unit/unitPasswordLogin',
  organ: '/auth/organ/organPasswordLogin',
  casual: '/auth/casual/passwordLogin',
  unitAgent: '/auth/unit/unitPasswordLogin',
  organAgent: '/auth/organ/organPasswordLogin',
};

/**
 * Agents are the persona the gateway is told to answer as (its mock-persona
 * switch): their login is their unit's or institution's, their user info and
 * every later answer the agent's own.
 */
export const isAgent = (persona: LoginPersona) => persona === 'unitAgent' || persona === 'organAgent';

interface Envelope<M> {
  appcode: string;
  msg: string;
  map: M;
}

export async function gatewayPost<M>(
  gatewayUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  service = 'basic',
): Promise<Envelope<M>> {
  const response = await fetch(`${gatewayUrl}/api/${service}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as Envelope<M>;
}

interface LoginDocument {
  paths: Record<string, { post: { requestBody: { content: Record<string, { example: unknown }> } } }>;
}

/** The basic service's document only: parsing all seven took most of a second per login. */
let basicDocument: LoginDocument | undefined;
function loginExample(persona: LoginPersona): unknown {
  basicDocument ??= (readBundled(listApis().filter((api: { service: string }) => api.service === 'basic')) as { basic: LoginDocument })
    .basic;
  return basicDocument.paths[LOGIN_PATHS[persona]]!.post.requestBody.content['application/json']!.example;
}

/**
 * Logs in through the gateway (as the portal would) and returns the session the portal stores.
 * With `credentials` (fields over the login's example) it logs in to that account, and the
 * session's password changes and cancellation act on it; without, it is no account's session.
 */
export async function sessionFor(gatewayUrl: string, persona: LoginPersona, credentials?: Record<string, string>): Promise<string> {
  const example = loginExample(persona) as Record<string, unknown>;
  const { envelope } = buildRequestEnvelope(JSON.stringify({ ...example, ...credentials }), DEV_KEYS.publicKey);
  // Without credentials, the login's own example asked for by name: a seeded session never
  // depends on the account's current password, nor changes it.
  const group = persona === 'unitAgent' ? 'unit' : persona === 'organAgent' ? 'organ' : persona;
  const login = await gatewayPost<{ 'Access-Token'?: string }>(gatewayUrl, LOGIN_PATHS[persona], envelope, {
    'App-Id': 'hrss-web-portal',
    ...(credentials ? {} : { Prefer: `example=${group}` }),
  });
  const token = login.map['Access-Token'];
  if (login.appcode !== '0' || !token) throw new Error(`${persona} login failed: ${login.appcode} ${login.msg}`);
  const info = await gatewayPost<{ userInfo: SessionUser }>(
    gatewayUrl,
    '/auth/queryUserInfo',
    {},
    {
      'Access-Token': token,
      ...(isAgent(persona) ? { 'X-Mock-Persona': persona } : {}),
    },
  );
  endSession();
  startSession(token);
  applyUserInfo(info.map.userInfo);
  return JSON.stringify(snapshot(session));
}
