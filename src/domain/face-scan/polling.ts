// Polls a state query (face verification, e-card scan, family confirmation)
// until the answer settles, the time limit passes or the screen goes away.
// A failed query ends the polling: the client has already told the user.

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
  while (!signal.aborted) {
    let value: T;
    try {
      value = await query();
    } catch (error) {
      return signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error };
    }
    if (signal.aborted) break;
    if (settled(value)) return { kind: 'settled', value };
    onProgress?.(value);
    if (now() + intervalMs > deadline) return { kind: 'timeout' };
    await wait(intervalMs, signal);
  }
  return { kind: 'aborted' };
}
