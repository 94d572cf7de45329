// Proxy mode's check of real traffic against the contract, both ways. The
// validator is Prism's own (validateInput / validateOutput of @stoplight/prism-http,
// the one the mock answers with and the one `prism proxy` runs): status documented,
// content type, the body against its schema (the contract's schemas forbid undocumented
// keys), header, query and path parameters. Added here: an undocumented status is a
// violation whatever its class (Prism warns only outside 2xx), and so is a business
// code (`appcode`) the operation documents nowhere.
import type { IHttpRequest, IHttpResponse } from '@stoplight/prism-http';
import { validateInput, validateOutput } from '@stoplight/prism-http/dist/validator';
import type { Route } from '../catalogue';
import { propertySchema, responseSchema } from '../state/schema';

export type Direction = 'request' | 'response';

/** One way a message breaks the contract: where (a JSON pointer into the body, or the header), what was expected, what came. */
export interface Violation {
  /** `POST person /message/queryMessage`. */
  operation: string;
  direction: Direction;
  /** `/map/unitInfo/unitName` in the body; `header:channel-type`, `status`, `content-type` elsewhere. */
  pointer: string;
  expected: string;
  actual: string;
}

interface Diagnostic {
  path?: string[];
  code?: string | number;
  message: string;
  severity: number;
}

const ERROR = 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const operationName = (route: Route) => `${route.method.toUpperCase()} ${route.service} ${route.path}`;

/** The operation as Prism validates it, with the statuses the mock keeps from Prism (400, 422) documented again. */
function documentedOperation(route: Route): Route['prismOperation'] {
  return route.withheldResponses.length === 0
    ? route.prismOperation
    : {
        ...route.prismOperation,
        responses: [...route.prismOperation.responses, ...route.withheldResponses] as Route['prismOperation']['responses'],
      };
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function valueAt(body: unknown, segments: readonly string[]): { found: boolean; value: unknown } {
  let current = body;
  for (const segment of segments) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else if (isObject(current) && segment in current) current = current[segment];
    else return { found: false, value: undefined };
  }
  return { found: true, value: current };
}

/** A value as a log line shows it: JSON, cut short, with its type. */
export function shown(value: unknown): string {
  if (value === undefined) return 'absent';
  const json = JSON.stringify(value) ?? String(value);
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `${json.length > 80 ? `${json.slice(0, 80)}…` : json} (${kind})`;
}

/** Prism's message without its preamble: `Response body property map.x must be string` → `must be string`. */
const expectation = (message: string) =>
  message.replace(/^(Request|Response) (body|header|query|path)( parameter)?( property \S+| \S+)? (?=must|should|is|does)/i, '');

function violationOf(route: Route, direction: Direction, diagnostic: Diagnostic, body: unknown): Violation {
  const operation = operationName(route);
  const [location = '', ...segments] = diagnostic.path ?? [];
  if (location !== 'body') {
    const statuses = /defined in the document: (.*)$/.exec(diagnostic.message)?.[1];
    if (location === '' && statuses !== undefined) {
      return { operation, direction, pointer: 'status', expected: `a documented status (${statuses})`, actual: '' };
    }
    const pointer = location === '' ? 'content-type' : `${location}:${segments.join('.')}`;
    return { operation, direction, pointer, expected: expectation(diagnostic.message), actual: '' };
  }
  const missing = /required property '([^']+)'/.exec(diagnostic.message)?.[1];
  const extra = /found '([^']+)'/.exec(diagnostic.message)?.[1];
  const key = missing ?? extra;
  const at = key === undefined ? segments : [...segments, key];
  const pointer = `/${at.map(escapePointer).join('/')}`.replace(/^\/$/, '');
  if (missing) return { operation, direction, pointer, expected: 'present (required)', actual: 'absent' };
  const { value } = valueAt(body, at);
  if (extra) return { operation, direction, pointer, expected: 'no such key (the schema documents none)', actual: shown(value) };
  return { operation, direction, pointer, expected: expectation(diagnostic.message), actual: shown(value) };
}

/** What came where the body is not the place: the status, a header's value. */
function withActual(violation: Violation, headers: Record<string, unknown> | undefined, status?: number): Violation {
  if (violation.actual !== '') return violation;
  const header = (name: string) => {
    const value = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
    return value === undefined ? 'absent' : String(value);
  };
  if (violation.pointer === 'status') return { ...violation, actual: String(status) };
  if (violation.pointer === 'content-type') return { ...violation, actual: header('content-type') };
  if (violation.pointer.startsWith('header:')) return { ...violation, actual: header(violation.pointer.slice(7).toLowerCase()) };
  return violation;
}

function diagnosticsOf(result: { _tag: 'Left'; left: readonly Diagnostic[] } | { _tag: 'Right' }): readonly Diagnostic[] {
  return result._tag === 'Left' ? result.left : [];
}

/**
 * A request's violations. `bodyChecked: false` for a sealed body the gateway could not open
 * (no backend key): only what travels in plaintext is held against the contract then.
 */
export function requestViolations(route: Route, request: IHttpRequest, bodyChecked = true): Violation[] {
  const element = bodyChecked ? request : { ...request, body: undefined, headers: { ...request.headers, 'content-length': '0' } };
  const result = validateInput({ resource: documentedOperation(route), element }) as Parameters<typeof diagnosticsOf>[0];
  return diagnosticsOf(result)
    .filter((d) => d.severity === ERROR)
    .map((d) => withActual(violationOf(route, 'request', d, request.body), request.headers));
}

/** Business codes an answer of this status may carry: those its examples show, and the schema's `x-business-codes`. */
function documentedCodes(route: Route, status: number): Set<string> {
  const codes = new Set<string>();
  const response = documentedOperation(route).responses.find((r) => r.code === String(status));
  for (const content of response?.contents ?? []) {
    for (const example of content.examples ?? []) {
      if ('value' in example && isObject(example.value) && typeof example.value.appcode === 'string') codes.add(example.value.appcode);
    }
  }
  const declared = propertySchema(responseSchema(route, status), 'appcode')?.['x-business-codes'];
  if (isObject(declared)) for (const code of Object.keys(declared)) codes.add(code);
  return codes;
}

/**
 * An answer's violations. `bodyChecked: false` for an answer whose sealed map could not be
 * opened: its status, content type, headers and business code are still checked.
 */
export function responseViolations(route: Route, response: IHttpResponse, bodyChecked = true): Violation[] {
  const body = bodyChecked ? response.body : undefined;
  const result = validateOutput({ resource: documentedOperation(route), element: { ...response, body } }) as Parameters<
    typeof diagnosticsOf
  >[0];
  const violations = diagnosticsOf(result)
    // Prism only warns of an undocumented status outside 2xx; the contract documents every status it allows.
    .filter((d) => d.severity === ERROR || /status code/.test(d.message))
    .filter((d) => bodyChecked || (d.path ?? [])[0] !== 'body')
    .map((d) => withActual(violationOf(route, 'response', d, response.body), response.headers, response.statusCode));
  const statusUndocumented = violations.some((v) => v.pointer === 'status');
  const appcode = isObject(response.body) ? response.body.appcode : undefined;
  if (!statusUndocumented && typeof appcode === 'string' && appcode !== '0') {
    const codes = documentedCodes(route, response.statusCode);
    if (!codes.has(appcode)) {
      violations.push({
        operation: operationName(route),
        direction: 'response',
        pointer: '/appcode',
        expected: `a business code documented for HTTP ${response.statusCode}: ${[...codes].join(', ') || 'none'}`,
        actual: shown(appcode),
      });
    }
  }
  return violations;
}
