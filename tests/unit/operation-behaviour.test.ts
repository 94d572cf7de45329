// The contract's one reader of per-operation behaviour, and its readers: a bad
// declaration stops the generator, the gateway, the contract tests, the query
// forms and the breaking-change check with the same error, naming the
// document, the operation and the extension.
import { describe, expect, it } from 'vitest';
import { buildCatalogue, type OpenApiDocument } from '../../mock/catalogue';
// @ts-expect-error -- plain ESM script without type declarations
import { queryFormsOf } from '../../scripts/gen-query-forms.mjs';
// @ts-expect-error -- plain ESM script without type declarations
import { behaviourTable } from '../../scripts/gen.mjs';
import { compareContracts } from '../../scripts/lib/contract-diff';
import { ContractDeclarationError, readOperationBehaviour } from '../../scripts/lib/operation-behaviour.mjs';
import type { JsonObject } from '../contract/contract-model';
import { ContractIndex } from '../contract/dredd/operations';

const SERVICE = 'business-center';
const PATH = '/jycy/queryExample';

/** A one-operation document; `declaration` is merged into the operation. */
function documentWith(declaration: JsonObject): JsonObject {
  return {
    openapi: '3.0.3',
    info: { title: 'test', version: '1' },
    security: [{ AccessToken: [] }],
    paths: {
      [PATH]: {
        post: {
          operationId: 'queryExample',
          summary: '示例查询（个人）',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
          ...declaration,
        },
      },
    },
    components: { securitySchemes: { AccessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' } } },
  };
}

const readerOf = (doc: JsonObject) =>
  readOperationBehaviour(SERVICE, doc, { path: PATH, method: 'post', operation: ((doc.paths as JsonObject)[PATH] as JsonObject).post });

/** Every reader of the contract, each given the documents the way it takes them. */
const CONSUMERS: [name: string, read: (doc: JsonObject) => unknown][] = [
  ['the generator (npm run gen)', (doc) => behaviourTable({ [SERVICE]: doc })],
  ['the mock gateway', (doc) => buildCatalogue({ [SERVICE]: doc as OpenApiDocument })],
  ['the contract tests', (doc) => new ContractIndex({ [SERVICE]: doc })],
  ['the query forms generator', (doc) => queryFormsOf(doc)],
  ['the breaking-change check', (doc) => compareContracts({ [SERVICE]: documentWith({}) }, { [SERVICE]: doc })],
];

const BAD_DECLARATIONS: [what: string, declaration: JsonObject, message: string][] = [
  [
    'x-sm4: maybe',
    { 'x-sm4': 'maybe' },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-sm4 must be one of request, response, both, not "maybe"`,
  ],
  [
    'an unknown security scheme',
    { security: [{ Cookie: [] }] },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): security names the scheme "Cookie", which components.securitySchemes does not define (AccessToken)`,
  ],
  [
    'x-polling: "yes"',
    { 'x-polling': 'yes' },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-polling must be true when present, not "yes"`,
  ],
  [
    'x-scan that is not an object',
    { 'x-scan': 'qrCodeId' },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-scan must be an object, not "qrCodeId"`,
  ],
  [
    'x-state that is not an object',
    { 'x-state': 'cases' },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-state must be an object, not "cases"`,
  ],
  [
    'x-user-kinds naming no kind of user',
    { 'x-user-kinds': ['citizen'] },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-user-kinds must be a non-empty list of person, unit, organ, casual, not ["citizen"]`,
  ],
  [
    'x-example-by naming no request field',
    { 'x-example-by': 'authType' },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-example-by must name a field of the JSON request, not "authType"`,
  ],
  [
    'the retired x-channel-marker',
    { 'x-channel-marker': true },
    `openapi/${SERVICE}/openapi.yaml POST ${PATH} (queryExample): x-channel-marker is gone; list the header parameter shared/parameters/ChannelMarker.yaml instead`,
  ],
];

describe('the operation behaviour reader', () => {
  it('reads security and the flags of a well-declared operation', () => {
    expect(readerOf(documentWith({ 'x-sm4': 'both', 'x-polling': true }))).toMatchObject({
      auth: 'required',
      sm4: 'both',
      polling: true,
      appId: false,
    });
    expect(readerOf(documentWith({ security: [{}, { AccessToken: [] }] })).auth).toBe('optional');
    expect(readerOf(documentWith({ security: [] })).auth).toBe('none');
  });

  it('reads x-user-kinds from the operation, else from its tag, else none (every kind)', () => {
    const tagged = { ...documentWith({ tags: ['就业创业'] }), tags: [{ name: '就业创业', 'x-user-kinds': ['person'] }] };
    expect(readerOf(tagged).userKinds).toEqual(['person']);
    const own = { ...documentWith({ tags: ['就业创业'], 'x-user-kinds': ['unit'] }), tags: tagged.tags };
    expect(readerOf(own).userKinds).toEqual(['unit']);
    expect(readerOf(documentWith({})).userKinds).toBeUndefined();
  });

  it.each(BAD_DECLARATIONS)('refuses %s, naming document, operation and extension', (_what, declaration, message) => {
    let thrown: unknown;
    try {
      readerOf(documentWith(declaration));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContractDeclarationError);
    expect((thrown as Error).message).toBe(message);
    expect(thrown).toMatchObject({ document: `openapi/${SERVICE}/openapi.yaml`, operation: `POST ${PATH} (queryExample)` });
  });
});

describe.each(CONSUMERS)('%s', (_name, read) => {
  // Promise.resolve().then: the gateway reads asynchronously, the others throw at once.
  it('takes a well-declared operation', async () => {
    await expect(Promise.resolve().then(() => read(documentWith({ 'x-sm4': 'request', 'x-polling': true })))).resolves.toBeDefined();
  });

  it.each(BAD_DECLARATIONS)('fails on %s with the reader’s error', async (_what, declaration, message) => {
    await expect(Promise.resolve().then(() => read(documentWith(declaration)))).rejects.toThrow(message);
  });
});
