// Evaluates the values of x-state (declaration.ts, StateValue) and reads and
// writes dotted paths in JSON values.
import { dayOf } from '../../src/lib/calendar-days';
import { fieldPair, isListValue, type StateValue } from './declaration';

export type Json = unknown;
export type Item = Record<string, Json>;

const isRecord = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A path segment naming the entry of an array field whose field has a value (`fields[name=applicantName]`),
 * or an object field itself while its field has the value (`map[state=authorized]`).
 */
const ENTRY_SEGMENT = /^(.+)\[([^=\]]+)=([^\]]*)\]$/;

/** The field a path segment names (the array's, for an entry of it). */
export const segmentField = (segment: string): string => ENTRY_SEGMENT.exec(segment)?.[1] ?? segment;

/** One segment down a path: a field of an object, or the entry of its array field (or the object field) that the segment picks. */
function step(current: Json, segment: string): Json {
  if (!isRecord(current)) return undefined;
  const entry = ENTRY_SEGMENT.exec(segment);
  if (!entry) return current[segment];
  const [, field = '', key = '', wanted] = entry;
  const picks = (e: Json) => isRecord(e) && String(e[key]) === wanted;
  const entries = current[field];
  if (isRecord(entries)) return picks(entries) ? entries : undefined;
  return Array.isArray(entries) ? entries.find(picks) : undefined;
}

export function getPath(value: Json, path: string): Json {
  let current = value;
  for (const segment of path.split('.').filter(Boolean)) current = step(current, segment);
  return current;
}

/** Writes a dotted path, creating the objects on the way; a path through an entry segment that picks nothing writes nothing. */
export function setPath(target: Record<string, Json>, path: string, value: Json): void {
  const segments = path.split('.').filter(Boolean);
  let current = target;
  for (const segment of segments.slice(0, -1)) {
    if (ENTRY_SEGMENT.test(segment)) {
      const entry = step(current, segment);
      if (!isRecord(entry)) return;
      current = entry;
      continue;
    }
    if (!isRecord(current[segment])) current[segment] = {};
    current = current[segment] as Record<string, Json>;
  }
  const last = segments.at(-1);
  if (last !== undefined) current[last] = value;
}

export function deletePath(target: Record<string, Json>, path: string): void {
  const segments = path.split('.').filter(Boolean);
  const parent = getPath(target, segments.slice(0, -1).join('.'));
  const last = segments.at(-1);
  if (isRecord(parent) && last !== undefined) delete parent[last];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const formatDateTime = (d: Date) => `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** An identity number, phone or card number masked as the contract's examples show them. */
export function mask(value: string): string {
  if (value.length <= 4) return value;
  const head = value.length >= 15 ? 4 : 3;
  return `${value.slice(0, head)}${'*'.repeat(Math.max(value.length - head - 4, 1))}${value.slice(-4)}`;
}

/**
 * A person's name masked as the contract's examples show it: the first character, a `*` for each character
 * between, and the last character (王*国, 欧**娜); a name of two characters only its first (刘*).
 */
export function maskName(name: string): string {
  return name.length <= 2 ? `${name.slice(0, 1)}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;
}

export interface ValueContext {
  request: Record<string, Json>;
  /** The item the call created or changed. */
  item?: Item;
  /** The resource's items after the change (the ones `count` counts). */
  items: readonly Item[];
  now: Date;
  /** The name of a code in a documented dictionary (`{from, dictionary}`). */
  dictionary?: (code: string, value: string) => string | undefined;
  /** The names down to a code in a documented tiered dictionary (`{from, tree}`). */
  tree?: (code: string, value: string) => string | undefined;
  /** A field of the caller's single record of a resource, or of the item the request names (`{record, field, by}`). */
  record?: (resource: string, field: string, by?: string) => Json;
  /** The caller's items of another resource (`{highest, in}`). */
  itemsOf?: (resource: string) => readonly Item[];
  /** The item the call compares the record with (`against`): the base store's entry of a unit. */
  against?: Item;
  /** The item as it was before the call changed it (`{changed}`). */
  before?: Item;
}

/** A record's value agrees with the compared item's: equal, or equal once masked as the item keeps it (王*国). */
function agreesWith(ours: Json, theirs: Json): boolean {
  if (ours === theirs) return true;
  if (typeof ours !== 'string' || typeof theirs !== 'string' || !theirs.includes('*')) return false;
  return maskName(ours) === theirs || mask(ours) === theirs;
}

