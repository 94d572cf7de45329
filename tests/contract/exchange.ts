// One request of the phases that send valid requests (generated, authorization,
// the valid edges of negatives): sent as the portal sends it (sealed for x-sm4
// operations, the answer opened), and its answer judged against the contract —
// the documented status, a documented business code, the documented schema.
// Also the failure's report entry with a command that reproduces it.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { deref, namedExamples, type Json, type JsonObject } from './contract-model';
import { curlCommand, curlThroughProxy } from './curl';
import { openAnswer, sealRequestBody } from './dredd/cipher';
import type { ContractIndex, ContractOperation } from './dredd/operations';
import { fetchAgainIfDropped } from './fetch-again';
import { sandboxHeaders, type ContractFailure, type PhaseName, type SentRequest } from './phases';

export interface Target {
  /** Origin with an optional base path. */
  readonly server: string;
  readonly prefix: string;
  readonly publicKey: string | undefined;
  readonly sandbox?: string;
  readonly timeoutMs: number;
}

/** A request in plaintext: the service-relative path (with its query), header parameters and the JSON body. */
export interface PlainRequest {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: Json | undefined;
}

export interface Exchange {
  readonly status: number;
  readonly contentType: string;
  /** The answer's JSON, opened when it was sealed; undefined when it is not JSON. */
  readonly json: JsonObject | undefined;
  readonly text: string;
  /** The sealed answer did not open. */
  readonly sealProblem?: string;
}

export function urlOf(target: Target, operation: ContractOperation, path: string): string {
  return `${target.server.replace(/\/+$/, '')}${target.prefix}/${operation.service}${path}`;
}

/** What the operation's success answers in: JSON, or the file types a download documents. */
export function acceptOf(operation: ContractOperation): string {
  const success = deref(operation.doc, ((operation.raw.responses ?? {}) as JsonObject)['200'] ?? {}) as JsonObject;
  const types = Object.keys((success.content ?? {}) as JsonObject);
  return types.length === 0 ? 'application/json' : [...new Set([...types, 'application/json'])].join(', ');
}

