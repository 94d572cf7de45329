// What the insurance screens share: the insured table (person and ticket
// queries), the insurance type filter, the year choices and amounts in yuan.
import { Descriptions, Select, Tag, type DescriptionsProps, type TableColumnsType } from 'antd';
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { PAIRS_PER_ROW } from '../../../../../components/descriptions';
import { Table } from '../../../../../components/tables';
import { formatYuan, labelOf, recentYears } from '../shared/format';

type Schemas = components['schemas'];
export type InsuranceItem = Schemas['PersonInsuranceItem'];
export type InsuranceType = Schemas['InsuranceType'];

export const PAGE_SIZE = 10;
const YEARS_OFFERED = 10;
const STATUS_COLOURS: Record<string, string> = { '1': 'green', '2': 'orange', '3': 'default' };

const insuranceTypeOptions = Object.entries(ENUM_LABELS.InsuranceType).map(([value, label]) => ({ value, label }));
export const yearOptions = () => recentYears(new Date(), YEARS_OFFERED).map((year) => ({ value: year, label: `${year} 年` }));
export const money = (amount: number | undefined) =>
  amount === undefined ? '—' : <span className="benefit-amount">{formatYuan(amount)}</span>;
/** A column of amounts in yuan, right-aligned. */
export const yuanColumn = <Row,>(title: string, dataIndex: keyof Row & string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: money,
});

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

/** Whose insurance (with what else the answer says of its source) above the insured table. */
export function Insured({
  person,
  list,
  source = [],
}: {
  person: { name: string; idCardMasked: string };
  list: readonly InsuranceItem[];
  source?: DescriptionsProps['items'];
}) {
  return (
    <>
      <Descriptions
        size="small"
        column={PAIRS_PER_ROW}
        className="benefit-intro"
        items={[
          ...source,
          { key: 'name', label: '姓名', children: person.name },
          { key: 'id', label: '证件号码', children: person.idCardMasked },
        ]}
      />
      <Table<InsuranceItem> rowKey="insuranceType" size="middle" bordered columns={INSURED_COLUMNS} dataSource={list} pagination={false} />
    </>
  );
}

export function InsuranceTypeFilter({
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
