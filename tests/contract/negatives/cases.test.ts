// Phase 2's generator on a small document: every kind of negative case comes
// out of the schema feature it breaks, the choice is reproducible per seed and
// bounded, each case breaks the example in one place only, and the envelope
// defects are ones the gateway's own cipher refuses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CipherError, openRequestEnvelope } from '../../../mock/cipher';
import { deref, validate, type JsonObject } from '../contract-model';
import { ENVELOPE_DEFECTS, sealDefectiveRequestBody, sealRequestBody } from '../dredd/cipher';
import { ContractIndex } from '../dredd/operations';
import { EDGE_KINDS, SCHEMA_KINDS, negativeCasesOf, type CaseOperation } from './cases';
import { EDGES_PER_OPERATION, edgesOf, judgeAnswer } from './phase';

const DEV_KEYS = JSON.parse(readFileSync(new URL('../../../mock/dev-keys.json', import.meta.url), 'utf8')) as {
  publicKey: string;
  privateKey: string;
};

const doc: JsonObject = {
  components: {
    schemas: {
      Address: {
        type: 'object',
        additionalProperties: false,
        required: ['receiverName', 'areaCode', 'kind'],
        properties: {
          receiverName: { type: 'string', minLength: 2, maxLength: 5 },
          areaCode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
          kind: { allOf: [{ $ref: '#/components/schemas/Kind' }], description: 'wrapped in allOf' },
          floor: { type: 'integer', minimum: 1, maximum: 99 },
          tags: { type: 'array', minItems: 1, maxItems: 3, uniqueItems: true, items: { type: 'string', maxLength: 3 } },
          postCode: { type: 'string', pattern: '^[0-9]{6}$', minLength: 6, maxLength: 8 },
          weight: { type: 'number', minimum: 0.5, exclusiveMinimum: true, maximum: 30, exclusiveMaximum: true },
        },
      },
      Kind: { type: 'string', enum: ['home', 'work'] },
    },
    parameters: {
      AppId: { name: 'App-Id', in: 'header', required: true, schema: { type: 'string' }, example: 'portal' },
      Page: { name: 'page', in: 'query', required: true, schema: { type: 'integer' }, example: 2 },
    },
  },
};

const EXAMPLE = { receiverName: '张丽', areaCode: '320508', kind: 'home', tags: ['a'] };

function operation(sm4: CaseOperation['sm4'] = 'none'): CaseOperation {
  return {
    service: 'person',
    method: 'POST',
    path: '/address/add',
    sm4,
    doc,
    raw: {
      parameters: [{ $ref: '#/components/parameters/AppId' }, { $ref: '#/components/parameters/Page' }],
      requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Address' }, example: EXAMPLE } } },
    },
  };
}

const everything = negativeCasesOf(operation(), { seed: 1, limit: 1000, edges: 1000 });
const titled = (text: string) => everything.find((c) => c.title === text);

describe('negative cases of one operation', () => {
  it('produces every kind from the schema feature it breaks', () => {
    expect(new Set(everything.filter((c) => !c.valid).map((c) => c.kind))).toEqual(new Set(SCHEMA_KINDS));
    expect(JSON.parse(titled('required field areaCode missing')!.body)).not.toHaveProperty('areaCode');
    expect(JSON.parse(titled('field floor is a string, not an integer')!.body).floor).toBe('12x');
    expect(JSON.parse(titled('extra field notInTheContract in the body, where additionalProperties is false')!.body)).toHaveProperty(
      'notInTheContract',
    );
    expect(JSON.parse(titled('field kind is "NOT_IN_ENUM", outside its enum')!.body).kind).toBe('NOT_IN_ENUM');
    expect(titled('field areaCode is "!", breaking its pattern ^[1-9][0-9]{5}$')).toBeDefined();
    expect(JSON.parse(titled('field receiverName has 6 characters, over its maxLength 5')!.body).receiverName).toHaveLength(6);
    expect(JSON.parse(titled('field receiverName has 1 characters, under its minLength 2')!.body).receiverName).toBe('张');
    expect(JSON.parse(titled('field floor is 100, over its maximum 99')!.body).floor).toBe(100);
    expect(JSON.parse(titled('field tags[0] has 4 characters, over its maxLength 3')!.body).tags).toEqual(['aaaa']);
    expect(titled('body is an array, not an object')!.body).toBe(`[${JSON.stringify(EXAMPLE)}]`);
    expect(() => JSON.parse(titled('body is malformed JSON (cut off before its last character)')!.body)).toThrow();
    expect(titled('body sent as text/plain instead of application/json')!.contentType).toBe('text/plain');
    expect(titled('required header App-Id missing')!.headers).not.toHaveProperty('App-Id');
    expect(titled('required query parameter page missing')!.path).toBe('/address/add');
    expect(JSON.parse(titled('field tags has 0 items, under its minItems 1')!.body).tags).toEqual([]);
  });

  it('breaks an array one item over its maxItems with items that keep their own rules, distinct for uniqueItems', () => {
    const tags = JSON.parse(titled('field tags has 4 items, over its maxItems 3')!.body).tags as string[];
    expect(tags).toHaveLength(4);
    expect(tags[0]).toBe('a');
    expect(new Set(tags).size).toBe(4);
    for (const tag of tags) expect(tag.length).toBeLessThanOrEqual(3);
  });

  it('breaks one thing only: everything else is the documented example', () => {
    const missing = titled('required field areaCode missing')!;
    expect(JSON.parse(missing.body)).toEqual({ receiverName: '张丽', kind: 'home', tags: ['a'] });
    expect(missing.headers).toEqual({ 'App-Id': 'portal' });
    expect(missing.path).toBe('/address/add?page=2');
    expect(missing.contentType).toBe('application/json');
  });

  it('is reproducible: the same seed gives the same cases, another seed another choice', () => {
    const first = negativeCasesOf(operation(), { seed: 7, limit: 4, edges: 0 });
    expect(negativeCasesOf(operation(), { seed: 7, limit: 4, edges: 0 })).toEqual(first);
    const choices = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(negativeCasesOf(operation(), { seed, limit: 4, edges: 0 }).map((c) => c.title))),
    );
    expect(choices.size).toBeGreaterThan(1);
  });

  it('takes at most the limit, one of a kind before a second of any', () => {
    const cases = negativeCasesOf(operation(), { seed: 3, limit: 6, edges: 0 });
    expect(cases).toHaveLength(6);
    expect(new Set(cases.map((c) => c.kind)).size).toBe(6);
  });

  it('adds the four envelope defects to x-sm4 operations only', () => {
    const sealed = negativeCasesOf(operation('request'), { seed: 1, limit: 2, edges: 0 });
    expect(sealed.map((c) => c.envelope).filter(Boolean)).toEqual([...ENVELOPE_DEFECTS]);
    expect(sealed).toHaveLength(2 + ENVELOPE_DEFECTS.length);
    expect(everything.some((c) => c.envelope)).toBe(false);
  });
});

