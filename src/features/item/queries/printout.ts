// The printed form of a query result (spec §9): a self-contained document for
// the shell's print frame. It is built with DOM nodes and text, so whatever a
// result holds is printed as text, never as markup.
import dayjs from 'dayjs';
import { PORTAL_NAME } from '../../../config/app';

export interface TextTable {
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

export interface PrintSection {
  readonly heading?: string;
  readonly table: TextTable;
}

export interface Printout {
  readonly title: string;
  /** "label：value" lines of what was asked. */
  readonly conditions: readonly string[];
  readonly sections: readonly PrintSection[];
  /** A line under the tables, e.g. "共 26 条，本页第 11–20 条". */
  readonly summary?: string;
}

const STYLE = `body{font-family:"SimSun","Songti SC","Noto Serif CJK SC",serif;color:#000;margin:24px}
h1{text-align:center;font-size:22px;letter-spacing:2px;margin:0 0 12px}
h2{font-size:15px;margin:16px 0 4px}
.conditions{font-size:13px;margin:0 0 8px;display:flex;flex-wrap:wrap;gap:4px 24px}
table{width:100%;border-collapse:collapse;margin:6px 0 12px;font-size:12px}
th,td{border:1px solid #000;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f2f2f2}
.foot{margin-top:20px;font-size:12px;line-height:1.8}`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function tableOf(doc: Document, { headers, rows }: TextTable): HTMLTableElement {
  const table = element(doc, 'table');
  const headRow = table.createTHead().insertRow();
  for (const header of headers) headRow.appendChild(element(doc, 'th', header));
  const body = table.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    for (const cell of row) line.insertCell().textContent = cell;
  }
  return table;
}

export function printoutHtml(printout: Printout, printedAt: Date = new Date()): string {
  const doc = document.implementation.createHTMLDocument(printout.title);
  doc.documentElement.lang = 'zh-CN';
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  doc.head.prepend(charset);
  doc.head.appendChild(element(doc, 'style', STYLE));

  const { body } = doc;
  body.appendChild(element(doc, 'h1', printout.title));
  if (printout.conditions.length > 0) {
    const conditions = element(doc, 'div', undefined, 'conditions');
    for (const line of printout.conditions) conditions.appendChild(element(doc, 'span', line));
    body.appendChild(conditions);
  }
  for (const section of printout.sections) {
    if (section.heading) body.appendChild(element(doc, 'h2', section.heading));
    body.appendChild(tableOf(doc, section.table));
  }
  if (printout.summary) body.appendChild(element(doc, 'p', printout.summary));
  const foot = element(doc, 'div', undefined, 'foot');
  foot.appendChild(element(doc, 'div', `打印时间：${dayjs(printedAt).format('YYYY-MM-DD HH:mm')}`));
  foot.appendChild(element(doc, 'div', `信息来源：${PORTAL_NAME}公共查询。查询结果仅供参考，以经办机构核定的为准。`));
  body.appendChild(foot);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
