// Phase 3 of `npm run contract`: the Arazzo workflows under openapi/workflows/ —
// the CRUD workflows derived from the x-state declarations and the journeys
// written by hand — run in file order against the server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { ContractIndex, PERSONAS, type Persona } from '../dredd/operations';
import { Sessions } from '../dredd/sessions';
import type { CaseOutcome, ContractFailure, PhaseResult } from '../phases';
import { parseOperationRef, type ArazzoDocument, type Workflow } from './arazzo';
import { lookupIn, runWorkflow, type OperationLookup } from './runner';

export interface WorkflowsPhaseOptions {
  server: string;
  prefix: string;
  publicKey: string | undefined;
  services: string[];
  /** Access-Tokens given on the command line, by persona. */
  tokens: Record<string, string>;
  /** Accepted for the phases' common options; the workflows run in a fixed order. */
  seed?: number;
  /** The run's sandbox on the mock gateway. */
  sandbox?: string;
}

export const WORKFLOWS_DIR = fileURLToPath(new URL('../../../openapi/workflows/', import.meta.url));

/** Every workflow of every `*.arazzo.yaml` file, in file order (state.arazzo.yaml before the journeys). */
export function loadWorkflows(dir = WORKFLOWS_DIR): Workflow[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.arazzo.yaml'))
    .sort((a, b) => Number(b.startsWith('state')) - Number(a.startsWith('state')) || a.localeCompare(b));
  return files.flatMap((file) => (YAML.parse(readFileSync(join(dir, file), 'utf8')) as ArazzoDocument).workflows);
}

const servicesOf = (workflow: Workflow) => new Set(workflow.steps.map((s) => parseOperationRef(s.operationId).service));
const personaOfInput = (input: string) => PERSONAS.find((p) => input === `${p}Token`);

/** The workflow's inputs: defaults, then the personas' tokens (given, else logged in). */
async function inputsOf(workflow: Workflow, sessions: Sessions): Promise<Record<string, string> | { error: string }> {
  const inputs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(workflow.inputs?.properties ?? {})) {
    if (schema.default !== undefined) inputs[name] = schema.default;
    const persona: Persona | undefined = personaOfInput(name);
    if (!persona) continue;
    const session = await sessions.of(persona);
    if ('error' in session) return session;
    inputs[name] = session.token;
  }
  return inputs;
}

export async function runWorkflowsPhase(
  options: WorkflowsPhaseOptions,
  workflows = loadWorkflows(),
  lookup?: OperationLookup,
): Promise<PhaseResult> {
  const started = performance.now();
  const index = new ContractIndex();
  const find = lookup ?? lookupIn(index);
  const sessions = new Sessions(index, {
    apiBase: `${options.server}${options.prefix}`,
    publicKey: options.publicKey,
    tokens: options.tokens,
    timeoutMs: 10_000,
    sandbox: options.sandbox,
  });
  const selected = workflows.filter((w) => [...servicesOf(w)].every((s) => options.services.includes(s)));
  const failures: ContractFailure[] = [];
  const outcomes: CaseOutcome[] = [];
  const operations = new Set<string>();
  let passed = 0;
  let skipped = 0;
  for (const workflow of selected) {
    const { service } = parseOperationRef(workflow.steps[0]!.operationId);
    const record = (outcome: CaseOutcome['outcome'], reason?: string) =>
      outcomes.push({
        service,
        operation: workflow.workflowId,
        title: workflow.summary ?? workflow.workflowId,
        outcome,
        ...(reason ? { reason } : {}),
      });
    if (Object.keys(options.tokens).length > 0 && Object.keys(workflow.inputs?.properties ?? {}).some((name) => !personaOfInput(name))) {
      // Its other inputs (credentials) default to the documented examples, which a server whose tokens are given does not know.
      skipped += 1;
      record('skip', 'it logs in with the documented example credentials; run it with Respect or the runner and your own inputs');
      continue;
    }
    const inputs = await inputsOf(workflow, sessions);
    if ('error' in inputs) {
      record('fail', inputs.error);
      failures.push({
        phase: 'workflows',
        service,
        operation: '-',
        title: `${workflow.workflowId}: logging in`,
        expected: 'a session for the workflow',
        actual: inputs.error,
      });
      continue;
    }
    const outcome = await runWorkflow(workflow, find, {
      server: options.server,
      prefix: options.prefix,
      publicKey: options.publicKey,
      inputs,
      sandbox: options.sandbox,
    });
    for (const operation of outcome.operations) operations.add(operation);
    if (outcome.outcome === 'pass') passed += 1;
    else if (outcome.outcome === 'skip') skipped += 1;
    else failures.push(outcome.failure);
    record(outcome.outcome, outcome.outcome === 'fail' ? outcome.failure.actual : undefined);
  }
  const seconds = (performance.now() - started) / 1000;
  return { phase: 'workflows', operations: operations.size, cases: selected.length, passed, skipped, failures, outcomes, seconds };
}
