// Runs Arazzo workflows (the subset of arazzo.ts) against a server: each step's
// request is built from the workflow file, sealed in the cipher envelope when the
// contract marks the operation x-sm4, and its answer opened before the success
// criteria are checked. docs/contract-testing.md ("Phase 3") says why this runner
// exists beside `redocly respect`.
import { intoDateWindow } from '../../../mock/state/dates';
import { openAnswer, sealRequestBody } from '../dredd/cipher';
import type { ContractIndex, ContractOperation } from '../dredd/operations';
import { fetchAgainIfDropped } from '../fetch-again';
import { sandboxHeaders, type ContractFailure, type SentRequest } from '../phases';
import { parseOperationRef, type Criterion, type Step, type Workflow } from './arazzo';

export interface RunnerOptions {
  /** Origin with an optional base path, e.g. `http://127.0.0.1:4010`. */
  server: string;
  prefix: string;
  publicKey: string | undefined;
  /** Values of the workflows' inputs (`personToken` …). */
  inputs: Record<string, string>;
  timeoutMs?: number;
  /** The run's sandbox on the mock gateway. */
  sandbox?: string;
}

export type WorkflowOutcome =
  | { workflowId: string; outcome: 'pass'; operations: string[] }
  | { workflowId: string; outcome: 'skip'; operations: string[]; reason: string }
  | { workflowId: string; outcome: 'fail'; operations: string[]; failure: ContractFailure };

interface Context {
  inputs: Record<string, string>;
  outputs: Map<string, Record<string, unknown>>;
  status?: number;
  body?: unknown;
  /** The body the step sent, as plaintext (`$request.body`). */
  sent?: unknown;
}

const RUNTIME = /^\$(statusCode|response\.body|request\.body|inputs\.|steps\.)/;
const TEMPLATE = /\{(\$[^{}]+)\}/g;

function pointerGet(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function evaluate(expression: string, context: Context): unknown {
  if (expression === '$statusCode') return context.status;
  if (expression.startsWith('$response.body')) return pointerGet(context.body, expression.slice('$response.body'.length).replace(/^#/, ''));
  if (expression.startsWith('$request.body')) return pointerGet(context.sent, expression.slice('$request.body'.length).replace(/^#/, ''));
  const input = /^\$inputs\.(\w+)$/.exec(expression);
  if (input) return context.inputs[input[1]!];
  const output = /^\$steps\.([\w-]+)\.outputs\.(\w+)$/.exec(expression);
  if (output) return context.outputs.get(output[1]!)?.[output[2]!];
  throw new Error(`unsupported runtime expression ${expression}`);
}

/** A payload with its runtime expressions (whole strings) and `{$…}` templates filled in. */
function resolve(value: unknown, context: Context): unknown {
  if (typeof value === 'string') {
    if (RUNTIME.test(value)) return evaluate(value, context);
    return value.replace(TEMPLATE, (_all, expression: string) => String(evaluate(expression, context)));
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, context));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, context)]));
  return value;
}

/** One side of a simple condition: a runtime expression or a JSON literal. */
function operand(text: string, context: Context): unknown {
  return text.startsWith('$') ? evaluate(text, context) : resolve(JSON.parse(text) as unknown, context);
}

const COMPARE: Record<string, (a: unknown, b: unknown) => boolean> = {
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => (a as number) < (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '>': (a, b) => (a as number) > (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
};

function simple(condition: string, context: Context): { passed: boolean; actual: string } {
  const match = /^(\S+)\s*(==|!=|<=|>=|<|>)\s*(.+)$/.exec(condition.trim());
  if (!match) throw new Error(`unsupported condition ${condition}`);
  const [, left = '', operator = '', right = ''] = match;
  const value = operand(left, context);
  return { passed: COMPARE[operator]!(value, operand(right, context)), actual: `${left} is ${JSON.stringify(value)}` };
}

const TERM = /\s*@\.([\w.]+)\s*==\s*("(?:[^"\\]|\\.)*"|true|false|null|-?\d+(?:\.\d+)?)\s*(?:&&|$)/y;

/** `$[?(@.a == "x" && @.b.c == 1)]` over an array: the elements matching every term. */
function jsonpath(criterion: Criterion, context: Context): { passed: boolean; actual: string } {
  const filter = /^\$\[\?\((.*)\)\]$/.exec(criterion.condition.trim())?.[1];
  if (filter === undefined) throw new Error(`unsupported jsonpath condition ${criterion.condition}`);
  // No term selects every element: `$[?()]` would pass on any non-empty list.
  if (filter.trim() === '') throw new Error(`jsonpath condition ${criterion.condition} has no term, so it would match any item`);
  const terms: [string, unknown][] = [];
  TERM.lastIndex = 0;
  while (TERM.lastIndex < filter.length) {
    const at = TERM.lastIndex;
    const match = TERM.exec(filter);
    if (!match) throw new Error(`unsupported jsonpath filter at "${filter.slice(at)}"`);
    terms.push([match[1]!, resolve(JSON.parse(match[2]!), context)]);
  }
  const list = evaluate(criterion.context ?? '$response.body', context);
  const items = Array.isArray(list) ? list : [];
  const selected = items.filter((item) => terms.every(([path, value]) => pointerGet(item, `/${path.split('.').join('/')}`) === value));
  const passed = criterion['x-absent'] ? selected.length === 0 : selected.length > 0;
  return { passed, actual: `${criterion.context} has ${items.length} item(s), ${selected.length} matching` };
}

function check(criterion: Criterion, context: Context): { passed: boolean; actual: string } {
  return criterion.type === 'jsonpath' ? jsonpath(criterion, context) : simple(criterion.condition, context);
}

const quote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

/** A curl line that repeats the request; x-sm4 bodies go through the cipher proxy, which seals them. */
export function curlOf(request: SentRequest, sealed: boolean): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => ` -H ${quote(`${name}: ${value}`)}`)
    .join('');
  const body = request.body === undefined ? '' : ` --data-raw ${quote(request.body)}`;
  const line = `curl -s -X ${request.method} ${quote(request.url)}${headers}${body}`;
  return sealed
    ? `# x-sm4: send it through \`npm run cipher-proxy -- --server <server> --public-key <key>\` (put the proxy's address in the URL)\n${line}`
    : line;
}

