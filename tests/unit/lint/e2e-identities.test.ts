// The browser files share one gateway for the whole run, so an account one file registers
// exists for every file after it: two files registering the same 证件号码 or phone pass
// alone and fail together, in whichever order the run happens to take.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = 'tests/e2e';
const ACCOUNT_KEYS = ['idCardNo', 'cellphone', 'socialCreditCode', 'managerCellphone'];

/** Every `key: value` an e2e file registers with, read from its `NewPerson` / `NewUnit` literals. */
function registeredIdentities(source: string): string[] {
  const literals = source.matchAll(/:\s*(?:NewPerson|NewUnit)\s*=\s*\{([^}]*)\}/g);
  return [...literals].flatMap(([, body]) =>
    [...body!.matchAll(/(\w+):\s*'([^']*)'/g)].filter(([, key]) => ACCOUNT_KEYS.includes(key!)).map(([, key, value]) => `${key}: ${value}`),
  );
}

function clashes(files: Record<string, string>): string[] {
  const owners = new Map<string, string[]>();
  for (const [file, source] of Object.entries(files)) {
    for (const identity of new Set(registeredIdentities(source))) owners.set(identity, [...(owners.get(identity) ?? []), file]);
  }
  return [...owners].filter(([, inFiles]) => inFiles.length > 1).map(([identity, inFiles]) => `${identity} in ${inFiles.join(', ')}`);
}

describe('accounts the browser tests register', () => {
  it('reads the identities of a person and a unit literal', () => {
    const source = `const A: NewPerson = { name: '甲', idCardNo: '320106199203150025', cellphone: '13776541209', password: 'x' };
      const b: NewUnit = {\n unitName: '乙', socialCreditCode: '91320508MA1Y7E3P2E',\n managerCellphone: '13962139025', password: 'y' };`;
    expect(registeredIdentities(source)).toEqual([
      'idCardNo: 320106199203150025',
      'cellphone: 13776541209',
      'socialCreditCode: 91320508MA1Y7E3P2E',
      'managerCellphone: 13962139025',
    ]);
    expect(clashes({ 'a.e2e.ts': source, 'b.e2e.ts': `const C: NewPerson = { idCardNo: '320106199203150025', cellphone: '1' };` })).toEqual(
      ['idCardNo: 320106199203150025 in a.e2e.ts, b.e2e.ts'],
    );
  });

  it('are each registered by one file only', () => {
    const files = Object.fromEntries(
      readdirSync(E2E)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => [name, readFileSync(join(E2E, name), 'utf8')]),
    );
    expect(Object.values(files).flatMap(registeredIdentities).length).toBeGreaterThan(8);
    expect(clashes(files)).toEqual([]);
  });
});
