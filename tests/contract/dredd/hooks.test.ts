// The pieces of the contract hooks that the end-to-end runs cannot reach with
// today's documents: schema features the contract does not use yet (nullable,
// int32) and the request plans for other servers. Bodies are checked with
// Gavel itself, the validator Dredd runs.
import { validate } from 'gavel';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../contract-model';
import { expectedBodySchema } from './expected-schema';
import { planRequest } from './hooks';
import type { ContractOperation } from './operations';

const doc: JsonObject = {
  components: {
    schemas: {
      Envelope: {
        type: 'object',
        additionalProperties: false,
        required: ['appcode', 'msg', 'map'],
        properties: {
          appcode: { $ref: '#/components/schemas/AppCode' },
          msg: { type: 'string', description: '提示信息', example: '成功' },
          map: { $ref: '#/components/schemas/Result' },
        },
      },
      AppCode: { type: 'string', pattern: '^[0-9]+$', 'x-business-codes': { '0': '成功' } },
      Result: {
        type: 'object',
        additionalProperties: false,
        required: ['state', 'items'],
        properties: {
          state: { type: 'string', enum: ['done', 'waiting'], nullable: true },
          count: { type: 'integer', format: 'int32' },
          issued: { type: 'string', format: 'date' },
          file: { type: 'string', format: 'binary' },
          items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
          options: { type: 'object', required: [], properties: {} },
        },
      },
      Item: { type: 'object', additionalProperties: false, required: ['code'], properties: { code: { type: 'string' } } },
    },
  },
};

const schema = expectedBodySchema(doc, { $ref: '#/components/schemas/Envelope' });

function violations(body: unknown): string[] {
  const result = validate(
    { statusCode: '200', headers: { 'content-type': 'application/json' }, bodySchema: schema } as never,
    { statusCode: '200', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } as never,
  );
  return result.fields.body?.errors.map((e) => `${e.location?.pointer ?? ''} ${e.message}`) ?? [];
}

const good = { appcode: '0', msg: '成功', map: { state: 'done', count: 3, issued: '2026-11-20', items: [{ code: 'a' }] } };

describe('the expected body schema, as Gavel enforces it', () => {
  it('passes a body that follows the document', () => {
    expect(violations(good)).toEqual([]);
  });

  it('rejects a wrong type, which Dredd alone lets through', () => {
    expect(violations({ ...good, appcode: 0 }).join('\n')).toMatch(/\/appcode.*Invalid type: number/);
  });

  it('rejects a missing nested required field and an extra key', () => {
    expect(violations({ ...good, map: { ...good.map, items: [{ name: 'x' }] } }).join('\n')).toMatch(
      /\/map\/items\/0\/code.*Missing required property/,
    );
    expect(violations({ ...good, map: { ...good.map, extra: 1 } }).join('\n')).toMatch(/\/map\/extra.*additional properties/);
  });

  it('maps nullable to null in the type and the enum, and still checks the enum', () => {
    expect(violations({ ...good, map: { ...good.map, state: null } })).toEqual([]);
    expect(violations({ ...good, map: { ...good.map, state: 'archived' } }).join('\n')).toMatch(/\/map\/state.*enum/);
  });

  it('checks int32 bounds and date formats, and ignores formats Gavel does not know', () => {
    expect(violations({ ...good, map: { ...good.map, count: 2 ** 31 } }).join('\n')).toMatch(/\/map\/count/);
    expect(violations({ ...good, map: { ...good.map, issued: '20.11.2026' } }).join('\n')).toMatch(/\/map\/issued.*format/);
    expect(violations({ ...good, map: { ...good.map, file: '%PDF' } })).toEqual([]);
  });

  it('keeps shared components as definitions and drops what draft 04 cannot hold', () => {
    expect(Object.keys(schema.definitions as JsonObject).sort()).toEqual(['AppCode', 'Envelope', 'Item', 'Result']);
    const result = (schema.definitions as JsonObject).Result as JsonObject;
    const options = (result.properties as JsonObject).options as JsonObject;
    expect(options).not.toHaveProperty('required');
    expect(JSON.stringify(schema)).not.toMatch(/"(example|description|x-business-codes|nullable)"/);
  });
});

function operation(overrides: Partial<ContractOperation>): ContractOperation {
  return {
    service: 'person',
    method: 'POST',
    path: '/base/x',
    operationId: 'x',
    auth: 'required',
    sm4: 'none',
    login: false,
    persona: 'person',
    endsSession: false,
    statuses: ['200', '401'],
    raw: {},
    doc: {},
    ...overrides,
  };
}

describe('how each documented answer is provoked', () => {
  it('gives secured calls the persona session, and logout a session of its own', () => {
    expect(planRequest(operation({}), '200', false)).toEqual({ session: 'persona' });
    expect(planRequest(operation({ endsSession: true }), '200', false)).toEqual({ session: 'fresh' });
    expect(planRequest(operation({ auth: 'optional' }), '200', false)).toEqual({ session: 'none' });
  });

  it('produces a 401 by sending no token, on any server', () => {
    expect(planRequest(operation({}), '401', false)).toEqual({ session: 'none' });
    expect(planRequest(operation({}), '401', true)).toEqual({ session: 'none' });
  });

  it('produces the documented refusal (422) with an empty Channel-Type, on any server', () => {
    for (const againstMock of [true, false]) {
      expect(planRequest(operation({}), '422', againstMock)).toEqual({ session: 'persona', emptyHeader: 'Channel-Type' });
      expect(planRequest(operation({ auth: 'optional' }), '422', againstMock)).toEqual({ session: 'none', emptyHeader: 'Channel-Type' });
    }
  });

  it('asks the mock gateway for other answers and skips them elsewhere, saying why', () => {
    const anonymous = operation({ auth: 'optional', statuses: ['200', '429'] });
    expect(planRequest(anonymous, '429', true)).toEqual({ session: 'none', prefer: '429' });
    expect(planRequest(anonymous, '429', false)).toEqual({ skip: expect.stringMatching(/rate limit.*mock gateway/) });
    expect(planRequest(operation({ auth: 'optional' }), '401', false)).toEqual({ skip: expect.stringMatching(/401/) });
  });

  it('asks the mock gateway for every documented 500 and replay refusal (400), with the persona session', () => {
    const sealed = operation({ sm4: 'request', statuses: ['200', '400', '401', '500'] });
    expect(planRequest(sealed, '500', true)).toEqual({ session: 'persona', prefer: '500' });
    expect(planRequest(sealed, '400', true)).toEqual({ session: 'persona', prefer: '400' });
    expect(planRequest(sealed, '500', false)).toEqual({ skip: expect.stringMatching(/500 only when it fails.*Prefer: code=500/) });
    expect(planRequest(sealed, '400', false)).toEqual({ skip: expect.stringMatching(/replayed sealed request.*Prefer: code=400/) });
  });
});
