// /center/express: the results of the user's cases sent by EMS, with the trace.
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/affair';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { DeliveryTraceModal } from '../../../../components/cases/DeliveryTrace';
import { DELIVERY_STATES, type DeliveryState } from '../../../../components/cases/labels';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import '../affairs.css';

type Delivery = components['schemas']['DeliveryItem'];

const PAGE_SIZE = 10;

export function ExpressScreen() {
  const [state, setState] = useState<DeliveryState>();
  const [page, setPage] = useState(1);
  const [tracing, setTracing] = useState<string>();
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) };
  const deliveries = useAsyncData(`deliveries:${JSON.stringify(body)}`, () => answerOf(api.affair.POST('/case/delivery/list', { body })));

  return (
    <div className="affairs-screen">
      <Typography.Title level={3}>我的邮件</Typography.Title>
      <Typography.Paragraph type="secondary" className="affairs-hint">
        选择 EMS 寄递领取的办理结果（社会保障卡、证书等）在此查看寄递进度，签收时请核对收件人身份。
      </Typography.Paragraph>
      <Space className="affairs-filters">
        <span>寄递状态</span>
        <Select<DeliveryState>
          allowClear
          placeholder="全部"
          aria-label="寄递状态"
          style={{ width: 140 }}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={Object.entries(DELIVERY_STATES).map(([value, { label }]) => ({ value: value as DeliveryState, label }))}
        />
      </Space>
      <AsyncView state={deliveries} rows={5}>
        {(data) => (
          <Table<Delivery>
            rowKey="expressNo"
            dataSource={data.list}
            locale={{ emptyText: '暂无寄递记录' }}
            pagination={pageTurning({ current: data.pageNum, pageSize: PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              { title: '运单号', dataIndex: 'expressNo', width: 150 },
              {
                title: '寄递物品',
                key: 'contents',
                render: (_, item) => (
                  <>
                    <div>{item.contents}</div>
                    <Typography.Text type="secondary">
                      {item.matterName}（{item.caseNo}）
                    </Typography.Text>
                  </>
                ),
              },
              {
                title: '收件人',
                key: 'receiver',
                render: (_, item) => (
                  <>
                    <div>
                      {item.receiverName} {item.receiverPhoneMasked}
                    </div>
                    <Typography.Text type="secondary">{item.address}</Typography.Text>
                  </>
                ),
              },
              { title: '寄出时间', dataIndex: 'sendTime', width: 170, render: (time?: string) => time ?? '待寄出' },
              {
                title: '状态',
                dataIndex: 'state',
                width: 90,
                render: (value: DeliveryState) => <Tag color={DELIVERY_STATES[value].color}>{DELIVERY_STATES[value].label}</Tag>,
              },
              {
                title: '操作',
                key: 'actions',
                width: 100,
                render: (_, item) => (
                  <Button type="link" onClick={() => setTracing(item.expressNo)}>
                    查看物流
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <DeliveryTraceModal expressNo={tracing} onClose={() => setTracing(undefined)} />
    </div>
  );
}
