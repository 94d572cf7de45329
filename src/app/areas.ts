// Finds the area modules (src/features/<area>/area.tsx) at build time, one lazy
// chunk per area. A missing folder is simply absent here, so the build never
// depends on an area being written yet; its routes show the 404 page.
import { createChunkLoader, type ChunkLoader } from '../components/lazy-chunk';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/app';
import type { AreaScreens } from '../config/paths';
import { AREAS, type Area } from './routes/table';

export interface AreaModule {
  default: AreaScreens;
}

export type AreaSources = Partial<Record<Area, () => Promise<AreaModule>>>;

export interface AreaLoader {
  /** Resolves to the area's screens, or undefined when the area has no module. */
  load: (area: Area) => Promise<AreaScreens | undefined>;
  /** Forgets a failed load, so the next `load` fetches the chunk again. */
  forget: (area: Area) => void;
}

export { ChunkLoadError } from '../components/lazy-chunk';

export function areaSourcesFromGlob(modules: Record<string, () => Promise<AreaModule>>): AreaSources {
  const sources: AreaSources = {};
  for (const [file, load] of Object.entries(modules)) {
    const area = /\/features\/([^/]+)\/area\.tsx$/.exec(file)?.[1];
    if (area && (AREAS as readonly string[]).includes(area)) sources[area as Area] = load;
  }
  return sources;
}

/**
 * One load per area, shared by all its routes. A failed load stays failed
 * (React reads it again to show the error) until the user asks to retry.
 */
export function createAreaLoader(sources: AreaSources, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): AreaLoader {
  const loaders = new Map<Area, ChunkLoader<AreaScreens | undefined>>();
  const loaderOf = (area: Area) => {
    let loader = loaders.get(area);
    if (!loader) {
      const source = sources[area];
      loader = createChunkLoader(area, () => (source ? source().then((module) => module.default) : Promise.resolve(undefined)), timeoutMs);
      loaders.set(area, loader);
    }
    return loader;
  };
  return { load: (area) => loaderOf(area).load(), forget: (area) => loaderOf(area).forget() };
}

export const loadArea: AreaLoader = createAreaLoader(areaSourcesFromGlob(import.meta.glob<AreaModule>('../features/*/area.tsx')));
