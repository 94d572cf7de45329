// The gateway answers an operation with a path parameter with the example
// named after the parameter's value (a dictionary code), falls back to the
// first example for other values, and lets Prefer still choose. The same for a
// request field an operation names in `x-example-by` (unitBase/chooseAuthType's authType).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParameterExampleKey, pathParameterValues } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';

describe('path parameter values', () => {
  it('reads the values a concrete path gives the template, decoded', () => {
    expect(pathParameterValues('/dictionary/findByCode/{code}', '/dictionary/findByCode/nation')).toEqual(['nation']);
    expect(pathParameterValues('/a/{first}/b/{second}', '/a/x%20y/b/z')).toEqual(['x y', 'z']);
    expect(pathParameterValues('/a/{first}', '/a/%E0%A4%A')).toEqual(['%E0%A4%A']);
    expect(pathParameterValues('/plain', '/plain')).toEqual([]);
    expect(pathParameterValues('/a/{first}', '/b/x')).toEqual([]);
  });

  it('picks the example named after a value, if any', () => {
    expect(pathParameterExampleKey('/d/{code}', '/d/sex', ['nation', 'sex'])).toBe('sex');
    expect(pathParameterExampleKey('/d/{code}', '/d/idType', ['nation', 'sex'])).toBeUndefined();
  });
});

function dictionaryAnswer(name: string) {
  return { value: { appcode: '0', msg: '成功', map: { list: [{ code: '1', name }] } } };
}

// One GET with a path parameter and a named example per value, and one with
// persona examples, so the two rules can be seen side by side.
const fixtureDocument = {
  openapi: '3.0.3',
  info: { title: 'fixture', version: '1' },
  paths: {
    '/dictionary/{code}': {
      get: {
        operationId: 'dictionary',
        security: [],
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' }, example: 'sex' }],
        responses: {
          '200': {
            description: 'items',
            content: {
              'application/json': {
                schema: { type: 'object' },
                examples: { sex: dictionaryAnswer('男'), nation: dictionaryAnswer('汉族') },
              },
            },
          },
        },
      },
    },
  },
};

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false, documents: { fixture: fixtureDocument } });
});
afterAll(() => gateway.close());

async function firstName(code: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${gateway.url}/api/fixture/dictionary/${code}`, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { map: { list: { name: string }[] } };
  return body.map.list[0]?.name ?? '';
}

describe('answering by path parameter', () => {
  it('answers each code with its own example', async () => {
    expect(await firstName('nation')).toBe('汉族');
    expect(await firstName('sex')).toBe('男');
  });

  it('answers a value without an example of its name with the first example', async () => {
    expect(await firstName('idType')).toBe('男');
  });

  it('leaves Prefer example= in charge', async () => {
    expect(await firstName('nation', { Prefer: 'example=sex' })).toBe('男');
  });
});

describe('answering by a request field (x-example-by)', () => {
  let contract: Gateway;
  beforeAll(async () => {
    contract = await startGateway({ port: 0, strict: true, log: false });
  });
  afterAll(() => contract.close());

  const chosen = async (authType: string) => {
    const response = await fetch(`${contract.url}/api/unit/unitBase/chooseAuthType`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Access-Token': 'mock-unit-token' },
      body: JSON.stringify({ socialCreditCode: '91320100MA1W2X3Y44', authType }),
    });
    return ((await response.json()) as { map: Record<string, unknown> }).map;
  };

  it("answers the SMS choice with its example (the legal person's phone), another choice with the caller's", async () => {
    expect(await chosen('legalPersonSms')).toMatchObject({ authType: 'legalPersonSms', legalPersonCellphoneMasked: '138****6721' });
    const face = await chosen('legalPersonFace');
    expect(face).toMatchObject({ authType: 'legalPersonFace' });
    expect(face).not.toHaveProperty('legalPersonCellphoneMasked');
  });

  const unitCall = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${contract.url}/api/unit/unitBase/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'Access-Token': token } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { map: Record<string, unknown> }).map;
  };

  it('upgrades the former account of the unit the code names, from the move to its end, with or without a token', async () => {
    for (const [code, unitName, token] of [
      ['91320100MA1W2X3Y44', '南京云帆信息科技有限公司', 'mock-unit-token'],
      ['91321000MA1Q7T2N57', '扬州润禾食品有限公司', undefined],
    ] as const) {
      const { moveSerial } = await unitCall('moveHistoryUnit', { socialCreditCode: code, cellphoneCode: '219846' }, token);
      expect(await unitCall('finishHistoryUnit', { moveSerial, agreement: true }, token), code).toMatchObject({
        socialCreditCode: code,
        unitName,
      });
    }
  });
});
