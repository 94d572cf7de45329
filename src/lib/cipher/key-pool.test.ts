import { readFileSync } from 'node:fs';
import smCrypto from 'sm-crypto';
import { describe, expect, it, vi } from 'vitest';
import { toHex } from './bytes';
import { KeyPool, type KeySource } from './key-pool';
import * as keyWrap from './key-wrap';
import type { WrappedKey } from './key-wrap';

const { publicKey, privateKey } = JSON.parse(readFileSync(new URL('../../../mock/dev-keys.json', import.meta.url), 'utf8')) as {
  publicKey: string;
  privateKey: string;
};

/** What the server's SM2 decryption gives: the key's 32 hex characters (spec §9). */
const unwrappedKeyText = (encryptKey: string): string => smCrypto.sm2.doDecrypt(encryptKey, privateKey, 1);

/** A source whose keys the test hands out, counting requests. */
function manualSource() {
  const pending: ((key: WrappedKey) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  let serial = 0;
  const source: KeySource & { disposed: boolean } = {
    disposed: false,
    next: () =>
      new Promise<WrappedKey>((resolve, reject) => {
        pending.push(resolve);
        failures.push(reject);
      }),
    dispose() {
      this.disposed = true;
    },
  };
  const fake = (): WrappedKey => {
    serial += 1;
    return { key: new Uint8Array(16).fill(serial), encryptKey: `wrapped-${serial}` };
  };
  return {
    source,
    requested: () => pending.length,
    deliver: (count = pending.length) => {
      for (let i = 0; i < count; i += 1) {
        failures.shift();
        pending.shift()?.(fake());
      }
    },
    fail: () => {
      pending.splice(0);
      for (const reject of failures.splice(0)) reject(new Error('worker crashed'));
    },
  };
}

/** Runs idle tasks only when the test says so. */
function idleQueue() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (task: () => void) => tasks.push(task),
    runAll: () => tasks.splice(0).forEach((task) => task()),
    size: () => tasks.length,
  };
}

async function flush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('KeyPool with a background source', () => {
  it('keeps one key ready until the first is taken, then fills to capacity when idle, handing out ready keys without waiting for the source', async () => {
    const manual = manualSource();
    const idle = idleQueue();
    const pool = new KeyPool({ publicKey, capacity: 3, source: manual.source, scheduleIdle: idle.schedule });
    pool.prime();
    expect(manual.requested()).toBe(0);
    idle.runAll();
    // A page that makes no encrypted call pays for one wrap, not the whole pool.
    expect(manual.requested()).toBe(1);
    manual.deliver();
    await flush();
    expect(pool.readyCount).toBe(1);

    const inline = vi.spyOn(keyWrap, 'wrapNewKey');
    expect((await pool.take()).encryptKey).toBe('wrapped-1');
    // Refilling waits for an idle moment, then fills the whole pool: a page that used the cipher uses it again.
    expect(manual.requested()).toBe(0);
    idle.runAll();
    expect(manual.requested()).toBe(3);
    manual.deliver();
    await flush();
    expect(pool.readyCount).toBe(3);
    const taken = await Promise.all([pool.take(), pool.take()]);
    expect(taken.map((key) => key.encryptKey)).toEqual(['wrapped-2', 'wrapped-3']);
    expect(inline).not.toHaveBeenCalled();
    inline.mockRestore();

    // Then only what is missing.
    idle.runAll();
    expect(manual.requested()).toBe(2);
  });

  it('never hands out the same key twice', async () => {
    const manual = manualSource();
    const idle = idleQueue();
    const pool = new KeyPool({ publicKey, capacity: 2, source: manual.source, scheduleIdle: idle.schedule });
    pool.prime();
    const seen = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      idle.runAll();
      manual.deliver();
      await flush();
      const key = await pool.take();
      expect(seen.has(key.encryptKey)).toBe(false);
      seen.add(key.encryptKey);
    }
  });

  it('when empty, a caller waits for the source (off the main thread), not for inline wrapping', async () => {
    const manual = manualSource();
    const idle = idleQueue();
    const pool = new KeyPool({ publicKey, capacity: 2, source: manual.source, scheduleIdle: idle.schedule });
    const inline = vi.spyOn(keyWrap, 'wrapNewKey');
    let resolved: WrappedKey | undefined;
    void pool.take().then((key) => (resolved = key));
    // One key for the waiter plus a full pool.
    expect(manual.requested()).toBe(3);
    await flush();
    expect(resolved).toBeUndefined();
    manual.deliver(1);
    await flush();
    expect(resolved?.encryptKey).toBe('wrapped-1');
    expect(inline).not.toHaveBeenCalled();
    inline.mockRestore();
  });

  it('falls back to wrapping inline, correctly, when the source breaks', async () => {
    const manual = manualSource();
    const idle = idleQueue();
    const pool = new KeyPool({ publicKey, capacity: 2, source: manual.source, scheduleIdle: idle.schedule });
    const waiting = pool.take();
    manual.fail();
    const key = await waiting;
    expect(manual.source.disposed).toBe(true);
    expect(pool.background).toBe(false);
    expect(unwrappedKeyText(key.encryptKey)).toBe(toHex(key.key));
    const next = await pool.take();
    expect(toHex(next.key)).not.toBe(toHex(key.key));
  });
});

describe('KeyPool without a source (tests, Node, browsers without workers)', () => {
  it('wraps a fresh key per take that the server private key unwraps', async () => {
    const pool = new KeyPool({ publicKey });
    expect(pool.background).toBe(false);
    const inline = vi.spyOn(keyWrap, 'wrapNewKey');
    const [first, second] = await Promise.all([pool.take(), pool.take()]);
    expect(inline).toHaveBeenCalledTimes(2);
    inline.mockRestore();
    expect(first!.key).toHaveLength(16);
    expect(toHex(first!.key)).not.toBe(toHex(second!.key));
    expect(first!.encryptKey).toMatch(/^[0-9a-f]{256}$/);
    expect(unwrappedKeyText(first!.encryptKey)).toBe(toHex(first!.key));
  });

  it('fill() prepares keys ahead so take() does no SM2 work', async () => {
    const pool = new KeyPool({ publicKey, capacity: 2 });
    await pool.fill();
    expect(pool.readyCount).toBe(2);
    const inline = vi.spyOn(keyWrap, 'wrapNewKey');
    await pool.take();
    await pool.take();
    expect(inline).not.toHaveBeenCalled();
    inline.mockRestore();
  });
});
