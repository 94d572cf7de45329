import { describe, expect, it } from 'vitest';
import { clientConfig, parseApiPrefix, parseCipherSwitch } from '../../src/config/env';
import { DEV_KEYS } from './support/api-harness';

describe('client configuration', () => {
  it('defaults: /api prefix, hrss-web-portal app id, web channel, cipher on, 60 s timeout, the build-time SM2 key', () => {
    expect(clientConfig.apiPrefix).toBe('/api');
    expect(clientConfig.appId).toBe('hrss-web-portal');
    expect(clientConfig.channelType).toBe('web');
    expect(clientConfig.cipherEnabled).toBe(true);
    expect(clientConfig.requestTimeoutMs).toBe(60_000);
    expect(clientConfig.sm2PublicKey).toBe(DEV_KEYS.publicKey);
  });

  it('accepts exactly the two prefixes and refuses anything else loudly', () => {
    expect(parseApiPrefix(undefined)).toBe('/api');
    expect(parseApiPrefix('')).toBe('/api');
    expect(parseApiPrefix('/api')).toBe('/api');
    expect(parseApiPrefix('/zuul/api')).toBe('/zuul/api');
    expect(() => parseApiPrefix('https://evil.com/api')).toThrow(/VITE_API_PREFIX/);
    expect(() => parseApiPrefix('/zuul/api/')).toThrow(/VITE_API_PREFIX/);
  });

  it('keeps the cipher on unless explicitly switched off', () => {
    for (const on of [undefined, '', 'on', 'true', '1', 'yes']) expect(parseCipherSwitch(on)).toBe(true);
    for (const off of ['off', 'OFF', 'false', '0', ' off ']) expect(parseCipherSwitch(off)).toBe(false);
  });
});