/** The fields whose record value differs from the compared item's (one the item lacks, or no item, compares nothing). */
function differing(fields: readonly string[], context: ValueContext): string[] {
  const { item, against } = context;
  if (!item || !against) return [];
  return fields.filter((field) => getPath(against, field) !== undefined && !agreesWith(getPath(item, field), getPath(against, field)));
}

function clock(text: string, now: Date): Json {
  if (text === '$now') return formatDateTime(now);
  if (text === '$today') return formatDate(now);
  const minutes = /^\$now\+(\d+)m$/.exec(text)?.[1];
  if (minutes !== undefined) return formatDateTime(new Date(now.getTime() + Number(minutes) * 60_000));
  const days = /^\$today\+(\d+)d$/.exec(text)?.[1];
  if (days !== undefined) return formatDate(new Date(now.getTime() + Number(days) * 86_400_000));
  return text;
}

/** An item field has a value: equals it, or (an array field) contains it. */
export function fieldHas(item: Item, field: string, wanted: Json): boolean {
  const actual = getPath(item, field);
  return Array.isArray(actual) ? actual.includes(wanted) : actual === wanted;
}

export const matches = (item: Item, where: Record<string, Json>) =>
  Object.entries(where).every(([field, value]) => fieldHas(item, field, value));

/**
 * A copy of a JSON value: new objects and arrays, the same strings. Strings never
 * change in place, so sharing them with the template keeps a thousand users'
 * seeded items small (and copying faster than structuredClone).
 */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyJson(v)])) as T;
  return value;
}

/** An item as answers show it: without the gateway's own fields (`_owner` …). */
export const visible = (item: Item): Item => copyJson(Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith('_'))));

/** A text or number with the declared text before and after it; other values as they are. */
function around(value: Json, prefix = '', suffix = ''): Json {
  return (prefix || suffix) && (typeof value === 'string' || typeof value === 'number') ? `${prefix}${value}${suffix}` : value;
}

