import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, type PollStatus, type PollVerdict } from './polling';

type Answer = { state: string };
const judge = (answer: Answer): PollVerdict<string> =>
  answer.state === 'confirmed'
    ? { kind: 'done', result: 'ticket' }
    : answer.state === 'cancelled'
      ? { kind: 'failed', reason: '已取消' }
      : { kind: 'continue', note: answer.state };

describe('startPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run(states: string[], limitMs = 60_000) {
    const query = vi.fn(async () => ({ state: states.shift() ?? 'waiting' }));
    const changes: PollStatus<string>[] = [];
    const poller = startPolling({ query, judge, intervalMs: 2000, limitMs, onChange: (status) => changes.push(status) });
    return { query, changes, poller };
  }

  it('starts polling, reports progress and stops with the result once confirmed', async () => {
    const { query, changes } = run(['waiting', 'scanned', 'confirmed']);
    expect(changes).toEqual([{ phase: 'polling' }]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(query).toHaveBeenCalledTimes(3);
    expect(changes.at(-2)).toEqual({ phase: 'polling', note: 'scanned' });
    expect(changes.at(-1)).toEqual({ phase: 'done', result: 'ticket' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(query).toHaveBeenCalledTimes(3);
  });

  it('stops on a final failure', async () => {
    const { query, changes } = run(['cancelled']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(query).toHaveBeenCalledTimes(1);
    expect(changes.at(-1)).toEqual({ phase: 'failed', reason: '已取消' });
  });

  it('stops when the screen goes away, and ignores an answer still on its way', async () => {
    const { query, changes, poller } = run([]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(query).toHaveBeenCalledTimes(2);
    poller.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(query).toHaveBeenCalledTimes(2);
    expect(changes.at(-1)).toEqual({ phase: 'stopped' });
  });

  it('expires after the time limit without asking again', async () => {
    const { query, changes } = run([], 5000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(query).toHaveBeenCalledTimes(2);
    expect(changes.at(-1)).toEqual({ phase: 'expired' });
  });

  it('keeps polling when one query fails', async () => {
    const changes: PollStatus<string>[] = [];
    const query = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue({ state: 'confirmed' });
    startPolling({ query, judge, intervalMs: 2000, limitMs: 60_000, onChange: (status) => changes.push(status) });
    await vi.advanceTimersByTimeAsync(6000);
    expect(query).toHaveBeenCalledTimes(3);
    expect(changes.at(-1)).toEqual({ phase: 'done', result: 'ticket' });
  });
});
