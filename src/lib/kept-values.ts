// What of a form's values may be kept in the browser for the user (docs/client.md,
// "What a form keeps"): plain values only, never a secret. A field is a secret by
// its name, decided here and nowhere else: passwords, SMS and other verification
// codes, captcha answers and tickets, at any depth of the values.
const SECRET_FIELD_NAME = /passw(or)?d|pwd|sms.?code|cellphone.?code|verify.?code|verification.?code|captcha|ticket|randstr/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD_NAME.test(name);
}

/** How a date (a dayjs or Date value of a picker) is written, to be made a date again on restore. */
interface StoredDate {
  $date: string;
}

function isDateLike(value: object): value is { toISOString(): string } {
  return typeof (value as { toISOString?: unknown }).toISOString === 'function';
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The values as JSON-safe data without secrets: strings, numbers, booleans and null kept,
 * dates as `{ $date }`, arrays and plain objects walked; anything else (files, functions,
 * class instances such as an upload's File) left out.
 */
export function storableValues(values: unknown): unknown {
  if (values === null || typeof values === 'string' || typeof values === 'boolean') return values;
  if (typeof values === 'number') return Number.isFinite(values) ? values : undefined;
  if (typeof values !== 'object') return undefined;
  if (Array.isArray(values)) return values.map((item) => storableValues(item) ?? null);
  if (!isPlainObject(values)) {
    if (!isDateLike(values)) return undefined;
    try {
      return { $date: values.toISOString() } satisfies StoredDate;
    } catch {
      // An invalid date writes nothing.
      return undefined;
    }
  }
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isSecretField(name)) continue;
    const stored = storableValues(value);
    if (stored !== undefined) kept[name] = stored;
  }
  return kept;
}

function isStoredDate(value: unknown): value is StoredDate {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as StoredDate).$date === 'string';
}

/** Whether stored values hold a date (the caller then loads its date library first). */
export function holdsDates(values: unknown): boolean {
  if (isStoredDate(values)) return true;
  if (typeof values !== 'object' || values === null) return false;
  return Object.values(values).some(holdsDates);
}

/** Stored values back as a form's: each `{ $date }` through `toDate`; secrets never come back, even from hand-edited storage. */
export function revivedValues(values: unknown, toDate: (iso: string) => unknown): unknown {
  if (isStoredDate(values)) return toDate(values.$date);
  if (typeof values !== 'object' || values === null) return values;
  if (Array.isArray(values)) return values.map((item) => revivedValues(item, toDate));
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !isSecretField(name))
      .map(([name, value]) => [name, revivedValues(value, toDate)]),
  );
}
