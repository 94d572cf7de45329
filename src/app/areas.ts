// Finds the area modules (src/features/<area>/area.tsx) at build time, one lazy
// chunk per area. A missing folder is simply absent here, so the build never
// depends on an area being written yet; its routes show the 404 page.
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

/** A chunk that failed to arrive (network, new deployment, or the 120 s limit). */
export class ChunkLoadError extends Error {
  constructor(
    readonly area: Area,
    options?: { cause?: unknown },
  ) {
    super(`页面模块 ${area} 加载失败`, options);
    this.name = 'ChunkLoadError';
  }
}

export function areaSourcesFromGlob(modules: Record<string, () => Promise<AreaModule>>): AreaSources {
  const sources: AreaSources = {};
  for (const [file, load] of Object.entries(modules)) {
    const area = /\/features\/([^/]+)\/area\.tsx$/.exec(file)?.[1];
    if (area && (AREAS as readonly string[]).includes(area)) sources[area as Area] = load;
  }
  return sources;
}

function withTimeout<T>(loading: Promise<T>, timeoutMs: number, area: Area): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(area, { cause: `timeout after ${timeoutMs} ms` })), timeoutMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One load per area, shared by all its routes. A failed load stays failed
 * (React reads it again to show the error) until the user asks to retry.
 */
export function createAreaLoader(sources: AreaSources, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): AreaLoader {
  const loads = new Map<Area, Promise<AreaScreens | undefined>>();
  const load = (area: Area) => {
    const cached = loads.get(area);
    if (cached) return cached;
    const source = sources[area];
    const loading = source
      ? withTimeout(source(), timeoutMs, area).then(
          (module) => module.default,
          (cause: unknown) => {
            throw cause instanceof ChunkLoadError ? cause : new ChunkLoadError(area, { cause });
          },
        )
      : Promise.resolve(undefined);
    loads.set(area, loading);
    return loading;
  };
  return { load, forget: (area) => loads.delete(area) };
}

export const loadArea: AreaLoader = createAreaLoader(
  areaSourcesFromGlob(import.meta.glob<AreaModule>('../features/*/area.tsx')),
);
