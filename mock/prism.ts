// Prism as a library (versions pinned in package.json: the Prefer-header parser
// is a private path of prism-http-server's dist).
import {
  createInstance,
  ProblemJsonError,
  UNPROCESSABLE_ENTITY,
  type IHttpConfig,
  type IHttpOperationConfig,
  type IHttpRequest,
  type IHttpResponse,
} from '@stoplight/prism-http';
import { getHttpConfigFromRequest } from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest';
import type { PrismOperation } from './catalogue';

type PrismLogger = Parameters<typeof createInstance>[1]['logger'];

/** Prism logs every step at info level; the gateway writes its own one line per request. */
export function silentLogger(): PrismLogger {
  const noop = () => undefined;
  const logger: Record<string, unknown> = {};
  for (const level of ['trace', 'debug', 'info', 'success', 'warn', 'error', 'fatal', 'log']) logger[level] = noop;
  logger.child = () => logger;
  return logger as unknown as PrismLogger;
}

/** The configuration of DESIGN §5; `mock` is added per request. */
export const BASE_CONFIG = {
  checkSecurity: true,
  validateRequest: true,
  validateResponse: true,
  errors: false,
  upstreamProxy: undefined,
  isProxy: false,
} as const;

/** Query parameters Prism reads as preferences when there is no Prefer header. */
const PREFERENCE_QUERY = new Set(['__code', '__example', '__dynamic', '__seed']);

export type PrismPreferences = Partial<Omit<IHttpOperationConfig, 'mediaTypes'>>;

export interface PrismAnswer {
  output: IHttpResponse;
  /** Response-validation violations (severity error) as readable lines. */
  violations: string[];
}

export interface PrismEngine {
  /** Prefer header (or __code/__example query) → mock preferences; a ProblemJsonError when malformed. */
  preferences(input: Pick<IHttpRequest, 'headers' | 'url'>): PrismPreferences;
  /** Runs one request against one operation; Prism's own errors (422, 404 …) come back as ProblemJsonError. */
  answer(input: IHttpRequest, operation: PrismOperation, preferences: PrismPreferences): Promise<PrismAnswer>;
}

export function createPrismEngine(): PrismEngine {
  const prism = createInstance({ ...BASE_CONFIG, mock: { dynamic: false } }, { logger: silentLogger() });
  return {
    preferences(input) {
      const asked = input.headers?.prefer !== undefined || Object.keys(input.url.query ?? {}).some((k) => PREFERENCE_QUERY.has(k));
      if (!asked) return {};
      const parsed = getHttpConfigFromRequest(input);
      if (parsed._tag === 'Left') throw parsed.left;
      return Object.fromEntries(Object.entries(parsed.right).filter(([, v]) => v !== undefined));
    },
    async answer(input, operation, preferences) {
      // A fresh mock object per call: Prism writes the Accept header into it.
      const config: IHttpConfig = { ...BASE_CONFIG, mock: { dynamic: false, ...preferences } };
      const result = await prism.request(input, [operation], config)();
      if (result._tag === 'Left') throw result.left;
      const violations = result.right.validations.output
        .filter((v) => v.severity === 0)
        .map((v) => `${(v.path ?? []).join('.')} ${v.message}`.trim());
      return { output: result.right.output, violations };
    },
  };
}

export { ProblemJsonError, UNPROCESSABLE_ENTITY };