export type OperationLookup = (service: string, operationId: string) => ContractOperation | undefined;

export function lookupIn(index: ContractIndex): OperationLookup {
  return (service, operationId) => index.operations.find((op) => op.service === service && op.operationId === operationId);
}

async function runStep(
  step: Step,
  operation: ContractOperation,
  context: Context,
  options: RunnerOptions,
): Promise<{ request: SentRequest; failed?: { expected: string; actual: string }; nothingToPick?: string }> {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Accept: 'application/json', ...sandboxHeaders(options.sandbox) };
  for (const parameter of step.parameters ?? []) {
    const value = String(resolve(parameter.value, context) ?? '');
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.set(parameter.name, value);
    else headers[parameter.name] = value;
  }
  const search = query.toString();
  const url = `${options.server}${options.prefix}/${operation.service}${path}${search ? `?${search}` : ''}`;
  // A documented day the contract keeps from before today passes: moved into its window (mock/state/dates.ts).
  context.sent = step.requestBody ? intoDateWindow(operation.state?.dates, resolve(step.requestBody.payload, context)) : undefined;
  const plaintext = context.sent === undefined ? undefined : JSON.stringify(context.sent);
  if (plaintext !== undefined) headers['Content-Type'] = step.requestBody!.contentType;
  const request: SentRequest = { method: operation.method, url, headers, ...(plaintext === undefined ? {} : { body: plaintext }) };
  const sealed = operation.sm4 !== 'none' && plaintext !== undefined ? sealRequestBody(plaintext, options.publicKey!) : undefined;
  const response = await fetchAgainIfDropped(url, {
    method: operation.method,
    headers,
    body: sealed?.body ?? plaintext ?? null,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  context.status = response.status;
  context.body = undefined;
  if (sealed && (operation.sm4 === 'response' || operation.sm4 === 'both') && response.ok) {
    const opened = openAnswer(text, sealed.key);
    if (opened.kind === 'refused')
      return { request, failed: { expected: "an answer sealed with the request's key", actual: opened.reason } };
    if (opened.kind === 'opened') context.body = opened.body;
  }
  if (context.body === undefined) {
    try {
      context.body = JSON.parse(text) as unknown;
    } catch {
      context.body = text;
    }
  }
  for (const criterion of step.successCriteria) {
    const { passed, actual } = check(criterion, context);
    if (!passed) {
      const expected = `${criterion.condition}${criterion['x-absent'] ? ' selects nothing' : ''}`;
      const shown = typeof context.body === 'string' ? context.body : JSON.stringify(context.body);
      return { request, failed: { expected, actual: `${actual}; HTTP ${response.status} ${shown.slice(0, 600)}` } };
    }
  }
  const outputs = Object.fromEntries(Object.entries(step.outputs ?? {}).map(([name, expression]) => [name, evaluate(expression, context)]));
  context.outputs.set(step.stepId, outputs);
  const missing = Object.keys(outputs).filter((name) => outputs[name] === undefined);
  if (step['x-picks'] && missing.length > 0)
    return { request, nothingToPick: `step ${step.stepId} found no item to start from (no ${missing.join(', ')})` };
  return { request };
}

/** Runs the steps in order; the first failing step ends the workflow. */
export async function runWorkflow(workflow: Workflow, lookup: OperationLookup, options: RunnerOptions): Promise<WorkflowOutcome> {
  const context: Context = { inputs: options.inputs, outputs: new Map() };
  const operations: string[] = [];
  const { workflowId } = workflow;
  for (const step of workflow.steps) {
    const { service, operationId } = parseOperationRef(step.operationId);
    const operation = lookup(service, operationId);
    if (!operation) throw new Error(`${workflowId} step ${step.stepId}: the contract has no operation ${operationId} in ${service}`);
    if (operation.sm4 !== 'none' && options.publicKey === undefined) {
      return {
        workflowId,
        outcome: 'skip',
        operations,
        reason: `step ${step.stepId} calls x-sm4 ${operationId}: give the server's key with --public-key`,
      };
    }
    const where = `${operation.method} ${operation.path}`;
    operations.push(`${service} ${where}`);
    let result: Awaited<ReturnType<typeof runStep>>;
    try {
      result = await runStep(step, operation, context, options);
    } catch (error) {
      result = {
        request: { method: operation.method, url: `${options.server}${options.prefix}/${service}${operation.path}`, headers: {} },
        failed: { expected: 'an answer', actual: (error as Error).message },
      };
    }
    if (result.nothingToPick) return { workflowId, outcome: 'skip', operations, reason: result.nothingToPick };
    if (result.failed) {
      return {
        workflowId,
        outcome: 'fail',
        operations,
        failure: {
          phase: 'workflows',
          service,
          operation: where,
          title: `${workflowId}: step ${step.stepId}${step.description ? ` (${step.description})` : ''}`,
          request: result.request,
          ...result.failed,
          curl: curlOf(result.request, operation.sm4 !== 'none'),
        },
      };
    }
  }
  return { workflowId, outcome: 'pass', operations };
}
