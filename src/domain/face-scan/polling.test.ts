import { describe, expect, it } from 'vitest';
import { poll } from './polling';

function fakeClock() {
  let time = 0;
  return {
    now: () => time,
    wait: async (ms: number) => {
      time += ms;
    },
  };
}

describe('poll', () => {
  it('keeps asking until the answer settles, reporting what it saw on the way', async () => {
    const answers = ['waiting', 'scanned', 'passed'];
    const seen: string[] = [];
    const outcome = await poll({
      query: async () => answers.shift() ?? 'waiting',
      settled: (state) => state === 'passed',
      onProgress: (state) => seen.push(state),
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      ...fakeClock(),
    });
    expect(outcome).toEqual({ kind: 'settled', value: 'passed' });
    expect(seen).toEqual(['waiting', 'scanned']);
  });

  it('gives up at the time limit', async () => {
    let calls = 0;
    const outcome = await poll({
      query: async () => {
        calls += 1;
        return 'waiting';
      },
      settled: () => false,
      intervalMs: 2000,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
      ...fakeClock(),
    });
    expect(outcome).toEqual({ kind: 'timeout' });
    // At 0, 2, 4, 6, 8 and 10 seconds: the last query still falls inside the limit.
    expect(calls).toBe(6);
  });

  it('asks first after one interval when told to wait first', async () => {
    const clock = fakeClock();
    const askedAt: number[] = [];
    await poll({
      query: async () => askedAt.push(clock.now()),
      settled: () => askedAt.length === 2,
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      waitFirst: true,
      ...clock,
    });
    expect(askedAt).toEqual([2000, 4000]);
  });

  it('stops on the first failed query and hands the error back', async () => {
    const failure = new Error('network');
    const outcome = await poll({
      query: () => Promise.reject(failure),
      settled: () => false,
      intervalMs: 2000,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
      ...fakeClock(),
    });
    expect(outcome).toEqual({ kind: 'failed', error: failure });
  });

  it('asks again at the next round after a failed query when told to retry', async () => {
    const answers = [() => Promise.reject(new Error('network')), async () => 'scanned', async () => 'passed'];
    const seen: string[] = [];
    const outcome = await poll({
      query: () => (answers.shift() ?? (async () => 'waiting'))(),
      settled: (state) => state === 'passed',
      onProgress: (state) => seen.push(state),
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      onQueryError: 'retry',
      ...fakeClock(),
    });
    expect(outcome).toEqual({ kind: 'settled', value: 'passed' });
    expect(seen).toEqual(['scanned']);
  });

  it('stops without another query once the screen aborts it', async () => {
    const controller = new AbortController();
    let calls = 0;
    const outcome = await poll({
      query: async () => {
        calls += 1;
        if (calls === 2) controller.abort();
        return 'waiting';
      },
      settled: () => false,
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: controller.signal,
      ...fakeClock(),
    });
    expect(outcome).toEqual({ kind: 'aborted' });
    expect(calls).toBe(2);
  });
});
