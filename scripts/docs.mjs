// npm run docs: a static API reference of the seven documents for backend teams,
// written to api-reference/ (one prerendered page per service and an index).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { ROOT, listApis, operationsOf } from './lib/contract.mjs';
import { bundleAll } from './bundle.mjs';

const OUT = join(ROOT, 'api-reference');
const redocly = join(ROOT, 'node_modules/.bin/redocly');

await bundleAll({ ifStale: true });
mkdirSync(OUT, { recursive: true });
const entries = [];
for (const api of listApis()) {
  const output = join(OUT, `${api.service}.html`);
  execFileSync(redocly, ['build-docs', api.distFile, '--output', output], { stdio: ['ignore', 'ignore', 'inherit'] });
  const doc = YAML.parse(readFileSync(api.distFile, 'utf8'));
  const count = [...operationsOf(doc)].length;
  entries.push({ service: api.service, title: doc.info.title, description: doc.info.description.split('\n')[0], count });
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const rows = entries
  .map((e) => `<tr><td><a href="${e.service}.html">${escape(e.title)}</a></td><td><code>/api/${e.service}</code></td><td>${e.count}</td><td>${escape(e.description)}</td></tr>`)
  .join('\n');
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>省人社门户接口文档</title>
<style>body{font:15px/1.6 system-ui,"Noto Sans CJK SC",sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccd;padding:.4rem .6rem;text-align:left}th{background:#f2f5fa}</style></head>
<body><h1>省人社网上服务门户 · 接口文档</h1>
<p>七个服务的 OpenAPI 3.0.3 文档。线上路径为 <code>/api/&lt;服务&gt;/&lt;路径&gt;</code>（Zuul 网关之后为 <code>/zuul/api</code>）；统一返回结构、行为扩展与加密信封见仓库 docs/contract.md。</p>
<table><thead><tr><th>服务</th><th>前缀</th><th>接口数</th><th>说明</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>\n`,
);
console.log(`API reference: ${entries.reduce((n, e) => n + e.count, 0)} operations in ${entries.length} services → api-reference/index.html`);
