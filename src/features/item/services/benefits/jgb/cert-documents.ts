// From the print data of each jgb operation (and the rights record and the
// retirement application form) to the sheet the page shows and prints.
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import type { CertDocument } from '../shared/Certificate';
import { formatYuan, labelOf } from '../shared/format';

type Schemas = components['schemas'];

const purposeFact = (purpose: string | undefined): Array<readonly [string, string]> => (purpose ? [['开具用途', purpose]] : []);

export function personInsuranceCert(data: Schemas['PersonInsuranceCertResponse']['map']): CertDocument {
  return {
    title: '社会保险参保证明（个人）',
    facts: [['姓名', data.name], ['证件号码', data.idCardMasked], ...purposeFact(data.purpose)],
    tables: [
      {
        columns: ['险种', '参保状态', '首次参保日期', '参保单位', '参保地', '累计缴费月数', '缴费至'],
        rows: data.items.map((item) => [
          item.insuranceTypeName,
          labelOf(ENUM_LABELS.InsuranceStatus, item.status),
          item.startDate,
          item.unitName,
          item.areaName,
          item.paidMonths,
          item.lastPaidMonth ?? '—',
        ]),
      },
    ],
    notes: ['兹证明上述人员在本省参加社会保险情况如上。'],
    meta: data.cert,
  };
}

export function paymentCert(data: Schemas['PaymentCertResponse']['map']): CertDocument {
  return {
    title: '社会保险个人缴费证明',
    facts: [
      ['姓名', data.name],
      ['证件号码', data.idCardMasked],
      ['缴费期间', `${data.startMonth} 至 ${data.endMonth}`],
    ],
    tables: [
      {
        columns: ['费款所属期', '险种', '缴费基数（元）', '单位缴纳（元）', '个人缴纳（元）', '缴费类型', '到账情况', '缴费单位'],
        rows: data.records.map((record) => [
          record.period,
          record.insuranceTypeName,
          formatYuan(record.paymentBase),
          formatYuan(record.unitAmount),
          formatYuan(record.personAmount),
          labelOf(ENUM_LABELS['PersonPaymentRecord.paymentType'], record.paymentType),
          labelOf(ENUM_LABELS['PersonPaymentRecord.arrivalState'], record.arrivalState),
          record.unitName,
        ]),
      },
    ],
    notes: [`合计：单位缴纳 ${formatYuan(data.totalUnitAmount)} 元，个人缴纳 ${formatYuan(data.totalPersonAmount)} 元。`],
    meta: data.cert,
  };
}

export function medicalPaymentCert(data: Schemas['MedicalPaymentCertResponse']['map']): CertDocument {
  return {
    title: `${data.insuranceTypeName}缴费证明`,
    facts: [
      ['姓名', data.name],
      ['证件号码', data.idCardMasked],
      ['首次参保日期', data.firstInsuredDate],
      ['连续缴费月数', data.continuousMonths],
      ['累计缴费月数', data.totalMonths],
    ],
    tables: [
      {
        columns: ['费款所属期', '缴费基数（元）', '单位缴纳（元）', '个人缴纳（元）', '个人账户划入（元）'],
        rows: data.records.map((record) => [
          record.period,
          formatYuan(record.paymentBase),
          formatYuan(record.unitAmount),
          formatYuan(record.personAmount),
          formatYuan(record.accountCredit),
        ]),
      },
    ],
    meta: data.cert,
  };
}

export function pensionPaymentCert(data: Schemas['PensionPaymentCertResponse']['map']): CertDocument {
  return {
    title: '养老金领取证明',
    facts: [
      ['姓名', data.name],
      ['证件号码', data.idCardMasked],
      ['退休日期', data.retireDate],
      ['月养老金（元）', formatYuan(data.monthlyAmount)],
    ],
    tables: [
      {
        columns: ['发放年月', '发放金额（元）', '发放日期', '发放银行'],
        rows: data.payments.map((payment) => [payment.month, formatYuan(payment.amount), payment.payDate, payment.bankName]),
      },
    ],
    notes: [`本年度已发放合计 ${formatYuan(data.yearTotal)} 元。`],
    meta: data.cert,
  };
}

export function retirementCert(data: Schemas['RetirementCertResponse']['map']): CertDocument {
  return {
    title: '退休证明',
    facts: [
      ['姓名', data.name],
      ['性别', labelOf(ENUM_LABELS.Gender, data.gender)],
      ['证件号码', data.idCardMasked],
      ['退休前单位', data.unitName],
      ['退休类型', labelOf(ENUM_LABELS.RetireType, data.retireType)],
      ['退休日期', data.retireDate],
      ['审批机关', data.approvalOrg],
      ['审批日期', data.approvalDate],
      ['实际缴费月数', data.paidMonths],
      ['视同缴费月数', data.deemedMonths],
      ['月基本养老金（元）', formatYuan(data.monthlyPension)],
    ],
    tables: [],
    notes: ['兹证明该同志已按规定办理退休手续。'],
    meta: data.cert,
  };
}

