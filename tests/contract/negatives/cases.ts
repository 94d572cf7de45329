// Phase 2's requests: for one operation, inputs derived from its request schema
// and parameters that a correct server must refuse. Each case starts from the
// documented example request and breaks exactly one thing, so a server that
// accepts it has missed that one check. The choice among many possible cases is
// seeded: the same seed gives the same cases, whatever else the run selects.
// Beside them, the valid side of each edge: the example with one value just
// inside a bound (exactly maxLength, exactly minItems, the minimum, each enum
// value), which a correct server must accept. Body fields at any depth and the
// query and path parameters are broken and edged by the same code.
import { Faker, en } from '@faker-js/faker';
import fc from 'fast-check';
import { defaultExample, deref, validate, type Json, type JsonObject } from '../contract-model';
import { ENVELOPE_DEFECTS, type EnvelopeDefect } from '../dredd/cipher';
import { exampleRequestOf, type ContractOperation } from '../dredd/operations';
import { arbitraryOf } from '../generated/arbitraries';

export const SCHEMA_KINDS = [
  'required-missing',
  'wrong-type',
  'extra-field',
  'enum',
  'pattern',
  'length',
  'items',
  'range',
  'not-object',
  'malformed-json',
  'content-type',
  'header-missing',
] as const;
export type SchemaKind = (typeof SCHEMA_KINDS)[number];
/**
 * Kinds added after the others, each drawn right after an older kind, so the seeded order
 * of the older kinds stays as it was: an operation that offers none of them keeps a seed's cases.
 */
const DRAWN_AFTER: Partial<Record<SchemaKind, SchemaKind>> = { items: 'length' };
/** Every header the operation lists, optional ones included, sent empty and malformed: on top of the chosen cases. */
export const HEADER_KINDS = ['header-empty', 'header-malformed'] as const;
export type HeaderKind = (typeof HEADER_KINDS)[number];
/** Values just inside an edge, which a correct server accepts: on top of the chosen cases, at most `edges` per operation. */
export const EDGE_KINDS = ['length-edge', 'items-edge', 'range-edge', 'enum-value'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];
export type NegativeKind = SchemaKind | HeaderKind | EdgeKind | EnvelopeDefect;

export interface NegativeCase {
  readonly kind: NegativeKind;
  /** What is broken, e.g. `required field receiverName missing`. */
  readonly title: string;
  /** Service-relative path with the query. */
  readonly path: string;
  /** Header parameters (Access-Token and Content-Type are added when sending). */
  readonly headers: Record<string, string>;
  /** Undefined: no Content-Type header (no body). */
  readonly contentType: string | undefined;
  /** The plaintext body as text; for x-sm4 operations it is sealed before sending. */
  readonly body: string;
  /** For x-sm4 operations: how the envelope is broken (undefined: sealed correctly). */
  readonly envelope?: EnvelopeDefect;
  /** A value just inside an edge: the request keeps the contract, so a correct server accepts it. */
  readonly valid?: true;
  /** Why the case is not sent: no value of that edge also keeps the field's pattern or format, or the example gives no item to repeat. */
  readonly skip?: string;
}

export type CaseOperation = Pick<ContractOperation, 'service' | 'method' | 'path' | 'sm4' | 'raw' | 'doc'>;

export interface CaseOptions {
  readonly seed: number;
  /** At most this many schema cases for the operation (envelope defects come on top). */
  readonly limit: number;
  /** At most this many edge cases for the operation (a create into a list with a `max` gets fewer, see the phase). */
  readonly edges: number;
}

const JSON_MEDIA_TYPE = 'application/json';
const EXTRA_FIELD = 'notInTheContract';
const ENVELOPE_TITLES: Record<EnvelopeDefect, string> = {
  'tampered-sign': 'envelope: sign tampered (one hex digit changed)',
  'foreign-key': 'envelope: key wrapped for another SM2 public key',
  'bad-hex': 'envelope: encryptData is not hex',
  'raw-key-wrap': 'envelope: key wrapped as its 16 raw bytes (the retired form) instead of its 32 hex characters',
};

