// Fetches a lazily loaded component's code when the browser is idle after the
// page has rendered, so that its first opening does not wait for it; not for a
// visitor saving data or on a 2G connection (`prefetchWhenIdle`), whose first
// opening fetches it. A failed fetch is left to the first render, which reports
// it where it happens.
import { useEffect } from 'react';
import { prefetchWhenIdle } from '../lib/idle';

export function usePreloadWhenIdle(component: { preload: () => Promise<unknown> }, timeoutMs = 3_000): void {
  useEffect(() => prefetchWhenIdle(() => void component.preload().catch(() => undefined), timeoutMs), [component, timeoutMs]);
}
