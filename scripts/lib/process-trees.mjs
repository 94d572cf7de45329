// The processor time of process trees on Linux, from /proc: which tree each process
// belongs to (through its parents, remembered once seen, as a process whose parent
// ended is handed to init) and the user and system time it has used, as last seen.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** A process's parent and its user + system time in clock ticks, from the text of /proc/<pid>/stat. */
export function parseStat(text) {
  // The command name (field 2) may hold spaces and parentheses: the fields after it start past its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Every process now: pid → its stat; one that ended while read is left out. */
function readProcesses() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      table.set(Number(name), parseStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // Ended between the listing and the read.
    }
  }
  return table;
}

/**
 * Follows the trees under `roots` (pid → the tree's name): each `sample()` reads the process
 * table (`read`, /proc by default), assigns new processes to the tree of their nearest known
 * ancestor and keeps each one's latest time; `seconds()` sums them per tree. What a process
 * used after the last sample before it ended is not counted.
 */
export function treeSampler(roots, read = readProcesses, ticksPerSecond = clockTicks()) {
  const treeOfPid = new Map(roots);
  const ticksOfPid = new Map();
  return {
    sample() {
      const table = read();
      for (const [pid, { ticks }] of table) {
        const tree = treeOf(pid, table, treeOfPid);
        if (tree !== undefined) ticksOfPid.set(pid, ticks);
      }
    },
    seconds() {
      const ticksOfTree = new Map([...new Set(roots.values())].map((name) => [name, 0]));
      for (const [pid, ticks] of ticksOfPid) ticksOfTree.set(treeOfPid.get(pid), ticksOfTree.get(treeOfPid.get(pid)) + ticks);
      return new Map([...ticksOfTree].map(([name, ticks]) => [name, ticks / ticksPerSecond]));
    },
  };
}

/** The tree of `pid`: its own, once known, or its nearest known ancestor's (then remembered for the chain walked). */
function treeOf(pid, table, treeOfPid) {
  const chain = [];
  for (let at = pid; at > 1 && !treeOfPid.has(at) && !chain.includes(at); at = table.get(at)?.parent ?? 0) chain.push(at);
  const tree = treeOfPid.get(chain.length > 0 ? (table.get(chain.at(-1))?.parent ?? 0) : pid);
  if (tree !== undefined) for (const at of chain) treeOfPid.set(at, tree);
  return tree;
}

/** The kernel's clock ticks per second (USER_HZ), in which /proc gives times. */
function clockTicks() {
  return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
}
