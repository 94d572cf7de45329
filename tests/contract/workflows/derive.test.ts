// The derivation over a small fixture contract: a keyed resource with every
// action, a single record changed by an update, and a resource nothing writes;
// and the drift check of the generated file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, type OpenApiDocument } from '../../../mock/catalogue';
import { deriveWorkflows, workflowDocument } from './derive';

const GEN = fileURLToPath(new URL('../../../scripts/gen-workflows.mjs', import.meta.url));
const GENERATED = fileURLToPath(new URL('../../../openapi/workflows/state.arazzo.yaml', import.meta.url));

const note = { type: 'object', properties: { noteId: { type: 'string' }, title: { type: 'string' }, state: { type: 'string' } } };
const envelope = (map: object) => ({ type: 'object', properties: { appcode: { type: 'string' }, msg: { type: 'string' }, map } });
const listOf = (item: object) => envelope({ type: 'object', properties: { list: { type: 'array', items: item } } });

function post(operationId: string, state: object, request: object, example: object, response: object, personaExample = 'person') {
  return {
    post: {
      operationId,
      'x-state': state,
      requestBody: { required: true, content: { 'application/json': { schema: request, example } } },
      responses: {
        '200': {
          description: 'ok',
          content: {
            'application/json': { schema: response, examples: { [personaExample]: { value: { appcode: '0', msg: 'ok', map: {} } } } },
          },
        },
      },
    },
  };
}

const empty = { type: 'object' };
const fixture = {
  openapi: '3.0.3',
  info: { title: 'fixture', version: '1' },
  security: [{ AccessToken: [] }],
  components: { securitySchemes: { AccessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' } } },
  paths: {
    '/note/list': post('listNotes', { resource: 'notes', action: 'list', key: 'noteId' }, empty, {}, listOf(note)),
    '/note/add': post(
      'addNote',
      { resource: 'notes', action: 'create', key: 'noteId', set: { state: 'draft' } },
      note,
      { title: '第一条' },
      envelope({ type: 'object', properties: { noteId: { type: 'string' } } }),
    ),
    '/note/publish': post(
      'publishNote',
      { resource: 'notes', action: 'update', key: 'noteId', set: { state: 'published' } },
      note,
      { noteId: 'N1', title: '改过的' },
      envelope(empty),
    ),
    '/note/remove': post('removeNote', { resource: 'notes', action: 'delete', key: 'noteId' }, note, { noteId: 'N1' }, envelope(empty)),
    '/card/get': post('getCard', { resource: 'card', action: 'get' }, empty, {}, envelope(note)),
    '/card/lose': post(
      'loseCard',
      { resource: 'card', action: 'update', set: { state: { from: 'kind', map: { '1': 'lost' } } } },
      { type: 'object', properties: { kind: { type: 'string' } } },
      { kind: '1' },
      envelope(empty),
    ),
    '/news/list': post('listNews', { resource: 'news', action: 'list', key: 'noteId' }, empty, {}, listOf(note), 'unit'),
  },
};

async function derive() {
  const catalogue = await buildCatalogue({ fixture: fixture as unknown as OpenApiDocument });
  return deriveWorkflows([...catalogue.values()].flatMap((service) => service.routes));
}

describe('deriveWorkflows', () => {
  it('gives a keyed resource create → list shows it → update → list shows the change → delete → list lacks it', async () => {
    const notes = (await derive()).workflows.find((w) => w.workflowId === 'notes-crud')!;
    expect(notes.steps.map((s) => s.stepId)).toEqual([
      'list-before',
      'create',
      'shows-created',
      'update-publishNote',
      'shows-publishNote',
      'delete',
      'lacks-deleted',
    ]);
    expect(notes.steps.map((s) => s.operationId.split('.').at(-1))).toEqual([
      'listNotes',
      'addNote',
      'listNotes',
      'publishNote',
      'listNotes',
      'removeNote',
      'listNotes',
    ]);
    const step = (id: string) => notes.steps.find((s) => s.stepId === id)!;
    expect(step('create').requestBody?.payload).toEqual({ title: '第一条' });
    expect(step('create').outputs).toEqual({ key: '$response.body#/map/noteId' });
    expect(step('shows-created').successCriteria.slice(2)).toEqual([
      {
        context: '$response.body#/map/list',
        type: 'jsonpath',
        condition: '$[?(@.noteId == "{$steps.create.outputs.key}" && @.title == "第一条" && @.state == "draft")]',
      },
      {
        context: '$steps.list-before.outputs.items',
        type: 'jsonpath',
        condition: '$[?(@.noteId == "{$steps.create.outputs.key}")]',
        'x-absent': true,
      },
    ]);
    expect(step('update-publishNote').requestBody?.payload).toEqual({ noteId: '$steps.create.outputs.key', title: '改过的' });
    expect(step('shows-publishNote').successCriteria.at(-1)?.condition).toBe(
      '$[?(@.noteId == "{$steps.create.outputs.key}" && @.title == "改过的" && @.state == "published")]',
    );
    expect(step('delete').requestBody?.payload).toEqual({ noteId: '$steps.create.outputs.key' });
    expect(step('lacks-deleted').successCriteria.at(-1)).toMatchObject({
      condition: '$[?(@.noteId == "{$steps.create.outputs.key}")]',
      'x-absent': true,
    });
    expect(notes.inputs?.properties).toHaveProperty('personToken');
    expect(step('create').parameters).toContainEqual({ name: 'Access-Token', in: 'header', value: '$inputs.personToken' });
  });

  it('gives a single record update → read shows the value the declaration maps the request to', async () => {
    const card = (await derive()).workflows.find((w) => w.workflowId === 'card-crud')!;
    expect(card.steps.map((s) => s.stepId)).toEqual(['update-loseCard', 'shows-loseCard']);
    expect(card.steps[1]!.successCriteria.at(-1)).toEqual({ condition: '$response.body#/map/state == "lost"' });
  });

  it('skips a resource nothing writes, saying so, and lists it in the document', async () => {
    const derived = await derive();
    expect(derived.skipped).toEqual([{ resource: 'news', reason: 'no create or update changes it' }]);
    const document = workflowDocument(derived, ['fixture'], (service) => `../${service}/openapi.yaml`);
    expect(document.sourceDescriptions).toEqual([{ name: 'fixture', url: '../fixture/openapi.yaml', type: 'openapi' }]);
    expect(document.info.description).toContain('news (no create or update changes it)');
  });
});

describe('the generated workflows file', () => {
  it('is checked for drift: a stale copy fails `gen-workflows --check` with a hint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    const stale = join(dir, 'state.arazzo.yaml');
    try {
      writeFileSync(stale, readFileSync(GENERATED, 'utf8').replace('addresses-crud', 'addresses-old'));
      const run = spawnSync(process.execPath, [GEN, '--check', '--out', stale], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toMatch(/is stale: the x-state declarations changed\. Run `npm run gen`/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
