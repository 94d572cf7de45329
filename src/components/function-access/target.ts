// Where a function address leads. Addresses come from the server's catalogue
// and access checks, so any https site may be opened — in a new window — but
// never a `javascript:` or otherwise malformed link (spec §5 rules via
// classifyReturnUrl).
import { BASE_PATH } from '../../config/app';
import { clientConfig } from '../../config/env';
import { classifyReturnUrl } from '../../lib/url';

export type FunctionTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'blocked' };

/** Router paths are relative to the base path; a same-origin link may include it. */
function routePath(path: string): string {
  if (path === BASE_PATH) return '/';
  return path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;
}

export function functionTarget(address: string, currentOrigin: string): FunctionTarget {
  const policy = { internalHosts: clientConfig.internalHosts, externalPrefixes: clientConfig.externalUrlPrefixes };
  const verdict = classifyReturnUrl(address, currentOrigin, policy);
  if (verdict.kind === 'internal') {
    return verdict.url.startsWith('/') ? { kind: 'internal', path: routePath(verdict.url) } : { kind: 'external', url: verdict.url };
  }
  if (verdict.kind === 'external') return { kind: 'external', url: verdict.url };
  // A well-formed https address on a host the policy does not list: the catalogue vouches for it.
  if (verdict.reason === 'host' && /^https:\/\//i.test(address)) return { kind: 'external', url: new URL(address).href };
  return { kind: 'blocked' };
}
