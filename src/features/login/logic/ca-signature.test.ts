import { describe, expect, it } from 'vitest';
import { checkSignatureFile, checkSignatureText, MAX_SIGNATURE_LENGTH } from './ca-signature';

// The start of a PKCS#7 SignedData (the contract's example of `verification`).
const PKCS7 = 'MIIFqAYJKoZIhvcNAQcCoIIFmTCCBZUCAQExDjAMBggqgRzPVQGDEQUAMAsGCSqGSIb3DQEHAaCCA8Ew';
const PKCS7_BYTES = Uint8Array.from(atob(PKCS7), (char) => char.charCodeAt(0));
// SEQUENCE, then the GM/T 0010 signedData OID 1.2.156.10197.6.1.4.2.2, then some content.
const SM2_SIGNED = new Uint8Array([
  0x30, 0x82, 0x01, 0x00, 0x06, 0x0a, 0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x06, 0x01, 0x04, 0x02, 0x02, 0xa0, 0x00,
]);

describe('CA signature', () => {
  it('accepts pasted Base64 signed data, also wrapped in PEM lines', () => {
    expect(checkSignatureText(PKCS7)).toEqual({ ok: true, base64: PKCS7 });
    const pem = `-----BEGIN PKCS7-----\n${PKCS7.slice(0, 40)}\n${PKCS7.slice(40)}\n-----END PKCS7-----\n`;
    expect(checkSignatureText(pem)).toEqual({ ok: true, base64: PKCS7 });
  });

  it('accepts a binary file of PKCS#7 or SM2 signed data and turns it into Base64', () => {
    expect(checkSignatureFile(PKCS7_BYTES)).toEqual({ ok: true, base64: PKCS7 });
    const sm2 = checkSignatureFile(SM2_SIGNED);
    expect(sm2.ok).toBe(true);
  });

  it('reads a text file as the pasted text', () => {
    expect(checkSignatureFile(new TextEncoder().encode(`${PKCS7}\r\n`))).toEqual({ ok: true, base64: PKCS7 });
  });

  it('explains in Chinese what is wrong with empty, non-Base64, unsigned or oversized input', () => {
    expect(checkSignatureText('  ')).toMatchObject({ ok: false, reason: '请选择签名文件或粘贴签名结果' });
    expect(checkSignatureText('签名：abc')).toMatchObject({ ok: false, reason: expect.stringContaining('Base64') });
    // A certificate alone (SEQUENCE of SEQUENCE) is not a signature.
    expect(checkSignatureText('MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQG')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('不是'),
    });
    const huge = new Uint8Array(MAX_SIGNATURE_LENGTH);
    huge.set(PKCS7_BYTES);
    expect(checkSignatureFile(huge)).toMatchObject({ ok: false, reason: expect.stringContaining('过大') });
  });
});
