// "When the main thread has nothing else to do": requestIdleCallback where the
// browser has it (with a deadline, so the task does happen), else a timer.

/** Runs `task` when the browser is idle, at the latest after `timeoutMs`; returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 1_000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** The Network Information API, where the browser has it (Chromium). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether code may be fetched before the visitor needs it. Not when the visitor
 * asked the browser to save data (Save-Data) or the connection is as slow as 2G:
 * there every byte costs money or time the visitor did not offer, so code comes
 * when it is first used.
 */
export function mayFetchAhead(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: ConnectionHints }) | undefined)?.connection;
  // An effectiveType of '2g' or 'slow-2g'.
  return !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

/** Fetches code ahead of need when the browser is idle (`whenIdle`), if `mayFetchAhead()` then; returns a cancel function. */
export function prefetchWhenIdle(fetchCode: () => void, timeoutMs?: number): () => void {
  return whenIdle(() => {
    if (mayFetchAhead()) fetchCode();
  }, timeoutMs);
}

/** Resolves in a task of its own, after the browser has had the chance to paint and handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
