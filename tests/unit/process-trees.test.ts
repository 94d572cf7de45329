// npm run compare-cpu's accounting: each process counted in the tree it was started in,
// with the time it last showed, and nothing of the processes outside the trees.
import { describe, expect, it } from 'vitest';
import { parseStat, treeSampler, type ProcessStat } from '../../scripts/lib/process-trees.mjs';

const table = (rows: [pid: number, parent: number, ticks: number][]) =>
  new Map<number, ProcessStat>(rows.map(([pid, parent, ticks]) => [pid, { parent, ticks }]));

describe('process trees', () => {
  it('read the parent and the user + system time past a command name with spaces and parentheses', () => {
    const stat = '4242 (Web Content (x)) S 4200 4242 4242 0 -1 4194560 5 0 0 0 150 25 7 3 20 0 1 0 99 0 0';
    expect(parseStat(stat)).toEqual({ parent: 4200, ticks: 175 });
  });

  it('sum each tree over its descendants, a child handed to init after its parent ended included', () => {
    const snapshots = [
      table([
        [1, 0, 0],
        [10, 1, 5],
        [11, 10, 20],
        [12, 11, 30],
        [20, 1, 7],
        [21, 20, 40],
        [30, 1, 999],
      ]),
      // 11 ended; its child 12 now belongs to init, and 13 is new under 12.
      table([
        [1, 0, 0],
        [10, 1, 6],
        [12, 1, 50],
        [13, 12, 10],
        [20, 1, 8],
        [21, 20, 60],
        [30, 1, 2000],
      ]),
    ];
    let next = 0;
    const sampler = treeSampler(
      new Map([
        [10, 'here'],
        [20, 'there'],
      ]),
      () => snapshots[next++]!,
      100,
    );
    sampler.sample();
    sampler.sample();
    // here: 10 (6) + 11 (20, as last seen) + 12 (50) + 13 (10); there: 20 (8) + 21 (60); 30 is no one's.
    expect(Object.fromEntries(sampler.seconds())).toEqual({ here: 0.86, there: 0.68 });
  });
});
