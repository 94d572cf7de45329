// The cipher envelope of DESIGN §3, server side (and the Node-side clients: the contract
// test's proxy, the tests). SM4-CBC and HMAC-SM3 use Node's native OpenSSL; SM2 encryption and
// decryption use native ECDH on the SM2 curve (see encryptSm2 and decryptSm2): OpenSSL's SM2
// cipher is not reachable from Node, and sm-crypto's pure-JS point multiplication is about
// ten times slower.
import { createCipheriv, createDecipheriv, createECDH, createHash, createHmac, randomBytes, timingSafeEqual, type ECDH } from 'node:crypto';

/** The four hex fields an encrypted request body consists of. */
export interface RequestEnvelope {
  encryptData: string;
  encryptKey: string;
  iv: string;
  sign: string;
}

/** The `map` of a response to a `response|both` operation. */
export interface SealedMap {
  encryptData: string;
  iv: string;
  sign: string;
}

/** A refused envelope; the message says what is wrong and is safe to show a developer. */
export class CipherError extends Error {
  override readonly name = 'CipherError';
}

const KEY_BYTES = 16;
const BLOCK_BYTES = 16;
const HEX = /^(?:[0-9a-fA-F]{2})*$/;
/** The SM2 plaintext of encryptKey: the SM4 key written as 32 lowercase hex characters (spec §9). */
const KEY_HEX_TEXT = /^[0-9a-f]{32}$/;
/** SM2 C1C3C2 of an n-byte message: C1 (x ‖ y, 64 bytes, without the leading 04) ‖ C3 (SM3, 32) ‖ C2 (n). */
const sm2HexLength = (messageBytes: number): number => (64 + 32 + messageBytes) * 2;
/** encryptKey as the contract wants it: the SM2 ciphertext of the key's 32 hex characters. */
const ENCRYPTED_KEY_HEX = sm2HexLength(2 * KEY_BYTES);
/** The retired form: the SM2 ciphertext of the 16 raw key bytes. */
const RAW_KEY_HEX = sm2HexLength(KEY_BYTES);
const EXPECTED_KEY_FORM =
  `the SM2 encryption (C1C3C2) of the SM4 key written as 32 lowercase hex characters (ASCII), ` +
  `${ENCRYPTED_KEY_HEX} hex characters (${ENCRYPTED_KEY_HEX + 2} with the leading 04)`;

/** SM2 curve parameters (GB/T 32918.5) needed to recover y from x, and the group's order. */
const SM2_P = 0xfffffffeffffffffffffffffffffffffffffffff00000000ffffffffffffffffn;
const SM2_A = SM2_P - 3n;
const SM2_B = 0x28e9fa9e9d9f5e344d5a9e4bcf6509a7f39789f515ab8f92ddbcbd414d940e93n;
const SM2_N = 0xfffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123n;

function hexField(fields: Record<string, unknown>, name: keyof RequestEnvelope, expectedHexLength?: number): Buffer {
  const value = fields[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CipherError(`envelope field "${name}" is missing or not a string`);
  }
  if (!HEX.test(value)) throw new CipherError(`envelope field "${name}" is not hex`);
  if (expectedHexLength !== undefined && value.length !== expectedHexLength) {
    throw new CipherError(`envelope field "${name}" must be ${expectedHexLength} hex characters, got ${value.length}`);
  }
  return Buffer.from(value, 'hex');
}

/**
 * The SM2 ciphertext of encryptKey, C1 without its 04. sm-crypto leaves the 04
 * out, Java libraries keep it: both are accepted. The retired raw-bytes length
 * gets through to decryption so that its refusal can say what it found.
 */
function encryptedKeyField(fields: Record<string, unknown>): Buffer {
  const raw = hexField(fields, 'encryptKey');
  const withoutPrefix = raw.length % 2 === 1 && raw[0] === 4 ? raw.subarray(1) : raw;
  const hexLength = withoutPrefix.length * 2;
  if (hexLength !== ENCRYPTED_KEY_HEX && hexLength !== RAW_KEY_HEX) {
    throw new CipherError(`envelope field "encryptKey" must be ${EXPECTED_KEY_FORM}; got ${raw.length * 2} hex characters`);
  }
  return withoutPrefix;
}

/** The SM4 key from the decrypted encryptKey, which must be the key's hex text. */
function keyFromHexText(message: Buffer): Buffer {
  if (message.length === KEY_BYTES) {
    throw new CipherError(
      `encryptKey wraps the 16 raw key bytes (${RAW_KEY_HEX} hex characters), a form this gateway refuses: it must be ${EXPECTED_KEY_FORM}`,
    );
  }
  const text = message.toString('latin1');
  if (!KEY_HEX_TEXT.test(text)) {
    throw new CipherError(
      `encryptKey decrypts to ${message.length} bytes that are not 32 lowercase hex characters: it must be ${EXPECTED_KEY_FORM}`,
    );
  }
  return Buffer.from(text, 'hex');
}

