// npm run docs: a static API reference of the seven documents for backend teams,
// written to api-reference/ (an index and one self-contained page per service).
// Plain HTML and CSS, no script and nothing fetched: it reads the same offline.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleAll } from './bundle.mjs';
import { ROOT, listApis, operationsOf, readBundled } from './lib/contract.mjs';
import { enumOptions } from './lib/enum-labels.mjs';
import { operationBehavioursOf } from './lib/operation-behaviour.mjs';

const OUT = join(ROOT, 'api-reference');

const escape = (value) => String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const anchor = (operationId) => `op-${operationId}`;

function resolve(doc, node) {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((n, key) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current ?? {};
}

function refName(node) {
  return typeof node?.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
}

function typeLabel(doc, node) {
  const schema = resolve(doc, node);
  const name = refName(node);
  if (schema.type === 'array') return `${typeLabel(doc, schema.items)}[]`;
  const base = schema.type ?? (schema.properties ? 'object' : 'any');
  return name && base === 'object' ? name : schema.format ? `${base} (${schema.format})` : base;
}

function constraints(schema) {
  const parts = [];
  if (schema.enum) {
    // `npm run gen` has checked the labels; the enum's own values are the fallback.
    const options = schema['x-enum-labels'] ? enumOptions('reference pages', 'enum', schema) : schema.enum.map((value) => ({ value }));
    parts.push(`取值：${options.map(({ value, label }) => `<code>${escape(value)}</code>${label ? ` ${escape(label)}` : ''}`).join('、')}`);
  }
  for (const [key, label] of [
    ['minLength', '最短'],
    ['maxLength', '最长'],
    ['minimum', '最小'],
    ['maximum', '最大'],
    ['pattern', '格式'],
  ]) {
    if (schema[key] !== undefined) parts.push(`${label} <code>${escape(schema[key])}</code>`);
  }
  return parts.join('；');
}

/** Rows of a property table, nested objects and arrays of objects indented below their field. */
function propertyRows(doc, node, depth = 0, seen = new Set()) {
  const schema = resolve(doc, node);
  const target = schema.type === 'array' ? resolve(doc, schema.items) : schema;
  const name = refName(node) ?? refName(schema.items);
  if (!target.properties || (name && seen.has(name))) return '';
  const nextSeen = new Set(seen);
  if (name) nextSeen.add(name);
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties)
    .map(([field, child]) => {
      const resolved = resolve(doc, child);
      const description =
        resolved.title && resolved.description
          ? `${resolved.title}：${resolved.description}`
          : (resolved.description ?? resolved.title ?? '');
      return `<tr><td style="padding-left:${0.6 + depth * 1.2}rem"><code>${escape(field)}</code>${required.has(field) ? ' <span class="req">必填</span>' : ''}</td><td>${escape(typeLabel(doc, child))}</td><td>${escape(description)}${constraints(resolved) ? `<div class="c">${constraints(resolved)}</div>` : ''}</td></tr>${propertyRows(doc, child, depth + 1, nextSeen)}`;
    })
    .join('');
}