interface Candidate<Kind = SchemaKind> {
  readonly kind: Kind;
  readonly title: string;
  readonly build: (example: ExampleParts) => ExampleParts;
  readonly skip?: string;
}

interface ExampleParts {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly contentType: string | undefined;
  readonly body: string;
}

type Pointer = readonly (string | number)[];

/** A schema with its `$ref` followed and its `allOf` members merged in. */
export function resolvedSchema(doc: JsonObject, schema: Json | undefined): JsonObject {
  const own = deref(doc, (schema ?? {}) as JsonObject);
  const members = ((own.allOf ?? []) as Json[]).map((member) => resolvedSchema(doc, member));
  if (members.length === 0) return own;
  const { allOf: _members, ...rest } = own;
  const merged: JsonObject = Object.assign({}, ...members, rest) as JsonObject;
  const properties = Object.assign({}, ...[...members, rest].map((s) => (s.properties ?? {}) as JsonObject)) as JsonObject;
  const required = [...new Set([...members, rest].flatMap((s) => (s.required ?? []) as string[]))];
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  return merged;
}

function label(pointer: Pointer): string {
  return pointer
    .map((step) => (typeof step === 'number' ? `[${step}]` : step))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** A copy of `value` with the node at `pointer` replaced (or removed when `next` is undefined). */
function replaced(value: Json, pointer: Pointer, next: Json | undefined): Json {
  if (pointer.length === 0) return next ?? null;
  const [step, ...rest] = pointer;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = replaced(copy[step as number] ?? null, rest, next) as Json;
    return copy;
  }
  const copy: JsonObject = { ...(value as JsonObject) };
  if (rest.length === 0 && next === undefined) delete copy[step as string];
  else copy[step as string] = rest.length === 0 ? (next as Json) : replaced(copy[step as string] ?? {}, rest, next);
  return copy;
}

function bodyEdit(pointer: Pointer, next: Json | undefined): (example: ExampleParts) => ExampleParts {
  return (example) => ({ ...example, body: JSON.stringify(replaced(JSON.parse(example.body) as Json, pointer, next)) });
}

/** Where a value sits in the request: its name in a case's title, and how another value is put there. */
interface Place {
  readonly name: string;
  readonly put: (next: Json | undefined) => (example: ExampleParts) => ExampleParts;
  /** A parameter: its value travels as text, so only a type text cannot spell (a number, a boolean) can be wrong. */
  readonly text?: true;
}

function bodyPlace(pointer: Pointer): Place {
  return { name: `field ${label(pointer)}`, put: (next) => bodyEdit(pointer, next) };
}

/** A query parameter set to the value as text (left out for undefined). */
function queryPlace(name: string): Place {
  return {
    name: `query parameter ${name}`,
    text: true,
    put: (next) => (example) => {
      const [path = '', search = ''] = example.path.split('?');
      const query = new URLSearchParams(search);
      if (next === undefined) query.delete(name);
      else query.set(name, String(next));
      return { ...example, path: query.size > 0 ? `${path}?${query}` : path };
    },
  };
}

/** A path parameter that is a whole segment of the path, replaced by the value; undefined for one inside a segment. */
function pathPlace(template: string, name: string): Place | undefined {
  const segment = template.split('/').indexOf(`{${name}}`);
  if (segment < 0) return undefined;
  return {
    name: `path parameter ${name}`,
    text: true,
    put: (next) => (example) => {
      const [path = '', search] = example.path.split('?');
      const segments = path.split('/');
      segments[segment] = encodeURIComponent(String(next ?? ''));
      return { ...example, path: search === undefined ? segments.join('/') : `${segments.join('/')}?${search}` };
    },
  };
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return new RegExp(pattern).test(text);
  }
}

/** A string of an allowed length that breaks the pattern, so only the pattern is wrong. */
function patternBreaker(schema: JsonObject): string | undefined {
  const length = Math.min(Math.max(Number(schema.minLength ?? 1), 1), Number(schema.maxLength ?? Infinity));
  return ['!', 'a', '0', ' ', '中'].map((c) => c.repeat(length)).find((text) => !matches(String(schema.pattern), text));
}

