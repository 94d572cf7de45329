// Answers that hardly change — the data dictionaries, the function catalogue,
// the city channels — are asked once per session: the header, the home page,
// the jump pages and the centres all read them, often on the same page. Only
// successful answers (HTTP 200, appcode 0) are kept; a new token (login,
// logout) starts an empty cache.
import type { Middleware } from 'openapi-fetch';
import { isSuccess } from '../envelope';
import type { Service } from '../generated/operations';

/** `METHOD /schema/path` of the operations kept per session, by service. */
export type SessionCachedOperations = Readonly<Partial<Record<Service, readonly string[]>>>;

export const SESSION_CACHED: SessionCachedOperations = {
  basic: ['GET /dictionary/findByCode/{code}', 'GET /dictionary/getDictWithChildren/{code}', 'POST /dictionary/findByParent/area'],
  channel: ['POST /cityChannel/getCityChannel', 'POST /function/getFunction', 'POST /function/getClassifiedFunction'],
};

interface StoredAnswer {
  readonly body: string;
  readonly headers: [string, string][];
}

/** One cache shared by every service's client, emptied when the token changes. */
export class SessionCache {
  readonly #answers = new Map<string, StoredAnswer>();
  #token: string | undefined;

  constructor(private readonly currentToken: () => string | undefined) {}

  /** The key of a request within the current session; resets the cache when the session changed. */
  keyOf(request: Request, body: string): string {
    const token = this.currentToken();
    if (token !== this.#token) {
      this.#answers.clear();
      this.#token = token;
    }
    return `${request.method} ${request.url} ${body}`;
  }

  get(key: string): Response | undefined {
    const stored = this.#answers.get(key);
    return stored && new Response(stored.body, { status: 200, headers: stored.headers });
  }

  set(key: string, answer: StoredAnswer): void {
    this.#answers.set(key, answer);
  }
}

function isSuccessText(text: string): boolean {
  try {
    return isSuccess(JSON.parse(text) as { appcode: string });
  } catch {
    return false;
  }
}

/** Registered first: a stored answer skips the other middleware; a fresh one is stored after them all. */
export function sessionCacheMiddleware({ cache, cached }: { cache: SessionCache; cached: readonly string[] }): Middleware {
  const wanted = new Set(cached);
  const keys = new Map<string, string>();
  return {
    async onRequest({ request, schemaPath, id }) {
      if (!wanted.has(`${request.method.toUpperCase()} ${schemaPath}`)) return undefined;
      const key = cache.keyOf(request, await request.clone().text());
      const stored = cache.get(key);
      if (stored) return stored;
      keys.set(id, key);
      return undefined;
    },
    async onResponse({ response, id }) {
      const key = keys.get(id);
      keys.delete(id);
      if (key === undefined || response.status !== 200) return undefined;
      const body = await response.clone().text();
      if (isSuccessText(body)) cache.set(key, { body, headers: [...response.headers] });
      return undefined;
    },
    onError({ id }) {
      keys.delete(id);
    },
  };
}
