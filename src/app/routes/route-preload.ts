// The build's route preload script (scripts/lib/vite/route-preload.ts) knows,
// for every route, the chunks its first render loads beyond the entry. It asks
// for the landing route's chunks as the page opens, and leaves a function on
// `window` that the router calls before a navigation, so a screen's chunk and its
// imports are fetched side by side rather than one level at a time. The entry's
// own lazy imports therefore carry no list of their dependencies
// (`build.modulePreload` in vite.config.ts): 100 such lists cost every page 6 KiB gzip.

/** The name of that function on `window`. */
export const ROUTE_PRELOAD_GLOBAL = 'portalRoutePreload';

/** Asks for a route's chunks; nothing in development, in tests, or for a path the build did not list. */
export function preloadRouteChunks(path: string): void {
  const preload = (window as unknown as Partial<Record<typeof ROUTE_PRELOAD_GLOBAL, (path: string) => void>>)[ROUTE_PRELOAD_GLOBAL];
  preload?.(path);
}