/** Per documented type: a value of another type, what it is, and the type with its article. */
const WRONG_TYPE: Record<string, [Json, string, string]> = {
  string: [12345, 'a number', 'a string'],
  integer: ['12x', 'a string', 'an integer'],
  number: ['12x', 'a string', 'a number'],
  boolean: ['yes', 'a string', 'a boolean'],
  object: ['text', 'a string', 'an object'],
  array: ['text', 'a string', 'an array'],
};

/** One value of the request: its schema (resolved), its place and the example's value there. */
interface ValueField {
  readonly schema: JsonObject;
  readonly place: Place;
  readonly example: Json | undefined;
  /** For an item of a `uniqueItems` array: the other items, which it may not equal. */
  readonly others?: readonly Json[];
}

/**
 * `count` items for an array that break none of its item rules: the example's items repeated
 * (its distinct ones for `uniqueItems`), topped up with distinct items drawn from the item
 * schema when the example gives too few; undefined when no generator covers the item schema.
 */
function arrayItems(doc: JsonObject, schema: JsonObject, example: Json | undefined, count: number, where: string): Json[] | undefined {
  const items = Array.isArray(example) ? example : [];
  const unique = schema.uniqueItems === true;
  const source = unique ? [...new Map(items.map((item) => [JSON.stringify(item), item])).values()] : items;
  if (count === 0 || (source.length > 0 && (!unique || source.length >= count)))
    return Array.from({ length: count }, (_, i) => source[i % source.length]!);
  let drawn: Json[];
  try {
    const item = arbitraryOf(doc, (schema.items ?? {}) as Json, `${where}[]`);
    const arrays = fc.uniqueArray(item, { minLength: count, maxLength: count, selector: (value) => JSON.stringify(value) });
    [drawn] = fc.sample(arrays, { seed: hash(where), numRuns: 1 }) as [Json[]];
  } catch {
    return undefined;
  }
  const known = new Set(source.map((item) => JSON.stringify(item)));
  return [...source, ...drawn.filter((item) => !known.has(JSON.stringify(item)))].slice(0, count);
}

/** The cases that break one value: wrong type, enum, pattern, length, item count, bounds. */
function valueCandidates(doc: JsonObject, { schema, place, example }: ValueField): Candidate[] {
  const { name, put } = place;
  const candidates: Candidate[] = [];
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  // Any text is a string: a parameter's wrong type is text its number or boolean cannot be.
  const wrong = type && !(place.text && type === 'string') ? WRONG_TYPE[type] : undefined;
  if (wrong) candidates.push({ kind: 'wrong-type', title: `${name} is ${wrong[1]}, not ${wrong[2]}`, build: put(wrong[0]) });
  if (Array.isArray(schema.enum)) {
    const numeric = type === 'integer' || type === 'number';
    const outside = numeric ? Math.max(...(schema.enum as number[])) + 1 : 'NOT_IN_ENUM';
    candidates.push({ kind: 'enum', title: `${name} is ${JSON.stringify(outside)}, outside its enum`, build: put(outside) });
    return candidates;
  }
  if (type === 'string' && typeof schema.pattern === 'string') {
    const breaker = patternBreaker(schema);
    if (breaker !== undefined) {
      candidates.push({
        kind: 'pattern',
        title: `${name} is ${JSON.stringify(breaker)}, breaking its pattern ${schema.pattern}`,
        build: put(breaker),
      });
    }
  }
  if (type === 'string') {
    const sample = typeof example === 'string' && example !== '' ? example : 'x';
    if (typeof schema.maxLength === 'number') {
      const long = sample.repeat(Math.ceil((schema.maxLength + 1) / sample.length)).slice(0, schema.maxLength + 1);
      candidates.push({
        kind: 'length',
        title: `${name} has ${schema.maxLength + 1} characters, over its maxLength ${schema.maxLength}`,
        build: put(long),
      });
    }
    if (typeof schema.minLength === 'number' && schema.minLength > 0) {
      const short = sample.slice(0, schema.minLength - 1);
      candidates.push({
        kind: 'length',
        title: `${name} has ${short.length} characters, under its minLength ${schema.minLength}`,
        build: put(short),
      });
    }
  }
  if (type === 'array') {
    for (const [count, bound] of [
      [typeof schema.maxItems === 'number' ? schema.maxItems + 1 : undefined, `over its maxItems ${String(schema.maxItems)}`],
      [
        typeof schema.minItems === 'number' && schema.minItems > 0 ? schema.minItems - 1 : undefined,
        `under its minItems ${String(schema.minItems)}`,
      ],
    ] as const) {
      const items = count === undefined ? undefined : arrayItems(doc, schema, example, count, name);
      if (items !== undefined) candidates.push({ kind: 'items', title: `${name} has ${count} items, ${bound}`, build: put(items) });
    }
  }
  if (type === 'integer' || type === 'number') {
    if (typeof schema.minimum === 'number') {
      candidates.push({
        kind: 'range',
        title: `${name} is ${schema.minimum - 1}, under its minimum ${schema.minimum}`,
        build: put(schema.minimum - 1),
      });
    }
    if (typeof schema.maximum === 'number') {
      candidates.push({
        kind: 'range',
        title: `${name} is ${schema.maximum + 1}, over its maximum ${schema.maximum}`,
        build: put(schema.maximum + 1),
      });
    }
  }
  return candidates;
}

