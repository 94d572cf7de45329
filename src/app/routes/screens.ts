// The screens the router shows, one lazily loaded chunk each (the route table's
// `screen`). A route without a screen here shows the 404 page, so a route can be
// declared before its screen exists.
import type { ComponentType } from 'react';
import { createChunkLoader, type ChunkLoader } from '../../components/lazy-chunk';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../config/app';
import type { AppPath } from '../../config/paths';
import { ROUTES } from './table';

/** Where each route's screen comes from, by route path. */
export type ScreenSources = Partial<Record<AppPath, () => Promise<ComponentType>>>;

/** A screen whose chunk has arrived. */
export interface LoadedScreen {
  Screen: ComponentType;
}

export interface ScreenLoader {
  /** Resolves to the route's screen, or undefined when the route has none. */
  load: (path: AppPath) => Promise<LoadedScreen | undefined>;
  /** Forgets a failed load, so the next `load` fetches the chunk again. */
  forget: (path: AppPath) => void;
}

/** The screens of the route table. */
export function tableScreens(): ScreenSources {
  return Object.fromEntries(ROUTES.flatMap((route) => (route.kind === 'screen' ? [[route.path, route.screen]] : [])));
}

/**
 * One load per route, its chunk fetched on the first visit. A failed load stays
 * failed (React reads it again to show the error) until the user asks to retry.
 */
export function createScreenLoader(sources: ScreenSources, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ScreenLoader {
  const loaders = new Map<AppPath, ChunkLoader<LoadedScreen | undefined>>();
  const loaderOf = (path: AppPath) => {
    let loader = loaders.get(path);
    if (!loader) {
      const source = sources[path];
      loader = createChunkLoader(path, async () => (source ? { Screen: await source() } : undefined), timeoutMs);
      loaders.set(path, loader);
    }
    return loader;
  };
  return { load: (path) => loaderOf(path).load(), forget: (path) => loaderOf(path).forget() };
}
