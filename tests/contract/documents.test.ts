// The contract's own rules (docs/contract.md): every named call exists, every
// example validates, behaviour extensions are consistent, identifiers are real.
import { describe, expect, it } from 'vitest';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../src/lib/id-validators';
import {
  allOperations,
  defaultExample,
  deref,
  docs,
  namedExamples,
  namedOperationsText,
  readNamedOperations,
  validate,
  type ContractOperation,
  type Json,
  type JsonObject,
} from './contract-model';

const MIN_OPERATIONS = 270;
const where = (op: ContractOperation) => `${op.service} ${op.method.toUpperCase()} ${op.path}`;
const jsonOf = (content: Json | undefined) => (content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
const isBinary = (content: JsonObject) => Object.keys(content).some((type) => !type.includes('json'));
const SHARED_HEADERS: [flag: 'appId' | 'timestamp', header: string][] = [
  ['appId', 'App-Id'],
  ['timestamp', 'Timestamp'],
];
/** Spec §7: the page-header favourites and both recommendation calls carry the channel marker. */
const CHANNEL_MARKER_OPERATIONS = ['/function/getCollection', '/function/getRecommendFunction', '/function/getRecommendFunctionByUser'];
/** The shared 500 answers (docs/contract.md): which one an operation references. */
const SERVER_ERROR_OF = (op: ContractOperation) =>
  op.behaviour.appId || op.path === '/sso/queryAuthCode'
    ? 'LoginServerError'
    : ['/faceAuth/queryState', '/personInfo/getSensitivePersonInfo'].includes(op.path)
      ? 'FaceSerialServerError'
      : 'ServerError';
const refName = (value: Json | undefined) =>
  String((value as JsonObject | undefined)?.$ref ?? '')
    .split('/')
    .pop();
const loginAppCode = ((docs.basic?.components as JsonObject).schemas as JsonObject).LoginAppCode as JsonObject;
const loginBusinessCodes = Object.keys(loginAppCode['x-business-codes'] as JsonObject);

function parametersOf(op: ContractOperation): JsonObject[] {
  const own = (op.operation.parameters ?? []) as Json[];
  return own.map((param) => deref(op.doc, param) as JsonObject);
}

/** Walks a value beside its schema and reports identifiers whose check character is wrong. */
function badIdentifiers(doc: JsonObject, schema: Json, value: Json, path = ''): string[] {
  if (schema && typeof schema === 'object' && !Array.isArray(schema) && typeof schema.$ref === 'string') {
    if (schema.$ref.endsWith('/IdCardNo') && typeof value === 'string' && !isResidentIdNumber(value)) {
      return [`${path}: ${value} is not a valid resident ID number`];
    }
    if (schema.$ref.endsWith('/SocialCreditCode') && typeof value === 'string' && !isUnifiedSocialCreditCode(value)) {
      return [`${path}: ${value} is not a valid unified social credit code`];
    }
  }
  const resolved = deref(doc, schema) as JsonObject | undefined;
  if (!resolved || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => badIdentifiers(doc, resolved.items as Json, item, `${path}/${i}`));
  const properties = (resolved.properties ?? {}) as JsonObject;
  return Object.entries(value).flatMap(([key, item]) =>
    key in properties ? badIdentifiers(doc, properties[key] as Json, item, `${path}/${key}`) : [],
  );
}

describe('the named operations of the specification', () => {
  it('the repo copy of the list matches the specification when it is at hand', () => {
    const { copy, upstream } = namedOperationsText();
    if (upstream !== null) expect(copy, 'refresh openapi/named-operations.tsv from the specification').toBe(upstream);
  });

  it.each(readNamedOperations().map((n) => [`${n.service} ${n.method.toUpperCase()} ${n.suffix}`, n] as const))(
    '%s is documented',
    (_name, named) => {
      const found = allOperations.some(
        (op) => op.service === named.service && op.method === named.method && `${op.path}`.endsWith(`/${named.suffix}`),
      );
      expect(found, `missing in openapi/${named.service}`).toBe(true);
    },
  );

  it(`the contract has at least ${MIN_OPERATIONS} operations`, () => {
    expect(allOperations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
  });
});

describe('every operation', () => {
  it('has a unique operationId, a summary and a tag', () => {
    const ids = new Map<string, string>();
    for (const op of allOperations) {
      const id = op.operation.operationId as string;
      expect(id, where(op)).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.get(id), `${where(op)} reuses operationId ${id}`).toBeUndefined();
      ids.set(id, where(op));
      expect(op.operation.summary, where(op)).toBeTruthy();
      expect((op.operation.tags as Json[] | undefined)?.length, where(op)).toBeGreaterThan(0);
    }
  });

  it.each(allOperations.map((op) => [where(op), op] as const))('%s: examples are present and valid', (_name, op) => {
    const problems: string[] = [];
    for (const param of parametersOf(op)) {
      const example = param.example ?? (param.schema as JsonObject | undefined)?.example;
      if (example === undefined) problems.push(`parameter ${param.name} has no example`);
      else problems.push(...validate(op.service, param.schema as JsonObject, example).map((e) => `parameter ${param.name}${e}`));
    }
    const body = deref(op.doc, op.operation.requestBody as Json) as JsonObject | undefined;
    if (body) {
      const media = jsonOf(body.content);
      if (!media) problems.push('request body is not application/json');
      else {
        const example = defaultExample(op.doc, media);
        if (example === undefined) problems.push('request body has no example');
        else problems.push(...validate(op.service, media.schema as JsonObject, example).map((e) => `request${e}`));
        problems.push(...badIdentifiers(op.doc, media.schema as Json, example ?? null, 'request'));
      }
    } else if (op.method === 'post') {
      problems.push('POST without a request body');
    }
    const ok = deref(op.doc, (op.operation.responses as JsonObject)['200'] as Json) as JsonObject | undefined;
    const content = (ok?.content ?? {}) as JsonObject;
    const media = jsonOf(content);
    if (!ok) problems.push('no 200 response');
    else if (!media && !isBinary(content)) problems.push('200 has neither JSON nor a file');
    for (const [name, example] of media ? namedExamples(op.doc, media) : []) {
      problems.push(...validate(op.service, media!.schema as JsonObject, example).map((e) => `200 example ${name}${e}`));
      problems.push(...badIdentifiers(op.doc, media!.schema as Json, example, `200 example ${name}`));
    }
    if (media && namedExamples(op.doc, media).length === 0) problems.push('200 has no example');
    expect(problems).toEqual([]);
  });

  it.each(allOperations.map((op) => [where(op), op] as const))('%s: 4xx and headers follow the rules', (_name, op) => {
    const responses = op.operation.responses as JsonObject;
    const codes = Object.keys(responses);
    expect(
      codes.every((code) => /^[1-5]\d\d$/.test(code)),
      'no default or ranges',
    ).toBe(true);
    const secured = op.behaviour.auth === 'required';
    expect(codes, secured ? 'secured: documents 401' : 'anonymous: documents 429').toContain(secured ? '401' : '429');
    const headerNames = parametersOf(op)
      .filter((p) => p.in === 'header')
      .map((p) => p.name);
    for (const [flag, header] of SHARED_HEADERS) {
      expect(headerNames.includes(header), `${flag} goes with the ${header} header`).toBe(op.behaviour[flag]);
    }
    const headerRefs = ((op.operation.parameters ?? []) as Json[]).map(refName);
    expect(headerRefs, 'every operation lists the shared Channel-Type header').toContain('ChannelType');
    expect(headerRefs.includes('ChannelMarker'), 'the channel marker: page-header favourites and recommendations').toBe(
      op.service === 'channel' && CHANNEL_MARKER_OPERATIONS.includes(op.path),
    );
  });

  it.each(allOperations.map((op) => [where(op), op] as const))(
    '%s: documents its 500, the refusal of invalid input and, if sealed, the replay answer',
    (_name, op) => {
      const responses = op.operation.responses as JsonObject;
      expect(refName(responses['500']), 'the shared 500 answer').toBe(SERVER_ERROR_OF(op));
      expect(refName(responses['422']), 'the shared refusal of an invalid request').toBe('ValidationProblem');
      expect(refName(responses['400']), 'x-sm4 operations document the replay refusal, others no 400').toBe(
        op.behaviour.sm4 === 'none' ? '' : 'ReplayRefused',
      );
    },
  );
});

describe('login operations', () => {
  const logins = allOperations.filter((op) => op.behaviour.appId);

  it('exist and each lists the success answer first, then every business code of spec §4', () => {
    expect(loginBusinessCodes.length).toBe(25);
    expect(logins.length).toBeGreaterThan(0);
    for (const op of logins) {
      const media = jsonOf((deref(op.doc, (op.operation.responses as JsonObject)['200'] as Json) as JsonObject).content);
      const examples = namedExamples(op.doc, media as JsonObject);
      expect((examples[0]?.[1] as JsonObject).appcode, `${where(op)} first example is a success`).toBe('0');
      const codes = examples.map(([, value]) => (value as JsonObject).appcode);
      expect(codes, where(op)).toEqual(expect.arrayContaining(loginBusinessCodes));
    }
  });
});
