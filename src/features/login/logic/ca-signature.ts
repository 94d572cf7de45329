// The CA login's signature as the unit's certificate client exports it: a
// PKCS#7 / GM/T 0010 SignedData that carries the signing certificate, either
// as a binary (DER) file, as Base64 text, or PEM-wrapped Base64. The portal
// cannot reach the USB key itself, so it accepts the exported result, checks
// that it really is signed data and hands the server Base64 (the contract's
// `verification`, at most 16384 characters).

export const MAX_SIGNATURE_LENGTH = 16384;

export type SignatureCheck = { readonly ok: true; readonly base64: string } | { readonly ok: false; readonly reason: string };

// Content-type OIDs, DER-encoded with their tag and length: PKCS#7 signedData
// (1.2.840.113549.1.7.2) and its Chinese SM2 counterpart (1.2.156.10197.6.1.4.2.2).
const SIGNED_DATA_OIDS: readonly (readonly number[])[] = [
  [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02],
  [0x06, 0x0a, 0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x06, 0x01, 0x04, 0x02, 0x02],
];

/** How far into the structure the content type may start (outer SEQUENCE header, up to 6 bytes). */
const OID_SEARCH_WINDOW = 8;

function startsWithSignedData(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x30) return false;
  return SIGNED_DATA_OIDS.some((oid) => {
    for (let start = 2; start <= OID_SEARCH_WINDOW; start += 1) {
      if (oid.every((byte, index) => bytes[start + index] === byte)) return true;
    }
    return false;
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function checked(bytes: Uint8Array, base64: string): SignatureCheck {
  if (!startsWithSignedData(bytes)) return { ok: false, reason: '这不是证书客户端导出的签名数据（PKCS#7 签名），请重新选择签名文件' };
  if (base64.length > MAX_SIGNATURE_LENGTH) return { ok: false, reason: '签名数据过大，请确认导出的是对认证原文的签名而不是其他文件' };
  return { ok: true, base64 };
}

/** A pasted or text-file signature: Base64, with or without PEM armour and line breaks. */
export function checkSignatureText(text: string): SignatureCheck {
  const base64 = text.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s+/g, '');
  if (base64 === '') return { ok: false, reason: '请选择签名文件或粘贴签名结果' };
  const bytes = fromBase64(base64);
  if (!bytes) return { ok: false, reason: '签名结果应为 Base64 编码（字母、数字和 + / =），请检查是否复制完整' };
  return checked(bytes, base64);
}

/** A signature file as the client wrote it: binary DER, or text. */
export function checkSignatureFile(bytes: Uint8Array): SignatureCheck {
  if (bytes[0] === 0x30) return checked(bytes, toBase64(bytes));
  return checkSignatureText(new TextDecoder().decode(bytes));
}
