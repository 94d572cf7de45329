// KeySource backed by dedicated Web Workers running key-worker.ts. Returns null
// where workers cannot be started, so the pool falls back to wrapping inline.
import type { KeySource } from './key-pool';
import type { WrapReply, WrapRequest } from './key-worker';
import type { WrappedKey } from './key-wrap';

interface Pending {
  resolve(key: WrappedKey): void;
  reject(error: Error): void;
}

/** One worker per spare core, at most two: SM2 wrapping is pure CPU. */
export function defaultWorkerCount(): number {
  const cores = typeof navigator === 'undefined' ? 2 : (navigator.hardwareConcurrency ?? 2);
  return Math.min(2, Math.max(1, cores - 1));
}

export function createWorkerKeySource(publicKey: string, workerCount = defaultWorkerCount()): KeySource | null {
  if (typeof Worker === 'undefined') return null;
  let workers: Worker[];
  try {
    workers = Array.from(
      { length: workerCount },
      () => new Worker(new URL('./key-worker.ts', import.meta.url), { type: 'module', name: 'sm2-key-wrap' }),
    );
  } catch {
    return null;
  }

  const pending = new Map<number, Pending>();
  let nextId = 0;
  let broken: Error | null = null;

  const failAll = (error: Error): void => {
    broken = error;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  for (const worker of workers) {
    worker.onmessage = ({ data }: MessageEvent<WrapReply>) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      pending.delete(data.id);
      if ('error' in data) entry.reject(new Error(data.error));
      else entry.resolve({ key: data.key, encryptKey: data.encryptKey });
    };
    worker.onerror = (event) => failAll(new Error(`key worker failed: ${event.message}`));
    worker.onmessageerror = () => failAll(new Error('key worker sent an unreadable message'));
  }

  return {
    next() {
      if (broken) return Promise.reject(broken);
      const id = nextId;
      nextId += 1;
      const worker = workers[id % workers.length]!;
      return new Promise<WrappedKey>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: WrapRequest = { id, publicKey };
        worker.postMessage(request);
      });
    },
    dispose() {
      for (const worker of workers) worker.terminate();
      failAll(new Error('key workers stopped'));
    },
  };
}
