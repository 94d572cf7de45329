/** A cipher envelope that cannot be built, verified or opened. Never trust its payload. */
export class CipherError extends Error {
  override readonly name = 'CipherError';
}
