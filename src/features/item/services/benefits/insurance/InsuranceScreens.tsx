// The insurance queries of a logged-in person (or unit, for the common
// queries): insured status, payments, pension adjustments, transfers, the
// configurable common queries and the one-time ticket another system sends.
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Select, Space, Tag, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { pageTurning } from '../../../../../components/tables';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { session, USER_TYPES } from '../../../../../stores/session';
import { ENUM_LABELS } from '../generated/enum-labels';
import { formatYuan, labelOf, recentYears } from '../shared/format';
import { commonQueryCodes, TICKET_PATTERN } from './insurance-queries';

type Schemas = components['schemas'];
type InsuranceItem = Schemas['PersonInsuranceItem'];
type InsuranceType = Schemas['InsuranceType'];

const PAGE_SIZE = 10;
const YEARS_OFFERED = 10;
const STATUS_COLOURS: Record<string, string> = { '1': 'green', '2': 'orange', '3': 'default' };

const insuranceTypeOptions = Object.entries(ENUM_LABELS.InsuranceType).map(([value, label]) => ({ value, label }));
const yearOptions = () => recentYears(new Date(), YEARS_OFFERED).map((year) => ({ value: year, label: `${year} 年` }));
const money = (amount: number | undefined) => (amount === undefined ? '—' : <span className="benefit-amount">{formatYuan(amount)}</span>);
/** A column of amounts in yuan, right-aligned. */
const yuanColumn = <Row,>(title: string, dataIndex: keyof Row & string) => ({ title, dataIndex, align: 'right' as const, render: money });

const INSURED_COLUMNS: TableColumnsType<InsuranceItem> = [
  { title: '险种', dataIndex: 'insuranceTypeName' },
  {
    title: '参保状态',
    dataIndex: 'status',
    render: (status: string) => <Tag color={STATUS_COLOURS[status]}>{labelOf(ENUM_LABELS.InsuranceStatus, status)}</Tag>,
  },
  { title: '首次参保日期', dataIndex: 'startDate' },
  { title: '参保单位', dataIndex: 'unitName' },
  { title: '参保地', dataIndex: 'areaName' },
  { title: '累计缴费月数', dataIndex: 'paidMonths', align: 'right' },
  { title: '缴费至', dataIndex: 'lastPaidMonth' },
];

function InsuredTable({ list }: { list: readonly InsuranceItem[] }) {
  return (
    <Table<InsuranceItem> rowKey="insuranceType" size="middle" bordered columns={INSURED_COLUMNS} dataSource={list} pagination={false} />
  );
}

function InsuranceTypeFilter({
  value,
  onChange,
}: {
  value: InsuranceType | undefined;
  onChange: (value: InsuranceType | undefined) => void;
}) {
  return (
    <Select<InsuranceType>
      allowClear
      aria-label="险种"
      placeholder="全部险种"
      style={{ width: 220 }}
      value={value}
      onChange={onChange}
      options={insuranceTypeOptions as Array<{ value: InsuranceType; label: string }>}
    />
  );
}

export function PersonInsuranceScreen() {
  const [insuranceType, setInsuranceType] = useState<InsuranceType>();
  const insured = useAsyncData(`insured:${insuranceType ?? ''}`, () =>
    answerOf(api.businessCenter.POST('/personInsuranceQuery', { body: insuranceType ? { insuranceType } : {} })),
  );
  return (
    <>
      <Space className="benefit-filters no-print" wrap>
        <InsuranceTypeFilter value={insuranceType} onChange={setInsuranceType} />
      </Space>
      <AsyncView state={insured} isEmpty={(data) => data.list.length === 0} empty="未查询到参保记录">
        {(data) => (
          <>
            <Descriptions
              size="small"
              column={2}
              className="benefit-intro"
              items={[
                { key: 'name', label: '姓名', children: data.name },
                { key: 'id', label: '证件号码', children: data.idCardMasked },
              ]}
            />
            <InsuredTable list={data.list} />
          </>
        )}
      </AsyncView>
    </>
  );
}

type PaymentRecord = Schemas['PersonPaymentRecord'];

