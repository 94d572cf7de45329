// SM3 (GB/T 32905) and HMAC-SM3 over sm-crypto, as lowercase hex.
import sm3 from 'sm-crypto/src/sm3/index.js';

export function sm3Hex(data: Uint8Array): string {
  return sm3(data);
}

export function hmacSm3Hex(key: Uint8Array, data: Uint8Array): string {
  return sm3(data, { key, mode: 'hmac' });
}
