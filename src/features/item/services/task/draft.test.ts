import { describe, expect, it } from 'vitest';
import { fromServerDraft, LocalDrafts, newerDraft, serverTimeToMillis, type Draft } from './draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const draft = (savedAt: number, extra: Partial<Draft> = {}): Draft => ({
  businessId: 'YW2026112210150001',
  stepCode: 'fill',
  formData: [{ name: 'cellphone', value: '13851726721' }],
  savedAt,
  ...extra,
});

describe('server drafts', () => {
  it('reads server times as China Standard Time', () => {
    expect(serverTimeToMillis('2026-11-21 08:42:10')).toBe(Date.parse('2026-11-21T00:42:10Z'));
    expect(serverTimeToMillis('2026-11-21')).toBeUndefined();
    expect(serverTimeToMillis(undefined)).toBeUndefined();
  });

  it('is a draft only when the server has one, and keeps the case it belongs to', () => {
    expect(fromServerDraft('YW1', { hasDraft: false, formData: [] })).toBeUndefined();
    expect(
      fromServerDraft('YW1', { hasDraft: true, stepCode: 'material', caseId: 'BJ1', formData: [], cacheTime: '2026-11-21 08:55:37' }),
    ).toEqual({ businessId: 'YW1', stepCode: 'material', caseId: 'BJ1', formData: [], savedAt: Date.parse('2026-11-21T00:55:37Z') });
  });

  it('resumes from the newer copy; the tab copy wins a tie', () => {
    const server = draft(1000, { stepCode: 'material' });
    expect(newerDraft(server, draft(2000))?.stepCode).toBe('fill');
    expect(newerDraft(server, draft(500))).toBe(server);
    expect(newerDraft(server, draft(1000))?.stepCode).toBe('fill');
    expect(newerDraft(undefined, undefined)).toBeUndefined();
    expect(newerDraft(server, undefined)).toBe(server);
  });
});

describe('the tab copy', () => {
  it('is kept per user and function, and removed on demand', () => {
    const storage = memoryStorage();
    const drafts = new LocalDrafts(storage);
    drafts.write('U1', 'F3001', draft(1));
    expect(drafts.read('U1', 'F3001')).toEqual(draft(1));
    expect(drafts.read('U2', 'F3001')).toBeUndefined();
    expect(drafts.read('U1', 'F2001')).toBeUndefined();
    drafts.remove('U1', 'F3001');
    expect(storage.items.size).toBe(0);
  });

  it('ignores corrupt or foreign content and survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    const drafts = new LocalDrafts(storage);
    storage.items.set('task-draft:U1:F1', '{not json');
    storage.items.set('task-draft:U1:F2', JSON.stringify({ businessId: 'YW1', stepCode: 'fill', savedAt: 1, formData: [{ name: 1 }] }));
    expect(drafts.read('U1', 'F1')).toBeUndefined();
    expect(drafts.read('U1', 'F2')).toBeUndefined();
    const full = new LocalDrafts({
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => full.write('U1', 'F1', draft(1))).not.toThrow();
  });
});
