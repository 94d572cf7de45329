// The unread count: one call for the header and the overview opening together, a fresh one afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { home, setUnreadCount } from '../stores/home';
import { refreshUnreadCount } from './unread-count';

const counts = { asked: 0, next: 0 };
// The client's calls are made up: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.person, 'POST').mockImplementation(((path: string) => {
  if (path !== '/message/queryNotReadMessageCount') throw new Error(`unexpected call ${path}`);
  counts.asked += 1;
  return Promise.resolve({ data: { appcode: '0', msg: '成功', map: { notReadCount: counts.next } } });
}) as never);

describe('refreshUnreadCount', () => {
  afterEach(() => {
    counts.asked = 0;
    setUnreadCount(0);
  });

  it('asks once for callers that come while the call is on its way, and keeps the count', async () => {
    counts.next = 4;
    await Promise.all([refreshUnreadCount(), refreshUnreadCount()]);
    expect(counts.asked).toBe(1);
    expect(home.countmsg).toBe(4);
  });

  it('asks again once the last answer is in', async () => {
    counts.next = 2;
    await refreshUnreadCount();
    counts.next = 1;
    await refreshUnreadCount();
    expect(counts.asked).toBe(2);
    expect(home.countmsg).toBe(1);
  });
});