const PAYMENT_COLUMNS: TableColumnsType<PaymentRecord> = [
  { title: '费款所属期', dataIndex: 'period' },
  { title: '险种', dataIndex: 'insuranceTypeName' },
  yuanColumn<PaymentRecord>('缴费基数（元）', 'paymentBase'),
  yuanColumn<PaymentRecord>('单位缴纳（元）', 'unitAmount'),
  yuanColumn<PaymentRecord>('个人缴纳（元）', 'personAmount'),
  { title: '缴费类型', dataIndex: 'paymentType', render: (code: string) => labelOf(ENUM_LABELS['PersonPaymentRecord.paymentType'], code) },
  {
    title: '到账情况',
    dataIndex: 'arrivalState',
    render: (code: string) => (
      <Tag color={code === '1' ? 'green' : 'orange'}>{labelOf(ENUM_LABELS['PersonPaymentRecord.arrivalState'], code)}</Tag>
    ),
  },
  { title: '到账日期', dataIndex: 'arrivalDate', render: (date?: string) => date ?? '—' },
  { title: '缴费单位', dataIndex: 'unitName' },
];

export function PaymentsScreen() {
  const [filters, setFilters] = useState<{ year: string; insuranceType?: InsuranceType }>({ year: String(new Date().getFullYear()) });
  const [pageNum, setPageNum] = useState(1);
  const body = { ...filters, pageNum, pageSize: PAGE_SIZE };
  const payments = useAsyncData(`payments:${JSON.stringify(body)}`, () =>
    answerOf(api.businessCenter.POST('/personPaymentQuery', { body })),
  );
  return (
    <>
      <Space className="benefit-filters no-print" wrap>
        <Select
          aria-label="费款所属年度"
          style={{ width: 140 }}
          value={filters.year}
          options={yearOptions()}
          onChange={(year: string) => {
            setFilters({ ...filters, year });
            setPageNum(1);
          }}
        />
        <InsuranceTypeFilter
          value={filters.insuranceType}
          onChange={(insuranceType) => {
            setFilters({ year: filters.year, ...(insuranceType ? { insuranceType } : {}) });
            setPageNum(1);
          }}
        />
      </Space>
      <AsyncView state={payments} isEmpty={(data) => data.total === 0} empty={`${filters.year} 年暂无缴费记录`}>
        {(data) => (
          <Table<PaymentRecord>
            rowKey={(record) => `${record.period}-${record.insuranceType}-${record.paymentType}`}
            size="middle"
            bordered
            scroll={{ x: 'max-content' }}
            columns={PAYMENT_COLUMNS}
            dataSource={data.list}
            pagination={pageTurning({ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum })}
          />
        )}
      </AsyncView>
    </>
  );
}

type Adjustment = Schemas['PensionAdjustmentRecord'];

const ADJUSTMENT_COLUMNS: TableColumnsType<Adjustment> = [
  { title: '调整年度', dataIndex: 'adjustYear' },
  { title: '执行年月', dataIndex: 'effectiveMonth' },
  yuanColumn<Adjustment>('调整前（元/月）', 'beforeAmount'),
  yuanColumn<Adjustment>('定额调整', 'fixedAmount'),
  yuanColumn<Adjustment>('挂钩调整', 'linkedAmount'),
  yuanColumn<Adjustment>('倾斜调整', 'tiltAmount'),
  yuanColumn<Adjustment>('调整额合计', 'adjustAmount'),
  yuanColumn<Adjustment>('调整后（元/月）', 'afterAmount'),
  { title: '补发月数', dataIndex: 'backPayMonths', align: 'right' },
  yuanColumn<Adjustment>('补发金额（元）', 'backPayAmount'),
  { title: '补发日期', dataIndex: 'backPayDate', render: (date?: string) => date ?? '—' },
];

