import { describe, expect, it } from 'vitest';
import { clientConfig, parseApiPrefix, parseCipherSwitch, parseSliderCaptcha } from '../../src/config/env';
import { DEV_KEYS } from './support/api-harness';

describe('client configuration', () => {
  it('defaults: /api prefix, hrss-web-portal app id, web channel, cipher on, slider on, 60 s timeout, the build-time SM2 key', () => {
    expect(clientConfig.apiPrefix).toBe('/api');
    expect(clientConfig.appId).toBe('hrss-web-portal');
    expect(clientConfig.channelType).toBe('web');
    expect(clientConfig.cipherEnabled).toBe(true);
    expect(clientConfig.sliderCaptcha).toEqual({ enabled: true });
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

describe('parseSliderCaptcha (spec §3: the slider-captcha switch and ticket)', () => {
  it('is on by default and whatever the ticket variables say', () => {
    expect(parseSliderCaptcha({})).toEqual({ enabled: true });
    expect(parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'on', VITE_CAPTCHA_TICKET: 'x', VITE_CAPTCHA_RANDSTR: 'y' })).toEqual({
      enabled: true,
    });
    expect(parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: '' })).toEqual({ enabled: true });
  });

  it('is off with off, false or 0 (any case, spaces trimmed) and then carries the configured ticket and random string', () => {
    for (const value of ['off', 'OFF', ' false ', '0']) {
      expect(
        parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: value, VITE_CAPTCHA_TICKET: ' intranet-ticket ', VITE_CAPTCHA_RANDSTR: '@nw1' }),
        value,
      ).toEqual({
        enabled: false,
        ticket: { tencentCaptchaTicket: 'intranet-ticket', randstr: '@nw1' },
      });
    }
  });

  it('refuses to switch the slider off without a ticket and a random string, or with ones the contract would refuse', () => {
    expect(() => parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'off' })).toThrow(/VITE_CAPTCHA_TICKET and VITE_CAPTCHA_RANDSTR/);
    expect(() => parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'off', VITE_CAPTCHA_TICKET: 't' })).toThrow(/VITE_CAPTCHA_RANDSTR/);
    expect(() => parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'off', VITE_CAPTCHA_TICKET: '  ', VITE_CAPTCHA_RANDSTR: 'r' })).toThrow(
      /VITE_CAPTCHA_TICKET/,
    );
    expect(() =>
      parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'off', VITE_CAPTCHA_TICKET: 't', VITE_CAPTCHA_RANDSTR: 'r'.repeat(65) }),
    ).toThrow(/at most 64/);
    expect(() =>
      parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'off', VITE_CAPTCHA_TICKET: 't'.repeat(2049), VITE_CAPTCHA_RANDSTR: 'r' }),
    ).toThrow(/at most 2048/);
  });

  it('reads the switch the way the cipher switch is read', () => {
    for (const value of [undefined, 'on', 'yes', 'off', 'false', '0']) {
      const sliderOn = parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: value, VITE_CAPTCHA_TICKET: 't', VITE_CAPTCHA_RANDSTR: 'r' }).enabled;
      expect(sliderOn, String(value)).toBe(parseCipherSwitch(value));
    }
  });
});
