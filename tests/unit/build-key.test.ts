// The build-time check of VITE_SM2_PUBLIC_KEY (scripts/lib/build-key.ts): a
// production build needs the backend's key or an explicit `dev`; nothing else
// gets through, and a development-key build is known as one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sm2 } from 'sm-crypto';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_KEYS } from '../../mock/dev-keys';
import { buildKeyPlugin, resolveBuildKey } from '../../scripts/lib/build-key';

// The SM2 curve's base point G (GB/T 32918.5): a valid public key that is nobody's.
const G =
  '0432c4ae2c1f1981195f9904466a39c9948fe30bbff2660be1715a4589334c74c7bc3736a2f4f6779c59bdcee36b692153d0a9877cc62a474002df32e52139f0a0';
const DEV = DEV_KEYS.publicKey;

describe('resolveBuildKey', () => {
  it.each([
    ['not set', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses a key that is %s, naming VITE_SM2_PUBLIC_KEY and both ways out', (_name, value) => {
    expect(() => resolveBuildKey(value, DEV)).toThrow(/^VITE_SM2_PUBLIC_KEY is not set\./);
    expect(() => resolveBuildKey(value, DEV)).toThrow(/VITE_SM2_PUBLIC_KEY=04<128 hex digits> npm run build/);
    expect(() => resolveBuildKey(value, DEV)).toThrow(/VITE_SM2_PUBLIC_KEY=dev npm run build/);
  });

  it('takes `dev` as the mock gateway development key, marked as such', () => {
    expect(resolveBuildKey('dev', DEV)).toEqual({ publicKey: DEV, development: true });
  });

  it('knows the development key when it is given in hex rather than as `dev`', () => {
    expect(resolveBuildKey(DEV.toUpperCase(), DEV)).toEqual({ publicKey: DEV, development: true });
  });

  it('takes an uncompressed SM2 public key, in either case, as a production key', () => {
    expect(resolveBuildKey(G, DEV)).toEqual({ publicKey: G, development: false });
    expect(resolveBuildKey(` ${G.toUpperCase()} `, DEV)).toEqual({ publicKey: G, development: false });
    const generated = sm2.generateKeyPairHex().publicKey;
    expect(resolveBuildKey(generated, DEV)).toEqual({ publicKey: generated.toLowerCase(), development: false });
  });

  it.each([
    ['another word', 'production'],
    ['`dev` in capitals', 'DEV'],
    ['a compressed key', `02${G.slice(2, 66)}`],
    ['one hex digit short', G.slice(0, -1)],
    ['one hex digit over', `${G}0`],
    ['a 0x prefix', `0x${G}`],
    ['no 04 prefix', G.slice(2)],
    ['a non-hex digit', `${G.slice(0, -1)}g`],
    ['a space inside', `${G.slice(0, 60)} ${G.slice(60)}`],
    ['the private key', DEV_KEYS.privateKey],
    ['quotes around it', `"${G}"`],
  ])('refuses %s, naming VITE_SM2_PUBLIC_KEY and the expected form', (_name, value) => {
    expect(() => resolveBuildKey(value, DEV)).toThrow(
      /^VITE_SM2_PUBLIC_KEY must be "dev" or an uncompressed SM2 public key \(04 followed by 128 hex digits\), not "/,
    );
  });

  it('never repeats a long refused value whole', () => {
    const value = `x${'a'.repeat(200)}`;
    let message = '';
    try {
      resolveBuildKey(value, DEV);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('(201 characters)');
    expect(message).not.toContain(value);
  });

  it('refuses 04 + 128 hex digits that are not a point of the SM2 curve (a typo)', () => {
    const typo = `${G.slice(0, -1)}${G.endsWith('0') ? '1' : '0'}`;
    expect(() => resolveBuildKey(typo, DEV)).toThrow(/^VITE_SM2_PUBLIC_KEY is not a point of the SM2 curve/);
    expect(() => resolveBuildKey(`04${'f'.repeat(128)}`, DEV)).toThrow(/not a point of the SM2 curve/);
  });
});

describe('buildKeyPlugin', () => {
  let root: string;
  let saved: string | undefined;
  beforeEach(() => {
    // A folder without .env files, so only the process environment counts.
    root = mkdtempSync(join(tmpdir(), 'build-key-'));
    saved = process.env.VITE_SM2_PUBLIC_KEY;
    delete process.env.VITE_SM2_PUBLIC_KEY;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.VITE_SM2_PUBLIC_KEY;
    else process.env.VITE_SM2_PUBLIC_KEY = saved;
    rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  function configFor(env: Partial<ConfigEnv>): UserConfig | undefined {
    const plugin: Plugin = buildKeyPlugin(DEV);
    const hook = plugin.config as (config: UserConfig, env: ConfigEnv) => UserConfig | undefined;
    return hook({ root }, { command: 'build', mode: 'production', isPreview: false, isSsrBuild: false, ...env });
  }

  it('fails a build without VITE_SM2_PUBLIC_KEY', () => {
    expect(() => configFor({ command: 'build' })).toThrow(/VITE_SM2_PUBLIC_KEY is not set/);
  });

  it('fails a build with a bad key', () => {
    process.env.VITE_SM2_PUBLIC_KEY = '04abc';
    expect(() => configFor({ command: 'build' })).toThrow(/VITE_SM2_PUBLIC_KEY must be "dev"/);
  });

  it('fixes the key and the development mark of a `dev` build', () => {
    process.env.VITE_SM2_PUBLIC_KEY = 'dev';
    expect(configFor({ command: 'build' })?.define).toEqual({ __SM2_PUBLIC_KEY__: JSON.stringify(DEV), __SM2_DEVELOPMENT_KEY__: 'true' });
  });

  it('fixes a production key, not marked', () => {
    process.env.VITE_SM2_PUBLIC_KEY = G;
    expect(configFor({ command: 'build' })?.define).toEqual({ __SM2_PUBLIC_KEY__: JSON.stringify(G), __SM2_DEVELOPMENT_KEY__: 'false' });
  });

  it('lets the dev server (always in front of the mock gateway) default to the development key', () => {
    expect(configFor({ command: 'serve', mode: 'development' })?.define).toEqual({
      __SM2_PUBLIC_KEY__: JSON.stringify(DEV),
      __SM2_DEVELOPMENT_KEY__: 'true',
    });
  });

  it('leaves vite preview alone: it compiles nothing', () => {
    expect(configFor({ command: 'serve', isPreview: true })).toBeUndefined();
  });
});
