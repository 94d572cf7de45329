// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepOpenForms } from '../../../../stores/kept-forms';
import { applyUserInfo, endSession } from '../../../../stores/session';
import {
  fromServerDraft,
  newerDraft,
  readLocalDraft,
  registerOpenDraft,
  removeLocalDraft,
  serverTimeToMillis,
  writeLocalDraft,
  type Draft,
} from './draft';

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
  beforeEach(() => {
    sessionStorage.clear();
    applyUserInfo({ userId: 'U1', name: '王建国', userType: '1', needImprovePwd: 'false' });
  });
  afterEach(() => endSession());

  it('is kept per user and function, and removed on demand', () => {
    writeLocalDraft('F3001', draft(1));
    expect(readLocalDraft('F3001')).toEqual({ draft: draft(1), afterExpiry: false });
    expect(readLocalDraft('F2001')).toBeUndefined();
    applyUserInfo({ userId: 'U2', name: '李四', userType: '1', needImprovePwd: 'false' });
    expect(readLocalDraft('F3001')).toBeUndefined();
    applyUserInfo({ userId: 'U1', name: '王建国', userType: '1', needImprovePwd: 'false' });
    removeLocalDraft('F3001');
    expect(readLocalDraft('F3001')).toBeUndefined();
  });

  it('never keeps a field named as a secret', () => {
    writeLocalDraft(
      'F3001',
      draft(1, {
        formData: [
          { name: 'cellphone', value: '13851726721' },
          { name: 'smsCode', value: '502816' },
        ],
      }),
    );
    expect(readLocalDraft('F3001')?.draft.formData).toEqual([{ name: 'cellphone', value: '13851726721' }]);
  });

  it('is marked when it was kept as the session ran out', () => {
    const unregister = registerOpenDraft('F3001', () => draft(2));
    keepOpenForms(true);
    unregister();
    expect(readLocalDraft('F3001')).toEqual({ draft: draft(2), afterExpiry: true });
  });
});
