// Every resource the contract declares (x-state) goes through its derived
// workflow over real HTTP against the gateway: create → the list shows it →
// update → the read shows the change → delete → the list lacks it, as far as the
// resource's operations go (tests/contract/workflows/derive.ts). A resource
// declared tomorrow is tested here without a new line.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedExample } from '../../mock/catalogue';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { ContractIndex, PERSONAS } from '../contract/dredd/operations';
import { deriveWorkflows, tokenInput, type DerivedWorkflows } from '../contract/workflows/derive';
import { lookupIn, runWorkflow } from '../contract/workflows/runner';

let dir: string;
let gateway: Gateway;
let derived: DerivedWorkflows;
const lookup = lookupIn(new ContractIndex());
const inputs = Object.fromEntries(PERSONAS.map((p) => [tokenInput(p), `mock-${p}-token`]));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  gateway = await startGateway({ port: 0, strict: true, log: false, stateDir: dir });
  derived = deriveWorkflows([...gateway.catalogue.values()].flatMap((service) => service.routes));
});
afterAll(async () => {
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the workflow of every declared resource', () => {
  it('derives a workflow for every resource with a write and a read, and says why for the others', () => {
    const resources = [...gateway.state!.resources.keys()].sort();
    const covered = [...derived.workflows.map((w) => w.workflowId.replace(/-crud$/, '')), ...derived.skipped.map((s) => s.resource)].sort();
    expect(covered).toEqual(resources);
    expect(derived.workflows.length).toBeGreaterThanOrEqual(5);
    for (const { reason } of derived.skipped) expect(reason).not.toBe('');
  });

  it('passes each one against the gateway', async () => {
    for (const workflow of derived.workflows) {
      const outcome = await runWorkflow(workflow, lookup, { server: gateway.url, prefix: '/api', publicKey: DEV_KEYS.publicKey, inputs });
      expect(outcome.outcome === 'fail' ? outcome.failure : outcome.outcome, workflow.workflowId).toBe('pass');
    }
  });
});

/** In front of the gateway, a server that answers one create with its documented success and forgets it. */
async function forgetting(path: string): Promise<{ url: string; server: Server }> {
  const found = gateway.catalogue.get('person')?.match('post', path);
  if (!found || !('route' in found)) throw new Error(`person documents no POST ${path}`);
  const success = JSON.stringify(documentedExample(found.route, 200));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === `/api/person${path}`) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(success);
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'),
      );
      void fetch(`${gateway.url}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }).then(async (answer) => {
        res
          .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
          .end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the workflow runner', () => {
  it('fails a server that answers a create with success but forgets it, naming the step, with a curl', async () => {
    const { url, server } = await forgetting('/address/addUserAddress');
    try {
      const addresses = derived.workflows.find((w) => w.workflowId === 'addresses-crud')!;
      const outcome = await runWorkflow(addresses, lookup, { server: url, prefix: '/api', publicKey: DEV_KEYS.publicKey, inputs });
      expect(outcome.outcome).toBe('fail');
      if (outcome.outcome !== 'fail') return;
      expect(outcome.failure).toMatchObject({ phase: 'workflows', service: 'person', operation: 'POST /address/findUserAdressList' });
      expect(outcome.failure.title).toMatch(/^addresses-crud: step shows-created/);
      expect(outcome.failure.actual).toMatch(/matching/);
      expect(outcome.failure.curl).toContain(`curl -s -X POST '${url}/api/person/address/findUserAdressList'`);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});
