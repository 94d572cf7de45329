// Writes the one query page's table of forms from the contract: every
// business-center operation with `x-query-form: true` becomes a QueryFormSpec
// (title, user kind, form fields, result columns, typed call) in
// src/features/item/services/benefits/generated/query-forms.ts (with a light
// index of titles in query-form-index.ts). The rules the
// flag promises (docs/contract-query-form.md) are checked on the way: a
// property without a title or a shape the page cannot show stops the run.
// `--check` writes nothing and exits 1 when the file is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, bundleApi, listApis } from './lib/contract.mjs';
import { enumOptions } from './lib/enum-labels.mjs';
import { operationBehavioursOf } from './lib/operation-behaviour.mjs';

const GENERATED_DIR = join(ROOT, 'src/features/item/services/benefits/generated');
export const OUTPUTS = {
  forms: join(GENERATED_DIR, 'query-forms.ts'),
  index: join(GENERATED_DIR, 'query-form-index.ts'),
};
const SERVICE = 'business-center';
const PAGING = ['pageNum', 'pageSize'];
const USER_KINDS = { '（个人）': 'person', '（单位）': 'unit' };
const MONTH = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const YEAR = '^(19|20)[0-9]{2}$';
const AREA_CODE = '^[0-9]{6}$';
const CHECKED_CODES = { SocialCreditCode: 'creditCode', IdCardNo: 'idCard' };

/** Follows local `$ref`s of the bundled document. */
function resolverOf(doc) {
  return function resolve(schema) {
    let current = schema;
    while (current?.$ref) {
      if (!current.$ref.startsWith('#/')) throw new Error(`only local references are expected, got ${current.$ref}`);
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
    }
    return current;
  };
}

/** `SocialCreditCode` for `allOf: [{$ref: …/SocialCreditCode}]`, else undefined. */
function checkedCodeOf(schema) {
  const ref = schema.allOf?.length === 1 ? schema.allOf[0].$ref : undefined;
  const name = ref?.split('/').pop();
  return name && CHECKED_CODES[name];
}

function titled(where, name, property) {
  if (typeof property.title !== 'string' || property.title.trim() === '') throw new Error(`${where}: property ${name} has no title`);
  if (typeof property.description !== 'string' || property.description.trim() === '')
    throw new Error(`${where}: property ${name} has no description`);
}

function fieldOf(where, name, raw, resolve, required) {
  const property = { ...resolve(raw), ...(raw.$ref ? {} : raw) };
  titled(where, name, property);
  const field = { name, label: property.title, help: property.description.trim(), required };
  const checked = checkedCodeOf(property);
  if (checked) return { ...field, kind: checked };
  if (property.enum) return { ...field, kind: 'select', options: enumOptions(where, name, property) };
  if (property.type === 'integer' || property.type === 'number') {
    return {
      ...field,
      kind: property.type,
      ...(property.minimum !== undefined ? { minimum: property.minimum } : {}),
      ...(property.maximum !== undefined ? { maximum: property.maximum } : {}),
    };
  }
  if (property.type !== 'string') throw new Error(`${where}: ${name} has a type the query page cannot ask for (${property.type})`);
  if (property.format === 'date') return { ...field, kind: 'date' };
  if (property.pattern === MONTH) return { ...field, kind: 'month' };
  if (property.pattern === YEAR) return { ...field, kind: 'year' };
  if (property.pattern === AREA_CODE) return { ...field, kind: 'area' };
  return {
    ...field,
    kind: 'text',
    ...(property.minLength !== undefined ? { minLength: property.minLength } : {}),
    ...(property.maxLength !== undefined ? { maxLength: property.maxLength } : {}),
    ...(property.pattern !== undefined ? { pattern: property.pattern } : {}),
  };
}

function columnOf(where, key, raw, resolve) {
  const property = { ...resolve(raw), ...(raw.$ref ? {} : raw) };
  titled(where, key, property);
  const column = { key, title: property.title };
  if (checkedCodeOf(property)) return { ...column, kind: 'text' };
  if (property.enum) {
    const labels = Object.fromEntries(enumOptions(where, key, property).map(({ value, label }) => [value, label]));
    return { ...column, kind: 'enum', labels };
  }
  if (property.type === 'integer') return { ...column, kind: 'integer' };
  if (property.type === 'number') return { ...column, kind: property.maximum === 1 ? 'ratio' : 'decimal' };
  if (property.type === 'boolean') throw new Error(`${where}: ${key} is a boolean; the query page shows only the documented shapes`);
  if (property.format === 'date') return { ...column, kind: 'date' };
  if (property.format === 'uri') return { ...column, kind: 'link' };
  if (property.pattern === MONTH) return { ...column, kind: 'month' };
  if (property.pattern === YEAR) return { ...column, kind: 'year' };
  return { ...column, kind: 'text' };
}

function userKindOf(where, summary) {
  const suffix = Object.keys(USER_KINDS).find((ending) => summary?.endsWith(ending));
  if (!suffix) throw new Error(`${where}: the summary must end with （个人） or （单位）`);
  return { title: summary.slice(0, -suffix.length), userKind: USER_KINDS[suffix] };
}

