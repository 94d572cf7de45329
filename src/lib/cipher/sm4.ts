// SM4-CBC with PKCS#7 padding (GB/T 32907) over sm-crypto. The padding is
// removed here, strictly, because sm-crypto accepts malformed padding.
import sm4 from 'sm-crypto/src/sm4/index.js';
import { CipherError } from './errors';

export const SM4_BLOCK_BYTES = 16;

function checkKeyAndIv(key: Uint8Array, iv: Uint8Array): void {
  if (key.length !== SM4_BLOCK_BYTES || iv.length !== SM4_BLOCK_BYTES) {
    throw new CipherError('SM4 key and IV must be 16 bytes each');
  }
}

export function sm4CbcEncrypt(key: Uint8Array, iv: Uint8Array, plaintext: Uint8Array): Uint8Array {
  checkKeyAndIv(key, iv);
  const ciphertext = sm4.encrypt(Array.from(plaintext), Array.from(key), {
    mode: 'cbc',
    iv: Array.from(iv),
    padding: 'pkcs#7',
    output: 'array',
  });
  return Uint8Array.from(ciphertext);
}

export function sm4CbcDecrypt(key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  checkKeyAndIv(key, iv);
  if (ciphertext.length === 0 || ciphertext.length % SM4_BLOCK_BYTES !== 0) {
    throw new CipherError('SM4 ciphertext is not a whole number of blocks');
  }
  const padded = sm4.decrypt(Array.from(ciphertext), Array.from(key), {
    mode: 'cbc',
    iv: Array.from(iv),
    padding: 'none',
    output: 'array',
  });
  const padLength = padded[padded.length - 1] ?? 0;
  if (padLength < 1 || padLength > SM4_BLOCK_BYTES) throw new CipherError('SM4 padding is invalid');
  for (let i = padded.length - padLength; i < padded.length; i += 1) {
    if (padded[i] !== padLength) throw new CipherError('SM4 padding is invalid');
  }
  return Uint8Array.from(padded.slice(0, padded.length - padLength));
}
