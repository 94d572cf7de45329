// Calls to a gateway started in-process (mock/server.ts) as a persona would
// make them, for the state tests: the documented request shape, the dev keys
// and the persona's mock token.
import type { Route } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import type { Persona } from '../../mock/personas';
import { DEV_KEYS, type Gateway } from '../../mock/server';

export type Body = { appcode: string; msg: string; map: Record<string, unknown> };
export type Item = Record<string, unknown>;

export const PAGE = { pageNum: 1, pageSize: 100 };

/** The helpers over whichever gateway `current` returns (tests restart it). */
export function stateCalls(current: () => Gateway) {
  function route(service: string, path: string): Route {
    const found = current().catalogue.get(service)?.match('post', path);
    if (!found || !('route' in found)) throw new Error(`${service} documents no POST ${path}`);
    return found.route;
  }

  async function call(service: string, path: string, persona: Persona, body?: unknown): Promise<{ status: number; body: Body }> {
    const answer = await callExample(current().url, route(service, path), {
      publicKey: DEV_KEYS.publicKey,
      headers: { 'Access-Token': `mock-${persona}-token` },
      ...(body === undefined ? {} : { body }),
    });
    return { status: answer.status, body: answer.body as Body };
  }

  const list = async (service: string, path: string, persona: Persona, body: unknown = {}) =>
    (await call(service, path, persona, body)).body.map.list as Item[];

  const admin = (path: string, method: 'GET' | 'POST') => fetch(`${current().url}${path}`, { method });

  return { route, call, list, admin };
}
