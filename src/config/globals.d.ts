/** The server's SM2 public key (hex, 04-prefixed), fixed at build time by vite.config.ts. */
declare const __SM2_PUBLIC_KEY__: string;
/** True when the build encrypts with the mock gateway's development key (VITE_SM2_PUBLIC_KEY=dev). */
declare const __SM2_DEVELOPMENT_KEY__: boolean;
