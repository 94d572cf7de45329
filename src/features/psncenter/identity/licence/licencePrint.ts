// A licence as a printable page (spec §9 printing): the licence's face as a
// two-column table, every value escaped, for the hidden print frame.
import type { components } from '../../../../api/generated/person';
import { ORGANISER } from '../../../../config/app';
import { escapeHtml } from '../../affairs/rights-bill/bill-print';
import { LICENSE_STATES, LICENSE_TYPE_NAMES } from './licences';

type LicenseDetail = components['schemas']['LicenseDetail'];

export function licencePrintHtml(licence: LicenseDetail): string {
  const rows: [string, string][] = [
    ['持证人', licence.holderName],
    ['公民身份号码', licence.holderIdCardNo],
    ['证照类别', LICENSE_TYPE_NAMES[licence.licenseType]],
    ['证照编号', licence.licenseNo],
    ['发证机关', licence.issuingAuthority],
    ['发证日期', licence.issueDate],
    ['有效期至', licence.validUntil],
    ['状态', LICENSE_STATES[licence.state].text],
    ...licence.surfaceItems.map((item): [string, string] => [item.label, item.value]),
  ];
  const body = rows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(licence.licenseName)}</title><style>
body{font-family:"SimSun","Songti SC","Noto Serif CJK SC",serif;color:#000;margin:24px}
h1{text-align:center;font-size:20px;margin:0 0 16px}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{border:1px solid #000;padding:6px 8px;text-align:left}
th{width:30%;background:#f2f2f2}
p{font-size:12px;margin-top:16px}
</style></head><body><h1>${escapeHtml(licence.licenseName)}</h1><table><tbody>${body}</tbody></table>
<p>本页打印自${escapeHtml(ORGANISER)}网上办事服务大厅“我的证照”，仅供核对，不作为纸质证书使用。</p></body></html>`;
}
