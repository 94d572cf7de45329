// Build-time configuration of the HTTP client (Vite `VITE_*` variables and the
// `__SM2_PUBLIC_KEY__` constant). Read defensively so the same module also
// loads under plain Node (benchmarks), where neither exists.

export const API_PREFIXES = ['/api', '/zuul/api'] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];

/** Spec §9: every HTTP request gives up after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Spec §7: the channel-type header when the session names none. */
export const DEFAULT_CHANNEL_TYPE = 'web';

export const DEFAULT_APP_ID = 'hrss-web-portal';

/**
 * What a build with the development key says on start (a console error; the
 * browser tests ignore exactly this one). Its private half is public, so
 * whatever such a build encrypts, passwords included, anyone can read.
 */
export const DEVELOPMENT_KEY_WARNING =
  "This build encrypts with the mock gateway's DEVELOPMENT SM2 key (VITE_SM2_PUBLIC_KEY=dev), whose private key is public: it must not be deployed. " +
  '此版本使用模拟网关的开发密钥加密，其私钥是公开的：不得部署到生产环境。';

/**
 * The build encrypts with the mock gateway's development key. A plain constant
 * of the build-time flag, so a production build drops the code that uses it.
 */
export const DEVELOPMENT_KEY = typeof __SM2_DEVELOPMENT_KEY__ === 'boolean' && __SM2_DEVELOPMENT_KEY__;

type ViteEnv = Partial<Record<string, string>>;

function viteEnv(): ViteEnv {
  return (import.meta as ImportMeta & { env?: ViteEnv }).env ?? {};
}

export function parseApiPrefix(value: string | undefined): ApiPrefix {
  if (value === undefined || value === '') return '/api';
  const prefix = API_PREFIXES.find((candidate) => candidate === value);
  if (!prefix) throw new Error(`VITE_API_PREFIX must be one of ${API_PREFIXES.join(', ')}, not "${value}"`);
  return prefix;
}

/** A build switch: on unless explicitly switched off with off, false or 0. */
function parseSwitch(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}

/** The cipher is on unless explicitly switched off (spec §7: on in this build). */
export function parseCipherSwitch(value: string | undefined): boolean {
  return parseSwitch(value);
}

/** What a passed slider yields, and what password logins and SMS sends submit (spec §5). */
export interface CaptchaTicketConfig {
  readonly tencentCaptchaTicket: string;
  readonly randstr: string;
}

/**
 * Spec §3: the slider-captcha switch and its ticket. On (the default), every
 * form that needs a captcha ticket shows the slider. Off — intranet
 * deployments whose backend does not check the slider — no slider is shown
 * and the configured ticket and random string are sent instead.
 */
export type SliderCaptchaConfig = { readonly enabled: true } | { readonly enabled: false; readonly ticket: CaptchaTicketConfig };

/** The contract's limits (basic CaptchaTicket and CaptchaRandstr). */
const TICKET_MAX = 2048;
const RANDSTR_MAX = 64;

export function parseSliderCaptcha(vars: {
  VITE_SLIDER_CAPTCHA?: string;
  VITE_CAPTCHA_TICKET?: string;
  VITE_CAPTCHA_RANDSTR?: string;
}): SliderCaptchaConfig {
  if (parseSwitch(vars.VITE_SLIDER_CAPTCHA)) return { enabled: true };
  const tencentCaptchaTicket = (vars.VITE_CAPTCHA_TICKET ?? '').trim();
  const randstr = (vars.VITE_CAPTCHA_RANDSTR ?? '').trim();
  if (!tencentCaptchaTicket || !randstr) {
    throw new Error(
      'VITE_SLIDER_CAPTCHA=off needs VITE_CAPTCHA_TICKET and VITE_CAPTCHA_RANDSTR: the ticket and random string the backend accepts without a slider',
    );
  }
  if (tencentCaptchaTicket.length > TICKET_MAX) throw new Error(`VITE_CAPTCHA_TICKET must be at most ${TICKET_MAX} characters`);
  if (randstr.length > RANDSTR_MAX) throw new Error(`VITE_CAPTCHA_RANDSTR must be at most ${RANDSTR_MAX} characters`);
  return { enabled: false, ticket: { tencentCaptchaTicket, randstr } };
}

function parseList(value: string | undefined): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const env = viteEnv();

export const clientConfig = {
  apiPrefix: parseApiPrefix(env.VITE_API_PREFIX),
  appId: env.VITE_APP_ID || DEFAULT_APP_ID,
  channelType: DEFAULT_CHANNEL_TYPE,
  /** The server's SM2 public key (hex, 04-prefixed); empty outside a Vite build. */
  sm2PublicKey: typeof __SM2_PUBLIC_KEY__ === 'string' ? __SM2_PUBLIC_KEY__ : '',
  /** The key is the mock gateway's development key (VITE_SM2_PUBLIC_KEY=dev): never to be deployed. */
  developmentKey: DEVELOPMENT_KEY,
  cipherEnabled: parseCipherSwitch(env.VITE_CIPHER),
  /** Spec §3: the slider-captcha switch and the ticket sent while it is off. */
  sliderCaptcha: parseSliderCaptcha(env),
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  /**
   * Spec §5: hosts, besides the portal's own, whose links count as internal
   * (opened in the same window). Comma-separated host[:port] list.
   */
  internalHosts: parseList(env.VITE_INTERNAL_HOSTS),
  /** Spec §5: URL prefixes of trusted external sites (opened in a new window). */
  externalUrlPrefixes: parseList(env.VITE_EXTERNAL_URL_PREFIXES),
} as const;
