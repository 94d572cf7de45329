// Polls a state query (face verification, QR and e-card login, family
// confirmation) until the answer settles, the time limit passes or the screen
// goes away. Never two queries at once; answers after an abort are ignored.
// A failed query ends the polling (the client has already told the user)
// unless the caller asks to retry it at the next round, as the login codes do.

export type PollOutcome<T> = { kind: 'settled'; value: T } | { kind: 'timeout' } | { kind: 'aborted' } | { kind: 'failed'; error: unknown };

export interface PollOptions<T> {
  query: () => Promise<T>;
  /** True when the answer is final (passed, failed, confirmed…). */
  settled: (value: T) => boolean;
  /** Every intermediate answer, e.g. "scanned, waiting for confirmation". */
  onProgress?: (value: T) => void;
  intervalMs: number;
  timeoutMs: number;
  signal: AbortSignal;
  /** Wait one interval before the first query: a code just shown cannot have been scanned yet. */
  waitFirst?: boolean;
  /** 'retry': a rejected query just waits for the next round instead of ending the polling. */
  onQueryError?: 'stop' | 'retry';
  /** Injected in tests. */
  now?: () => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}

export async function poll<T>(options: PollOptions<T>): Promise<PollOutcome<T>> {
  const { query, settled, onProgress, intervalMs, timeoutMs, signal } = options;
  const now = options.now ?? Date.now;
  const wait = options.wait ?? waitFor;
  const deadline = now() + timeoutMs;
  if (options.waitFirst) await wait(intervalMs, signal);
  while (!signal.aborted) {
    let answer: { value: T } | undefined;
    try {
      answer = { value: await query() };
    } catch (error) {
      if (signal.aborted) break;
      if (options.onQueryError !== 'retry') return { kind: 'failed', error };
    }
    if (signal.aborted) break;
    if (answer && settled(answer.value)) return { kind: 'settled', value: answer.value };
    if (answer) onProgress?.(answer.value);
    if (now() + intervalMs > deadline) return { kind: 'timeout' };
    await wait(intervalMs, signal);
  }
  return { kind: 'aborted' };
}
