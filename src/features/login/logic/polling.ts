// The polling state machine of QR-code login, e-card authorisation and face
// verification (spec §4 "Polling"): ask every `intervalMs` until the answer is
// final, and stop on success, on a final failure, after `limitMs`, or when the
// screen goes away. Never two queries at once; answers after a stop are ignored.

export type PollVerdict<Result> =
  | { readonly kind: 'continue'; readonly note?: string }
  | { readonly kind: 'done'; readonly result: Result }
  | { readonly kind: 'failed'; readonly reason: string };

export type PollStatus<Result> =
  | { readonly phase: 'polling'; readonly note?: string }
  | { readonly phase: 'done'; readonly result: Result }
  | { readonly phase: 'failed'; readonly reason: string }
  | { readonly phase: 'expired' }
  | { readonly phase: 'stopped' };

export interface PollOptions<Answer, Result> {
  /** One state query; a rejection or `undefined` (call failed, already shown) just waits for the next round. */
  readonly query: () => Promise<Answer | undefined>;
  readonly judge: (answer: Answer) => PollVerdict<Result>;
  readonly intervalMs: number;
  /** After this long the code is treated as expired and polling stops. */
  readonly limitMs: number;
  readonly onChange: (status: PollStatus<Result>) => void;
  readonly timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  readonly now?: () => number;
}

export interface Poller {
  /** Stop for good (leaving the page, a new code): no further queries or changes. */
  stop(): void;
}

export function startPolling<Answer, Result>(options: PollOptions<Answer, Result>): Poller {
  const timers = options.timers ?? globalThis;
  const now = options.now ?? Date.now;
  const deadline = now() + options.limitMs;
  let active = true;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = (status: PollStatus<Result>) => {
    active = false;
    if (timer !== undefined) timers.clearTimeout(timer);
    options.onChange(status);
  };

  const round = async () => {
    if (!active) return;
    if (now() >= deadline) {
      finish({ phase: 'expired' });
      return;
    }
    let answer: Answer | undefined;
    try {
      answer = await options.query();
    } catch {
      answer = undefined;
    }
    if (!active) return;
    const verdict = answer === undefined ? undefined : options.judge(answer);
    if (verdict?.kind === 'done') return finish({ phase: 'done', result: verdict.result });
    if (verdict?.kind === 'failed') return finish({ phase: 'failed', reason: verdict.reason });
    if (verdict) options.onChange({ phase: 'polling', note: verdict.note });
    timer = timers.setTimeout(() => void round(), options.intervalMs);
  };

  options.onChange({ phase: 'polling' });
  timer = timers.setTimeout(() => void round(), options.intervalMs);
  return {
    stop() {
      if (!active) return;
      active = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      options.onChange({ phase: 'stopped' });
    },
  };
}
