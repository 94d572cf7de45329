// Phase 3 proves that a server remembers: every workflow of openapi/workflows/
// passes on the mock gateway and fails on a server that answers every write with
// success and forgets it — the same gateway, with each write (an x-state create,
// update or delete, or a logout) sent to a second gateway that keeps no state
// (MOCK_STATELESS). The failing step must be a read: the write itself was
// answered as documented, only a later read can tell it was forgotten.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEYS, startGateway, type Gateway } from '../../../mock/server';
import { ContractIndex, PERSONAS, type ContractOperation } from '../dredd/operations';
import { parseOperationRef, type Workflow } from './arazzo';
import { tokenInput } from './derive';
import { loadWorkflows } from './phase';
import { lookupIn, runWorkflow } from './runner';

const index = new ContractIndex();
const lookup = lookupIn(index);
const workflows = loadWorkflows();
const WRITES = new Set(['create', 'update', 'delete']);
const isWrite = (operation: ContractOperation) => WRITES.has(operation.state?.action ?? '') || operation.endsSession;

let remembering: Gateway;
let forgetting: Gateway;
let proxy: Server;
let proxyUrl: string;

/** In front of the two gateways: writes go to the one that forgets, everything else to the one that remembers. */
function forgetfulServer(): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [, service = '', ...rest] = /^\/api\/([\w-]+)(\/[^?]*)/.exec(req.url ?? '') ?? [];
      const operation = index.find(service, req.method ?? 'GET', rest.join(''));
      const target = operation && isWrite(operation) ? forgetting : remembering;
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'),
      );
      void fetch(`${target.url}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      }).then(async (answer) => {
        res
          .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
          .end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
}

beforeAll(async () => {
  [remembering, forgetting] = await Promise.all([
    startGateway({ port: 0, strict: true, log: false }),
    startGateway({ port: 0, strict: true, log: false, stateless: true }),
  ]);
  proxy = forgetfulServer();
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  proxy?.close();
  proxy?.closeAllConnections();
  await Promise.all([remembering?.close(), forgetting?.close()]);
});

/** The workflow's inputs: its defaults (credentials), and the fixed example token of each persona. */
function inputsOf(workflow: Workflow): Record<string, string> {
  const defaults = Object.entries(workflow.inputs?.properties ?? {}).flatMap(([name, schema]) =>
    schema.default === undefined ? [] : [[name, schema.default] as const],
  );
  return { ...Object.fromEntries(PERSONAS.map((p) => [tokenInput(p), `mock-${p}-token`])), ...Object.fromEntries(defaults) };
}

/** Each run in a sandbox of its own, so every workflow starts from the seed. */
const run = (workflow: Workflow, server: string, sandbox: string) =>
  runWorkflow(workflow, lookup, { server, prefix: '/api', publicKey: DEV_KEYS.publicKey, inputs: inputsOf(workflow), sandbox });

describe('every workflow of phase 3', () => {
  it('covers the 20 and more workflows of openapi/workflows/', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(20);
  });

  it('names the exact item in every "the list shows it" check: no filter without a term', () => {
    const conditions = workflows.flatMap((w) => w.steps.flatMap((s) => s.successCriteria.filter((c) => c.type === 'jsonpath')));
    expect(conditions.length).toBeGreaterThan(20);
    for (const { condition } of conditions) expect(condition).toMatch(/^\$\[\?\(@\./);
  });

  it('skips a workflow whose item to start from the server does not hold, saying so', async () => {
    const sandbox = 'nothing-to-sign';
    // The unit's one unsigned document signed: none is left for the workflow's transition to start from.
    const signed = await fetch(`${remembering.url}/api/channel/onlineDel/signed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Access-Token': 'mock-unit-token', 'X-Mock-Sandbox': sandbox },
      body: JSON.stringify({ docId: 'WS202611150003', cellphoneCode: '736204' }),
    });
    expect(((await signed.json()) as { appcode: string }).appcode).toBe('0');
    const workflow = workflows.find((w) => w.workflowId === 'unitDocuments-crud')!;
    expect(await run(workflow, remembering.url, sandbox)).toMatchObject({
      outcome: 'skip',
      reason: 'step pick found no item to start from (no key)',
    });
  });

  it.each(workflows.map((w) => [w.workflowId, w] as const))(
    '%s passes on the mock gateway and fails when its writes are forgotten',
    async (id, workflow) => {
      const correct = await run(workflow, remembering.url, `correct-${id}`);
      expect(correct.outcome === 'fail' ? correct.failure : correct.outcome).toBe('pass');

      const forgotten = await run(workflow, proxyUrl, `forgetful-${id}`);
      expect(forgotten.outcome, `${id} passed on a server that forgets every write`).toBe('fail');
      if (forgotten.outcome !== 'fail') return;
      const failedStep = workflow.steps.find((s) => forgotten.failure.title.startsWith(`${id}: step ${s.stepId}`))!;
      const { service, operationId } = parseOperationRef(failedStep.operationId);
      expect(isWrite(lookup(service, operationId)!), `${id} failed at the write ${failedStep.stepId}: ${forgotten.failure.actual}`).toBe(
        false,
      );
    },
  );
});