/** One value of the body, with its pointer. */
interface BodyField extends ValueField {
  readonly pointer: Pointer;
}

/** The body's values at `pointer` and below, parents first, following the example's shape (an array's first item). */
function bodyFields(doc: JsonObject, schemaRef: Json | undefined, pointer: Pointer, example: Json | undefined): BodyField[] {
  const schema = resolvedSchema(doc, schemaRef);
  const fields: BodyField[] = [{ schema, pointer, place: bodyPlace(pointer), example }];
  if (typeof example === 'object' && example !== null && !Array.isArray(example)) {
    for (const [field, property] of Object.entries((schema.properties ?? {}) as JsonObject))
      fields.push(...bodyFields(doc, property, [...pointer, field], example[field]));
  } else if (Array.isArray(example) && example.length > 0 && schema.items !== undefined) {
    const item = bodyFields(doc, schema.items, [...pointer, 0], example[0]);
    fields.push(
      ...(schema.uniqueItems === true ? item.map((field, i) => (i === 0 ? { ...field, others: example.slice(1) } : field)) : item),
    );
  }
  return fields;
}

/** The cases that break an object: a required field left out, a field it does not list. */
function objectCandidates({ schema, pointer, example }: BodyField): Candidate[] {
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return [];
  const candidates: Candidate[] = [];
  for (const field of (schema.required ?? []) as string[]) {
    if (field in example)
      candidates.push({
        kind: 'required-missing',
        title: `required field ${label([...pointer, field])} missing`,
        build: bodyEdit([...pointer, field], undefined),
      });
  }
  if (schema.additionalProperties === false && !(EXTRA_FIELD in ((schema.properties ?? {}) as JsonObject))) {
    const where = pointer.length === 0 ? 'in the body' : `in ${label(pointer)}`;
    candidates.push({
      kind: 'extra-field',
      title: `extra field ${EXTRA_FIELD} ${where}, where additionalProperties is false`,
      build: bodyEdit([...pointer, EXTRA_FIELD], 'x'),
    });
  }
  return candidates;
}

/** Every way to break the body, field by field. */
function bodyCandidates(doc: JsonObject, fields: readonly BodyField[]): Candidate[] {
  return fields.flatMap((field) => [...(field.pointer.length === 0 ? [] : valueCandidates(doc, field)), ...objectCandidates(field)]);
}

/** The query and path parameters with a value of one piece (not an array or object), and their example values. */
function parameterFields(operation: CaseOperation): ValueField[] {
  const fields: ValueField[] = [];
  for (const reference of (operation.raw.parameters ?? []) as Json[]) {
    const parameter = deref(operation.doc, reference) as JsonObject;
    const schema = resolvedSchema(operation.doc, parameter.schema);
    if (schema.type === 'array' || schema.type === 'object') continue;
    const name = String(parameter.name);
    const place = parameter.in === 'query' ? queryPlace(name) : parameter.in === 'path' ? pathPlace(operation.path, name) : undefined;
    if (place !== undefined) fields.push({ schema, place, example: defaultExample(operation.doc, parameter) });
  }
  return fields;
}

