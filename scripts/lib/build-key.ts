// The SM2 public key a portal build encrypts with, from VITE_SM2_PUBLIC_KEY,
// checked once when Vite starts (docs/client.md, docs/deploying.md):
//
//   - a production build (`vite build`) needs it: the backend's key, or `dev`
//     for the mock gateway's development key, said explicitly;
//   - the dev server runs against the mock gateway and takes `dev` when unset;
//   - anything else is an uncompressed SM2 public key, `04` + 128 hex digits,
//     a point of the SM2 curve.
//
// The development key's private half is in the repository (mock/dev-keys.json):
// what a build with it encrypts, anyone can read. Such a build marks itself
// (`__SM2_DEVELOPMENT_KEY__`: a console error on start, 开发密钥 in the footer).
import { loadEnv, type Plugin } from 'vite';

export const KEY_VARIABLE = 'VITE_SM2_PUBLIC_KEY';
/** The value that asks for the mock gateway's development key. */
export const DEVELOPMENT_KEY_VALUE = 'dev';

export interface BuildKey {
  /** The SM2 public key the build encrypts with: 04 + 128 hex digits, lower case. */
  publicKey: string;
  /** True for the mock gateway's development key. */
  development: boolean;
}

// The SM2 curve (GB/T 32918.5): y² = x³ + ax + b over p.
const SM2_P = BigInt('0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF');
const SM2_A = SM2_P - 3n;
const SM2_B = BigInt('0x28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93');

/** True when an uncompressed key (04 + 128 hex digits) is a point of the SM2 curve. */
export function onSm2Curve(keyHex: string): boolean {
  const x = BigInt(`0x${keyHex.slice(2, 66)}`);
  const y = BigInt(`0x${keyHex.slice(66)}`);
  if (x >= SM2_P || y >= SM2_P) return false;
  return (y * y - (x * x * x + SM2_A * x + SM2_B)) % SM2_P === 0n;
}

const PRODUCTION_ADVICE =
  `Build with the backend's SM2 public key: ${KEY_VARIABLE}=04<128 hex digits> npm run build. ` +
  `To build against the mock gateway, say so: ${KEY_VARIABLE}=${DEVELOPMENT_KEY_VALUE} npm run build ` +
  '(its development key is public: such a build must never be deployed).';

/** What a value given in the shell looks like in a message: never the whole of a long one. */
function shown(value: string): string {
  return JSON.stringify(value.length > 24 ? `${value.slice(0, 20)}…` : value) + ` (${value.length} characters)`;
}

/**
 * The key a build encrypts with, from the value of VITE_SM2_PUBLIC_KEY; throws
 * an Error naming the variable when it is missing or not a usable key.
 */
export function resolveBuildKey(value: string | undefined, developmentPublicKey: string): BuildKey {
  const given = (value ?? '').trim();
  if (given === '') {
    throw new Error(`${KEY_VARIABLE} is not set. ${PRODUCTION_ADVICE}`);
  }
  if (given === DEVELOPMENT_KEY_VALUE) return { publicKey: developmentPublicKey.toLowerCase(), development: true };
  if (!/^04[0-9a-f]{128}$/i.test(given)) {
    throw new Error(
      `${KEY_VARIABLE} must be "${DEVELOPMENT_KEY_VALUE}" or an uncompressed SM2 public key (04 followed by 128 hex digits), ` +
        `not ${shown(given)}. ${PRODUCTION_ADVICE}`,
    );
  }
  if (!onSm2Curve(given)) {
    throw new Error(`${KEY_VARIABLE} is not a point of the SM2 curve (a typo, or a key of another curve?): ${shown(given)}.`);
  }
  const publicKey = given.toLowerCase();
  return { publicKey, development: publicKey === developmentPublicKey.toLowerCase() };
}

/**
 * Fixes the key at build time as `__SM2_PUBLIC_KEY__` and `__SM2_DEVELOPMENT_KEY__`.
 * `vite build` (the prerender's build included) fails without a usable
 * VITE_SM2_PUBLIC_KEY; the dev server takes `dev` when it is unset; `vite
 * preview` compiles nothing and checks nothing.
 */
export function buildKeyPlugin(developmentPublicKey: string): Plugin {
  return {
    name: 'portal-sm2-build-key',
    config(userConfig, { command, mode, isPreview }) {
      if (isPreview) return undefined;
      const env = loadEnv(mode, userConfig.envDir || userConfig.root || process.cwd(), 'VITE_');
      const value = env[KEY_VARIABLE] || (command === 'serve' ? DEVELOPMENT_KEY_VALUE : undefined);
      const key = resolveBuildKey(value, developmentPublicKey);
      return {
        define: {
          __SM2_PUBLIC_KEY__: JSON.stringify(key.publicKey),
          __SM2_DEVELOPMENT_KEY__: JSON.stringify(key.development),
        },
      };
    },
  };
}
