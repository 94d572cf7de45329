// Only src/api compares an envelope's appcode (eslint.config.js, rawAppcode): a
// screen asks isSuccess(answer). Each case lints a small module as if written at `at`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function appcodeErrors(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('isSuccess')).map((m) => m.message);
}

const comparisons = [
  ['a plain comparison', "export const ok = (data: { appcode: string }) => data.appcode === '0';\n"],
  ['an optional chain', "export const ok = (data?: { appcode: string }) => data?.appcode !== '0';\n"],
  ['a destructured code', "export const ok = ({ appcode }: { appcode: string }) => '0' == appcode;\n"],
];

describe('raw appcode comparisons', () => {
  it.each(comparisons)('refuses %s in a feature, a shared piece and a component', async (_case, code) => {
    for (const at of ['src/features/login/appcode-fixture.ts', 'src/domain/appcode-fixture.ts', 'src/components/appcode-fixture.ts']) {
      expect(await appcodeErrors(at, code)).toHaveLength(1);
    }
  });

  it.each(comparisons)('allows %s inside src/api', async (_case, code) => {
    expect(await appcodeErrors('src/api/appcode-fixture.ts', code)).toEqual([]);
  });

  it('allows asking isSuccess', async () => {
    const code = "import { isSuccess } from '../../api';\nexport const ok = (data?: { appcode: string }) => isSuccess(data);\n";
    expect(await appcodeErrors('src/features/login/appcode-fixture.ts', code)).toEqual([]);
  });
});
