// The fields of `x-third-party`, `x-scan` and `x-puzzle` (docs/contract.md,
// "Other parties"): what the gateway plays for the parties a real backend leaves
// the user to. The contract's one reader (scripts/lib/operation-behaviour.mjs)
// checks that each is an object; this module reads and checks their fields.

/** `x-third-party`: the answer names a third party's page, which sends the user back to the portal. */
export interface ThirdPartyDeclaration {
  /** The party's name, or the request field that chooses it and the name of each value. */
  site: string | { from: string; map: Record<string, string> };
  /** The answer's `map` field holding the party's page (an answer without it, a page already done, is left as it is). */
  url: string;
  /** The request field holding the portal address the party sends the user back to, or (a path) the portal page it calls back. */
  returnTo: string;
  /** The query parameters the party adds on the way back: a fresh code each, `name=value` that value; `state` is the answer's own. */
  returns: string[];
  /** The parameters it adds when the user declines there, in the same forms (none: it comes back without any). */
  declined?: string[];
  /** What the user does there, when it is not an authorisation to log in (签署数据共享授权书). */
  purpose?: string;
}

/** `x-scan`: a code a phone scans. `issue` names the answer's id field; `poll` the request's, and the examples of each state. */
export type ScanDeclaration = { issue: string } | { poll: string; waiting: string; confirmed: string; cancelled?: string };

/** `x-puzzle`: the slider puzzle. `issue` draws one into the answer; `solve` checks a release. */
export type PuzzleDeclaration =
  | { issue: string; picture: string; piece: string; pieceY: string; lifetime: string; width: number; height: number; pieceSize: number }
  | { solve: string; offset: string; tolerance: number; passed: string; failed: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fields(value: unknown, extension: string, where: string, strings: string[], numbers: string[] = [], optional: string[] = []) {
  if (!isRecord(value)) throw new Error(`${where}: ${extension} must be an object`);
  const known = new Set([...strings, ...numbers, ...optional]);
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new Error(`${where}: ${extension} has unknown keys ${unknown.join(', ')}`);
  for (const name of [...strings, ...optional]) {
    const given = value[name];
    if ((given !== undefined || strings.includes(name)) && (typeof given !== 'string' || given === '')) {
      throw new Error(`${where}: ${extension} ${name} must be a non-empty string`);
    }
  }
  for (const name of numbers) {
    if (!Number.isInteger(value[name]) || (value[name] as number) < 1)
      throw new Error(`${where}: ${extension} ${name} must be a whole number above 0`);
  }
  return value;
}

export function readThirdPartyDeclaration(value: unknown, where: string): ThirdPartyDeclaration | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new Error(`${where}: x-third-party must be an object`);
  const { site, returns, declined, ...rest } = value;
  fields(rest, 'x-third-party', where, ['url', 'returnTo'], [], ['purpose']);
  const siteIsMap =
    isRecord(site) && typeof site.from === 'string' && isRecord(site.map) && Object.values(site.map).every((v) => typeof v === 'string');
  if (!(typeof site === 'string' && site !== '') && !siteIsMap) {
    throw new Error(`${where}: x-third-party site must be a name or {from: <request field>, map: {<value>: <name>}}`);
  }
  const parameters = (list: unknown) =>
    Array.isArray(list) && list.length > 0 && list.every((name) => typeof name === 'string' && /^[^=]+(=.*)?$/.test(name));
  if (!parameters(returns)) {
    throw new Error(`${where}: x-third-party returns must list the query parameters the party adds (name, or name=value)`);
  }
  if (declined !== undefined && !parameters(declined)) {
    throw new Error(`${where}: x-third-party declined must list the query parameters the party adds when the user declines`);
  }
  return value as unknown as ThirdPartyDeclaration;
}

export function readScanDeclaration(value: unknown, where: string): ScanDeclaration | undefined {
  if (value === undefined) return undefined;
  if (isRecord(value) && 'issue' in value) return fields(value, 'x-scan', where, ['issue']) as ScanDeclaration;
  return fields(value, 'x-scan', where, ['poll', 'waiting', 'confirmed'], [], ['cancelled']) as ScanDeclaration;
}

export function readPuzzleDeclaration(value: unknown, where: string): PuzzleDeclaration | undefined {
  if (value === undefined) return undefined;
  if (isRecord(value) && 'issue' in value) {
    return fields(
      value,
      'x-puzzle',
      where,
      ['issue', 'picture', 'piece', 'pieceY', 'lifetime'],
      ['width', 'height', 'pieceSize'],
    ) as PuzzleDeclaration;
  }
  return fields(value, 'x-puzzle', where, ['solve', 'offset', 'passed', 'failed'], ['tolerance']) as PuzzleDeclaration;
}

/** The three declarations of one operation. */
export interface StandIns {
  thirdParty: ThirdPartyDeclaration | undefined;
  scan: ScanDeclaration | undefined;
  puzzle: PuzzleDeclaration | undefined;
}

export function readStandIns(behaviour: { thirdParty?: object; scan?: object; puzzle?: object }, where: string): StandIns {
  return {
    thirdParty: readThirdPartyDeclaration(behaviour.thirdParty, where),
    scan: readScanDeclaration(behaviour.scan, where),
    puzzle: readPuzzleDeclaration(behaviour.puzzle, where),
  };
}

/** The examples a poll or a check names must be documented answers of the operation. */
export function checkNamedExamples(standIns: StandIns, successExamples: readonly string[], where: string): void {
  const { scan, puzzle } = standIns;
  const named = [
    ...(scan && 'poll' in scan
      ? [
          ['x-scan', scan.waiting],
          ['x-scan', scan.confirmed],
          ['x-scan', scan.cancelled],
        ]
      : []),
    ...(puzzle && 'solve' in puzzle
      ? [
          ['x-puzzle', puzzle.passed],
          ['x-puzzle', puzzle.failed],
        ]
      : []),
  ];
  for (const [extension, name] of named) {
    if (name !== undefined && !successExamples.includes(name)) {
      throw new Error(`${where}: ${extension} names the example "${name}", which the 200 answer does not document`);
    }
  }
}
