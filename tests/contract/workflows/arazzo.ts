// The part of Arazzo 1.0.1 (https://spec.openapis.org/arazzo/v1.0.1) that the
// contract's workflows use, as types: the derivation writes it, the runner reads
// it, and any Arazzo tool can read the files.

export interface ArazzoDocument {
  arazzo: '1.0.1';
  info: { title: string; version: string; description?: string };
  sourceDescriptions: { name: string; url: string; type: 'openapi' }[];
  workflows: Workflow[];
}

export interface Workflow {
  workflowId: string;
  summary: string;
  description?: string;
  /** JSON Schema of the inputs: the Access-Tokens of the personas the steps call as, credentials with their defaults. */
  inputs?: { type: 'object'; properties: Record<string, { type: 'string'; description?: string; default?: string }> };
  steps: Step[];
}

export interface Parameter {
  name: string;
  in: 'header' | 'path' | 'query';
  /** A literal or a runtime expression (`$inputs.personToken`, `$steps.login.outputs.token`). */
  value: string;
}

export interface Step {
  stepId: string;
  description?: string;
  /** `$sourceDescriptions.<service>.<operationId>`. */
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { contentType: 'application/json'; payload: unknown };
  successCriteria: Criterion[];
  outputs?: Record<string, string>;
  /**
   * A step that picks an item the server already holds (a document to sign): when its answer gives
   * no output, the server holds none to start from and the workflow is skipped, not failed.
   */
  'x-picks'?: true;
}

/**
 * A success criterion. `simple`: `<left> <operator> <right>`, each side a runtime
 * expression or a JSON literal. `jsonpath`: a filter `$[?(@.a == "x" && @.b.c == 1)]`
 * over `context` that must select something, or nothing when `x-absent` is true
 * (Arazzo 1.0 has no negation: "the list lacks it" needs this extension).
 */
export interface Criterion {
  condition: string;
  context?: string;
  type?: 'simple' | 'jsonpath';
  'x-absent'?: true;
}

export const SUCCESS: readonly Criterion[] = [{ condition: '$statusCode == 200' }, { condition: '$response.body#/appcode == "0"' }];

/** `$sourceDescriptions.<service>.<operationId>` → its parts. */
export function operationRef(service: string, operationId: string): string {
  return `$sourceDescriptions.${service}.${operationId}`;
}

export function parseOperationRef(ref: string): { service: string; operationId: string } {
  const match = /^\$sourceDescriptions\.([\w-]+)\.(\w+)$/.exec(ref);
  if (!match) throw new Error(`operationId ${ref} must be $sourceDescriptions.<service>.<operationId>`);
  return { service: match[1]!, operationId: match[2]! };
}

/** A JSONPath filter term: `@.<dotted path> == <JSON literal>`; a string may embed `{$runtime.expression}`. */
export function filterTerm(path: string, value: unknown): string {
  return `@.${path} == ${JSON.stringify(value)}`;
}

export function filterOf(terms: readonly string[]): string {
  return `$[?(${terms.join(' && ')})]`;
}

/** The runtime expression of a dotted answer path: `map.list` → `$response.body#/map/list`. */
export function bodyPointer(path: string): string {
  return `$response.body#/${path.split('.').join('/')}`;
}
