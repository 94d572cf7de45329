// Per-request SM4 keys, already SM2-wrapped, ready before they are needed.
// Wrapping costs tens of milliseconds, so a KeySource (Web Workers in the
// browser) produces keys off the main thread and the pool is topped up when the
// main thread is idle. Without a source (tests, Node, browsers without
// workers) each key is wrapped on demand: slower, equally correct.
import { whenIdle } from '../idle';
import type { WrappedKey } from './key-wrap';

/**
 * Wraps a key on this thread. SM2 (with its big-integer library) is loaded on
 * the first such wrap: in the browser the workers do the wrapping, so the
 * page never downloads it.
 */
function wrapInline(publicKey: string): Promise<WrappedKey> {
  return import('./key-wrap').then(({ wrapNewKey }) => wrapNewKey(publicKey));
}

/** Produces one freshly wrapped key somewhere other than the main thread. */
export interface KeySource {
  next(): Promise<WrappedKey>;
  dispose(): void;
}

export interface KeyPoolOptions {
  readonly publicKey: string;
  /** Keys kept ready; a burst larger than this waits for the source, never for the main thread. */
  readonly capacity?: number;
  readonly source?: KeySource | null;
  /** How "when idle" is scheduled; requestIdleCallback where it exists. */
  readonly scheduleIdle?: (task: () => void) => void;
}

const DEFAULT_CAPACITY = 4;
/**
 * Keys kept ready until the page takes its first: most pages loaded make no encrypted call
 * (a public page), and each key is an SM2 wrap of processor time. Once the page has used the
 * cipher (a login, a centre's own screens), more calls tend to follow, and the pool keeps its capacity.
 */
const READY_BEFORE_FIRST_USE = 1;

export class KeyPool {
  readonly #publicKey: string;
  readonly #capacity: number;
  readonly #scheduleIdle: (task: () => void) => void;
  #source: KeySource | null;
  readonly #ready: WrappedKey[] = [];
  // Resolvers of take() calls: a key, or the inline wrap that will give one (or fail).
  readonly #waiting: Array<(key: WrappedKey | PromiseLike<WrappedKey>) => void> = [];
  #requested = 0;
  #refillScheduled = false;
  #used = false;

  constructor(options: KeyPoolOptions) {
    this.#publicKey = options.publicKey;
    this.#capacity = options.capacity ?? DEFAULT_CAPACITY;
    this.#source = options.source ?? null;
    this.#scheduleIdle = options.scheduleIdle ?? ((task) => void whenIdle(task));
  }

  /** True while keys come from a background source. */
  get background(): boolean {
    return this.#source !== null;
  }

  get readyCount(): number {
    return this.#ready.length;
  }

  /** Starts filling the pool in the background (no-op without a source). */
  prime(): void {
    this.#scheduleRefill();
  }

  /** A key never handed out before. */
  take(): Promise<WrappedKey> {
    this.#used = true;
    const ready = this.#ready.shift();
    if (ready) {
      this.#scheduleRefill();
      return Promise.resolve(ready);
    }
    if (!this.#source) return wrapInline(this.#publicKey);
    const key = new Promise<WrappedKey>((resolve) => this.#waiting.push(resolve));
    this.#request();
    return key;
  }

  /** Fills the pool to capacity and resolves when it is full (benchmarks, warm-up). */
  async fill(): Promise<void> {
    while (this.#ready.length < this.#capacity) {
      const key = (this.#source ? await this.#fromSource() : null) ?? (await wrapInline(this.#publicKey));
      // A background delivery may have filled the pool meanwhile.
      if (this.#ready.length < this.#capacity) this.#ready.push(key);
    }
  }

  dispose(): void {
    this.#source?.dispose();
    this.#source = null;
    this.#ready.length = 0;
    this.#serveWaitersInline();
  }

  /** How many keys the pool keeps ready now. */
  get #target(): number {
    return this.#used ? this.#capacity : Math.min(this.#capacity, READY_BEFORE_FIRST_USE);
  }

  #scheduleRefill(): void {
    if (!this.#source || this.#refillScheduled) return;
    this.#refillScheduled = true;
    this.#scheduleIdle(() => {
      this.#refillScheduled = false;
      this.#request();
    });
  }

  /** Asks the source for enough keys to serve every waiter and refill the pool. */
  #request(): void {
    const wanted = this.#target + this.#waiting.length - this.#ready.length - this.#requested;
    for (let i = 0; i < wanted && this.#source; i += 1) {
      this.#requested += 1;
      void this.#fromSource().then((key) => {
        this.#requested -= 1;
        if (key) this.#deliver(key);
      });
    }
  }

  /** A key from the source, or null when the source broke (waiters are then served inline). */
  #fromSource(): Promise<WrappedKey | null> {
    const source = this.#source;
    if (!source) return Promise.resolve(null);
    return source.next().catch(() => {
      // A broken source (worker blocked by policy or crashed) must not strand requests.
      if (this.#source === source) {
        source.dispose();
        this.#source = null;
        this.#serveWaitersInline();
      }
      return null;
    });
  }

  #deliver(key: WrappedKey): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(key);
    else if (this.#ready.length < this.#target) this.#ready.push(key);
  }

  #serveWaitersInline(): void {
    for (const waiter of this.#waiting.splice(0)) waiter(wrapInline(this.#publicKey));
  }
}
