// The global loading flag: every call counts while in flight except x-polling
// ones (spec §9). Counted by request id, so overlapping calls, failures and
// responses produced by other middleware never leave the count wrong.
import type { Middleware } from 'openapi-fetch';
import type { BehaviourLookup } from '../behaviour';

export class InFlightCounter {
  readonly #ids = new Set<string>();

  constructor(private readonly onChange: (inFlight: number) => void) {}

  start(id: string): void {
    if (this.#ids.has(id)) return;
    this.#ids.add(id);
    this.onChange(this.#ids.size);
  }

  end(id: string): void {
    if (this.#ids.delete(id)) this.onChange(this.#ids.size);
  }
}

export interface LoadingOptions {
  readonly lookup: BehaviourLookup;
  readonly counter: InFlightCounter;
  /** Request ids are unique per client only; the scope keeps services apart. */
  readonly scope: string;
}

export function loadingMiddleware({ lookup, counter, scope }: LoadingOptions): Middleware {
  return {
    onRequest({ request, schemaPath, id }) {
      if (!lookup(request.method, schemaPath).polling) counter.start(`${scope} ${id}`);
    },
    onResponse({ id }) {
      counter.end(`${scope} ${id}`);
    },
    onError({ id }) {
      counter.end(`${scope} ${id}`);
    },
  };
}
