import { describe, expect, it } from 'vitest';
import { behaviour, harness, json } from './support/api-harness';

const OK = { appcode: '0', msg: '成功', map: {} };
const rows = { 'POST /call': behaviour(), 'POST /poll': behaviour({ polling: true }) };

/** Responses the test releases one by one, to make calls overlap. */
function gate() {
  const releases: (() => void)[] = [];
  const responder = () =>
    new Promise<Response>((resolve) => {
      releases.push(() => resolve(json(OK)));
    });
  return { responder, releaseNext: () => releases.shift()?.(), pending: () => releases.length };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('loading middleware', () => {
  it('counts overlapping calls and reaches zero only when the last one ends', async () => {
    const { responder, releaseNext } = gate();
    const h = harness(rows, responder);
    const first = h.basic.POST('/call', { body: {} });
    const second = h.basic.POST('/call', { body: {} });
    await settle();
    expect(h.loading).toEqual([1, 2]);
    releaseNext();
    await first;
    expect(h.loading.at(-1)).toBe(1);
    releaseNext();
    await second;
    expect(h.loading).toEqual([1, 2, 1, 0]);
  });

  it('never counts x-polling calls', async () => {
    const h = harness(rows, () => json(OK));
    await h.basic.POST('/poll', { body: {} });
    await h.basic.POST('/poll', { body: {} });
    expect(h.loading).toEqual([]);
  });

  it('a polling call overlapping a normal call does not disturb the count', async () => {
    const { responder, releaseNext } = gate();
    const h = harness(rows, responder);
    const normal = h.basic.POST('/call', { body: {} });
    const poll = h.basic.POST('/poll', { body: {} });
    await settle();
    releaseNext();
    releaseNext();
    await Promise.all([normal, poll]);
    expect(h.loading).toEqual([1, 0]);
  });

  it('comes back to zero after errors, lost connections and timeouts', async () => {
    const failures = [
      () => json({ appcode: '9', msg: '出错', map: {} }, 500),
      () => Promise.reject(new TypeError('fetch failed')),
      (request: Request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    ];
    for (const respond of failures) {
      const h = harness(rows, respond, { timeoutMs: 50 });
      await h.basic.POST('/call', { body: {} });
      expect(h.loading).toEqual([1, 0]);
    }
  });

  it('counts calls of all services together', async () => {
    const { responder, releaseNext, pending } = gate();
    const h = harness(rows, responder);
    const calls = [h.basic.POST('/call', { body: {} }), h.loose('person').POST('/unlisted', { body: {} })];
    await settle();
    expect(pending()).toBe(2);
    expect(h.loading).toEqual([1, 2]);
    releaseNext();
    releaseNext();
    await Promise.all(calls);
    expect(h.loading.at(-1)).toBe(0);
  });
});
