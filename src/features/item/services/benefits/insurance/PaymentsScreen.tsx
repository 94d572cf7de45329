// A logged-in person's insurance payments of one year, paged.
import { Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { Table } from '../../../../../components/tables';
import { pageTurning } from '../../../../../components/tables';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { labelOf } from '../shared/format';
import { InsuranceTypeFilter, PAGE_SIZE, yearOptions, yuanColumn, type InsuranceType } from './shared';

type PaymentRecord = components['schemas']['PersonPaymentRecord'];

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
