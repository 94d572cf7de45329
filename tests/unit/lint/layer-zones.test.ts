// The layer rules of docs/architecture.md are ESLint zones on resolved paths. Each
// case lints a small module as if it were written at `at`, importing `imports`, and
// expects the zones to refuse it (or, for the control cases, to let it pass).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** A zone only judges an import it can resolve: a fixture naming a file that is gone would pass unseen. */
function expectResolvable(at: string, imports: string) {
  const target = resolve(dirname(at), imports);
  expect(
    ['.ts', '.tsx'].some((ending) => existsSync(`${target}${ending}`)),
    `${imports} from ${at} names no file`,
  ).toBe(true);
}

async function zoneErrors(at: string, imports: string): Promise<string[]> {
  expectResolvable(at, imports);
  const [result] = await eslint.lintText(`import * as imported from '${imports}';\nexport const used = imported;\n`, { filePath: at });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('layer zones', () => {
  it.each([
    [
      'a feature importing another area by a relative path',
      'src/features/login/zone-fixture.ts',
      '../psncenter/account/address/AddressScreen',
    ],
    [
      'a feature importing another area from deep inside',
      'src/features/login/screens/zone-fixture.ts',
      '../../../features/unitcenter/main/UnitMainScreen',
    ],
    ['a feature importing the shell', 'src/features/item/zone-fixture.ts', '../../app/theme'],
    ['a shared component importing a feature', 'src/components/zone-fixture.ts', '../features/login/logic/login-outcome'],
    ['a shared business piece importing a feature', 'src/domain/zone-fixture.ts', '../features/login/logic/login-outcome'],
    ['a shared component importing a shared business piece', 'src/components/zone-fixture.ts', '../domain/sms/SmsCodeInput'],
    ['the api layer importing a store', 'src/api/zone-fixture.ts', '../stores/session'],
    ['a pure helper importing the api layer', 'src/lib/zone-fixture.ts', '../api/messages'],
  ])('refuses %s', async (_case, at, imports) => {
    expect(await zoneErrors(at, imports)).not.toEqual([]);
  });

  it.each([
    ['a feature importing its own area', 'src/features/login/zone-fixture.ts', './logic/login-outcome'],
    ['a feature importing a shared component', 'src/features/login/zone-fixture.ts', '../../components/Panel'],
    ['the shell importing a feature', 'src/app/zone-fixture.ts', '../features/login/logic/login-outcome'],
    ['a feature importing a shared business piece', 'src/features/login/zone-fixture.ts', '../../domain/sms/SmsCodeInput'],
  ])('allows %s', async (_case, at, imports) => {
    expect(await zoneErrors(at, imports)).toEqual([]);
  });
});