/** The forms of every x-query-form operation of a bundled document, in document order. */
export function queryFormsOf(doc) {
  const resolve = resolverOf(doc);
  const forms = [];
  for (const { path, method, operation, behaviour } of operationBehavioursOf(SERVICE, doc)) {
    if (!behaviour.queryForm) continue;
    const where = `${method.toUpperCase()} ${path}`;
    if (method !== 'post') throw new Error(`${where}: a query form is a POST operation`);
    const request = resolve(operation.requestBody?.content?.['application/json']?.schema);
    const answer = resolve(operation.responses?.['200']?.content?.['application/json']?.schema);
    const map = resolve(answer?.properties?.map);
    const list = resolve(map?.properties?.list);
    const row = resolve(list?.items);
    if (!request?.properties || !row?.properties) throw new Error(`${where}: needs a request object and a map.list of objects`);
    for (const paging of PAGING) {
      if (!request.properties[paging] || !request.required?.includes(paging))
        throw new Error(`${where}: ${paging} must be a required request property`);
    }
    for (const paged of ['total', 'pageNum', 'pageSize']) {
      if (!map.properties[paged]) throw new Error(`${where}: the answer map must be paged (${paged} missing)`);
    }
    const required = new Set(request.required);
    forms.push({
      operationId: operation.operationId,
      path,
      ...userKindOf(where, operation.summary),
      description: (operation.description ?? '').trim().split('\n')[0],
      fields: Object.entries(request.properties)
        .filter(([name]) => !PAGING.includes(name))
        .map(([name, property]) => fieldOf(where, name, property, resolve, required.has(name))),
      columns: Object.entries(row.properties).map(([key, property]) => columnOf(where, key, property, resolve)),
    });
  }
  return forms;
}

const HEADER = `// Generated by scripts/gen-query-forms.mjs from the business-center contract (x-query-form) — do not edit.
// Run \`node scripts/gen-query-forms.mjs\` after changing a query; \`--check\` tells whether this file is current.
import { api } from '../../../../../api';
import type { paths } from '../../../../../api/generated/business-center';
import type { QueryFormSpec } from '../jycy/spec';

type RequestOf<Path extends keyof paths> = paths[Path] extends { post: { requestBody: { content: { 'application/json': infer Body } } } } ? Body : never;
`;

/** The TypeScript module for a list of forms: one line per field and per column. */
export function renderQueryForms(forms) {
  const list = (items) => `[\n${items.map((item) => `      ${JSON.stringify(item)},\n`).join('')}    ]`;
  const entries = forms.map(({ fields, columns, ...form }) => {
    const path = JSON.stringify(form.path);
    const head = Object.entries(form)
      .map(([key, value]) => `    ${key}: ${JSON.stringify(value)},\n`)
      .join('');
    return `  ${form.operationId}: {\n${head}    fields: ${list(fields)},\n    columns: ${list(columns)},\n    call: (body) => api.businessCenter.POST(${path}, { body: body as RequestOf<${path}> }),\n  },\n`;
  });
  return `${HEADER}
/** Every x-query-form operation of business-center, by operationId, in document order. */
export const QUERY_FORMS: Readonly<Record<string, QueryFormSpec>> = {
${entries.join('')}};
`;
}

/** The light index the function table reads (title and user kind), without fields, columns or calls. */
export function renderQueryFormIndex(forms) {
  return `// Generated by scripts/gen-query-forms.mjs from the business-center contract (x-query-form) — do not edit.

/** Title and user kind of every x-query-form operation, by operationId. */
export const QUERY_FORM_INDEX = {
${forms.map(({ operationId, title, userKind }) => `  ${operationId}: ${JSON.stringify({ title, userKind })},\n`).join('')}} as const satisfies Record<string, { title: string; userKind: 'person' | 'unit' }>;

export type QueryFormId = keyof typeof QUERY_FORM_INDEX;
`;
}

async function main() {
  const api = listApis().find(({ service }) => service === SERVICE);
  if (!api) throw new Error(`redocly.yaml lists no ${SERVICE} document`);
  const doc = await bundleApi(api);
  const forms = queryFormsOf(doc);
  const contents = new Map([
    [OUTPUTS.forms, renderQueryForms(forms)],
    [OUTPUTS.index, renderQueryFormIndex(forms)],
  ]);
  const stale = [...contents]
    .filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content)
    .map(([file]) => file);
  const names = (files) => files.map((file) => relative(ROOT, file)).join(', ');
  if (process.argv.includes('--check')) {
    if (stale.length > 0) {
      console.error(`stale: ${names(stale)}; run \`node scripts/gen-query-forms.mjs\``);
      process.exit(1);
    }
    console.log(`current: ${names([...contents.keys()])}`);
    return;
  }
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const file of stale) writeFileSync(file, contents.get(file));
  console.log(`wrote ${names([...contents.keys()])}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