export function unitInsuranceCert(data: Schemas['UnitInsuranceCertResponse']['map']): CertDocument {
  return {
    title: '社会保险参保证明（单位）',
    facts: [
      ['单位名称', data.unitName],
      ['统一社会信用代码', data.socialCreditCode],
      ['单位社保编号', data.unitNo],
      ['参保地', data.areaName],
      ...purposeFact(data.purpose),
    ],
    tables: [
      {
        columns: ['险种', '参保日期', '在保人数', '已缴费至', '欠费金额（元）'],
        rows: data.items.map((item) => [
          item.insuranceTypeName,
          item.firstInsuredDate,
          item.insuredCount,
          item.paidThroughMonth,
          formatYuan(item.arrearsAmount),
        ]),
      },
    ],
    notes: ['兹证明该单位参加社会保险情况如上。'],
    meta: data.cert,
  };
}

export function unitPaymentDetail(data: Schemas['UnitPaymentDetailResponse']['map']): CertDocument {
  return {
    title: '单位社会保险缴费明细',
    facts: [
      ['单位名称', data.unitName],
      ['统一社会信用代码', data.socialCreditCode],
    ],
    tables: [
      {
        columns: ['费款所属期', '险种', '缴费人数', '缴费基数合计（元）', '单位缴纳（元）', '个人缴纳（元）', '到账情况'],
        rows: data.records.map((record) => [
          record.period,
          record.insuranceTypeName,
          record.insuredCount,
          formatYuan(record.baseTotal),
          formatYuan(record.unitAmount),
          formatYuan(record.personAmount),
          labelOf(ENUM_LABELS['PersonPaymentRecord.arrivalState'], record.arrivalState),
        ]),
      },
    ],
    notes: [`合计：单位缴纳 ${formatYuan(data.totalUnitAmount)} 元，个人缴纳 ${formatYuan(data.totalPersonAmount)} 元。`],
    meta: data.cert,
  };
}

const yesNo = (insured: boolean) => (insured ? '参保' : '未参保');

export function rightsRecord(data: Schemas['RightsRecordResponse']['map']): CertDocument {
  const { pensionAccount: pension, medicalAccount: medical } = data;
  return {
    title: `${data.year} 年度社会保险权益记录`,
    facts: [
      ['姓名', data.name],
      ['证件号码', data.idCardMasked],
    ],
    tables: [
      ...(pension
        ? [
            {
              caption: '养老保险个人账户',
              columns: ['年初余额（元）', '当年记账（元）', '当年利息（元）', '年末累计储存额（元）', '累计缴费月数'],
              rows: [
                [
                  formatYuan(pension.openingBalance),
                  formatYuan(pension.yearContribution),
                  formatYuan(pension.yearInterest),
                  formatYuan(pension.closingBalance),
                  pension.cumulativeMonths,
                ],
              ],
            },
          ]
        : []),
      ...(medical
        ? [
            {
              caption: '医疗保险个人账户',
              columns: ['年初余额（元）', '当年划入（元）', '当年支出（元）', '年末余额（元）'],
              rows: [
                [
                  formatYuan(medical.openingBalance),
                  formatYuan(medical.yearCredit),
                  formatYuan(medical.yearExpense),
                  formatYuan(medical.closingBalance),
                ],
              ],
            },
          ]
        : []),
    ],
    notes: [
      `失业保险累计缴费 ${data.unemploymentMonths} 个月；工伤保险${yesNo(data.injuryInsured)}；生育保险${yesNo(data.maternityInsured)}。`,
    ],
  };
}

export function retirementApplicationForm(data: Schemas['RetirementPrintResponse']['map']): CertDocument {
  const { application: person } = data;
  return {
    title: data.formTitle,
    facts: [
      ['表号', data.formNo],
      ['申请编号', person.applicationId],
      ['姓名', person.name],
      ['性别', labelOf(ENUM_LABELS.Gender, person.gender)],
      ['证件号码', person.idCardMasked],
      ['出生日期', person.birthDate],
      ['人员类别', labelOf(ENUM_LABELS['RetirementApplication.personType'], person.personType)],
      ['退休类型', labelOf(ENUM_LABELS.RetireType, person.retireType)],
      ['法定退休日期', person.statutoryRetireDate],
      ['申请退休日期', person.applyRetireDate],
      ['所在单位', person.unitName],
      ['缴费月数', `实际 ${person.paidMonths}，视同 ${person.deemedMonths}`],
      ['待遇领取银行', `${person.bankName} ${person.bankAccountMasked}`],
      ['联系电话', person.contactPhoneMasked],
    ],
    tables: [
      {
        caption: '工作经历',
        columns: ['起止年月', '工作单位', '职务（岗位）', '视同缴费'],
        rows: data.workHistory.map((period) => [
          `${period.startMonth} 至 ${period.endMonth}`,
          period.unitName,
          period.post,
          period.deemed ? '是' : '否',
        ]),
      },
    ],
    notes: [`审核意见：${person.auditOpinion ?? '—'}`, `打印时间：${data.printTime}\u3000\u3000申请人签字：____________`],
  };
}
