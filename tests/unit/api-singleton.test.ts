// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the app singleton', () => {
  it('is created on first use, on the page origin, with hooks configured before or after', async () => {
    const seen: Request[] = [];
    const fetch = vi.fn(async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ appcode: '0', msg: '', map: {} }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { api, configureApi } = await import('../../src/api');
    let token = 'first-token';
    configureApi({ getToken: () => token });
    expect(fetch).not.toHaveBeenCalled();

    await api.basic.POST('/auth/logout', { body: {} });
    expect(seen[0]!.url).toBe(`${window.location.origin}/api/basic/auth/logout`);
    expect(seen[0]!.headers.get('Access-Token')).toBe('first-token');

    const loading: number[] = [];
    configureApi({ onLoadingChange: (inFlight) => loading.push(inFlight) });
    token = 'second-token';
    await api.basic.POST('/auth/logout', { body: {} });
    expect(seen[1]!.headers.get('Access-Token')).toBe('second-token');
    expect(loading).toEqual([1, 0]);
    expect(api.basic).toBe(api.basic);
  });
});
