// Proxy mode's options (docs/mock-gateway.md, "In front of a real backend"): one
// spelling for `npm run mock -- --backend …`, `npm start -- --backend …` (which hands
// these to the gateway and the rest to Vite) and their environment variables.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './contract.mjs';

/** Option → [parseArgs type, environment variable]. */
const OPTIONS = {
  backend: ['string', 'MOCK_BACKEND'],
  'public-key': ['string', 'MOCK_BACKEND_PUBLIC_KEY'],
  strict: ['boolean', 'MOCK_PROXY_STRICT'],
  mock: ['string', 'MOCK_PROXY_MOCK'],
  'backend-only': ['string', 'MOCK_PROXY_BACKEND_ONLY'],
  fallback: ['boolean', 'MOCK_PROXY_FALLBACK'],
  record: ['string', 'MOCK_PROXY_RECORD'],
  timeout: ['string', 'MOCK_PROXY_TIMEOUT_MS'],
};

export const PROXY_USAGE = `proxy mode: the gateway in front of a real backend (docs/mock-gateway.md, "In front of a real backend")

  --backend <url>          the backend, e.g. http://10.0.0.5:8080 (env MOCK_BACKEND)
  --public-key <hex|dev>   the backend's SM2 public key, 04 + 128 hex digits: the gateway opens what the
                           portal sealed, validates it and seals it again for the backend (env MOCK_BACKEND_PUBLIC_KEY);
                           without it sealed bodies pass through unopened
  --strict                 a violation of the contract answers 502 with the violations (env MOCK_PROXY_STRICT=1)
  --mock <list>            services or operations (person, basic/auth/queryUserInfo) the mock answers (env MOCK_PROXY_MOCK)
  --backend-only <list>    only these go to the backend, the mock answers the rest (env MOCK_PROXY_BACKEND_ONLY)
  --fallback               the mock answers when the backend answers 404 or 501, refuses the connection
                           or times out (env MOCK_PROXY_FALLBACK=1)
  --record <dir>           keep the backend's answers, masked, as candidate examples (env MOCK_PROXY_RECORD)
  --timeout <ms>           how long to wait for the backend (default 30000; env MOCK_PROXY_TIMEOUT_MS)`;

const parseOptions = Object.fromEntries(Object.entries(OPTIONS).map(([name, [type]]) => [name, { type }]));

/** Splits a command line into the proxy options and the rest (Vite's, for npm start). */
export function splitProxyArguments(argv) {
  const { tokens } = parseArgs({ args: argv, options: parseOptions, strict: false, tokens: true });
  const proxy = [];
  const rest = [];
  for (const token of tokens) {
    const raw =
      token.kind === 'option' ? argv.slice(token.index, token.index + (token.inlineValue === false ? 2 : 1)) : [argv[token.index]];
    if (token.kind === 'option' && token.name in OPTIONS) proxy.push(...raw);
    else if (token.kind !== 'option-terminator') rest.push(...raw);
  }
  return { proxy, rest };
}

const list = (text) =>
  text
    ? text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : undefined;

/**
 * The proxy options of a command line and the environment, undefined without a backend.
 * Throws an Error that says what is wrong.
 */
export function readProxyOptions(argv, env = process.env) {
  const { values } = parseArgs({ args: argv, options: parseOptions, strict: true });
  const value = (name) => {
    const [type, variable] = OPTIONS[name];
    if (values[name] !== undefined) return values[name];
    if (type === 'boolean') return env[variable] === '1';
    return env[variable] || undefined;
  };
  const backend = value('backend');
  if (backend === undefined) {
    const stray = Object.keys(OPTIONS).find((name) => name !== 'backend' && values[name] !== undefined);
    if (stray) throw new Error(`--${stray} needs --backend <url>`);
    return undefined;
  }
  const mock = list(value('mock'));
  const backendOnly = list(value('backend-only'));
  if (mock && backendOnly) throw new Error('--mock and --backend-only exclude each other: name what goes one way');
  const timeout = value('timeout');
  if (timeout !== undefined && !/^[1-9]\d*$/.test(timeout)) throw new Error(`--timeout must be milliseconds, not "${timeout}"`);
  const publicKey = value('public-key');
  return {
    backend,
    publicKey: publicKey === 'dev' ? JSON.parse(readFileSync(join(ROOT, 'mock/dev-keys.json'), 'utf8')).publicKey : publicKey,
    strict: value('strict'),
    mock,
    backendOnly,
    fallback: value('fallback'),
    record: value('record'),
    timeoutMs: timeout === undefined ? undefined : Number(timeout),
  };
}
