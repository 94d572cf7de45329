// fast-check arbitraries of the values a request schema allows. No well-kept
// JSON-Schema-to-fast-check package exists (the one on the registry is a 0.0.x
// left years ago), so this maps the keywords the contract's request schemas use —
// type, properties, required, additionalProperties, allOf, enum, pattern,
// minLength/maxLength, minimum/maximum, items, minItems/maxItems, uniqueItems,
// format date/email/uri/int32, nullable — and refuses any other, so a new keyword
// in a document is noticed here instead of generating values the schema refuses.
import fc from 'fast-check';
import { deref, type Json, type JsonObject } from '../contract-model';

type Schema = JsonObject;

/** Keywords that describe a value without constraining it. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const CONSTRAINTS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'allOf',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'format',
  'nullable',
]);
/** Arrays are kept short: a request is about its fields, not about long lists. */
const MAX_GENERATED_ITEMS = 3;
/** Strings without a pattern: ASCII and the Chinese a citizen types, a few characters each. */
const CHINESE = [...'张王李赵刘陈杨黄社保医疗养老失业工伤人员单位南京苏州市区路号'];
const TEXT_UNIT = fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), fc.constantFrom(...CHINESE));
/** `(?=…)` without nested groups, as the password rules write them. */
const LOOKAHEAD = /\(\?[=!][^()]*\)/g;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema with its `$ref` followed and its `allOf` parts merged into one (properties and required joined). */
export function flatten(doc: JsonObject, node: Json): Schema {
  const schema = deref(doc, node) as Schema;
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  const merged: Schema = {};
  for (const part of [...(allOf as Json[]).map((p) => flatten(doc, p)), own]) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') merged.properties = { ...(merged.properties as Schema | undefined), ...(value as Schema) };
      else if (key === 'required') merged.required = [...new Set([...((merged.required as string[] | undefined) ?? []), ...(value as string[])])];
      else merged[key] = value;
    }
  }
  return merged;
}

function dateString(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
}

/** Strings of a format; a pattern beside it narrows them (it cannot make an email or URL by itself). */
function formatted(format: string, where: string): fc.Arbitrary<string> {
  switch (format) {
    case 'date':
      return dateString();
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    default:
      throw new Error(`${where}: no generator for string format ${format}`);
  }
}

function stringOf(schema: Schema, where: string): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, 20);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : undefined;
  const fits = (text: string) => [...text].length >= minLength && [...text].length <= maxLength && (pattern?.test(text) ?? true);
  if (typeof schema.format === 'string') return formatted(schema.format, where).filter(fits);
  if (pattern !== undefined) {
    // fast-check generates no lookahead: the rest of the pattern is generated, the whole one filters.
    return fc.stringMatching(new RegExp(String(schema.pattern).replace(LOOKAHEAD, ''))).filter(fits);
  }
  return fc.string({ unit: TEXT_UNIT, minLength, maxLength: Math.min(maxLength, minLength + 20) });
}

/**
 * The arbitrary of the values `node` allows. `where` names the place for the
 * error a schema with an unknown keyword raises.
 */
export function arbitraryOf(doc: JsonObject, node: Json, where: string): fc.Arbitrary<Json> {
  const schema = flatten(doc, node);
  for (const key of Object.keys(schema))
    if (!CONSTRAINTS.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-'))
      throw new Error(`${where}: no generator for the keyword ${key}`);
  const value = valueArbitrary(doc, schema, where);
  return schema.nullable === true ? fc.option(value, { nil: null }) : value;
}

function valueArbitrary(doc: JsonObject, schema: Schema, where: string): fc.Arbitrary<Json> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, where);
    case 'integer':
      // JavaScript's safe integers are wider than int32, the widest the contract's integers are.
      return fc.integer({ min: (schema.minimum as number | undefined) ?? INT32.min, max: (schema.maximum as number | undefined) ?? INT32.max });
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e9,
        max: (schema.maximum as number | undefined) ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = arbitraryOf(doc, (schema.items ?? {}) as Json, `${where}[]`);
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? MAX_GENERATED_ITEMS, minLength + MAX_GENERATED_ITEMS);
      return schema.uniqueItems === true
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!isObject(schema.properties as Json)) {
        if (schema.type === undefined) throw new Error(`${where}: a schema without type or properties`);
        return fc.constant({});
      }
      const properties = schema.properties as JsonObject;
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, sub]) => [name, arbitraryOf(doc, sub, where === '' ? name : `${where}.${name}`)]),
      );
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] }) as fc.Arbitrary<Json>;
    }
    default:
      throw new Error(`${where}: no generator for type ${String(schema.type)}`);
  }
}
