import { describe, expect, it } from 'vitest';
import {
  billYears,
  caseBillHtml,
  escapeHtml,
  insuranceBillHtml,
  insuranceBillTitle,
  type CaseBill,
  type InsuranceBill,
} from './bill-print';

const personBill: InsuranceBill = {
  holderType: 'person',
  holderName: '王建国',
  holderNo: '3201**********4211',
  billYear: '2025',
  insuredList: [
    { insuranceType: '110', insuranceTypeName: '企业职工基本养老保险', status: '1', firstInsuredDate: '2010-07-01', insuredMonths: 186 },
  ],
  paymentList: [
    {
      insuranceType: '110',
      insuranceTypeName: '企业职工基本养老保险',
      months: 12,
      unitAmount: 18432,
      personAmount: 9216,
      totalAmount: 27648,
    },
  ],
  pensionAccountBalance: 118478.42,
  printNo: 'QYJL2026032000018426',
  verifyCode: 'K7M2Q9XA',
  printTime: '2026-03-20 10:00:00',
};

describe('insurance rights bill', () => {
  it('names the year and the kind of holder', () => {
    expect(insuranceBillTitle(personBill)).toBe('2025 年度个人社会保险权益单');
    expect(insuranceBillTitle({ holderType: 'unit', billYear: '2025' })).toBe('2025 年度单位社会保险权益单');
  });

  it('prints the insured months, the amounts in yuan, the balance and the verification data', () => {
    const html = insuranceBillHtml(personBill);
    expect(html).toContain('<td>186</td>');
    expect(html).toContain('<td>27,648.00</td>');
    expect(html).toContain('118,478.42 元');
    expect(html).toContain('QYJL2026032000018426');
    expect(html).toContain('K7M2Q9XA');
  });

  it('escapes what the server sent', () => {
    const html = insuranceBillHtml({ ...personBill, holderName: '<script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('case rights bill', () => {
  const bill: CaseBill = {
    billNo: 'QYD2026112000158',
    caseNo: 'SQ320100202611200158',
    matterName: '失业保险金申领',
    holderName: '王建国',
    holderIdCardMasked: '3201**********4211',
    issueDepartment: '南京市就业服务中心',
    issueDate: '2026-11-21',
    rights: [
      { rightName: '失业保险金', rightContent: '按月领取', amount: 1863.5, startDate: '2026-12-01', endDate: '2027-11-30' },
      { rightName: '职工医保待遇', rightContent: '领取失业保险金期间享受', startDate: '2026-12-01' },
    ],
    verifyCode: 'A1B2C3D4',
  };

  it('prints every right, "长期" for open-ended ones and a dash for no amount', () => {
    const html = caseBillHtml(bill);
    expect(html).toContain('<td>1,863.50</td>');
    expect(html).toContain('<td>长期</td>');
    expect(html).toContain('<td>—</td>');
    expect(html).toContain('A1B2C3D4');
  });
});

it('escapes all five HTML-special characters', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

it('offers the five years before the current one, newest first', () => {
  expect(billYears(new Date('2026-11-22'))).toEqual(['2025', '2024', '2023', '2022', '2021']);
});
