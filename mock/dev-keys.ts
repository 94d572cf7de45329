// The mock gateway's SM2 key pair, DEVELOPMENT ONLY (mock/dev-keys.json): the
// portal is built with it when asked with VITE_SM2_PUBLIC_KEY=dev.
import { readFileSync } from 'node:fs';

export interface DevKeys {
  publicKey: string;
  privateKey: string;
}

export const DEV_KEYS = JSON.parse(readFileSync(new URL('./dev-keys.json', import.meta.url), 'utf8')) as DevKeys;
