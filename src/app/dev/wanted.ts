// Whether the development panel is shown. The dev server (npm start) always
// shows it; a build against the mock gateway (`--mode mock`, as the browser
// tests and benchmarks use) only where asked, with this localStorage entry, so
// the pages measured and tested stay as users get them. A deployable build
// has no panel at all (App.tsx).
import { useSyncExternalStore } from 'react';

export const DEV_PANEL_STORAGE_KEY = 'mock-dev-panel';

const subscribe = () => () => {};

/** False while a prerendered page is taken over, so hydration sees what the server rendered. */
export function useDevPanelWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => import.meta.env.DEV || localStorage.getItem(DEV_PANEL_STORAGE_KEY) === '1',
    () => false,
  );
}
