// The breaking-change check: changes planted in a copy of the contract get the
// right verdict and a message naming service, operation and field; the command
// fails on an unrecorded break and passes once openapi/CHANGELOG.md records it.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bundleContract, compareContracts, recordedBreaks, type ContractDocuments } from '../../scripts/lib/contract-diff';

type JsonObject = Record<string, unknown>;
type Documents = Record<string, JsonObject>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMMAND = join(ROOT, 'scripts/contract-diff.mjs');
const ADD_ADDRESS = 'person POST /address/addUserAddress';
const LIST_ADDRESSES = 'person POST /address/findUserAdressList';
// Three runs of the command, each bundling the copy twice: a few seconds each, more on a busy machine.
const COMMAND_RUNS_TIMEOUT_MS = 90_000;

/** A repository holding a copy of the contract reduced to the person service (one document bundles fast). */
let copy: string;
let base: Documents;

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], { cwd: copy, stdio: 'ignore' });
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));
  for (const folder of ['openapi/person', 'openapi/shared']) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
  const config = YAML.parse(readFileSync(join(ROOT, 'redocly.yaml'), 'utf8')) as { apis: JsonObject };
  config.apis = { person: config.apis.person };
  writeFileSync(join(copy, 'redocly.yaml'), YAML.stringify(config));
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'the contract');
  base = await bundleContract(copy);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

const schemaOf = (documents: Documents, name: string) =>
  ((documents.person!.components as JsonObject).schemas as Record<string, JsonObject>)[name]!;
const propertiesOf = (documents: Documents, name: string) => schemaOf(documents, name).properties as Record<string, JsonObject>;
const pathsOf = (documents: Documents) => documents.person!.paths as Record<string, Record<string, JsonObject>>;

/** Compares the contract with a copy changed by `plant` (which may change the base too). */
function verdictOn(plant: (head: Documents, before: Documents) => void) {
  const [before, head] = [structuredClone(base), structuredClone(base)];
  plant(head, before);
  const { breaking, compatible } = compareContracts(before as ContractDocuments, head as ContractDocuments);
  return { breaking: breaking.map((change) => change.message), compatible: compatible.map((change) => change.message) };
}

describe('the verdict on a planted change', () => {
  it('finds nothing between a contract and itself', () => {
    expect(verdictOn(() => undefined)).toEqual({ breaking: [], compatible: [] });
  });

  it.each([
    [
      'a request field newly required',
      (head: Documents) => {
        propertiesOf(head, 'AddressInput').floorNo = { type: 'string' };
        (schemaOf(head, 'AddressInput').required as string[]).push('floorNo');
      },
      `${ADD_ADDRESS}: request field floorNo is now required`,
    ],
    ['an operation removed', (head: Documents) => delete pathsOf(head)['/address/addUserAddress'], `${ADD_ADDRESS}: operation removed`],
    [
      'a response field removed',
      (head: Documents) => delete propertiesOf(head, 'Address').areaName,
      `${LIST_ADDRESSES}: response 200 field map.list[].areaName removed`,
    ],
    [
      'a type changed',
      (head: Documents) => (propertiesOf(head, 'AddressInput').isDefault!.type = 'string'),
      `${ADD_ADDRESS}: request field isDefault: type changed from boolean to string`,
    ],
    [
      'a pattern narrowed',
      (head: Documents) => (propertiesOf(head, 'AddressInput').postalCode!.pattern = '^2[0-9]{5}$'),
      `${ADD_ADDRESS}: request field postalCode: pattern changed from ^[0-9]{6}$ to ^2[0-9]{5}$`,
    ],
    [
      'a length narrowed',
      (head: Documents) => (propertiesOf(head, 'AddressInput').receiverName!.maxLength = 20),
      `${ADD_ADDRESS}: request field receiverName: maxLength narrowed from 30 to 20`,
    ],
    [
      'an enum value removed',
      (head: Documents, before: Documents) => {
        propertiesOf(before, 'Address').areaName!.enum = ['江苏省南京市玄武区', '江苏省苏州市姑苏区'];
        propertiesOf(head, 'Address').areaName!.enum = ['江苏省南京市玄武区'];
      },
      `${LIST_ADDRESSES}: response 200 field map.list[].areaName: enum value 江苏省苏州市姑苏区 removed`,
    ],
    [
      'a request limited to an enum',
      (head: Documents) => (propertiesOf(head, 'AddressInput').detailAddress!.enum = ['人民路 1 号']),
      `${ADD_ADDRESS}: request field detailAddress: now limited to the values 人民路 1 号`,
    ],
    [
      'x-sm4 changed',
      (head: Documents) => (pathsOf(head)['/address/addUserAddress']!.post!['x-sm4'] = 'both'),
      `${ADD_ADDRESS}: x-sm4 changed from request to both`,
    ],
  ])('%s is breaking', (_name, plant, message) => {
    expect(verdictOn(plant).breaking).toContain(message);
  });

  it('ends in a recursive schema, reporting a change where the schema first appears', () => {
    const verdict = verdictOn((head, before) => {
      for (const documents of [before, head]) propertiesOf(documents, 'Address').nearby = { $ref: '#/components/schemas/Address' };
      delete propertiesOf(head, 'Address').areaName;
    });
    expect(verdict.breaking).toContain(`${LIST_ADDRESSES}: response 200 field map.list[].areaName removed`);
    expect(verdict.breaking.filter((message) => message.includes('nearby'))).toEqual([]);
  });

  it('a new optional field, a new response field, a new response and a new operation are compatible', () => {
    const verdict = verdictOn((head) => {
      ((pathsOf(head)['/address/addUserAddress']!.post as JsonObject).responses as JsonObject)['418'] = { description: 'a teapot' };
      propertiesOf(head, 'AddressInput').floorNo = { type: 'string' };
      propertiesOf(head, 'Address').floorNo = { type: 'string' };
      pathsOf(head)['/address/addUserAddressCopy'] = pathsOf(head)['/address/addUserAddress']!;
    });
    expect(verdict.breaking).toEqual([]);
    expect(verdict.compatible).toEqual(
      expect.arrayContaining([
        `${ADD_ADDRESS}: request field floorNo: new optional field`,
        `${LIST_ADDRESSES}: response 200 field map.list[].floorNo: new field`,
        `${ADD_ADDRESS}: response 418 added`,
        'person POST /address/addUserAddressCopy: new operation',
      ]),
    );
  });
});

