// The planted defects of `npm run contract -- --self-test`: one defect class
// each, planted by the proxy of planting-proxy.ts in front of the correct mock
// gateway. Each names where it is planted (operation and field), so the
// self-test can say whether the contract run named it. The rules a defect breaks
// (limit, default, order, ownership) are the x-state declarations' own; which
// resources forget their writes comes from the workflows of phase 3.
import { deref, type Json, type JsonObject } from '../contract-model';
import { exampleRequestOf, type ContractIndex, type ContractOperation } from '../dredd/operations';
import { resolvedSchema } from '../negatives/cases';
import type { PhaseName } from '../phases';
import { parseOperationRef } from '../workflows/arazzo';
import { loadWorkflows } from '../workflows/phase';
import type { Forward, Plant, PlantedAnswer, PlantedCall } from './planting-proxy';

export interface Defect {
  readonly id: string;
  /** The defect in words. */
  readonly what: string;
  /** Where it is planted: the operations whose calls it changes (their sealed bodies are opened), and the field. */
  readonly operations: readonly ContractOperation[];
  readonly field: string;
  /** Where it is planted, in words, when not the operations' names. */
  readonly where?: string;
  /** Where else a failure may name it: the operations whose answers show it (a read after a forgotten write). */
  readonly shownBy?: readonly ContractOperation[];
  /** The phases run against it: those that send what it needs to show (default: all). */
  readonly phases?: readonly PhaseName[];
  readonly plant: Plant;
}

/** The correct mock gateway behind the proxy, unchanged: every phase must pass. */
export const NO_DEFECT: Plant = (call, forward) => forward(call);

/** Phases that read after a write: the only ones that can notice a forgotten write. */
const READ_AFTER_WRITE: readonly PhaseName[] = ['workflows', 'authorization'];

const WRITES = new Set(['create', 'update', 'delete']);
const succeeded = (answer: PlantedAnswer) => answer.status === 200 && answer.json?.appcode === '0';
const refusedByCode = (answer: PlantedAnswer) =>
  answer.status === 200 && typeof answer.json?.appcode === 'string' && answer.json.appcode !== '0';
const listOf = (answer: PlantedAnswer): JsonObject[] | undefined => {
  const list = (answer.json?.map as JsonObject | undefined)?.list;
  return Array.isArray(list) ? (list as JsonObject[]) : undefined;
};

/** The call as the operation's documented example sends it: its path, header parameters and body, with the caller's token and sandbox. */
function exampleCallOf(call: PlantedCall, prefix: string): PlantedCall {
  const operation = call.operation!;
  const example = exampleRequestOf(operation);
  const replaced = new Set(['content-type', 'accept', ...Object.keys(example.headers).map((name) => name.toLowerCase())]);
  const headers = Object.fromEntries(Object.entries(call.headers).filter(([name]) => !replaced.has(name.toLowerCase())));
  return {
    ...call,
    url: `${prefix}/${operation.service}${example.path}`,
    headers: { ...headers, ...example.headers, accept: 'application/json', 'content-type': 'application/json' },
    body: Buffer.from(example.body || '{}', 'utf8'),
    sealed: operation.sm4 !== 'none',
  };
}

/** The successful answers of a list operation, changed by `change` (which may change the list in place). */
function changingList(list: ContractOperation, change: (items: JsonObject[], call: PlantedCall) => void): Plant {
  return async (call, forward) => {
    const answer = await forward(call);
    const items = call.operation === list && succeeded(answer) ? listOf(answer) : undefined;
    if (items) change(items, call);
    return answer;
  };
}

/** Answers the operation's calls as `forward` does, then `change` the successful answer's map. */
function changingMap(operation: ContractOperation, change: (map: JsonObject) => void): Plant {
  return async (call, forward) => {
    const answer = await forward(call);
    if (call.operation === operation && succeeded(answer)) change(answer.json!.map as JsonObject);
    return answer;
  };
}

