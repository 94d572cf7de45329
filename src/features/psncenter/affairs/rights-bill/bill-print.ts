// The printed rights bills (spec §9 printing): a complete, self-contained HTML
// document for the hidden print frame, with every value escaped.
import type { components as AffairSchemas } from '../../../../api/generated/affair';
import type { components as CenterSchemas } from '../../../../api/generated/business-center';
import { formatYuan } from '../../../../components/cases/labels';
import { ORGANISER } from '../../../../config/app';

export type InsuranceBill = CenterSchemas['schemas']['RightsBillResponse']['map'];
export type CaseBill = AffairSchemas['schemas']['RightsBillResponse']['map'];

export const INSURED_STATUS: Record<InsuranceBill['insuredList'][number]['status'], string> = {
  '1': '正常参保',
  '2': '暂停参保',
  '3': '终止参保',
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function table(headers: string[], rows: Array<Array<string | number>>): string {
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body{font-family:"SimSun","Songti SC","Noto Serif CJK SC",serif;color:#000;margin:24px}
h1{text-align:center;font-size:22px;letter-spacing:4px;margin:0 0 16px}
.meta{display:flex;justify-content:space-between;flex-wrap:wrap;font-size:13px;margin-bottom:8px}
table{width:100%;border-collapse:collapse;margin:8px 0 16px;font-size:13px}
th,td{border:1px solid #000;padding:4px 6px;text-align:center}
h2{font-size:15px;margin:12px 0 4px}
.foot{margin-top:24px;font-size:12px;line-height:1.8}
</style></head><body>${body}</body></html>`;
}

const YEARS_OFFERED = 5;

/** Bills exist up to the previous year (the current one is issued the next spring). */
export function billYears(today: Date, count = YEARS_OFFERED): string[] {
  return Array.from({ length: count }, (_, index) => String(today.getFullYear() - 1 - index));
}

export function insuranceBillTitle(bill: Pick<InsuranceBill, 'holderType' | 'billYear'>): string {
  return `${bill.billYear} 年度${bill.holderType === 'unit' ? '单位' : '个人'}社会保险权益单`;
}

export function insuranceBillHtml(bill: InsuranceBill): string {
  const title = insuranceBillTitle(bill);
  const unit = bill.holderType === 'unit';
  const insured = table(
    ['险种', '参保状态', unit ? '参保日期' : '首次参保日期', unit ? '年末在保人数' : '累计缴费月数'],
    bill.insuredList.map((item) => [
      item.insuranceTypeName,
      INSURED_STATUS[item.status],
      item.firstInsuredDate,
      (unit ? item.insuredCount : item.insuredMonths) ?? '—',
    ]),
  );
  const payments = table(
    ['险种', '缴费月数', '单位缴纳（元）', '个人缴纳（元）', '合计（元）'],
    bill.paymentList.map((item) => [
      item.insuranceTypeName,
      item.months,
      formatYuan(item.unitAmount),
      formatYuan(item.personAmount),
      formatYuan(item.totalAmount),
    ]),
  );
  const balance =
    bill.pensionAccountBalance === undefined
      ? ''
      : `<p>养老保险个人账户年末累计储存额：${escapeHtml(formatYuan(bill.pensionAccountBalance))} 元</p>`;
  return documentOf(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="meta"><span>${unit ? '单位名称' : '姓名'}：${escapeHtml(bill.holderName)}</span><span>${unit ? '统一社会信用代码' : '证件号码'}：${escapeHtml(bill.holderNo)}</span></div>
<h2>参保情况</h2>${insured}<h2>年度缴费</h2>${payments}${balance}
<div class="foot">打印编号：${escapeHtml(bill.printNo)}&emsp;验证码：${escapeHtml(bill.verifyCode)}&emsp;生成时间：${escapeHtml(bill.printTime)}<br>
可凭打印编号和验证码在${escapeHtml(ORGANISER)}网上办事服务大厅验证本权益单真伪。</div>`,
  );
}

export function caseBillHtml(bill: CaseBill): string {
  const title = '办件权益单';
  const rights = table(
    ['权益', '内容', '金额（元）', '起始日期', '截止日期'],
    bill.rights.map((right) => [
      right.rightName,
      right.rightContent,
      right.amount === undefined ? '—' : formatYuan(right.amount),
      right.startDate ?? '—',
      right.endDate ?? '长期',
    ]),
  );
  return documentOf(
    title,
    `<h1>${title}</h1>
<div class="meta"><span>权益单编号：${escapeHtml(bill.billNo)}</span><span>办件编号：${escapeHtml(bill.caseNo)}</span></div>
<div class="meta"><span>权益人：${escapeHtml(bill.holderName)}（${escapeHtml(bill.holderIdCardMasked)}）</span><span>事项：${escapeHtml(bill.matterName)}</span></div>
${rights}
<div class="foot">出具部门：${escapeHtml(bill.issueDepartment)}&emsp;出具日期：${escapeHtml(bill.issueDate)}&emsp;验真码：${escapeHtml(bill.verifyCode)}</div>`,
  );
}
