// A printable certificate (jgb prints, the rights record, the retirement
// application form): shown on the page as a sheet of paper, and printed as
// exactly that sheet through the hidden print frame (spec §9). The sheet's
// styles travel with it, so the screen and the paper look the same.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, type ReactNode } from 'react';
import type { components } from '../../../../../api/generated/business-center';
import { printDocument } from '../../../../../components/print';

export type CertPrintMeta = components['schemas']['CertPrintMeta'];

export interface CertTable {
  caption?: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

export interface CertDocument {
  title: string;
  /** Label and value pairs under the title (holder, period, purpose…). */
  facts: ReadonlyArray<readonly [string, string | number]>;
  tables: readonly CertTable[];
  /** Closing sentences (totals, remarks). */
  notes?: readonly string[];
  /** Number, verification code and seal of an issued certificate. */
  meta?: CertPrintMeta;
}

const SHEET_STYLE = `
.benefit-cert{max-width:860px;margin:16px auto 0;padding:32px 40px;background:#fff;border:1px solid #d9dee8;font-family:"SimSun","Songti SC","Noto Serif CJK SC",serif;color:#000}
.benefit-cert h2{text-align:center;font-size:22px;letter-spacing:4px;margin:0 0 20px}
.benefit-cert h3{font-size:15px;margin:16px 0 6px}
.benefit-cert dl{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:6px 24px;margin:0 0 12px;font-size:14px}
.benefit-cert dt{display:inline;font-weight:600}
.benefit-cert dd{display:inline;margin:0}
.benefit-cert table{width:100%;border-collapse:collapse;font-size:13px}
.benefit-cert th,.benefit-cert td{border:1px solid #000;padding:4px 6px;text-align:center}
.benefit-cert p{margin:8px 0;font-size:14px}
.benefit-cert__foot{margin-top:24px;font-size:12px;line-height:1.8;overflow:hidden}
.benefit-cert__seal{float:right;width:120px;height:120px;margin:0 0 0 16px;border:3px solid #c8102e;border-radius:50%;color:#c8102e;font-size:12px;display:flex;align-items:center;justify-content:center;text-align:center;padding:12px;box-sizing:border-box;transform:rotate(-12deg)}
@media print{.benefit-cert{border:0;margin:0;padding:0;max-width:none}}
`;

/** The complete document the print frame prints: the sheet and its styles. */
export function certificatePrintHtml(title: string, sheetHtml: string): string {
  const safeTitle = title.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${safeTitle}</title><style>${SHEET_STYLE}</style></head><body>${sheetHtml}</body></html>`;
}

function Sheet({ document: cert }: { document: CertDocument }) {
  return (
    <>
      <h2>{cert.title}</h2>
      <dl>
        {cert.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}：</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {cert.tables.map((table, index) => (
        <section key={table.caption ?? index}>
          {table.caption && <h3>{table.caption}</h3>}
          <table>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column}>{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {cert.notes?.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {cert.meta && (
        <footer className="benefit-cert__foot">
          <div className="benefit-cert__seal">{cert.meta.sealName}</div>
          出具机构：{cert.meta.issueOrg}
          <br />
          出具日期：{cert.meta.issueDate}
          <br />
          证明编号：{cert.meta.certNo}
          {'\u3000'}验证码：{cert.meta.verifyCode}
          <br />
          本证明可于 {cert.meta.validUntil} 前凭证明编号与验证码在 {cert.meta.verifyUrl} 验证真伪。
        </footer>
      )}
    </>
  );
}

/** The sheet with a print button above it; `extra` adds buttons beside it (e.g. a PDF download). */
export function CertificateView({ document: cert, extra }: { document: CertDocument; extra?: ReactNode }) {
  const sheet = useRef<HTMLElement>(null);
  const print = () => {
    if (sheet.current) printDocument(certificatePrintHtml(cert.title, sheet.current.outerHTML));
  };
  return (
    <div>
      <style>{SHEET_STYLE}</style>
      <Space className="no-print">
        <Button type="primary" icon={<PrinterOutlined />} onClick={print}>
          打印
        </Button>
        {extra}
      </Space>
      <article ref={sheet} className="benefit-cert" aria-label={cert.title}>
        <Sheet document={cert} />
      </article>
    </div>
  );
}
