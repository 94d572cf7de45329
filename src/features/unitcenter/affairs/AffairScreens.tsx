// The unit's cases (affair applicant/case/*), EMS deliveries of their results
// and its messages, on the shared centre components.
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/affair';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { DeliveryTraceModal } from '../../../components/cases/DeliveryTrace';
import { DELIVERY_STATES, type DeliveryState } from '../../../components/cases/labels';
import { CaseOffice } from '../../../components/centre/CaseOffice';
import { MessageInbox } from '../../../components/centre/MessageInbox';
import { PageHeader } from '../../../components/centre/PageHeader';
import { Table } from '../../../components/tables';
import { pageTurning } from '../../../components/tables';
import { useAsyncData } from '../../../components/useAsyncData';

type Delivery = components['schemas']['DeliveryItem'];
const PAGE_SIZE = 10;

export function UnitOfficeScreen() {
  return (
    <>
      <PageHeader description="本单位在网上办事大厅申请的全部业务，可查看办理进度、材料与结果。" />
      <CaseOffice />
    </>
  );
}

export function UnitMessageScreen() {
  return <MessageInbox description="办件进度、经办授权变动、文书送达和通知公告都会发送到这里。" />;
}

export function UnitExpressScreen() {
  const [state, setState] = useState<DeliveryState>();
  const [page, setPage] = useState(1);
  const [tracing, setTracing] = useState<string>();
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) };
  const deliveries = useAsyncData(`unit-deliveries:${JSON.stringify(body)}`, () =>
    answerOf(api.affair.POST('/case/delivery/list', { body })),
  );
  return (
    <>
      <PageHeader
        description="选择 EMS 寄递领取的办理结果在此查看寄递进度。"
        extra={
          <Select<DeliveryState>
            allowClear
            placeholder="全部寄递状态"
            aria-label="寄递状态"
            style={{ width: 150 }}
            value={state}
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
            options={Object.entries(DELIVERY_STATES).map(([value, { label }]) => ({ value: value as DeliveryState, label }))}
          />
        }
      />
      <AsyncView state={deliveries} rows={5}>
        {(data) => (
          <Table<Delivery>
            rowKey="expressNo"
            dataSource={data.list}
            locale={{ emptyText: '暂无寄递记录' }}
            pagination={pageTurning({ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              { title: '运单号', dataIndex: 'expressNo', width: 150 },
              { title: '寄递内容', dataIndex: 'contents' },
              { title: '办件事项', dataIndex: 'matterName' },
              { title: '收件人', render: (_, item) => `${item.receiverName} ${item.receiverPhoneMasked}`, width: 170 },
              {
                title: '状态',
                dataIndex: 'state',
                width: 90,
                render: (value: DeliveryState) => <Tag color={DELIVERY_STATES[value].color}>{DELIVERY_STATES[value].label}</Tag>,
              },
              {
                title: '操作',
                width: 100,
                render: (_, item) => (
                  <a onClick={() => setTracing(item.expressNo)} role="button" aria-label={`物流轨迹：${item.expressNo}`}>
                    物流轨迹
                  </a>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <DeliveryTraceModal expressNo={tracing} onClose={() => setTracing(undefined)} />
    </>
  );
}
