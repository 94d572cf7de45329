// The insurance certificates a person or unit prints (jgb): choose what to
// certify, get the certificate from the server (numbered, with its
// verification code), check it on screen and print it. Also the yearly
// rights record, printable the same way.
import { FileProtectOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { api } from '../../../../../api';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { DatePicker } from '../../../../../components/DatePicker';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { CertificateView, type CertDocument } from '../shared/Certificate';
import { recentYears } from '../shared/format';
import * as documents from './cert-documents';
import { periodProblem } from './period';

const YEARS_OFFERED = 10;
const MONTH = 'YYYY-MM';

type FormValues = Record<string, unknown>;

interface CertificateFormProps {
  intro: string;
  /** The form's fields; none means the certificate is issued as soon as the page opens. */
  fields?: ReactNode;
  initialValues?: FormValues;
  submitText?: string;
  issue: (values: FormValues) => Promise<CertDocument>;
}

function CertificateService({ intro, fields, initialValues, submitText = '生成证明', issue }: CertificateFormProps) {
  const [request, setRequest] = useState<FormValues | undefined>(fields ? undefined : {});
  const [attempt, setAttempt] = useState(0);
  const certificate = useAsyncData(request ? `cert:${attempt}:${JSON.stringify(request)}` : null, () => issue(request ?? {}));
  return (
    <>
      <Typography.Paragraph type="secondary" className="benefit-intro no-print">
        {intro}
      </Typography.Paragraph>
      {fields && (
        <Form
          layout="inline"
          className="benefit-filters no-print"
          initialValues={initialValues}
          onFinish={(values: FormValues) => {
            setRequest(values);
            setAttempt((count) => count + 1);
          }}
        >
          {fields}
          <Button type="primary" htmlType="submit" icon={<FileProtectOutlined />} loading={certificate.loading}>
            {submitText}
          </Button>
        </Form>
      )}
      {request && (
        <AsyncView state={certificate} rows={8}>
          {(document) => <CertificateView document={document} />}
        </AsyncView>
      )}
    </>
  );
}

const monthOf = (value: unknown) => (value ? (value as Dayjs).format(MONTH) : undefined);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The period and the optional purpose, as the jgb period certificates take them. */
function periodBody(values: FormValues) {
  const purpose = text(values.purpose);
  return { startMonth: monthOf(values.startMonth) ?? '', endMonth: monthOf(values.endMonth) ?? '', ...(purpose ? { purpose } : {}) };
}

function PeriodFields() {
  return (
    <>
      <Form.Item name="startMonth" label="起始年月" rules={[{ required: true, message: '请选择起始年月' }]}>
        <DatePicker picker="month" placeholder="起始年月" />
      </Form.Item>
      <Form.Item
        name="endMonth"
        label="截止年月"
        dependencies={['startMonth']}
        rules={[
          { required: true, message: '请选择截止年月' },
          ({ getFieldValue }) => ({
            validator: async (_, end: unknown) => {
              const problem = periodProblem(monthOf(getFieldValue('startMonth')), monthOf(end));
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <DatePicker picker="month" placeholder="截止年月" />
      </Form.Item>
    </>
  );
}

function PeriodAndPurposeFields() {
  return (
    <>
      <PeriodFields />
      <PurposeField />
    </>
  );
}

function PurposeField() {
  return (
    <Form.Item name="purpose" label="开具用途" rules={[{ max: 50, message: '开具用途不能超过 50 个字' }]}>
      <Input allowClear maxLength={50} placeholder="选填，如：子女入学、购房" style={{ width: 220 }} />
    </Form.Item>
  );
}

function YearField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <Select
        style={{ width: 140 }}
        options={recentYears(new Date(), YEARS_OFFERED).map((year) => ({ value: year, label: `${year} 年` }))}
      />
    </Form.Item>
  );
}

const insuranceTypeOptions = Object.entries(ENUM_LABELS.InsuranceType).map(([value, label]) => ({ value, label }));
type InsuranceType = keyof typeof ENUM_LABELS.InsuranceType;
const lastYear = () => String(new Date().getFullYear() - 1);

export function PersonInsuranceCertScreen() {
  return (
    <CertificateService
      intro="打印本人在本省的社会保险参保证明，证明带电子印章、证明编号和验证码，可供学校、房产交易等单位验真。"
      fields={
        <>
          <Form.Item name="insuranceTypes" label="证明险种">
            <Select mode="multiple" allowClear placeholder="全部在保险种" style={{ minWidth: 280 }} options={insuranceTypeOptions} />
          </Form.Item>
          <PurposeField />
        </>
      }
      issue={async (values) => {
        const insuranceTypes = values.insuranceTypes as InsuranceType[] | undefined;
        const purpose = text(values.purpose);
        const body = { ...(insuranceTypes?.length ? { insuranceTypes } : {}), ...(purpose ? { purpose } : {}) };
        return documents.personInsuranceCert(await answerOf(api.businessCenter.POST('/jgb/printPersonInsuranceCert', { body })));
      }}
    />
  );
}

export function PaymentCertScreen() {
  return (
    <CertificateService
      intro="打印指定期间（不超过 60 个月）的社会保险个人缴费证明，用于购房、购车、落户、子女入学等。"
      fields={
        <>
          <PeriodFields />
          <Form.Item name="insuranceType" label="险种">
            <Select allowClear placeholder="全部险种" style={{ width: 220 }} options={insuranceTypeOptions} />
          </Form.Item>
          <PurposeField />
        </>
      }
      issue={async (values) => {
        const insuranceType = values.insuranceType as InsuranceType | undefined;
        const body = { ...periodBody(values), ...(insuranceType ? { insuranceType } : {}) };
        return documents.paymentCert(await answerOf(api.businessCenter.POST('/jgb/printPaymentCert', { body })));
      }}
    />
  );
}

export function MedicalPaymentCertScreen() {
  return (
    <CertificateService
      intro="打印医疗保险缴费证明（首次参保日期、连续与累计缴费月数、逐月缴费与个人账户划入），用于异地就医备案、医保缴费年限核定等。"
      fields={<PeriodAndPurposeFields />}
      issue={async (values) =>
        documents.medicalPaymentCert(await answerOf(api.businessCenter.POST('/jgb/printMedicalPaymentCert', { body: periodBody(values) })))
      }
    />
  );
}

export function PensionPaymentCertScreen() {
  return (
    <CertificateService
      intro="养老金领取人员可打印某一年度的养老金发放证明。"
      fields={<YearField name="year" label="发放年度" />}
      initialValues={{ year: String(new Date().getFullYear()) }}
      issue={async (values) =>
        documents.pensionPaymentCert(
          await answerOf(api.businessCenter.POST('/jgb/printPensionPaymentCert', { body: { year: String(values.year) } })),
        )
      }
    />
  );
}

export function RetirementCertScreen() {
  return (
    <CertificateService
      intro="已办理退休的人员可打印退休证明（退休类型与日期、审批机关、缴费月数与月养老金）。"
      issue={async () => documents.retirementCert(await answerOf(api.businessCenter.POST('/jgb/printRetirementCert', { body: {} })))}
    />
  );
}

export function UnitInsuranceCertScreen() {
  return (
    <CertificateService
      intro="打印本单位社会保险参保证明（各险种参保日期、在保人数、已缴费至年月与欠费情况），用于招投标、资质申报等。"
      fields={<PurposeField />}
      issue={async (values) => {
        const purpose = text(values.purpose);
        return documents.unitInsuranceCert(
          await answerOf(api.businessCenter.POST('/jgb/printUnitInsuranceCert', { body: purpose ? { purpose } : {} })),
        );
      }}
    />
  );
}

export function UnitPaymentDetailScreen() {
  return (
    <CertificateService
      intro="打印本单位指定期间（不超过 60 个月）的社会保险缴费明细：逐月逐险种缴费人数、基数合计、单位与个人缴纳及到账情况。"
      fields={<PeriodAndPurposeFields />}
      issue={async (values) =>
        documents.unitPaymentDetail(await answerOf(api.businessCenter.POST('/jgb/printUnitPaymentDetail', { body: periodBody(values) })))
      }
    />
  );
}

export function RightsRecordScreen() {
  return (
    <CertificateService
      intro="查询本人某一年度的社会保险权益记录：养老与医保个人账户、失业保险缴费月数、工伤与生育保险参保情况。年度账户在次年 3 月结息后可查。"
      fields={<YearField name="year" label="记录年度" />}
      initialValues={{ year: lastYear() }}
      submitText="查询"
      issue={async (values) =>
        documents.rightsRecord(await answerOf(api.businessCenter.POST('/jgb/queryRightsRecord', { body: { year: String(values.year) } })))
      }
    />
  );
}
