// Fetches a lazily loaded component's code when the browser is idle after the
// page has rendered, so that its first opening does not wait for it. A failed
// fetch is left to the first render, which reports it where it happens.
import { useEffect } from 'react';
import { whenIdle } from '../lib/idle';

export function usePreloadWhenIdle(component: { preload: () => Promise<unknown> }, timeoutMs = 3_000): void {
  useEffect(() => whenIdle(() => void component.preload().catch(() => undefined), timeoutMs), [component, timeoutMs]);
}
