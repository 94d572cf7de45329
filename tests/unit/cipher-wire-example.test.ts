// The worked example of the cipher envelope in docs/client.md and docs/contract.md,
// recomputed: the portal's code and Node's native SM4/HMAC-SM3 give its
// encryptData and sign, its encryptKey decrypts to the key text with the
// development private key (sm-crypto, and the gateway), and the two documents
// carry the same block. A doc that drifts from the code fails here.
import { createCipheriv, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { openRequestEnvelope } from '../../mock/cipher';
import { fromHex, toHex } from '../../src/lib/cipher/bytes';
import { seal } from '../../src/lib/cipher/envelope';
import { wrapKey } from '../../src/lib/cipher/key-wrap';
import { DEV_KEYS } from './support/api-harness';

const START = '<!-- cipher worked example:';
const END = '<!-- end of the cipher worked example -->';

function exampleBlock(doc: string): string {
  const text = readFileSync(new URL(`../../docs/${doc}`, import.meta.url), 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/${doc} has no cipher worked example between its markers`);
  return text.slice(start, end + END.length);
}

interface Row {
  readonly bytes: number;
  readonly value: string;
}

/** The table's rows by the label before the colon of their first cell (`iv`, `encryptKey` C1, key text …). */
function rowsOf(block: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | label: what | bytes | `value` |
    const value = /^`([^`]+)`/.exec(cells[3] ?? '')?.[1];
    const label = /^([^:]+):/.exec(cells[1] ?? '')?.[1];
    if (value !== undefined && label !== undefined) rows.set(label.replaceAll('`', ''), { bytes: Number(cells[2]), value });
  }
  return rows;
}

const block = exampleBlock('contract.md');
const rows = rowsOf(block);
const valueOf = (label: string): string => {
  const row = rows.get(label);
  if (!row) throw new Error(`the worked example has no row "${label}"`);
  return row.value;
};
const wireJson = /```json\n(.+)\n```/.exec(block)?.[1];

const key = Buffer.from(valueOf('key'), 'hex');
const iv = Buffer.from(valueOf('iv'), 'hex');
const body = valueOf('body');

describe('the cipher worked example (docs/contract.md, docs/client.md)', () => {
  it('is the same block in both documents', () => {
    expect(exampleBlock('client.md')).toBe(block);
  });

  it('states each value with its length in bytes', () => {
    expect([...rows.keys()]).toEqual([
      'key',
      'key text',
      'iv',
      'body',
      'body bytes',
      'padding',
      'encryptData',
      'sign',
      'encryptKey C1',
      'encryptKey C3',
      'encryptKey C2',
    ]);
    for (const [label, row] of rows) {
      const length = label === 'body' ? Buffer.byteLength(row.value, 'utf8') : fromHex(row.value).length;
      expect(length, label).toBe(row.bytes);
    }
  });

  it('writes the key as its 32 lowercase hex characters, in ASCII', () => {
    expect(Buffer.from(valueOf('key text'), 'hex').toString('latin1')).toBe(toHex(key));
    expect(toHex(key)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives the body bytes and the padding that SM4 encrypts', () => {
    expect(Buffer.from(body, 'utf8').toString('hex')).toBe(valueOf('body bytes'));
    const padLength = 16 - (Buffer.byteLength(body, 'utf8') % 16);
    expect(valueOf('padding')).toBe(Buffer.alloc(padLength, padLength).toString('hex'));
  });

  it("gives the encryptData and sign the portal's code computes", () => {
    const sealed = seal(body, new Uint8Array(key), new Uint8Array(iv));
    expect(sealed).toEqual({ encryptData: valueOf('encryptData'), iv: valueOf('iv'), sign: valueOf('sign') });
  });

  it("gives the encryptData and sign Node's native SM4 and HMAC-SM3 compute", () => {
    const cipher = createCipheriv('sm4-cbc', key, iv);
    const ciphertext = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
    expect(ciphertext.toString('hex')).toBe(valueOf('encryptData'));
    expect(createHmac('sm3', key).update(iv).update(ciphertext).digest('hex')).toBe(valueOf('sign'));
    const raw = createCipheriv('sm4-cbc', key, iv).setAutoPadding(false);
    const padded = Buffer.from(valueOf('body bytes') + valueOf('padding'), 'hex');
    expect(Buffer.concat([raw.update(padded), raw.final()]).toString('hex')).toBe(valueOf('encryptData'));
  });

  it('has an encryptKey, C1 ‖ C3 ‖ C2 without the 04, that decrypts to the key text with the development key', () => {
    const encryptKey = valueOf('encryptKey C1') + valueOf('encryptKey C3') + valueOf('encryptKey C2');
    expect(encryptKey).toHaveLength(256);
    expect(smCrypto.sm2.doDecrypt(encryptKey, DEV_KEYS.privateKey, 1)).toBe(toHex(key));
  });

  it('shows a request body on the wire that the gateway opens to the example body', () => {
    expect(wireJson).toBeDefined();
    const wire = JSON.parse(wireJson!) as Record<string, string>;
    expect(wire).toEqual({
      encryptData: valueOf('encryptData'),
      encryptKey: valueOf('encryptKey C1') + valueOf('encryptKey C3') + valueOf('encryptKey C2'),
      iv: valueOf('iv'),
      sign: valueOf('sign'),
    });
    const opened = openRequestEnvelope(wire, DEV_KEYS.privateKey);
    expect(opened.key.equals(key)).toBe(true);
    expect(opened.plaintext).toBe(body);
  });

  it("matches the portal's wrapping: the example key, wrapped by the portal, decrypts to the same key text", () => {
    const encryptKey = wrapKey(new Uint8Array(key), DEV_KEYS.publicKey);
    expect(encryptKey).toMatch(/^[0-9a-f]{256}$/);
    expect(Buffer.from(smCrypto.sm2.doDecrypt(encryptKey, DEV_KEYS.privateKey, 1), 'latin1').toString('hex')).toBe(valueOf('key text'));
  });
});
