/** The server's SM2 public key (hex, 04-prefixed), fixed at build time by vite.config.ts. */
declare const __SM2_PUBLIC_KEY__: string;