/** The x-state resources the workflows of phase 3 write, each with its operations. */
function writtenResources(index: ContractIndex): Map<string, ContractOperation[]> {
  const written = new Set<string>();
  for (const workflow of loadWorkflows())
    for (const step of workflow.steps) {
      const { service, operationId } = parseOperationRef(step.operationId);
      const operation = index.operations.find((op) => op.service === service && op.operationId === operationId);
      if (operation?.state && WRITES.has(operation.state.action)) written.add(operation.state.resource);
    }
  const resources = new Map<string, ContractOperation[]>();
  for (const operation of index.operations) {
    const resource = operation.state?.resource;
    if (resource !== undefined && written.has(resource)) resources.set(resource, [...(resources.get(resource) ?? []), operation]);
  }
  return resources;
}

function operationNamed(index: ContractIndex, operationId: string): ContractOperation {
  const operation = index.operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`self-test: the contract has no operation ${operationId}, where a defect is planted`);
  return operation;
}

/** The first array field of the operation's JSON request body that declares maxItems, and that bound. */
function boundedArrayOf(operation: ContractOperation): { field: string; maxItems: number } {
  const requestBody = deref(operation.doc, (operation.raw.requestBody ?? {}) as Json) as JsonObject;
  const media = ((requestBody.content ?? {}) as JsonObject)['application/json'] as JsonObject | undefined;
  const properties = (resolvedSchema(operation.doc, media?.schema).properties ?? {}) as JsonObject;
  for (const [field, schema] of Object.entries(properties)) {
    const { maxItems } = resolvedSchema(operation.doc, schema);
    if (typeof maxItems === 'number') return { field, maxItems };
  }
  throw new Error(`self-test: ${operation.operationId} has no request array with maxItems, where a defect is planted`);
}

/** The first query parameter of the operation that declares maxLength, and that bound. */
function boundedQueryOf(operation: ContractOperation): { name: string; maxLength: number; example: string } {
  for (const reference of (operation.raw.parameters ?? []) as Json[]) {
    const parameter = deref(operation.doc, reference) as JsonObject;
    const { maxLength } = resolvedSchema(operation.doc, parameter.schema);
    if (parameter.in === 'query' && typeof maxLength === 'number' && typeof parameter.example === 'string')
      return { name: String(parameter.name), maxLength, example: parameter.example };
  }
  throw new Error(`self-test: ${operation.operationId} has no query parameter with maxLength, where a defect is planted`);
}

/** The list of a resource that declares the rule, and the resource's create. */
function ruledList(index: ContractIndex, rule: 'max' | 'default' | 'first') {
  const list = index.operations.find((op) => op.state?.action === 'list' && op.state[rule] !== undefined && op.state.scope === 'user');
  const create = list && index.operations.find((op) => op.state?.resource === list.state!.resource && op.state.action === 'create');
  if (!list || !create) throw new Error(`self-test: no owned list declares the rule ${rule}`);
  return { list, create, rules: list.state! };
}