/** Sends one request (once more when a kept-alive socket was dropped, fetchAgainIfDropped). */
export async function exchange(target: Target, operation: ContractOperation, request: PlainRequest, token?: string): Promise<Exchange> {
  let wire = request.body === undefined ? undefined : JSON.stringify(request.body);
  let key: Uint8Array | undefined;
  if (operation.sm4 !== 'none' && wire !== undefined) {
    if (target.publicKey === undefined) throw new Error(`${operation.operationId} is x-sm4 and no --public-key was given`);
    ({ body: wire, key } = sealRequestBody(wire, target.publicKey));
  }
  const headers: Record<string, string> = {
    Accept: acceptOf(operation),
    ...request.headers,
    ...sandboxHeaders(target.sandbox),
    ...(wire === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(token === undefined ? {} : { 'Access-Token': token }),
  };
  const response = await fetchAgainIfDropped(urlOf(target, operation, request.path), {
    method: operation.method,
    headers,
    body: wire,
    signal: AbortSignal.timeout(target.timeoutMs),
  });
  const text = await response.text();
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let json: JsonObject | undefined;
  let sealProblem: string | undefined;
  if (key && response.ok && (operation.sm4 === 'response' || operation.sm4 === 'both')) {
    const opened = openAnswer(text, key);
    if (opened.kind === 'opened') json = opened.body as JsonObject;
    else if (opened.kind === 'refused') sealProblem = opened.reason;
  }
  if (json === undefined) {
    try {
      const parsed = JSON.parse(text) as Json;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) json = parsed;
    } catch {
      // Not JSON: a file, or a server that answers otherwise; the judge says which.
    }
  }
  return { status: response.status, contentType, json, text, sealProblem };
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Why the answer's body breaks the documented schema of its status (empty when it keeps it). */
export function schemaProblems(index: ContractIndex, operation: ContractOperation, status: string, json: JsonObject): string[] {
  const schema = index.responseSchema(operation, status);
  if (schema === undefined) return [];
  const key = `${operation.service} ${operation.method} ${operation.path} ${status}`;
  let validator = validators.get(key);
  if (!validator) {
    // The schema is written for Gavel's draft 04; what it uses means the same to Ajv's default draft.
    const { $schema: _draft, ...rest } = schema;
    validator = ajv.compile(rest);
    validators.set(key, validator);
  }
  return validator(json) ? [] : (validator.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/** The business codes the operation documents: its examples' appcodes and the refusals its x-state declares. */
export function documentedCodes(operation: ContractOperation): Set<string> {
  const codes = new Set<string>();
  for (const reference of Object.values((operation.raw.responses ?? {}) as JsonObject)) {
    const response = deref(operation.doc, reference) as JsonObject;
    for (const media of Object.values((response.content ?? {}) as JsonObject)) {
      for (const [, example] of namedExamples(operation.doc, media as JsonObject)) {
        const appcode = (example as JsonObject | null)?.appcode;
        if (typeof appcode === 'string') codes.add(appcode);
      }
    }
  }
  // A refusal written as an example's name is one of the examples above.
  const state = operation.state;
  for (const refusal of [state?.refuse, state?.full, state?.missing, state?.taken])
    if (typeof refusal === 'object' && refusal !== null) codes.add(refusal.appcode);
  return codes;
}

/** The answer's business code, when it has one. */
export function appcodeOf(answer: Exchange): string | undefined {
  const appcode = answer.json?.appcode;
  return typeof appcode === 'string' ? appcode : undefined;
}

/** One line of what came back: status, appcode and msg, or the start of a problem+json. */
export function describe(answer: Exchange): string {
  if (answer.contentType === 'application/problem+json' && answer.json) {
    const validation = (answer.json.validation as JsonObject[] | undefined)?.map((v) => v.message).join('; ');
    return `HTTP ${answer.status} ${answer.contentType} ${validation ?? String(answer.json.detail ?? answer.json.title)}`;
  }
  if (answer.json && 'appcode' in answer.json)
    return `HTTP ${answer.status} appcode ${JSON.stringify(answer.json.appcode)} msg ${JSON.stringify(answer.json.msg)}`;
  return `HTTP ${answer.status} ${answer.contentType || 'no content type'} ${answer.text.slice(0, 120)}`;
}

export const EXPECTED_ANSWER =
  'HTTP 200 with appcode "0" or a business code the operation documents (or its documented 404 with one, for a key the caller has no item of), in the documented schema';

/** What is wrong with the answer to a valid request, or undefined when it keeps the contract. */
export function answerProblem(index: ContractIndex, operation: ContractOperation, answer: Exchange): string | undefined {
  if (answer.status >= 500) return `${describe(answer)}: the server failed on a valid request`;
  // A read of one item by a key the caller has no item of answers its documented 404 with a business code (docs/contract.md, ownership).
  if (answer.status === 404 && operation.statuses.includes('404')) {
    const appcode = appcodeOf(answer);
    if (appcode === undefined || !documentedCodes(operation).has(appcode))
      return `${describe(answer)}: a 404 without a business code documented for this operation`;
    const problems = answer.json === undefined ? ['not JSON'] : schemaProblems(index, operation, '404', answer.json);
    return problems.length === 0 ? undefined : `${describe(answer)}: the answer breaks the documented 404: ${problems.join('; ')}`;
  }
  if (answer.status >= 400) return `${describe(answer)}: the server refused a valid request`;
  if (answer.status !== 200) return `${describe(answer)}: not the documented 200`;
  if (answer.sealProblem !== undefined) return answer.sealProblem;
  if (answer.json === undefined) return index.responseSchema(operation, '200') === undefined ? undefined : `${describe(answer)}: not JSON`;
  const appcode = appcodeOf(answer);
  if (appcode !== undefined && appcode !== '0' && !documentedCodes(operation).has(appcode))
    return `${describe(answer)}: business code ${appcode} is not documented for this operation`;
  const problems = schemaProblems(index, operation, '200', answer.json);
  return problems.length === 0 ? undefined : `${describe(answer)}: the answer breaks the documented schema: ${problems.join('; ')}`;
}

/** The report entry of a failed case, with the request it sent and a command that sends it again. */
export function failureOf(
  phase: PhaseName,
  target: Target,
  operation: ContractOperation,
  request: PlainRequest,
  persona: string | undefined,
  what: { title: string; expected: string; actual: string },
): ContractFailure {
  const url = urlOf(target, operation, request.path);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers = {
    ...request.headers,
    ...sandboxHeaders(target.sandbox),
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  const sent: SentRequest = { method: operation.method, url, headers, body };
  const shown = { ...sent, persona };
  const wirePath = `${target.prefix}/${operation.service}${request.path}`;
  return {
    phase,
    service: operation.service,
    operation: `${operation.method} ${operation.path}`,
    ...what,
    request: sent,
    curl:
      operation.sm4 !== 'none' && target.publicKey !== undefined
        ? curlThroughProxy(shown, { server: target.server, publicKey: target.publicKey, prefix: target.prefix, wirePath })
        : curlCommand(shown),
  };
}
