// Calls to a running gateway as a persona, for the state tests of every slice:
// the example request of an operation (or a body of one's own), sealed when
// the contract says so, answered with the persona's state.
import type { Route } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import type { Persona } from '../../mock/personas';
import { DEV_KEYS, type Gateway } from '../../mock/server';

export type Body = { appcode: string; msg: string; map: Record<string, unknown> };
export type Item = Record<string, unknown>;

export function stateCalls(gateway: () => Gateway) {
  function route(service: string, path: string): Route {
    const found = gateway().catalogue.get(service)?.match('post', path);
    if (!found || !('route' in found)) throw new Error(`${service} documents no POST ${path}`);
    return found.route;
  }

  async function call(service: string, path: string, persona: Persona, body?: unknown): Promise<{ status: number; body: Body }> {
    const answer = await callExample(gateway().url, route(service, path), {
      publicKey: DEV_KEYS.publicKey,
      headers: { 'Access-Token': `mock-${persona}-token` },
      ...(body === undefined ? {} : { body }),
    });
    return { status: answer.status, body: answer.body as Body };
  }

  const list = async (service: string, path: string, persona: Persona, body: unknown = {}) =>
    (await call(service, path, persona, body)).body.map.list as Item[];

  return { route, call, list };
}