/** SM2-encrypts the key's hex text for the gateway, as the portal does (C1C3C2, C1 without its 04, as sm-crypto writes it). */
export function wrapKey(key: Buffer, publicKeyHex: string): string {
  return encryptSm2(Buffer.from(key.toString('hex'), 'latin1'), publicKeyHex).toString('hex');
}

function sm4(mode: 'encrypt' | 'decrypt', key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const cipher = mode === 'encrypt' ? createCipheriv('sm4-cbc', key, iv) : createDecipheriv('sm4-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

function hmacSm3(key: Buffer, iv: Buffer, ciphertext: Buffer): Buffer {
  return createHmac('sm3', key).update(iv).update(ciphertext).digest();
}

function sm3(...parts: Buffer[]): Buffer {
  const hash = createHash('sm3');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** GB/T 32918.4 key derivation: SM3(z ‖ counter) blocks, counter from 1. */
function kdf(z: Buffer, length: number): Buffer {
  const blocks: Buffer[] = [];
  const counter = Buffer.alloc(4);
  for (let i = 1; blocks.length * 32 < length; i++) {
    counter.writeUInt32BE(i);
    blocks.push(sm3(z, counter));
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/**
 * M ⊕ t or C2 ⊕ t, t = KDF(x2 ‖ y2) of the shared point (GB/T 32918.4): C2 from the message
 * when encrypting, the message from C2 when decrypting. Undefined when t is all zero, which the
 * standard forbids both ways (encryption draws another k, decryption fails).
 */
function maskWithSharedPoint(x2: Buffer, y2: Buffer, data: Buffer): Buffer | undefined {
  const mask = kdf(Buffer.concat([x2, y2]), data.length);
  if (data.length > 0 && mask.every((byte) => byte === 0)) return undefined;
  const result = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) result[i] = (data[i] ?? 0) ^ (mask[i] ?? 0);
  return result;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

function toBytes32(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
}

const toBigInt = (bytes: Buffer): bigint => BigInt(`0x${bytes.toString('hex')}`);

/** The two y of the curve at x (y and p − y). */
function curveYs(x: bigint): [bigint, bigint] {
  const root = modPow((x * x * x + SM2_A * x + SM2_B) % SM2_P, (SM2_P + 1n) / 4n, SM2_P);
  return [root, SM2_P - root];
}

/** x of the sum of two points of the curve with different x (the affine chord rule). */
function xOfSum([x1, y1]: [bigint, bigint], [x2, y2]: [bigint, bigint]): bigint {
  const mod = (value: bigint) => ((value % SM2_P) + SM2_P) % SM2_P;
  const slope = mod((y2 - y1) * modPow(mod(x2 - x1), SM2_P - 2n, SM2_P));
  return mod(slope * slope - x1 - x2);
}

/**
 * SM2 encryption (GB/T 32918.4, C1C3C2 without C1's 04) with native ECDH: an ephemeral
 * key k gives C1 = k·G, and k·P's x. Its y is one of two; x((k+1)·P), also native, tells
 * which: only the right one added to P lands there.
 */
export function encryptSm2(message: Buffer, publicKeyHex: string): Buffer {
  const publicKey = Buffer.from(publicKeyHex.length === 128 ? `04${publicKeyHex}` : publicKeyHex, 'hex');
  const p: [bigint, bigint] = [toBigInt(publicKey.subarray(1, 33)), toBigInt(publicKey.subarray(33, 65))];
  for (;;) {
    const ephemeral = createECDH('SM2');
    const c1 = ephemeral.generateKeys();
    const k = toBigInt(ephemeral.getPrivateKey());
    const x2Bytes = ephemeral.computeSecret(publicKey);
    const x2 = toBigInt(x2Bytes);
    // k + 1 = n, or k·P = ±P (no chord to draw): another k, a case of probability about 2⁻²⁵⁵.
    if (k + 1n >= SM2_N || x2 === p[0]) continue;
    const next = createECDH('SM2');
    next.setPrivateKey(toBytes32(k + 1n));
    const x3 = toBigInt(next.computeSecret(publicKey));
    const y2 = curveYs(x2).find((y) => xOfSum([x2, y], p) === x3);
    if (y2 === undefined) throw new Error('SM2 encryption: the public key is not a point of the curve');
    const y2Bytes = toBytes32(y2);
    const c2 = maskWithSharedPoint(x2Bytes, y2Bytes, message);
    if (c2 === undefined) continue;
    return Buffer.concat([c1.subarray(1), sm3(x2Bytes, message, y2Bytes), c2]);
  }
}

// setPrivateKey derives the public key (a point multiplication): do it once per key.
const ecdhByKey = new Map<string, ECDH>();
function ecdhFor(privateKeyHex: string): ECDH {
  let ecdh = ecdhByKey.get(privateKeyHex);
  if (!ecdh) {
    ecdh = createECDH('SM2');
    ecdh.setPrivateKey(Buffer.from(privateKeyHex, 'hex'));
    ecdhByKey.set(privateKeyHex, ecdh);
  }
  return ecdh;
}

/**
 * SM2 decryption (C1C3C2) with native ECDH: d·C1 gives x2 only, so y2 is
 * recovered from the curve equation (p ≡ 3 mod 4, one square root, two signs)
 * and the candidate whose C3 = SM3(x2 ‖ M ‖ y2) checks out wins. More than ten
 * times faster than sm-crypto's pure-JS point multiplication (about 2 ms against 23).
 */
function decryptSm2(ciphertext: Buffer, privateKeyHex: string): Buffer {
  const c1 = Buffer.concat([Buffer.from([4]), ciphertext.subarray(0, 64)]);
  const c3 = ciphertext.subarray(64, 96);
  const c2 = ciphertext.subarray(96);
  const ecdh = ecdhFor(privateKeyHex);
  let x2: Buffer;
  try {
    x2 = ecdh.computeSecret(c1);
  } catch {
    throw new CipherError('encryptKey is not an SM2 ciphertext (C1 is not a point of the curve)');
  }
  for (const y of curveYs(toBigInt(x2))) {
    const y2 = toBytes32(y);
    const message = maskWithSharedPoint(x2, y2, c2);
    if (message !== undefined && timingSafeEqual(sm3(x2, message, y2), c3)) return message;
  }
  throw new CipherError('encryptKey does not decrypt with the gateway key: was it encrypted with another public key?');
}

/**
 * Undoes a request envelope: recovers the SM4 key by SM2-decrypting its hex
 * text with the private key, verifies the sign, decrypts. Throws CipherError
 * with a clear message.
 */
export function openRequestEnvelope(body: unknown, privateKeyHex: string): { key: Buffer; plaintext: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new CipherError('an encrypted request body must be a JSON object {encryptData, encryptKey, iv, sign}');
  }
  const fields = body as Record<string, unknown>;
  const encryptedKey = encryptedKeyField(fields);
  const iv = hexField(fields, 'iv', BLOCK_BYTES * 2);
  const sign = hexField(fields, 'sign', 64);
  const ciphertext = hexField(fields, 'encryptData');
  if (ciphertext.length % BLOCK_BYTES !== 0) {
    throw new CipherError('envelope field "encryptData" is not a whole number of SM4 blocks');
  }
  const key = keyFromHexText(decryptSm2(encryptedKey, privateKeyHex));
  if (!timingSafeEqual(hmacSm3(key, iv, ciphertext), sign)) {
    throw new CipherError('sign does not match HMAC-SM3(key, iv ‖ encryptData): the body was altered or signed with another key');
  }
  let plainBytes: Buffer;
  try {
    plainBytes = sm4('decrypt', key, iv, ciphertext);
  } catch {
    throw new CipherError('encryptData does not decrypt (bad SM4 padding)');
  }
  try {
    return { key, plaintext: new TextDecoder('utf-8', { fatal: true }).decode(plainBytes) };
  } catch {
    throw new CipherError('decrypted body is not UTF-8 text');
  }
}

/** Encrypts a response map under the request's key with a fresh iv. */
export function sealResponseMap(map: unknown, key: Buffer): SealedMap {
  const iv = randomBytes(BLOCK_BYTES);
  const ciphertext = sm4('encrypt', key, iv, Buffer.from(JSON.stringify(map), 'utf8'));
  return {
    encryptData: ciphertext.toString('hex'),
    iv: iv.toString('hex'),
    sign: hmacSm3(key, iv, ciphertext).toString('hex'),
  };
}

/** Verifies and decrypts a sealed response map (tests and contract hooks use it). */
export function openResponseMap(sealed: unknown, key: Buffer): unknown {
  if (typeof sealed !== 'object' || sealed === null) throw new CipherError('sealed map must be an object');
  const fields = sealed as Record<string, unknown>;
  const iv = hexField(fields, 'iv', BLOCK_BYTES * 2);
  const sign = hexField(fields, 'sign', 64);
  const ciphertext = hexField(fields, 'encryptData');
  if (ciphertext.length % BLOCK_BYTES !== 0 || !timingSafeEqual(hmacSm3(key, iv, ciphertext), sign)) {
    throw new CipherError('sealed map sign does not match');
  }
  try {
    return JSON.parse(sm4('decrypt', key, iv, ciphertext).toString('utf8')) as unknown;
  } catch {
    throw new CipherError('sealed map does not decrypt to JSON');
  }
}

/** Builds a request envelope the way the portal does: fresh key and iv per call. */
export function buildRequestEnvelope(json: string, publicKeyHex: string): { envelope: RequestEnvelope; key: Buffer } {
  const key = randomBytes(KEY_BYTES);
  const iv = randomBytes(BLOCK_BYTES);
  const ciphertext = sm4('encrypt', key, iv, Buffer.from(json, 'utf8'));
  return {
    key,
    envelope: {
      encryptData: ciphertext.toString('hex'),
      encryptKey: wrapKey(key, publicKeyHex),
      iv: iv.toString('hex'),
      sign: hmacSm3(key, iv, ciphertext).toString('hex'),
    },
  };
}