/** Characters to fill a string to a length with, after the example's own. */
const FILLERS = ['a', '0', '1', 'A', '中'];

/** Strings of exactly `length` characters made from the example: cut, repeated, padded at either end, or one filler repeated. */
function stringsOfLength(example: string, length: number): string[] {
  const characters = [...example];
  const padding = (filler: string) => filler.repeat(Math.max(length - characters.length, 0));
  // Whole copies of the example, then a cut at a character (a length may be thousands: no array per character).
  const cycled =
    characters.length === 0
      ? ''
      : example.repeat(Math.floor(length / characters.length)) + characters.slice(0, length % characters.length).join('');
  return [
    cycled,
    characters.slice(-length).join(''),
    ...FILLERS.flatMap((filler) => [padding(filler) + example, example + padding(filler)]),
    ...FILLERS.map((filler) => filler.repeat(length)),
  ].filter((text) => characterCount(text) === length);
}

/** Characters (code points) of a text: its UTF-16 units less one per surrogate pair. */
const characterCount = (text: string) => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/** The nearest number inside an exclusive bound: the next integer, or the next double. */
function inside(bound: number, integer: boolean, upward: boolean): number {
  if (integer) return upward ? Math.floor(bound) + 1 : Math.ceil(bound) - 1;
  if (bound === 0) return upward ? Number.MIN_VALUE : -Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, bound);
  // A double's bits grow with its magnitude: up from a positive bound, down from a negative one.
  view.setBigUint64(0, view.getBigUint64(0) + (upward === bound > 0 ? 1n : -1n));
  return view.getFloat64(0);
}

