// The typed API clients: one openapi-fetch client per service over the
// generated types, each with the same middleware stack, driven per operation
// by the generated behaviour table. Screens use the app's clients through
// `api` (src/api/index.ts), which loads this module on its first call; tests
// and tools build their own with createApi.
import createClient, { type Client } from 'openapi-fetch';
import { clientConfig, type ApiPrefix } from '../config/env';
import { KeyPool } from '../lib/cipher/key-pool';
import { createWorkerKeySource } from '../lib/cipher/worker-key-source';
import { behaviourLookup, type ServiceBehaviour } from './behaviour';
import type { paths as AffairPaths } from './generated/affair';
import type { paths as BasicPaths } from './generated/basic';
import type { paths as BusinessCenterPaths } from './generated/business-center';
import type { paths as ChannelPaths } from './generated/channel';
import { LOGIN_BUSINESS_CODES } from './generated/login-codes';
import type { paths as OneThingPaths } from './generated/one-thing';
import { OPERATIONS, type Service } from './generated/operations';
import type { paths as PersonPaths } from './generated/person';
import type { paths as UnitPaths } from './generated/unit';
import { DEFAULT_HOOKS, type ApiHooks } from './hooks';
import { SESSION_CACHED, SessionCache, sessionCacheMiddleware, type SessionCachedOperations } from './middleware/cache';
import { cipherMiddleware } from './middleware/cipher';
import { errorsMiddleware } from './middleware/errors';
import { headersMiddleware } from './middleware/headers';
import { InFlightCounter, loadingMiddleware } from './middleware/loading';
import { noticesOf } from './notices';
import type { PortalPaths } from './paths';
import { SERVICE_OF, type ClientName } from './services';
import { createTransport } from './transport';

export interface Api extends Record<ClientName, unknown> {
  basic: Client<PortalPaths<BasicPaths>>;
  person: Client<PortalPaths<PersonPaths>>;
  unit: Client<PortalPaths<UnitPaths>>;
  channel: Client<PortalPaths<ChannelPaths>>;
  affair: Client<PortalPaths<AffairPaths>>;
  businessCenter: Client<PortalPaths<BusinessCenterPaths>>;
  oneThing: Client<PortalPaths<OneThingPaths>>;
}

export interface ApiOptions {
  hooks?: Partial<ApiHooks>;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  prefix?: ApiPrefix;
  /** Origin for tests against the gateway; the page's origin in the browser. */
  baseUrl?: string;
  timeoutMs?: number;
  /** The cipher switch (spec §7); on unless the build switched it off. */
  cipher?: boolean;
  /** Prepared SM4 keys; by default a pool fed by Web Workers where they exist. */
  keyPool?: KeyPool;
  /** Operations answered from the session cache; tests pass their own. */
  sessionCached?: SessionCachedOperations;
  /** The behaviour table; tests pass a small one of their own. */
  operations?: Readonly<Record<Service, ServiceBehaviour>>;
  appId?: string;
  /** Milliseconds since the epoch, for the timestamp header. */
  now?: () => number;
}

function defaultKeyPool(): KeyPool {
  const publicKey = clientConfig.sm2PublicKey;
  const pool = new KeyPool({ publicKey, source: createWorkerKeySource(publicKey) });
  pool.prime();
  return pool;
}

/** Builds the clients around a hooks object that is read at call time. */
export function buildApi(options: ApiOptions, hooks: ApiHooks): Api {
  const operations = options.operations ?? OPERATIONS;
  const prefix = options.prefix ?? clientConfig.apiPrefix;
  // Absolute URLs also work where Request cannot resolve relative ones (jsdom tests on Node's fetch).
  const origin = options.baseUrl ?? globalThis.location?.origin ?? '';
  const fetch = createTransport(options.fetch ?? globalThis.fetch.bind(globalThis), options.timeoutMs ?? clientConfig.requestTimeoutMs);
  const notices = noticesOf(hooks);
  const counter = new InFlightCounter((inFlight) => hooks.onLoadingChange(inFlight));
  const businessCodes = new Set(Object.keys(LOGIN_BUSINESS_CODES));
  const cipherOn = options.cipher ?? clientConfig.cipherEnabled;
  const sessionCached = options.sessionCached ?? SESSION_CACHED;
  const cache = new SessionCache(() => hooks.getToken());
  let keyPool = options.keyPool;

  const clientFor = <Paths extends object>(service: Service): Client<PortalPaths<Paths>> => {
    const lookup = behaviourLookup(operations[service]);
    const client = createClient<PortalPaths<Paths>>({ baseUrl: `${origin}${prefix}/${service}`, fetch });
    // Registration order = onRequest order; onResponse and onError run in reverse.
    client.use(
      sessionCacheMiddleware({ cache, cached: sessionCached[service] ?? [] }),
      errorsMiddleware({ hooks, notices, businessCodes }),
      headersMiddleware({
        lookup,
        hooks,
        appId: options.appId ?? clientConfig.appId,
        defaultChannelType: clientConfig.channelType,
        now: options.now,
      }),
      loadingMiddleware({ lookup, counter, scope: service }),
    );
    if (cipherOn) {
      keyPool ??= defaultKeyPool();
      client.use(cipherMiddleware({ lookup, keyPool }));
    }
    return client;
  };

  return {
    basic: clientFor<BasicPaths>(SERVICE_OF.basic),
    person: clientFor<PersonPaths>(SERVICE_OF.person),
    unit: clientFor<UnitPaths>(SERVICE_OF.unit),
    channel: clientFor<ChannelPaths>(SERVICE_OF.channel),
    affair: clientFor<AffairPaths>(SERVICE_OF.affair),
    businessCenter: clientFor<BusinessCenterPaths>(SERVICE_OF.businessCenter),
    oneThing: clientFor<OneThingPaths>(SERVICE_OF.oneThing),
  };
}

export function createApi(options: ApiOptions = {}): Api {
  return buildApi(options, { ...DEFAULT_HOOKS, ...options.hooks });
}
