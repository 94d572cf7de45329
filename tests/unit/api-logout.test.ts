import { describe, expect, it } from 'vitest';
import { logoutCall } from '../../src/components/logout';
import { harness, json, type Responder } from './support/api-harness';

const logoutWith = async (respond: Responder, hooks = {}) => {
  const h = harness({}, respond, { hooks: { getToken: () => 'tok', ...hooks }, timeoutMs: 100 });
  const confirmed = await logoutCall(h.api.basic);
  return { confirmed, h };
};

describe('logoutCall (spec §4: the session is cleared even when the call fails)', () => {
  it('calls POST /auth/logout with the token and reports the confirmation', async () => {
    const { confirmed, h } = await logoutWith(() => json({ appcode: '0', msg: '退出成功', map: {} }));
    expect(confirmed).toBe(true);
    expect(new URL(h.seen[0]!.url).pathname).toBe('/api/basic/auth/logout');
    expect(h.seen[0]!.headers.get('Access-Token')).toBe('tok');
  });

  it.each<[string, Responder]>([
    ['a refusal', () => json({ appcode: '9999', msg: '退出失败', map: {} })],
    ['an expired token', () => json({ appcode: '401', msg: '登录已失效', map: {} }, 401)],
    ['a server error', () => json({ appcode: '9999', msg: '系统异常', map: {} }, 500)],
    ['no connection', () => Promise.reject(new TypeError('fetch failed'))],
    [
      'no answer at all',
      (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    ],
  ])('resolves false, never throws, on %s', async (_name, respond) => {
    await expect(logoutWith(respond).then((result) => result.confirmed)).resolves.toBe(false);
  });

  it('resolves false even when an application hook throws', async () => {
    const { confirmed } = await logoutWith(() => json({ appcode: '401', msg: '', map: {} }, 401), {
      onUnauthorized: () => {
        throw new Error('router not ready');
      },
    });
    expect(confirmed).toBe(false);
  });
});
