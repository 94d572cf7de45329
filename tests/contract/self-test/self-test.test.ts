// The self-test's machinery, cheaply: the contract command against the planting
// proxy with nothing planted passes phase "authorization", and two planted defects
// that phase exists for (two defaults in a list, inside a sealed answer; the owner's
// own list refused) are killed, named by the operation and the rule where each was
// planted. The whole table of
// `npm run contract -- --self-test` is in docs/contract-testing.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSelfTest, selfTestPassed, selfTestTable } from './run';

const reportDir = mkdtempSync(join(tmpdir(), 'contract-self-test-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

describe('npm run contract -- --self-test', () => {
  it('passes the correct mock and kills the planted defects, naming phase, operation and field', async () => {
    const result = await runSelfTest({
      reportDir,
      runArgs: [],
      defects: ['two-defaults', 'refuses-own-list'],
      phases: ['authorization'],
    });
    expect(result.control?.exitCode, selfTestTable(result)).toBe(0);
    expect(result.control?.phases.authorization).toBe('survived');
    const twoDefaults = result.defects.find((d) => d.id === 'two-defaults');
    expect(twoDefaults).toMatchObject({ id: 'two-defaults', killed: true, named: true, exitCode: 1 });
    expect(twoDefaults!.first).toEqual({
      phase: 'authorization',
      operation: 'person POST /address/findUserAdressList',
      field: 'addresses: rule at most one isDefault',
    });
    expect(result.defects.find((d) => d.id === 'refuses-own-list')).toMatchObject({
      killed: true,
      named: true,
      first: {
        phase: 'authorization',
        operation: 'person POST /address/findUserAdressList',
        field: 'addresses: the owner reads its own list',
      },
    });
    expect(selfTestPassed(result)).toBe(true);
    expect(selfTestTable(result)).toMatch(/^\| `two-defaults` \| person findUserAddressList: isDefault \| - \| - \| - \| KILLED \| - \|/m);
  }, 240_000);
});