function schemaTable(doc, schema) {
  const rows = propertyRows(doc, schema);
  if (!rows) return `<p>类型：<code>${escape(typeLabel(doc, schema))}</code></p>`;
  return `<table><thead><tr><th>字段</th><th>类型</th><th>说明</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function examplesOf(doc, media) {
  if ('example' in media) return [['示例', media.example]];
  return Object.entries(media.examples ?? {}).map(([name, ex]) => {
    const example = resolve(doc, ex);
    return [example.summary ? `${name}：${example.summary}` : name, example.value];
  });
}

function examplesBlock(doc, media) {
  return examplesOf(doc, media)
    .map(
      ([name, value], i) =>
        `<details${i === 0 ? ' open' : ''}><summary>${escape(name)}</summary><pre>${escape(typeof value === 'string' ? value : JSON.stringify(value, null, 2))}</pre></details>`,
    )
    .join('');
}

const AUTH_BADGES = { none: '不带令牌', optional: '令牌可选', required: '须登录' };
const SM4_BADGES = { request: '请求', response: '响应', both: '请求与响应' };

function behaviourBadges(behaviour) {
  const badges = [AUTH_BADGES[behaviour.auth]];
  if (behaviour.appId) badges.push('App-Id');
  if (behaviour.timestamp) badges.push('Timestamp');
  if (behaviour.channelMarker) badges.push('Channel-Marker');
  if (behaviour.sm4 !== 'none') badges.push(`SM4 加密：${SM4_BADGES[behaviour.sm4]}`);
  if (behaviour.polling) badges.push('轮询');
  if (behaviour.queryForm) badges.push('查询表单');
  return badges.map((b) => `<span class="badge">${escape(b)}</span>`).join('');
}

function operationSection(service, doc, { path, method, operation, behaviour }) {
  const parameters = (operation.parameters ?? []).map((p) => resolve(doc, p));
  const body = operation.requestBody ? resolve(doc, operation.requestBody) : undefined;
  const bodyMedia = body?.content?.['application/json'];
  const responses = Object.entries(operation.responses ?? {}).map(([code, response]) => {
    const resolved = resolve(doc, response);
    const [type, media] = Object.entries(resolved.content ?? {})[0] ?? [];
    const headers = Object.entries(resolved.headers ?? {})
      .map(([name, header]) => `<p>响应头 <code>${escape(name)}</code>：${escape(resolve(doc, header).description ?? '')}</p>`)
      .join('');
    return `<h4>${escape(code)} <small>${escape(resolved.description ?? '')}${type ? ` · ${escape(type)}` : ''}</small></h4>${headers}${media ? schemaTable(doc, media.schema) + examplesBlock(doc, media) : ''}`;
  });
  return `<section id="${anchor(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api/${escape(service)}${escape(path)}</code></h3>
<p class="summary">${escape(operation.summary ?? '')} <small><code>${escape(operation.operationId)}</code></small></p>
<p>${behaviourBadges(behaviour)}</p>
${operation.description ? `<p class="desc">${escape(operation.description).replace(/\n/g, '<br>')}</p>` : ''}
${parameters.length ? `<h4>参数</h4><table><thead><tr><th>名称</th><th>位置</th><th>说明</th><th>示例</th></tr></thead><tbody>${parameters.map((p) => `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="req">必填</span>' : ''}</td><td>${escape(p.in)}</td><td>${escape(p.description ?? '')}</td><td><code>${escape(p.example ?? p.schema?.example ?? '')}</code></td></tr>`).join('')}</tbody></table>` : ''}
${bodyMedia ? `<h4>请求体 <small>application/json</small></h4>${schemaTable(doc, bodyMedia.schema)}${examplesBlock(doc, bodyMedia)}` : ''}
<h4>响应</h4>${responses.join('')}
</section>`;
}

const STYLE = `body{font:14px/1.6 system-ui,"Noto Sans CJK SC","Microsoft YaHei",sans-serif;margin:0;color:#1f2933}
nav{position:fixed;top:0;bottom:0;left:0;width:19rem;overflow:auto;background:#f4f6fa;border-right:1px solid #dde3ec;padding:1rem}
nav a{display:block;color:#1d4f91;text-decoration:none;padding:.1rem 0;font-size:13px}nav h2{font-size:14px;margin:1rem 0 .3rem}
main{margin-left:21rem;padding:1rem 2rem;max-width:72rem}section{border-top:1px solid #dde3ec;padding:1rem 0}
table{border-collapse:collapse;width:100%;margin:.4rem 0}td,th{border:1px solid #dde3ec;padding:.3rem .6rem;text-align:left;vertical-align:top}th{background:#f4f6fa}
pre{background:#0f1b2d;color:#e6edf7;padding:.8rem;overflow:auto;border-radius:4px}code{font-family:ui-monospace,Menlo,monospace}
.method{display:inline-block;min-width:3.5rem;text-align:center;color:#fff;border-radius:3px;padding:0 .4rem;font-size:12px}.post{background:#1d7f4e}.get{background:#1d4f91}
.badge{display:inline-block;background:#e8eef8;color:#1d4f91;border-radius:10px;padding:0 .6rem;margin-right:.3rem;font-size:12px}
.req{color:#b42318;font-size:12px}.c{color:#52606d;font-size:12px}.summary{font-size:16px;font-weight:600}.desc{color:#3e4c59}`;

function servicePage(service, doc) {
  const operations = [...operationBehavioursOf(service, doc)];
  const byTag = new Map((doc.tags ?? []).map((tag) => [tag.name, []]));
  for (const op of operations) {
    const tag = op.operation.tags?.[0] ?? '其他';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push(op);
  }
  const descriptions = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
  const nav = [...byTag]
    .map(
      ([tag, ops]) =>
        `<h2>${escape(tag)}</h2>${ops.map((op) => `<a href="#${anchor(op.operation.operationId)}">${escape(op.operation.summary ?? op.path)}</a>`).join('')}`,
    )
    .join('');
  const body = [...byTag]
    .map(
      ([tag, ops]) =>
        `<h2>${escape(tag)}</h2><p>${escape(descriptions.get(tag) ?? '')}</p>${ops.map((op) => operationSection(service, doc, op)).join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(doc.info.title)} · 接口文档</title><style>${STYLE}</style></head>
<body><nav><a href="index.html">← 全部服务</a><h2>${escape(doc.info.title)}</h2>${nav}</nav>
<main><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description ?? '').replace(/\n/g, '<br>')}</p>${body}</main></body></html>\n`;
}

await bundleAll({ ifStale: true });
mkdirSync(OUT, { recursive: true });
const docs = readBundled();
const entries = listApis().map(({ service }) => {
  const doc = docs[service];
  writeFileSync(join(OUT, `${service}.html`), servicePage(service, doc));
  return { service, title: doc.info.title, summary: doc.info.description.split('\n')[0], count: [...operationsOf(doc)].length };
});
const rows = entries
  .map(
    (e) =>
      `<tr><td><a href="${e.service}.html">${escape(e.title)}</a></td><td><code>/api/${e.service}</code></td><td>${e.count}</td><td>${escape(e.summary)}</td></tr>`,
  )
  .join('\n');
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>省人社网上服务门户 · 接口文档</title><style>${STYLE}main{margin:0 auto}</style></head>
<body><main><h1>省人社网上服务门户 · 接口文档</h1>
<p>七个服务的 OpenAPI 3.0.3 文档。线上路径为 <code>/api/&lt;服务&gt;/&lt;路径&gt;</code>（Zuul 网关之后为 <code>/zuul/api</code>）；所有 JSON 返回为统一结构 <code>{appcode, msg, map}</code>，appcode "0" 为成功。标签说明：须登录 / 令牌可选 / 不带令牌（Access-Token 请求头）、App-Id、Timestamp、Channel-Marker（请求头）、SM4 加密（国密信封，见仓库 docs/contract.md）、轮询（不显示加载提示）。</p>
<table><thead><tr><th>服务</th><th>前缀</th><th>接口数</th><th>说明</th></tr></thead><tbody>
${rows}
</tbody></table></main></body></html>\n`,
);
console.log(
  `API reference: ${entries.reduce((n, e) => n + e.count, 0)} operations in ${entries.length} services → api-reference/index.html`,
);