/** The valid side of each edge of one value: exactly at each length, item count and bound, and each enum value in turn. */
function edgeCandidates(service: string, { schema, place, example, others = [] }: ValueField): Candidate<EdgeKind>[] {
  const { name, put } = place;
  const candidates: Candidate<EdgeKind>[] = [];
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  // An item of a uniqueItems array may not equal another; an enum value the example has already is phase 1's.
  const clashes = (value: Json) => others.some((other) => JSON.stringify(other) === JSON.stringify(value));
  if (Array.isArray(schema.enum)) {
    for (const value of schema.enum as Json[])
      if (value !== example && !clashes(value))
        candidates.push({
          kind: 'enum-value',
          title: `${name} is ${JSON.stringify(value)}, one of its enum`,
          build: put(value),
        });
    return candidates;
  }
  if (type === 'string') {
    const { pattern, format } = schema;
    const keeps = (text: string) =>
      validate(
        service,
        { type: 'string', ...(pattern === undefined ? {} : { pattern }), ...(format === undefined ? {} : { format }) },
        text,
      ).length === 0;
    const sample = typeof example === 'string' ? example : '';
    for (const [keyword, length] of [
      ['maxLength', schema.maxLength],
      ['minLength', schema.minLength],
    ] as const) {
      if (typeof length !== 'number') continue;
      const title = `${name} has ${length} characters, exactly its ${keyword} ${length}`;
      const value = stringsOfLength(sample, length).find((text) => keeps(text) && !clashes(text));
      if (value !== undefined) candidates.push({ kind: 'length-edge', title, build: put(value) });
      else {
        const kept = [pattern === undefined ? '' : `pattern ${String(pattern)}`, format === undefined ? '' : `format ${String(format)}`];
        const reason = `no string of ${length} characters made from the example keeps its ${kept.filter(Boolean).join(' and ')}`;
        candidates.push({ kind: 'length-edge', title, build: (parts) => parts, skip: reason });
      }
    }
  }
  if (type === 'integer' || type === 'number') {
    for (const [keyword, bound, exclusive, upward] of [
      ['minimum', schema.minimum, schema.exclusiveMinimum === true, true],
      ['maximum', schema.maximum, schema.exclusiveMaximum === true, false],
    ] as const) {
      if (typeof bound !== 'number') continue;
      const value = exclusive ? inside(bound, type === 'integer', upward) : bound;
      const edge = exclusive ? `the nearest allowed to its exclusive ${keyword} ${bound}` : `exactly its ${keyword}`;
      candidates.push({ kind: 'range-edge', title: `${name} is ${value}, ${edge}`, build: put(value) });
    }
  }
  if (type === 'array') {
    const items = Array.isArray(example) ? example : [];
    const distinct = [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
    for (const [keyword, count] of [
      ['maxItems', schema.maxItems],
      ['minItems', schema.minItems],
    ] as const) {
      if (typeof count !== 'number') continue;
      const title = `${name} has ${count} items, exactly its ${keyword} ${count}`;
      const source = schema.uniqueItems === true ? distinct : items;
      if (count > 0 && (source.length === 0 || (schema.uniqueItems === true && source.length < count))) {
        const reason = `the example gives ${source.length} ${schema.uniqueItems === true ? 'distinct ' : ''}items to repeat`;
        candidates.push({ kind: 'items-edge', title, build: (parts) => parts, skip: reason });
      } else {
        const value = Array.from({ length: count }, (_, i) => source[i % source.length]!);
        candidates.push({ kind: 'items-edge', title, build: put(value) });
      }
    }
  }
  return candidates;
}

function parameterCandidates(operation: CaseOperation): Candidate[] {
  const candidates: Candidate[] = [];
  for (const reference of (operation.raw.parameters ?? []) as Json[]) {
    const parameter = deref(operation.doc, reference) as JsonObject;
    if (parameter.required !== true) continue;
    const name = String(parameter.name);
    if (parameter.in === 'header') {
      candidates.push({
        kind: 'header-missing',
        title: `required header ${name} missing`,
        build: (example) => ({ ...example, headers: Object.fromEntries(Object.entries(example.headers).filter(([key]) => key !== name)) }),
      });
    } else if (parameter.in === 'query') {
      candidates.push({
        kind: 'required-missing',
        title: `required query parameter ${name} missing`,
        build: (example) => {
          const [path = '', search = ''] = example.path.split('?');
          const query = new URLSearchParams(search);
          query.delete(name);
          return { ...example, path: query.size > 0 ? `${path}?${query}` : path };
        },
      });
    }
  }
  return candidates;
}

function wholeBodyCandidates(): Candidate[] {
  return [
    { kind: 'not-object', title: 'body is an array, not an object', build: (example) => ({ ...example, body: `[${example.body}]` }) },
    {
      kind: 'malformed-json',
      title: 'body is malformed JSON (cut off before its last character)',
      build: (example) => ({ ...example, body: example.body.slice(0, -1) }),
    },
    {
      kind: 'content-type',
      title: 'body sent as text/plain instead of application/json',
      build: (example) => ({ ...example, contentType: 'text/plain' }),
    },
  ];
}

/** A header value no pattern or enum of the contract's headers allows: a space and a bang. */
const MALFORMED_HEADER = 'not valid!';

/** Whether a header schema refuses a value (its pattern, enum and length; headers are strings). */
function headerRefuses(doc: JsonObject, schema: Json | undefined, value: string): boolean {
  const resolved = resolvedSchema(doc, schema);
  if (typeof resolved.pattern === 'string' && !matches(resolved.pattern, value)) return true;
  if (Array.isArray(resolved.enum) && !resolved.enum.includes(value)) return true;
  if (typeof resolved.minLength === 'number' && value.length < resolved.minLength) return true;
  return typeof resolved.maxLength === 'number' && value.length > resolved.maxLength;
}

/** Each header parameter sent empty and sent malformed, where its schema refuses that form. */
function headerCases(operation: CaseOperation, parts: ExampleParts): NegativeCase[] {
  const cases: NegativeCase[] = [];
  for (const reference of (operation.raw.parameters ?? []) as Json[]) {
    const parameter = deref(operation.doc, reference) as JsonObject;
    if (parameter.in !== 'header') continue;
    const name = String(parameter.name);
    const optional = parameter.required === true ? '' : 'optional ';
    const forms: [HeaderKind, string, string][] = [
      ['header-empty', '', `${optional}header ${name} sent empty`],
      ['header-malformed', MALFORMED_HEADER, `${optional}header ${name} malformed (${JSON.stringify(MALFORMED_HEADER)})`],
    ];
    for (const [kind, value, title] of forms)
      if (headerRefuses(operation.doc, parameter.schema, value))
        cases.push({ kind, title, ...parts, headers: { ...parts.headers, [name]: value } });
  }
  return cases;
}

/** FNV-1a: a stable number per operation, so its cases do not depend on which others run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

/**
 * One case of each kind the operation offers, kinds in a seeded order, then
 * round again; within a kind, the fields are in a seeded order too. So a small
 * limit still spreads over every kind across the operations of a run. A kind of
 * `drawnAfter` takes its place right after the kind it names, outside the shuffle.
 */
function chosen<Kind extends string>(
  kinds: readonly Kind[],
  candidates: readonly Candidate<Kind>[],
  faker: Faker,
  limit: number,
  drawnAfter: Partial<Record<Kind, Kind>> = {},
): Candidate<Kind>[] {
  const order = faker.helpers.shuffle(kinds.filter((kind) => drawnAfter[kind] === undefined));
  for (const [kind, after] of Object.entries(drawnAfter) as [Kind, Kind][]) order.splice(order.indexOf(after) + 1, 0, kind);
  const byKind = order.map((kind) => faker.helpers.shuffle(candidates.filter((c) => c.kind === kind))).filter((list) => list.length > 0);
  const picked: Candidate<Kind>[] = [];
  for (let round = 0; picked.length < limit && byKind.some((list) => list.length > round); round += 1) {
    for (const list of byKind) {
      const candidate = list[round];
      if (candidate && picked.length < limit) picked.push(candidate);
    }
  }
  return picked;
}

export function negativeCasesOf(operation: CaseOperation, { seed, limit, edges }: CaseOptions): NegativeCase[] {
  const example = exampleRequestOf(operation as ContractOperation);
  const requestBody = operation.raw.requestBody === undefined ? undefined : (deref(operation.doc, operation.raw.requestBody) as JsonObject);
  const media = (requestBody?.content as JsonObject | undefined)?.[JSON_MEDIA_TYPE] as JsonObject | undefined;
  const hasBody = media !== undefined && operation.method !== 'GET';
  const parts: ExampleParts = {
    path: example.path,
    headers: example.headers,
    contentType: hasBody ? JSON_MEDIA_TYPE : undefined,
    body: hasBody ? example.body || '{}' : '',
  };
  const parameters = parameterFields(operation);
  const fields = hasBody ? bodyFields(operation.doc, media.schema, [], JSON.parse(parts.body) as Json) : [];
  const candidates = [
    ...parameterCandidates(operation),
    ...parameters.flatMap((field) => valueCandidates(operation.doc, field)),
    ...(hasBody ? [...bodyCandidates(operation.doc, fields), ...wholeBodyCandidates()] : []),
  ];
  const faker = new Faker({ locale: [en] });
  faker.seed(seed ^ hash(`${operation.service} ${operation.method} ${operation.path}`));
  const cases: NegativeCase[] = chosen(SCHEMA_KINDS, candidates, faker, limit, DRAWN_AFTER).map(({ kind, title, build }) => ({
    kind,
    title,
    ...build(parts),
  }));
  cases.push(...headerCases(operation, parts));
  // Drawn after the schema cases, so adding edges leaves the choice of those as it was for a seed.
  const edgeCases = chosen(
    EDGE_KINDS,
    [...parameters, ...fields].flatMap((field) => edgeCandidates(operation.service, field)),
    faker,
    edges,
  );
  cases.push(
    ...edgeCases.map(({ kind, title, build, skip }) => ({
      kind,
      title,
      ...build(parts),
      valid: true as const,
      ...(skip === undefined ? {} : { skip }),
    })),
  );
  // Defects of the envelope itself come on top of the schema cases for every x-sm4 operation.
  if (operation.sm4 !== 'none' && hasBody) {
    cases.push(...ENVELOPE_DEFECTS.map((defect) => ({ kind: defect, title: ENVELOPE_TITLES[defect], ...parts, envelope: defect })));
  }
  return cases;
}