export function defectsOf(index: ContractIndex, prefix = '/api'): Defect[] {
  const personInfo = operationNamed(index, 'getPersonInfo');
  const addresses = operationNamed(index, 'findUserAddressList');
  const addAddress = operationNamed(index, 'addUserAddress');
  const updateAddress = operationNamed(index, 'updateUserAddress');
  const favourites = operationNamed(index, 'listFunctionCollections');
  const materials = operationNamed(index, 'queryUserMaterials');
  const readMessages = operationNamed(index, 'readUserMessages');
  const readAll = boundedArrayOf(readMessages);
  const materialFile = operationNamed(index, 'downloadMaterialFile');
  const fileQuery = boundedQueryOf(materialFile);
  const logout = index.operations.find((op) => op.endsSession && op.persona === 'person')!;
  const limited = ruledList(index, 'max');
  const defaulted = ruledList(index, 'default');
  const ordered = ruledList(index, 'first');
  const newestFirst = index.operations.find((op) => op.state?.action === 'list' && op.state.newestFirst?.startsWith('$') === false);
  if (!newestFirst) throw new Error('self-test: no list declares newestFirst');

  /** Items created past the limit and listed anyway, by sandbox (emptied with it). */
  const overLimit = new Map<string, JsonObject[]>();
  const caller = (call: PlantedCall) => call.headers['x-mock-sandbox'] ?? '';

  const defects: Defect[] = [
    {
      id: 'accepts-invalid-input',
      what: 'answers success to a request the contract refuses (422, 400, 415), as to its documented example',
      operations: [addAddress],
      field: 'the request',
      plant: async (call, forward) => {
        const answer = await forward(call);
        if (call.operation !== addAddress || ![400, 415, 422].includes(answer.status)) return answer;
        return forward(exampleCallOf(call, prefix), 'forgetting');
      },
    },
    {
      id: 'ignores-max-items',
      what: `takes a request array over its maxItems, cut to its first ${readAll.maxItems} items, as valid`,
      operations: [readMessages],
      field: `${readAll.field}: maxItems ${readAll.maxItems}`,
      plant: async (call, forward) => {
        if (call.operation !== readMessages || call.body === undefined) return forward(call);
        let body: JsonObject;
        try {
          body = JSON.parse(call.body.toString('utf8')) as JsonObject;
        } catch {
          return forward(call);
        }
        const items = body[readAll.field];
        if (!Array.isArray(items) || items.length <= readAll.maxItems) return forward(call);
        // The cut list names messages the caller may not have: the forgetting gateway answers the write with its success.
        const cut = JSON.stringify({ ...body, [readAll.field]: items.slice(0, readAll.maxItems) });
        return forward({ ...call, body: Buffer.from(cut, 'utf8') }, 'forgetting');
      },
    },
    {
      id: 'accepts-out-of-range-query',
      what: `answers a query parameter ${fileQuery.name} beyond its maxLength ${fileQuery.maxLength} as its documented example`,
      operations: [materialFile],
      field: `query parameter ${fileQuery.name}: maxLength ${fileQuery.maxLength}`,
      // As the documented example, not cut to the limit: the cut value names no file of the caller,
      // and the gateway's refusal of an unknown file would hide the defect.
      plant: (call, forward) => {
        if (call.operation !== materialFile) return forward(call);
        const url = new URL(call.url, 'http://planted');
        const value = url.searchParams.get(fileQuery.name);
        if (value === null || value.length <= fileQuery.maxLength) return forward(call);
        url.searchParams.set(fileQuery.name, fileQuery.example);
        return forward({ ...call, url: `${url.pathname}${url.search}` });
      },
    },
    {
      id: 'refuses-own-list',
      what: 'refuses every caller its own list with a business code',
      operations: [addresses],
      field: 'appcode',
      plant: async (call, forward) =>
        call.operation === addresses
          ? {
              status: 200,
              headers: { 'content-type': 'application/json' },
              json: { appcode: '04030001', msg: '无权查看', map: {} },
              bytes: Buffer.alloc(0),
            }
          : forward(call),
    },
    {
      id: 'wrong-type',
      what: 'answers a number where the contract says string',
      operations: [personInfo],
      field: '/map/personInfo/name',
      plant: changingMap(personInfo, (map) => {
        (map.personInfo as JsonObject).name = 1;
      }),
    },
    {
      id: 'missing-field',
      what: 'leaves a required field out of every listed item',
      operations: [addresses],
      field: '/map/list/*/receiverName',
      plant: changingList(addresses, (items) => items.forEach((item) => delete item.receiverName)),
    },
    {
      id: 'extra-field',
      what: 'adds a field the contract does not document, where additionalProperties is false',
      operations: [favourites],
      field: '/map/cacheNode',
      plant: changingMap(favourites, (map) => {
        map.cacheNode = 'node-3';
      }),
    },
    {
      id: 'ignores-limit',
      what: `accepts a create past the list's declared max (${limited.rules.max}) and lists the item`,
      operations: [limited.create, limited.list],
      field: `max ${limited.rules.max}`,
      plant: async (call, forward) => {
        if (call.url.endsWith('/__mock/reset')) overLimit.delete(caller(call));
        const answer = await forward(call);
        if (call.operation === limited.create && refusedByCode(answer)) {
          const accepted = await forward(call, 'forgetting');
          overLimit.set(caller(call), [...(overLimit.get(caller(call)) ?? []), (accepted.json?.map as JsonObject | undefined) ?? {}]);
          return accepted;
        }
        const items = call.operation === limited.list && succeeded(answer) ? listOf(answer) : undefined;
        const key = limited.rules.key!;
        for (const [n, created] of (overLimit.get(caller(call)) ?? []).entries())
          if (items && items.length > 0) items.push({ ...items[items.length - 1], [key]: `${String(created[key] ?? 'X')}${n}` });
        return answer;
      },
    },
    {
      id: 'ignores-ownership',
      what: 'updates an item the caller does not own (an unknown key) with success',
      operations: [updateAddress],
      field: updateAddress.state?.key ?? 'key',
      plant: async (call, forward) => {
        const answer = await forward(call);
        return call.operation === updateAddress && refusedByCode(answer) ? forward(call, 'forgetting') : answer;
      },
    },
    {
      id: 'keeps-token-at-logout',
      what: 'answers the logout with success and keeps the token valid',
      operations: [logout],
      field: 'Access-Token',
      // Any call with the spent token shows it.
      shownBy: index.operations.filter((op) => op.auth === 'required' && op.persona === logout.persona),
      plant: (call, forward) => forward(call, call.operation === logout ? 'forgetting' : 'remembering'),
    },
    {
      id: 'accepts-empty-header',
      what: 'takes a header parameter sent empty as if it were absent',
      operations: [addresses],
      field: 'header Channel-Type',
      plant: (call, forward) =>
        forward(
          call.operation === addresses
            ? { ...call, headers: Object.fromEntries(Object.entries(call.headers).filter(([, value]) => value.trim() !== '')) }
            : call,
        ),
    },
    {
      id: 'fails-on-valid-input',
      what: 'answers 500 when the valid request holds the optional filter materialType',
      operations: [materials],
      field: '/materialType',
      plant: async (call, forward) => {
        if (call.operation === materials && call.body !== undefined && /"materialType"\s*:/.test(call.body.toString('utf8')))
          return {
            status: 500,
            headers: { 'content-type': 'application/json' },
            json: { appcode: '500', msg: '系统繁忙', map: {} },
            bytes: Buffer.alloc(0),
          };
        return forward(call);
      },
    },
    {
      id: 'default-not-first',
      what: `lists the items with ${JSON.stringify(ordered.rules.first)} last instead of first`,
      operations: [ordered.list],
      field: Object.keys(ordered.rules.first ?? {}).join(', '),
      plant: changingList(ordered.list, (items) => items.reverse()),
    },
    {
      id: 'newest-not-first',
      what: `lists the oldest ${newestFirst.state!.resource} first (the list declares newest first by ${newestFirst.state!.newestFirst})`,
      operations: [newestFirst],
      field: String(newestFirst.state!.newestFirst),
      plant: changingList(newestFirst, (items) => items.reverse()),
    },
    {
      id: 'two-defaults',
      what: `marks two items ${defaulted.rules.default} true`,
      operations: [defaulted.list],
      field: String(defaulted.rules.default),
      plant: changingList(defaulted.list, (items) => items.slice(0, 2).forEach((item) => (item[defaulted.rules.default!] = true))),
    },
  ];
  for (const [resource, operations] of writtenResources(index)) {
    const writes = operations.filter((op) => WRITES.has(op.state!.action));
    defects.push({
      id: `forgets-writes:${resource}`,
      what: `answers every write of ${resource} with success and keeps nothing`,
      operations: writes,
      where: `the writes of ${resource}`,
      field: writes.map((op) => op.operationId).join(', '),
      shownBy: operations,
      phases: READ_AFTER_WRITE,
      plant: (call, forward: Forward) => forward(call, call.operation && writes.includes(call.operation) ? 'forgetting' : 'remembering'),
    });
  }
  return defects;
}
