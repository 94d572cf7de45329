// Keeps chosen fields of a valtio store in Web Storage. Stored values are
// untrusted input (old versions, hand edits): a field is restored only when
// its type matches the default's.
import { subscribe } from 'valtio';

type Plain = Record<string, unknown>;

function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null) return value === null || typeof value === 'object';
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback && (typeof value !== 'object' || value !== null);
}

export function readStored<T extends object>(storage: Storage | undefined, key: string, defaults: T): T {
  const restored: T = { ...defaults };
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return restored;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return restored;
  for (const field of Object.keys(defaults) as Array<keyof T>) {
    const value = (parsed as Plain)[field as string];
    if (value !== undefined && sameKind(value, defaults[field])) restored[field] = value as T[typeof field];
  }
  return restored;
}

/** Writes `fields` of `state` to `storage` after every change; returns the unsubscribe function. */
export function persistFields<T extends object>(
  state: T,
  storage: Storage | undefined,
  key: string,
  fields: ReadonlyArray<keyof T>,
): () => void {
  if (!storage) return () => undefined;
  const write = () => {
    const picked: Plain = {};
    for (const field of fields) picked[field as string] = state[field];
    try {
      storage.setItem(key, JSON.stringify(picked));
    } catch {
      // Storage full or disabled (private mode): the state still works for this page.
    }
  };
  write();
  return subscribe(state, write, true);
}

/** sessionStorage when the environment has one (not in Node tests without a DOM). */
export function browserSessionStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}
