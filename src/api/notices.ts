// Spec §8 "each message is shown only once at a time until dismissed": one set
// of messages on screen per hooks object, shared by the error middleware of
// every client built on those hooks and by the screens (showServerMessage in
// src/api/index.ts), so the same text never stands twice in the toast area.
import type { ApiHooks } from './hooks';

/** Shows each distinct message once until the user (or its timeout) dismisses it. */
export class ErrorNotices {
  readonly #showing = new Set<string>();

  constructor(private readonly hooks: ApiHooks) {}

  show(message: string): void {
    if (this.#showing.has(message)) return;
    this.#showing.add(message);
    this.hooks.showError(message, () => this.#showing.delete(message));
  }
}

const noticesByHooks = new WeakMap<ApiHooks, ErrorNotices>();

/** The one notice set of these hooks. */
export function noticesOf(hooks: ApiHooks): ErrorNotices {
  let notices = noticesByHooks.get(hooks);
  if (!notices) {
    notices = new ErrorNotices(hooks);
    noticesByHooks.set(hooks, notices);
  }
  return notices;
}
