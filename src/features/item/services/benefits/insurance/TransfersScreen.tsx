// A logged-in person's insurance transfers in and out.
import { Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { Table } from '../../../../../components/tables';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { labelOf } from '../shared/format';
import { InsuranceTypeFilter, yuanColumn, type InsuranceType } from './shared';

type Transfer = components['schemas']['InsuranceTransferRecord'];

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