export function PensionAdjustmentScreen() {
  const [range, setRange] = useState<{ startYear?: string; endYear?: string }>({});
  const [form] = Form.useForm<{ startYear?: string; endYear?: string }>();
  const adjustments = useAsyncData(`adjustments:${JSON.stringify(range)}`, () =>
    answerOf(api.businessCenter.POST('/queryPsnlAdj110', { body: range })),
  );
  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="benefit-filters no-print"
        onFinish={(values) => setRange(Object.fromEntries(Object.entries(values).filter(([, year]) => year)))}
      >
        <Form.Item name="startYear" label="起始年度">
          <Select allowClear placeholder="退休以来" style={{ width: 140 }} options={yearOptions()} />
        </Form.Item>
        <Form.Item
          name="endYear"
          label="截止年度"
          dependencies={['startYear']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, endYear?: string) => {
                const startYear = getFieldValue('startYear') as string | undefined;
                if (startYear && endYear && endYear < startYear) throw new Error('截止年度不能早于起始年度');
              },
            }),
          ]}
        >
          <Select allowClear placeholder="当前年度" style={{ width: 140 }} options={yearOptions()} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
      </Form>
      <AsyncView
        state={adjustments}
        isEmpty={(data) => data.list.length === 0}
        empty="未查询到养老金调整记录（仅企业职工基本养老保险待遇领取人员有记录）"
      >
        {(data) => (
          <Table<Adjustment>
            rowKey="adjustYear"
            size="middle"
            bordered
            scroll={{ x: 'max-content' }}
            columns={ADJUSTMENT_COLUMNS}
            dataSource={data.list}
            pagination={false}
          />
        )}
      </AsyncView>
    </>
  );
}

type Transfer = Schemas['InsuranceTransferRecord'];

const TRANSFER_COLUMNS: TableColumnsType<Transfer> = [
  { title: '业务编号', dataIndex: 'transferId' },
  { title: '险种', dataIndex: 'insuranceTypeName' },
  { title: '方向', dataIndex: 'direction', render: (code: string) => labelOf(ENUM_LABELS['InsuranceTransferRecord.direction'], code) },
  { title: '转出地', dataIndex: 'fromAreaName' },
  { title: '转入地', dataIndex: 'toAreaName' },
  { title: '申请日期', dataIndex: 'applyDate' },
  { title: '办结日期', dataIndex: 'finishDate', render: (date?: string) => date ?? '—' },
  {
    title: '办理状态',
    dataIndex: 'state',
    render: (code: string) => (
      <Tag color={code === '3' ? 'green' : code === '4' ? 'red' : 'blue'}>
        {labelOf(ENUM_LABELS['InsuranceTransferRecord.state'], code)}
      </Tag>
    ),
  },
  { title: '转移月数', dataIndex: 'transferMonths', align: 'right' },
  yuanColumn<Transfer>('个人账户（元）', 'personalAccountAmount'),
  yuanColumn<Transfer>('统筹基金（元）', 'pooledFundAmount'),
];

export function TransfersScreen() {
  const [filters, setFilters] = useState<{ insuranceType?: InsuranceType; direction?: '1' | '2' }>({});
  const transfers = useAsyncData(`transfers:${JSON.stringify(filters)}`, () =>
    answerOf(api.businessCenter.POST('/queryPsnlTrans', { body: filters })),
  );
  const drop = <K extends keyof typeof filters>(key: K, value: (typeof filters)[K]) => {
    const next = { ...filters, [key]: value };
    if (value === undefined) delete next[key];
    setFilters(next);
  };
  return (
    <>
      <Space className="benefit-filters no-print" wrap>
        <InsuranceTypeFilter value={filters.insuranceType} onChange={(value) => drop('insuranceType', value)} />
        <Select<'1' | '2'>
          allowClear
          aria-label="转移方向"
          placeholder="转入和转出"
          style={{ width: 140 }}
          value={filters.direction}
          onChange={(value) => drop('direction', value)}
          options={[
            { value: '1', label: '转入' },
            { value: '2', label: '转出' },
          ]}
        />
      </Space>
      <AsyncView state={transfers} isEmpty={(data) => data.list.length === 0} empty="未查询到转移接续记录">
        {(data) => (
          <Table<Transfer>
            rowKey="transferId"
            size="middle"
            bordered
            scroll={{ x: 'max-content' }}
            columns={TRANSFER_COLUMNS}
            dataSource={data.list}
            pagination={false}
          />
        )}
      </AsyncView>
    </>
  );
}

type CommonColumn = Schemas['CommonQueryColumn'];
type CommonAnswer = Schemas['CommonQueryResponse']['map'];

/** A cell of the common query: the server sends text; money is written with two decimals. */
function commonCell(column: CommonColumn, value: string | undefined) {
  if (value === undefined || value === '') return '—';
  if (column.dataType === 'money' && Number.isFinite(Number(value))) return money(Number(value));
  return value;
}