export function evaluate(value: StateValue, context: ValueContext, element?: Record<string, Json>): Json {
  if (typeof value === 'string') return clock(value, context.now);
  if (isListValue(value)) return copyJson(value);
  if (typeof value !== 'object') return value;
  if ('from' in value) {
    const raw = context.request[value.from];
    if (raw === undefined) return value.default;
    const shown =
      value.dictionary && typeof raw === 'string'
        ? (context.dictionary?.(value.dictionary, raw) ?? raw)
        : value.tree && typeof raw === 'string'
          ? (context.tree?.(value.tree, raw) ?? raw)
          : value.map && (typeof raw === 'string' || typeof raw === 'number')
            ? (value.map[String(raw)] ?? raw)
            : raw;
    return around(shown, value.prefix);
  }
  if ('mask' in value) {
    const raw = context.request[value.mask];
    return typeof raw === 'string' ? mask(raw) : raw;
  }
  if ('maskName' in value) {
    const name = evaluate(value.maskName, context);
    return typeof name === 'string' && name !== '' ? maskName(name) : name;
  }
  if ('idCard' in value) {
    const raw = context.request[value.idCard];
    if (typeof raw !== 'string' || raw.length !== 18) return undefined;
    if (value.part === 'birthDate') return `${raw.slice(6, 10)}-${raw.slice(10, 12)}-${raw.slice(12, 14)}`;
    // The 17th character: odd for a man, even for a woman.
    const sex = Number(raw[16]) % 2 === 1 ? '1' : '2';
    return value.dictionary ? (context.dictionary?.(value.dictionary, sex) ?? sex) : sex;
  }
  if ('creditCode' in value) {
    const raw = context.request[value.creditCode];
    if (typeof raw !== 'string' || raw.length !== 18) return undefined;
    const area = raw.slice(2, 8);
    if (!value.tree) return area;
    // The tree names counties, cities and the province; an area it lacks is named by what contains it.
    for (const code of [area, `${area.slice(0, 4)}00`, `${area.slice(0, 2)}0000`]) {
      const names = context.tree?.(value.tree, code);
      if (names !== undefined) return names;
    }
    return area;
  }
  if ('length' in value) {
    const raw = context.request[value.length];
    return Array.isArray(raw) || typeof raw === 'string' ? raw.length : 0;
  }
  if ('bytes' in value) {
    const raw = context.request[value.bytes];
    return typeof raw === 'string' ? Buffer.from(raw, 'base64').length : 0;
  }
  if ('dataUrl' in value) {
    const [raw, type] = [context.request[value.dataUrl], context.request[value.type]];
    const mediaType = typeof type === 'string' ? value.types[type] : undefined;
    return typeof raw === 'string' && mediaType !== undefined ? `data:${mediaType};base64,${raw}` : undefined;
  }
  if ('item' in value) {
    const found = context.item ? getPath(context.item, value.item) : undefined;
    if (found === undefined) return value.default;
    return value.minus !== undefined && typeof found === 'number' ? found - value.minus : around(found, value.prefix, value.suffix);
  }
  if ('count' in value) return context.items.filter((item) => matches(item, value.count)).length;
  if ('items' in value) return context.items.filter((item) => matches(item, value.items)).map(visible);
  if ('record' in value) {
    const found = context.record?.(value.record, value.field, value.by);
    if (found === undefined) return value.default;
    if (value.map && (typeof found === 'string' || typeof found === 'number')) return value.map[String(found)] ?? found;
    if (!value.among || !Array.isArray(found)) return found;
    const wanted = Object.entries(value.among).map(([entryField, requestField]) => [entryField, context.request[requestField]] as const);
    // A request field holds one value or a list of them; one it leaves out keeps every entry.
    return found.filter((entry) =>
      wanted.every(
        ([entryField, requested]) =>
          requested === undefined || (isRecord(entry) && ([requested] as Json[]).flat().includes(entry[entryField])),
      ),
    );
  }
  if ('highest' in value) {
    const { highest, of = {} } = value;
    const items = value.in === undefined ? context.items : (context.itemsOf?.(value.in) ?? []);
    const found = items.filter((item) => matches(item, of)).map((item) => getPath(item, highest));
    const numbers = found.filter((n): n is number => typeof n === 'number');
    return numbers.length > 0 ? Math.max(...numbers) : value.default;
  }
  if ('held' in value) {
    const wanted = context.item ? getPath(context.item, value.by) : undefined;
    return wanted !== undefined && (context.itemsOf?.(value.held) ?? []).some((held) => getPath(held, value.by) === wanted);
  }
  if ('period' in value) {
    const dayIn = (field: string) => {
      const day = context.request[field] ?? (context.item ? getPath(context.item, field) : undefined);
      return typeof day === 'string' ? dayOf(day) : undefined;
    };
    const [start, end] = value.period.map(dayIn);
    const today = formatDate(context.now);
    if (start !== undefined && today < start) return value.before;
    return end !== undefined && today > end ? value.after : value.within;
  }
  if ('differs' in value) {
    const [a, b] = value.differs.map((inner) => evaluate(inner, context));
    return JSON.stringify(a) !== JSON.stringify(b);
  }
  if ('against' in value) {
    const found = context.against ? getPath(context.against, value.against) : undefined;
    return found === undefined ? value.default : found;
  }
  if ('differences' in value) {
    return differing(Object.keys(value.differences), context).map((field) => ({
      field,
      fieldName: value.differences[field],
      portalValue: getPath(context.item, field) ?? '',
      baseStoreValue: getPath(context.against, field),
    }));
  }
  if ('agrees' in value) return differing(value.agrees, context).length === 0;
  if ('changed' in value) {
    const { before, item } = context;
    return before && item
      ? value.changed.filter((field) => JSON.stringify(getPath(before, field)) !== JSON.stringify(getPath(item, field)))
      : [];
  }
  // `per` is applied by applyAnswer, which knows the array entries.
  return element;
}

/** Writes the `answer` values of a declaration into an answer (a copy of the example). */
export function applyAnswer(answer: Record<string, Json>, values: Record<string, StateValue>, context: ValueContext): void {
  for (const [path, value] of Object.entries(values)) {
    if (typeof value === 'object' && 'per' in value) {
      const entries = getPath(answer, path);
      if (!Array.isArray(entries)) continue;
      for (const entry of entries) {
        if (!isRecord(entry)) continue;
        const { request: entryField, item: itemField } = fieldPair(value.per);
        const items = context.items.filter((item) => getPath(item, itemField) === entry[entryField]);
        for (const [field, inner] of Object.entries(value.set)) setPath(entry, field, evaluate(inner, { ...context, items }));
      }
      continue;
    }
    setPath(answer, path, evaluate(value, context));
  }
}
