// What the user typed into a form, kept in this tab's sessionStorage so that it
// outlives an expired session, a reload and a step back (docs/client.md, "What a
// form keeps"). Each entry belongs to one user (or to the anonymous visitor) and
// one route; it lives KEPT_FORM_LIFETIME_MS after it was written, the entries
// together stay under a size bound, secrets are never written (src/lib/kept-values.ts),
// and a logout or another user's session removes them.
import { subscribe } from 'valtio';
import { KEPT_FORM_LIFETIME_MS, KEPT_FORM_MAX_CHARS, KEPT_FORMS_MAX_CHARS, KEPT_FORMS_STORAGE_KEY } from '../config/app';
import { storableValues } from '../lib/kept-values';
import { browserSessionStorage } from './persist';
import { session } from './session';

/** `draft`: written while the user types (long forms); `expired`: taken when the session ran out under the form. */
export type KeptReason = 'draft' | 'expired';

export interface KeptForm {
  /** The user the values belong to (`<userType>:<userId>`), '' for a visitor not logged in. */
  owner: string;
  /** The route the form is on: path and query inside the portal. */
  route: string;
  /** The form's name on that route (a dialog names what it edits, e.g. `address:new`). */
  form: string;
  values: unknown;
  savedAt: number;
  reason: KeptReason;
}

interface Kept {
  entries: KeptForm[];
  /** Set when a session ran out: for the login page's word on it. */
  expired?: { at: number; kept: boolean };
}

/** Who the values of a form typed now belong to. */
export function currentOwner(): string {
  const user = session.userinfo;
  return user ? `${user.userType}:${user.userId}` : '';
}

function isKeptForm(value: unknown): value is KeptForm {
  const entry = value as KeptForm;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.owner === 'string' &&
    typeof entry.route === 'string' &&
    typeof entry.form === 'string' &&
    typeof entry.savedAt === 'number' &&
    (entry.reason === 'draft' || entry.reason === 'expired')
  );
}

function read(now: number): Kept {
  let parsed: unknown;
  try {
    parsed = JSON.parse(browserSessionStorage()?.getItem(KEPT_FORMS_STORAGE_KEY) ?? 'null');
  } catch {
    return { entries: [] };
  }
  const stored = (parsed ?? {}) as Partial<Kept>;
  const entries = Array.isArray(stored.entries) ? stored.entries.filter(isKeptForm) : [];
  const fresh = (at: number) => now - at < KEPT_FORM_LIFETIME_MS;
  const expired = stored.expired && typeof stored.expired.at === 'number' && fresh(stored.expired.at) ? stored.expired : undefined;
  return { entries: entries.filter((entry) => fresh(entry.savedAt)), ...(expired ? { expired } : {}) };
}

/** Writes the store, the oldest entries dropped until it fits the bound. */
function write(kept: Kept): void {
  const storage = browserSessionStorage();
  if (!storage) return;
  const entries = [...kept.entries].sort((a, b) => a.savedAt - b.savedAt);
  let text = JSON.stringify({ ...kept, entries });
  while (text.length > KEPT_FORMS_MAX_CHARS && entries.length > 0) {
    entries.shift();
    text = JSON.stringify({ ...kept, entries });
  }
  try {
    if (entries.length === 0 && !kept.expired) storage.removeItem(KEPT_FORMS_STORAGE_KEY);
    else storage.setItem(KEPT_FORMS_STORAGE_KEY, text);
  } catch {
    // A full or disabled storage keeps nothing; the form on screen still works.
  }
}

const sameForm = (entry: KeptForm, owner: string, route: string, form: string) =>
  entry.owner === owner && entry.route === route && entry.form === form;

/** Keeps a form's values for the current user and this route (secrets and non-data left out); false when too large to keep. */
export function keepForm(route: string, form: string, values: unknown, reason: KeptReason, now = Date.now()): boolean {
  const owner = currentOwner();
  const kept = read(now);
  const others = kept.entries.filter((entry) => !sameForm(entry, owner, route, form));
  const entry: KeptForm = { owner, route, form, values: storableValues(values) ?? {}, savedAt: now, reason };
  const fits = JSON.stringify(entry).length <= KEPT_FORM_MAX_CHARS;
  write({ ...kept, entries: fits ? [...others, entry] : others });
  return fits;
}

/** The current user's kept values of a form on this route, if any and not expired. */
export function keptForm(route: string, form: string, now = Date.now()): KeptForm | undefined {
  const owner = currentOwner();
  return read(now).entries.find((entry) => sameForm(entry, owner, route, form));
}

/** The names of the current user's kept forms on this route (a screen reopens the dialog one of them belongs to). */
export function keptFormNames(route: string, now = Date.now()): string[] {
  const owner = currentOwner();
  return read(now)
    .entries.filter((entry) => entry.owner === owner && entry.route === route)
    .map((entry) => entry.form);
}

export function dropKeptForm(route: string, form: string): void {
  const owner = currentOwner();
  const kept = read(Date.now());
  write({ ...kept, entries: kept.entries.filter((entry) => !sameForm(entry, owner, route, form)) });
}

/** Logout: nothing typed stays in the tab. */
export function clearKeptForms(): void {
  browserSessionStorage()?.removeItem(KEPT_FORMS_STORAGE_KEY);
}

/** The forms on screen: what each holds now, or undefined when the user typed nothing into it. */
const openForms = new Map<string, { route: string; form: string; values: () => unknown }>();

/** A form on screen says how to read what the user typed; returns its removal, for when it goes. */
export function registerOpenForm(route: string, form: string, values: () => unknown): () => void {
  const key = `${route}\n${form}`;
  const registration = { route, form, values };
  openForms.set(key, registration);
  return () => {
    if (openForms.get(key) === registration) openForms.delete(key);
  };
}

/**
 * The session ran out under the forms on screen (a 401): each keeps what the user typed,
 * for the same user and route, before the user is forgotten. `sessionEnded` (there was a
 * token) has the login page say why. True when something was kept.
 */
export function keepOpenForms(sessionEnded: boolean, now = Date.now()): boolean {
  let keptAny = false;
  for (const { route, form, values } of openForms.values()) {
    const typed = values();
    if (typed !== undefined && keepForm(route, form, typed, 'expired', now)) keptAny = true;
  }
  // A second 401 of the same ending (a call still under way) must not take back the word on the first.
  const before = read(now);
  if (sessionEnded) write({ ...before, expired: { at: now, kept: keptAny || Boolean(before.expired?.kept) } });
  return keptAny;
}

/** For the login page: whether the last session ran out, and whether forms were kept then. */
export function sessionExpiry(now = Date.now()): { kept: boolean } | undefined {
  const { expired } = read(now);
  return expired ? { kept: expired.kept } : undefined;
}

// A session starting: the login page's word on the last one is done, and what other users
// (or the visitor before the login) typed goes, so this user never sees it.
subscribe(session, () => {
  const owner = currentOwner();
  if (owner === '') return;
  const kept = read(Date.now());
  if (!kept.expired && kept.entries.every((entry) => entry.owner === owner)) return;
  write({ entries: kept.entries.filter((entry) => entry.owner === owner) });
});