function CommonResult({ data, onPage }: { data: CommonAnswer; onPage: (page: number) => void }) {
  const columns: TableColumnsType<readonly string[]> = data.columns.map((column, index) => ({
    key: column.field,
    title: column.title,
    align: column.dataType === 'money' || column.dataType === 'number' ? 'right' : 'left',
    render: (_, row) => commonCell(column, row[index]),
  }));
  return (
    <Table<readonly string[]>
      title={() => <strong>{data.title}</strong>}
      rowKey={(row) => row.join('|')}
      size="middle"
      bordered
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={data.rows}
      pagination={pageTurning({ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: onPage })}
    />
  );
}

interface CommonFilters {
  queryCode: string;
  year?: string;
}

function CommonQuery({
  codes,
  call,
}: {
  codes: Array<{ value: string; label: string }>;
  call: (body: CommonFilters & { pageNum: number; pageSize: number }) => Promise<CommonAnswer>;
}) {
  const [filters, setFilters] = useState<CommonFilters>({ queryCode: codes[0]?.value ?? '', year: String(new Date().getFullYear()) });
  const [pageNum, setPageNum] = useState(1);
  const body = { ...filters, pageNum, pageSize: PAGE_SIZE };
  const result = useAsyncData(filters.queryCode ? `common:${JSON.stringify(body)}` : null, () => call(body));
  const change = (next: CommonFilters) => {
    setFilters(next);
    setPageNum(1);
  };
  return (
    <>
      <Space className="benefit-filters no-print" wrap>
        <Select
          aria-label="查询项目"
          style={{ width: 260 }}
          value={filters.queryCode}
          options={codes}
          onChange={(queryCode: string) => change({ ...filters, queryCode })}
        />
        <Select
          allowClear
          aria-label="年度"
          placeholder="全部年度"
          style={{ width: 140 }}
          value={filters.year}
          options={yearOptions()}
          onChange={(year?: string) => change({ queryCode: filters.queryCode, ...(year ? { year } : {}) })}
        />
      </Space>
      <AsyncView state={result} isEmpty={(data) => data.total === 0} empty="未查询到记录">
        {(data) => <CommonResult data={data} onPage={setPageNum} />}
      </AsyncView>
    </>
  );
}

export function CommonQueryScreen() {
  const { ident } = useSnapshot(session);
  const isUnit = ident === USER_TYPES.unit || ident === USER_TYPES.organ;
  return (
    <CommonQuery
      key={String(isUnit)}
      codes={commonQueryCodes(isUnit)}
      call={(body) => answerOf(api.businessCenter.POST('/queryCommon', { body: body as Schemas['CommonQueryRequest'] }))}
    />
  );
}

export function PublicServiceQueryScreen() {
  const codes = Object.entries(ENUM_LABELS['CommonQueryGGRequest.queryCode']).map(([value, label]) => ({ value, label }));
  return (
    <CommonQuery
      codes={codes}
      call={(body) => answerOf(api.businessCenter.POST('/queryCommonGG', { body: body as Schemas['CommonQueryGGRequest'] }))}
    />
  );
}

export function TicketQueryScreen() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const valid = TICKET_PATTERN.test(ticket);
  const answer = useAsyncData(valid ? `ticket:${ticket}` : null, () =>
    answerOf(api.businessCenter.POST('/{token}', { params: { path: { token: ticket } }, body: {} })),
  );
  if (!valid) {
    return (
      <Alert
        type="warning"
        showIcon
        title="查询票据无效"
        description="请从政务服务网或国家社会保险公共服务平台重新进入本服务；票据仅可使用一次，5 分钟内有效。"
      />
    );
  }
  return (
    <AsyncView state={answer}>
      {(data) => (
        <>
          <Descriptions
            size="small"
            column={2}
            className="benefit-intro"
            items={[
              { key: 'issuer', label: '来源', children: data.issuer },
              { key: 'time', label: '签发时间', children: data.issueTime },
              { key: 'name', label: '姓名', children: data.name },
              { key: 'id', label: '证件号码', children: data.idCardMasked },
            ]}
          />
          <InsuredTable list={data.list} />
        </>
      )}
    </AsyncView>
  );
}
