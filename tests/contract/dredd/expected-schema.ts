// Dredd 14 only checks that the keys of an OpenAPI 3 example are present: an
// `appcode` answered as a number passes. This turns a response schema of the
// bundled document into the draft-04 JSON Schema that Gavel (Dredd's validator)
// enforces when it is set as `transaction.expected.bodySchema`: types, required
// fields at every depth, enums, patterns, bounds, `additionalProperties: false`
// and OpenAPI's `nullable`.
import { deref, type Json, type JsonObject } from '../contract-model';

export type JsonSchema = JsonObject;

const DRAFT_04 = 'http://json-schema.org/draft-04/schema#';

/** Keywords that describe rather than constrain; OpenAPI-only ones are unknown to Gavel's Ajv. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'externalDocs',
  'xml',
  'deprecated',
  'discriminator',
  'readOnly',
  'writeOnly',
  'default',
  'nullable',
]);

/** Formats Gavel's Ajv 6 checks. The others (binary, int64 …) are hints it would reject as unknown. */
const CHECKED_FORMATS = new Set([
  'date',
  'date-time',
  'time',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'uuid',
  'regex',
]);
const INT32_RANGE = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `nullable: true` in OpenAPI 3.0 is `null` added to the type (and to the enum) in JSON Schema. */
function allowNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    const nullable: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) nullable.enum = [...schema.enum, null];
    return nullable;
  }
  return { anyOf: [{ type: 'null' }, schema] };
}

/**
 * The JSON Schema for one response body: the schema itself plus every component
 * it references, as `definitions` (so shared and recursive schemas stay shared).
 */
export function expectedBodySchema(doc: JsonObject, schema: Json): JsonSchema {
  const definitions: Record<string, JsonSchema> = {};
  const nameOfPointer = new Map<string, string>();
  const usedNames = new Set<string>();
  const pending: [pointer: string, name: string][] = [];

  const definitionName = (pointer: string): string => {
    const known = nameOfPointer.get(pointer);
    if (known !== undefined) return known;
    const base = (pointer.split('/').pop() ?? 'schema').replace(/[^\w.-]/g, '_');
    let name = base;
    for (let n = 2; usedNames.has(name); n += 1) name = `${base}_${n}`;
    usedNames.add(name);
    nameOfPointer.set(pointer, name);
    pending.push([pointer, name]);
    return name;
  };

  const convert = (node: Json): Json => {
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') return { $ref: `#/definitions/${definitionName(node.$ref)}` };
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
      switch (key) {
        case 'properties':
          out.properties = Object.fromEntries(Object.entries(value as JsonObject).map(([name, sub]) => [name, convert(sub)]));
          break;
        case 'items':
        case 'not':
        case 'additionalProperties':
          out[key] = convert(value);
          break;
        case 'allOf':
        case 'anyOf':
        case 'oneOf':
          out[key] = (value as Json[]).map(convert);
          break;
        case 'required':
          // Draft 04 forbids an empty list.
          if ((value as Json[]).length > 0) out.required = value;
          break;
        case 'format':
          if (typeof value === 'string' && CHECKED_FORMATS.has(value)) out.format = value;
          break;
        default:
          out[key] = value;
      }
    }
    if (node.format === 'int32') {
      out.minimum ??= INT32_RANGE.minimum;
      out.maximum ??= INT32_RANGE.maximum;
    }
    return node.nullable === true ? allowNull(out) : out;
  };

  const root = convert(schema);
  while (pending.length > 0) {
    const [pointer, name] = pending.shift()!;
    definitions[name] = convert(deref(doc, { $ref: pointer })) as JsonSchema;
  }
  // A root that is only a $ref goes under allOf: draft 04 ignores a $ref's siblings.
  const body = isObject(root) && '$ref' in root ? { allOf: [root] } : (root as JsonSchema);
  return Object.keys(definitions).length > 0 ? { $schema: DRAFT_04, ...body, definitions } : { $schema: DRAFT_04, ...body };
}