describe('openapi/CHANGELOG.md', () => {
  it('records the list items that are exactly a message, with or without backticks', () => {
    const recorded = recordedBreaks(
      `# Changes\n\n- \`${ADD_ADDRESS}: operation removed\`\n  why it is gone\n* ${LIST_ADDRESSES}: response 200 removed\n`,
    );
    expect(recorded.has(`${ADD_ADDRESS}: operation removed`)).toBe(true);
    expect(recorded.has(`${LIST_ADDRESSES}: response 200 removed`)).toBe(true);
    expect(recorded.has(`${ADD_ADDRESS}: request field floorNo is now required`)).toBe(false);
  });
});

describe('npm run contract:diff on a copy of the contract', () => {
  const input = () => join(copy, 'openapi/person/components/schemas/AddressInput.yaml');
  const run = () => {
    const result = spawnSync(process.execPath, [COMMAND, '--root', copy, '--base', 'HEAD'], { encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  };

  it(
    'passes a compatible change with a summary, fails a break naming it, and passes it once recorded',
    () => {
      writeFileSync(input(), `${readFileSync(input(), 'utf8')}  floorNo:\n    type: string\n    description: 楼层\n`);
      const compatible = run();
      expect(compatible.output).toMatch(/0 breaking .*compatible: 1 × new optional request field/);
      expect(compatible.status, compatible.output).toBe(0);

      writeFileSync(input(), readFileSync(input(), 'utf8').replace('required: [receiverName,', 'required: [floorNo, receiverName,'));
      const breaking = run();
      expect(breaking.status, breaking.output).toBe(1);
      expect(breaking.output).toContain(`BREAKING  ${ADD_ADDRESS}: request field floorNo is now required`);
      expect(breaking.output).toMatch(/breaking change\(s\) not recorded in openapi\/CHANGELOG.md/);

      const messages = [...breaking.output.matchAll(/^BREAKING {2}(.+)$/gm)].map((match) => match[1]);
      writeFileSync(join(copy, 'openapi/CHANGELOG.md'), `## 1.1\n\n${messages.map((message) => `- \`${message}\``).join('\n')}\n`);
      const recorded = run();
      expect(recorded.output).toContain(`recorded  ${ADD_ADDRESS}: request field floorNo is now required`);
      expect(recorded.status, recorded.output).toBe(0);
    },
    COMMAND_RUNS_TIMEOUT_MS,
  );

  it('says so when the base revision does not exist', () => {
    const result = spawnSync(process.execPath, [COMMAND, '--root', copy, '--base', 'no-such-tag'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/cannot read the contract at no-such-tag/);
  });
});
