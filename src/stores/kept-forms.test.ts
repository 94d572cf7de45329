// @vitest-environment jsdom
// The storage behind useKeptForm: per user and route, secrets never written, gone after
// its lifetime, on logout and when another user's session starts, and bounded in size.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_FORM_LIFETIME_MS, KEPT_FORM_MAX_CHARS, KEPT_FORMS_MAX_CHARS, KEPT_FORMS_STORAGE_KEY } from '../config/app';
import { clearKeptForms, keepForm, keepOpenForms, keptForm, keptFormNames, registerOpenForm, sessionExpiry } from './kept-forms';
import { applyUserInfo, endSession, startSession } from './session';

const ROUTE = '/center/address';
const ADDRESS = { receiverName: '王小明', cellphone: '13851726721', area: ['320100', '320102'], detailAddress: '中山路 1 号' };

function logIn(userId: string): void {
  startSession(`token-of-${userId}`);
  applyUserInfo({ userId, name: userId, userType: '1', needImprovePwd: 'false' });
}

/** Valtio tells its subscribers after the current task's microtasks. */
const sessionNoticed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kept forms', () => {
  beforeEach(() => {
    sessionStorage.clear();
    logIn('person-a');
  });
  afterEach(() => endSession());

  it('gives a form back to the same user on the same route only', () => {
    keepForm(ROUTE, 'address:new', ADDRESS, 'expired');
    expect(keptForm(ROUTE, 'address:new')?.values).toEqual(ADDRESS);
    expect(keptForm('/center/family', 'address:new')).toBeUndefined();
    expect(keptForm(ROUTE, 'address:A1')).toBeUndefined();
    expect(keptFormNames(ROUTE)).toEqual(['address:new']);
  });

  it('never shows one user what another typed, and forgets it when the other logs in', async () => {
    keepForm(ROUTE, 'address:new', ADDRESS, 'expired');
    endSession();
    logIn('person-b');
    expect(keptForm(ROUTE, 'address:new')).toBeUndefined();
    await sessionNoticed();
    endSession();
    logIn('person-a');
    expect(keptForm(ROUTE, 'address:new')).toBeUndefined();
  });

  it('keeps the values of a session that ran out for the same user logging in again', async () => {
    registerOpenForm(ROUTE, 'address:new', () => ADDRESS);
    expect(keepOpenForms(true)).toBe(true);
    endSession();
    await sessionNoticed();
    expect(sessionExpiry()).toEqual({ kept: true });
    logIn('person-a');
    expect(keptForm(ROUTE, 'address:new')).toMatchObject({ values: ADDRESS, reason: 'expired' });
    await sessionNoticed();
    expect(sessionExpiry()).toBeUndefined();
  });

  it('keeps nothing of a form the user typed nothing into', () => {
    const unregister = registerOpenForm(ROUTE, 'address:new', () => undefined);
    expect(keepOpenForms(true)).toBe(false);
    expect(sessionExpiry()).toEqual({ kept: false });
    unregister();
  });

  it('is gone after its lifetime', () => {
    const now = Date.now();
    keepForm(ROUTE, 'address:new', ADDRESS, 'draft', now);
    expect(keptForm(ROUTE, 'address:new', now + KEPT_FORM_LIFETIME_MS - 1)).toBeDefined();
    expect(keptForm(ROUTE, 'address:new', now + KEPT_FORM_LIFETIME_MS)).toBeUndefined();
  });

  it('is gone on logout', () => {
    keepForm(ROUTE, 'address:new', ADDRESS, 'draft');
    clearKeptForms();
    expect(sessionStorage.getItem(KEPT_FORMS_STORAGE_KEY)).toBeNull();
    expect(keptForm(ROUTE, 'address:new')).toBeUndefined();
  });

  it('never writes a password, an SMS code or a captcha answer', () => {
    keepForm(
      '/main/logon/register',
      'register',
      {
        name: '王小明',
        password: 'Secret#2026',
        repeatPassword: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        smsCode: '502816',
        cellphoneCode: '502816',
        verifyCode: '1234',
        captcha: { ticket: 't', randstr: 'r' },
        nested: { oldPassword: 'x', note: '留下' },
      },
      'draft',
    );
    const written = sessionStorage.getItem(KEPT_FORMS_STORAGE_KEY) ?? '';
    for (const secret of ['Secret#2026', '502816', '1234', 'ticket', 'randstr', 'oldPassword']) expect(written).not.toContain(secret);
    expect(keptForm('/main/logon/register', 'register')?.values).toEqual({ name: '王小明', nested: { note: '留下' } });
  });

  it('keeps no form larger than its bound, and drops the oldest when all together grow too large', () => {
    expect(keepForm(ROUTE, 'huge', { text: 'x'.repeat(KEPT_FORM_MAX_CHARS) }, 'draft')).toBe(false);
    expect(keptForm(ROUTE, 'huge')).toBeUndefined();
    const each = { text: 'x'.repeat(KEPT_FORM_MAX_CHARS - 500) };
    const count = Math.ceil(KEPT_FORMS_MAX_CHARS / KEPT_FORM_MAX_CHARS) + 2;
    const now = Date.now();
    for (let index = 0; index < count; index += 1) keepForm(ROUTE, `form:${index}`, each, 'draft', now + index);
    expect((sessionStorage.getItem(KEPT_FORMS_STORAGE_KEY) ?? '').length).toBeLessThanOrEqual(KEPT_FORMS_MAX_CHARS);
    const names = keptFormNames(ROUTE, now + count);
    expect(names).toContain(`form:${count - 1}`);
    expect(names).not.toContain('form:0');
  });

  it('treats corrupt storage as empty', () => {
    sessionStorage.setItem(KEPT_FORMS_STORAGE_KEY, '{not json');
    expect(keptForm(ROUTE, 'address:new')).toBeUndefined();
    sessionStorage.setItem(KEPT_FORMS_STORAGE_KEY, JSON.stringify({ entries: [{ owner: 1 }] }));
    expect(keptFormNames(ROUTE)).toEqual([]);
  });
});
