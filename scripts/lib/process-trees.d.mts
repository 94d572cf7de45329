// Types of process-trees.mjs for the TypeScript readers (the tests).

export interface ProcessStat {
  readonly parent: number;
  readonly ticks: number;
}

export declare function parseStat(text: string): ProcessStat;
export declare function treeSampler(
  roots: Map<number, string>,
  read?: () => Map<number, ProcessStat>,
  ticksPerSecond?: number,
): { sample(): void; seconds(): Map<string, number> };
