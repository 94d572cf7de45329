// SM3 (GB/T 32905) and HMAC-SM3 over sm-crypto, as lowercase hex.
import smCrypto from 'sm-crypto';

export function sm3Hex(data: Uint8Array): string {
  return smCrypto.sm3(data);
}

export function hmacSm3Hex(key: Uint8Array, data: Uint8Array): string {
  return smCrypto.sm3(data, { key, mode: 'hmac' });
}
