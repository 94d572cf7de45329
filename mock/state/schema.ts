// The JSON schemas of an operation as Prism holds them (dereferenced, draft 7):
// where a dotted path leads, which fields an object has, and a validator for
// the answers the state engine builds.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Route } from '../catalogue';
import { segmentField } from './values';

export type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's own members and those of its allOf / oneOf / anyOf parts. */
function parts(schema: Schema): Schema[] {
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []));
  return [schema, ...nested.filter(isSchema).flatMap(parts)];
}

/** The schema of a property, looking through allOf / oneOf / anyOf. */
export function propertySchema(schema: Schema | undefined, name: string): Schema | undefined {
  if (!schema) return undefined;
  for (const part of parts(schema)) {
    const properties = part.properties;
    if (isSchema(properties) && isSchema(properties[name])) return properties[name];
  }
  return undefined;
}

/** The names of an object schema's properties (all parts together). */
export function propertyNames(schema: Schema | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of schema ? parts(schema) : []) {
    if (isSchema(part.properties)) for (const name of Object.keys(part.properties)) names.add(name);
  }
  return names;
}

/** Where a dotted path leads inside a schema; array schemas are stepped through to their items. */
export function schemaAt(schema: Schema | undefined, path: string): Schema | undefined {
  let current = schema;
  for (const segment of path.split('.').filter(Boolean)) {
    if (current && isSchema(current.items)) current = current.items;
    current = propertySchema(current, segmentField(segment));
    if (!current) return undefined;
  }
  return current;
}

/** The items' schema of an array schema, else the schema itself. */
export function elementSchema(schema: Schema | undefined): Schema | undefined {
  return schema && isSchema(schema.items) ? schema.items : schema;
}

export function requestSchema(route: Route): Schema | undefined {
  const content = route.prismOperation.request?.body?.contents?.find((c) => c.mediaType.includes('json'));
  return content?.schema as Schema | undefined;
}

export function responseSchema(route: Route, status = 200): Schema | undefined {
  const response = route.prismOperation.responses.find((r) => r.code === String(status));
  const content = response?.contents?.find((c) => c.mediaType.includes('json'));
  return content?.schema as Schema | undefined;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
const validators = new WeakMap<Schema, ValidateFunction>();

/** Ajv's errors of a value against a schema (empty when it validates). */
export function schemaErrors(schema: Schema, value: unknown): ErrorObject[] {
  let validate = validators.get(schema);
  if (!validate) {
    const { $schema: _ignored, ...rest } = schema;
    validate = ajv.compile(rest);
    validators.set(schema, validate);
  }
  return validate(value) ? [] : (validate.errors ?? []);
}

/** Violations of a value against a schema, as readable lines (empty when it validates). */
export function violationsOf(schema: Schema, value: unknown): string[] {
  return schemaErrors(schema, value).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  );
}
