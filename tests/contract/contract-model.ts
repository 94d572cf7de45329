// Reads the bundled contract for tests: operations with their documents, and an
// Ajv that validates values against any schema of any document.
import { existsSync, readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
// @ts-expect-error -- plain ESM helper without type declarations
import { listApis, readBundled } from '../../scripts/lib/contract.mjs';
import { operationBehavioursOf, type OperationBehaviour } from '../../scripts/lib/operation-behaviour.mjs';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ContractOperation {
  service: string;
  method: string;
  path: string;
  operation: JsonObject;
  doc: JsonObject;
  /** security and the x-* flags, as the contract's one reader reads them. */
  behaviour: OperationBehaviour;
}

export const docs = readBundled() as Record<string, JsonObject>;
export const services = (listApis() as { service: string }[]).map((api) => api.service);

export const allOperations: ContractOperation[] = services.flatMap((service) =>
  [...operationBehavioursOf<JsonObject>(service, docs[service] as JsonObject)].map(({ method, path, operation, behaviour }) => ({
    service,
    doc: docs[service] as JsonObject,
    method,
    path,
    operation,
    behaviour,
  })),
);

/** Follows a local `#/…` reference inside a bundled document. */
export function deref<T extends Json>(doc: JsonObject, value: T): T {
  let current: Json = value;
  while (current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>((node, key) => (node as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
  }
  return current as T;
}

/** The default example of a media type or parameter: `example`, else the first of `examples`. */
export function defaultExample(doc: JsonObject, holder: JsonObject): Json | undefined {
  if ('example' in holder) return holder.example;
  const examples = holder.examples as JsonObject | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  return first === undefined ? undefined : (deref(doc, first) as JsonObject).value;
}

/** All named examples of a media type (the single `example` is named "example"). */
export function namedExamples(doc: JsonObject, holder: JsonObject): [string, Json][] {
  if ('example' in holder) return [['example', holder.example]];
  const examples = (holder.examples ?? {}) as JsonObject;
  return Object.entries(examples).map(([name, ex]) => [name, (deref(doc, ex) as JsonObject).value ?? null]);
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
for (const service of services) ajv.addSchema(docs[service] as object, service);
const validators = new Map<string, ValidateFunction>();

/** Validates a value against a schema object found in a service's document. */
export function validate(service: string, schema: JsonObject, value: Json): string[] {
  const key = `${service}:${JSON.stringify(schema)}`;
  let validator = validators.get(key);
  if (!validator) {
    // Local refs must resolve inside the service's document.
    const rebased = JSON.parse(JSON.stringify(schema).replace(/"#\//g, `"${service}#/`));
    validator = ajv.compile(rebased);
    validators.set(key, validator);
  }
  return validator(value) ? [] : (validator.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const NAMED_OPERATIONS = new URL('../../openapi/named-operations.tsv', import.meta.url);
/** Where the product team keeps the list when the specification folder sits beside the repo. */
export const UPSTREAM_NAMED_OPERATIONS = new URL('../../../shared/contract/named-operations.tsv', import.meta.url);

export function namedOperationsText(): { copy: string; upstream: string | null } {
  return {
    copy: readFileSync(NAMED_OPERATIONS, 'utf8'),
    upstream: existsSync(UPSTREAM_NAMED_OPERATIONS) ? readFileSync(UPSTREAM_NAMED_OPERATIONS, 'utf8') : null,
  };
}

/** Every call the specification names: service, method and the path the document must end with. */
export function readNamedOperations(): { service: string; method: string; suffix: string }[] {
  return namedOperationsText()
    .copy.split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [service = '', method = '', suffix = ''] = line.split('\t').map((cell) => cell.trim());
      return { service, method: method.toLowerCase(), suffix };
    });
}
