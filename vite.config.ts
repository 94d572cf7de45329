import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is built with the server's SM2 public key (VITE_SM2_PUBLIC_KEY).
// Without one it uses the mock gateway's development key and says so.
function sm2PublicKey(mode: string): string {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (env.VITE_SM2_PUBLIC_KEY) return env.VITE_SM2_PUBLIC_KEY;
  const devKeys = JSON.parse(readFileSync(new URL('./mock/dev-keys.json', import.meta.url), 'utf8')) as {
    publicKey: string;
  };
  if (mode === 'production') {
    console.warn('VITE_SM2_PUBLIC_KEY is not set: building with the mock gateway DEVELOPMENT key.');
  }
  return devKeys.publicKey;
}

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;

export default defineConfig(({ mode }) => ({
  base: '/web/',
  plugins: [react()],
  define: {
    __SM2_PUBLIC_KEY__: JSON.stringify(sm2PublicKey(mode)),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: mockTarget, changeOrigin: false },
      '/zuul/api': { target: mockTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: mockTarget, changeOrigin: false },
      '/zuul/api': { target: mockTarget, changeOrigin: false },
    },
  },
}));
