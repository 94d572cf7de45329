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

/** Resolves in a task of its own, after the browser has had the chance to paint and handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