describe('query and path parameters', () => {
  const parameters: JsonObject = {
    components: {
      parameters: {
        Size: { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50 }, example: 10 },
        Code: { name: 'code', in: 'query', schema: { type: 'string', pattern: '^[A-Z]+$', minLength: 2, maxLength: 4 }, example: 'AB' },
        Kind: { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['sex', 'nation'] }, example: 'sex' },
      },
    },
  };
  const cases = negativeCasesOf(
    {
      service: 'basic',
      method: 'GET',
      path: '/dictionary/{kind}/items',
      sm4: 'none',
      doc: parameters,
      raw: { parameters: ['Size', 'Code', 'Kind'].map((name) => ({ $ref: `#/components/parameters/${name}` })) },
    },
    { seed: 1, limit: 1000, edges: 1000 },
  );
  const pathOf = (title: string) => cases.find((c) => c.title === title)?.path;

  it('breaks each bound of a parameter as of a body field, the rest of the request as documented', () => {
    expect(pathOf('query parameter size is 0, under its minimum 1')).toBe('/dictionary/sex/items?size=0&code=AB');
    expect(pathOf('query parameter size is 51, over its maximum 50')).toBe('/dictionary/sex/items?size=51&code=AB');
    expect(pathOf('query parameter size is a string, not an integer')).toBe('/dictionary/sex/items?size=12x&code=AB');
    expect(pathOf('query parameter code has 5 characters, over its maxLength 4')).toBe('/dictionary/sex/items?size=10&code=ABABA');
    expect(pathOf('query parameter code is "!!", breaking its pattern ^[A-Z]+$')).toBe('/dictionary/sex/items?size=10&code=%21%21');
    expect(pathOf('path parameter kind is "NOT_IN_ENUM", outside its enum')).toBe('/dictionary/NOT_IN_ENUM/items?size=10&code=AB');
    // Any text is a string: a string parameter has no wrong type.
    expect(cases.some((c) => c.title === 'query parameter code is a number, not a string')).toBe(false);
  });

  it('sends the valid side of each edge of a parameter too', () => {
    const valid = cases.filter((c) => c.valid).map((c) => [c.title, c.path]);
    expect(valid).toEqual(
      expect.arrayContaining([
        ['query parameter size is 50, exactly its maximum', '/dictionary/sex/items?size=50&code=AB'],
        ['query parameter code has 4 characters, exactly its maxLength 4', '/dictionary/sex/items?size=10&code=ABAB'],
        ['path parameter kind is "nation", one of its enum', '/dictionary/nation/items?size=10&code=AB'],
      ]),
    );
  });
});

