// Every resource the contract declares (x-state) goes through its derived
// workflow over real HTTP against the gateway: create → the list shows it →
// update → the read shows the change → delete → the list lacks it, as far as the
// resource's operations go (tests/contract/workflows/derive.ts). A resource
// declared tomorrow is tested here without a new line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
