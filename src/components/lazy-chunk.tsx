// Code that arrives on demand: the route table's screens (the shell), the
// centre layout and the parts of a screen shown later. One load per chunk, a 120 s
// limit, and a failure that stays until the user asks to retry (the error
// page's 重新加载 calls `forget` on the error), so React can read it again.
import { use, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/app';

/** A chunk that failed to arrive (network, new deployment, or the time limit). */
export class ChunkLoadError extends Error {
  constructor(
    /** What was loading: a route's screen, a layout or a component. */
    readonly chunk: string,
    /** Forgets the failed load, so the next render fetches the chunk again. */
    readonly forget: () => void,
    options?: { cause?: unknown },
  ) {
    super(`页面模块 ${chunk} 加载失败`, options);
    this.name = 'ChunkLoadError';
  }
}

export interface ChunkLoader<T> {
  load: () => Promise<T>;
  forget: () => void;
}

function withTimeout<T>(loading: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

export function createChunkLoader<T>(chunk: string, source: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ChunkLoader<T> {
  let loading: Promise<T> | undefined;
  const forget = () => {
    loading = undefined;
  };
  const load = () => {
    if (!loading) {
      const started: Promise<T> = withTimeout(source(), timeoutMs).then(
        (value) => {
          // React's `use` reads a settled promise at once when it says so: a chunk
          // loaded before rendering (prerender, hydration) renders without suspending.
          Object.assign(started, { status: 'fulfilled', value });
          return value;
        },
        (cause: unknown) => {
          throw cause instanceof ChunkLoadError ? cause : new ChunkLoadError(chunk, forget, { cause });
        },
      );
      loading = started;
    }
    return loading;
  };
  return { load, forget };
}

/**
 * A component whose code arrives on its first render, so a page does not
 * download what it shows only later (a dialog, another tab, a QR panel).
 * Render it inside a `<Suspense>` of the caller's (a local fallback); a failed
 * load reaches the nearest error boundary as a ChunkLoadError.
 */
export function lazyComponent<Props extends object>(
  name: string,
  source: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  const loader = createChunkLoader(name, source);
  function LazyComponent(props: Props) {
    const Component = use(loader.load());
    return <Component {...props} />;
  }
  LazyComponent.displayName = `lazy(${name})`;
  LazyComponent.preload = loader.load;
  return LazyComponent;
}