describe('the valid side of each edge', () => {
  const valid = everything.filter((c) => c.valid);
  const edge = (text: string) => valid.find((c) => c.title === text);
  const bodyOf = (text: string) => JSON.parse(edge(text)!.body) as Record<string, unknown>;

  it('sends each field exactly at its lengths, item counts and bounds, and each other enum value', () => {
    expect(new Set(valid.map((c) => c.kind))).toEqual(new Set(EDGE_KINDS));
    expect(bodyOf('field receiverName has 5 characters, exactly its maxLength 5').receiverName).toBe('张丽张丽张');
    expect(bodyOf('field receiverName has 2 characters, exactly its minLength 2').receiverName).toBe('张丽');
    expect(bodyOf('field tags[0] has 3 characters, exactly its maxLength 3').tags).toEqual(['aaa']);
    expect(bodyOf('field floor is 1, exactly its minimum').floor).toBe(1);
    expect(bodyOf('field floor is 99, exactly its maximum').floor).toBe(99);
    expect(bodyOf('field kind is "work", one of its enum').kind).toBe('work');
    expect(edge('field kind is "home", one of its enum')).toBeUndefined();
    expect(bodyOf('field tags has 1 items, exactly its minItems 1').tags).toEqual(['a']);
    expect(bodyOf('field postCode has 6 characters, exactly its minLength 6').postCode).toMatch(/^[0-9]{6}$/);
  });

  it('takes the nearest allowed value for an exclusive bound: no double lies between it and the bound', () => {
    const weightAt = (bound: string) => JSON.parse(valid.find((c) => c.title.endsWith(bound))!.body).weight as number;
    const nothingBetween = (a: number, b: number) => [a, b].includes((a + b) / 2);
    const above = weightAt('exclusive minimum 0.5');
    const below = weightAt('exclusive maximum 30');
    expect(above).toBeGreaterThan(0.5);
    expect(nothingBetween(0.5, above)).toBe(true);
    expect(below).toBeLessThan(30);
    expect(nothingBetween(below, 30)).toBe(true);
  });

  it('skips, with the reason, an edge no value of the pattern reaches or the example gives no items for', () => {
    expect(edge('field postCode has 8 characters, exactly its maxLength 8')!.skip).toBe(
      'no string of 8 characters made from the example keeps its pattern ^[0-9]{6}$',
    );
    expect(edge('field tags has 3 items, exactly its maxItems 3')!.skip).toBe('the example gives 1 distinct items to repeat');
  });

  it('changes one value only: everything else is the documented example', () => {
    const body = bodyOf('field floor is 99, exactly its maximum');
    expect(body).toEqual({ ...EXAMPLE, floor: 99 });
    expect(edge('field floor is 99, exactly its maximum')!.path).toBe('/address/add?page=2');
  });

  it('keeps the request schema on every operation of the contract', () => {
    const problems: string[] = [];
    for (const operation of new ContractIndex().operations) {
      const requestBody =
        operation.raw.requestBody === undefined ? undefined : (deref(operation.doc, operation.raw.requestBody) as JsonObject);
      const schema = ((requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema;
      for (const edgeCase of negativeCasesOf(operation, { seed: 1, limit: 0, edges: 1000 })) {
        if (!edgeCase.valid || edgeCase.skip !== undefined || schema === undefined) continue;
        const where = `${operation.service} ${operation.operationId}: ${edgeCase.title}`;
        problems.push(
          ...validate(operation.service, schema as JsonObject, JSON.parse(edgeCase.body)).map((message) => `${where}: body${message}`),
        );
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('leaves a create into a list with a max room for one more item', () => {
    const index = new ContractIndex();
    const byId = (id: string) => index.operations.find((op) => op.operationId === id)!;
    // Addresses: at most 10, and each person starts with the two the documented list shows.
    expect(edgesOf(index, byId('addUserAddress'))).toBe(10 - 2 - 1);
    expect(edgesOf(index, byId('findUserAddressList'))).toBe(EDGES_PER_OPERATION);
  });
});

describe('envelope defects', () => {
  it('are refused by the gateway cipher, while the same body sealed correctly opens', () => {
    const body = JSON.stringify(EXAMPLE);
    expect(openRequestEnvelope(JSON.parse(sealRequestBody(body, DEV_KEYS.publicKey).body), DEV_KEYS.privateKey).plaintext).toBe(body);
    for (const defect of ENVELOPE_DEFECTS) {
      const envelope = JSON.parse(sealDefectiveRequestBody(body, DEV_KEYS.publicKey, defect)) as unknown;
      expect(() => openRequestEnvelope(envelope, DEV_KEYS.privateKey), defect).toThrow(CipherError);
    }
  });
});

describe('the verdict on an answer', () => {
  it.each([
    [422, '{"type":"x"}', true],
    [400, '{"appcode":"400","msg":"bad"}', true],
    [200, '{"appcode":"04020002","msg":"账号或密码错误","map":{}}', true],
    [200, '{"appcode":"0","msg":"成功","map":{}}', false],
    [200, 'ok', false],
    [500, '{"appcode":"500"}', false],
    [302, '', false],
  ])('HTTP %i %s → refused: %s', (status, body, refused) => {
    expect(judgeAnswer(status, body).refused).toBe(refused);
  });
});

describe('headers sent empty and malformed', () => {
  it('every operation gets its optional Channel-Type header empty and malformed, on top of the chosen cases', () => {
    for (const operation of new ContractIndex().operations) {
      const titles = negativeCasesOf(operation, { seed: 1, limit: 1, edges: 0 }).map((c) => c.title);
      expect(titles, `${operation.service} ${operation.operationId}`).toEqual(
        expect.arrayContaining(['optional header Channel-Type sent empty', 'optional header Channel-Type malformed ("not valid!")']),
      );
    }
  });
});
