// The return-URL rules of spec §5 as configured for this build: the portal's
// own origin is always internal; VITE_INTERNAL_HOSTS names other hosts where
// the portal runs (the spec's "two allowed hosts"), VITE_EXTERNAL_URL_PREFIXES
// the trusted external sites; a prefix that is a path (`/api/__mock/consent`)
// names pages beside the portal on its own origin, as the mock gateway's stand-ins
// for third parties are in a build against it (.env.mock). Both default to none: a default that named a
// host the deployer does not control would be an open redirect in waiting.
import type { UrlPolicy } from '../lib/url';
import { BASE_PATH } from './app';
import { clientConfig } from './env';

export function portalUrlPolicy(origin: string = globalThis.location.origin): UrlPolicy {
  return {
    origin,
    basePath: BASE_PATH,
    internalHosts: clientConfig.internalHosts,
    externalPrefixes: clientConfig.externalUrlPrefixes.map((prefix) => (prefix.startsWith('/') ? `${origin}${prefix}` : prefix)),
  };
}
