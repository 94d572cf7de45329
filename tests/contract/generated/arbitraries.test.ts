// The generated requests are valid: every operation's request arbitrary builds,
// and what it draws keeps the operation's request schema (checked with Ajv, as the
// gateway checks it), so phase "generated" never blames a server for refusing an
// invalid request of its own making.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deref, validate, type JsonObject } from '../contract-model';
import { ContractIndex } from '../dredd/operations';
import { requestArbitrary } from './phase';

const SAMPLES = 10;
/** Compiling a validator per operation takes a while on a busy machine. */
const TIMEOUT_MS = 180_000;
const operations = new ContractIndex().operations;

describe('requests generated from the request schemas', () => {
  it('build for every operation and keep its request schema', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const where = `${operation.service} ${operation.method} ${operation.path}`;
      const requestBody = operation.raw.requestBody === undefined ? undefined : (deref(operation.doc, operation.raw.requestBody) as JsonObject);
      const schema = ((requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema;
      for (const request of fc.sample(requestArbitrary(operation), { seed: 1, numRuns: SAMPLES })) {
        if (schema === undefined || request.body === undefined) continue;
        problems.push(...validate(operation.service, schema as JsonObject, request.body).map((message) => `${where}: body${message}`));
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  }, TIMEOUT_MS);

  it('are the same for the same seed', () => {
    const operation = operations.find((op) => op.operationId === 'addUserAddress')!;
    const draw = () => fc.sample(requestArbitrary(operation), { seed: 7, numRuns: 3 });
    expect(draw()).toEqual(draw());
  });
});
