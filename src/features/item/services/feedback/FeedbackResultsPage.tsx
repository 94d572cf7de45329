// /main/viewresults: the answers to work orders (channel function/queryWorkOrder).
// A logged-in user sees all of their own orders; a visitor finds one order by
// its number and the phone number given when submitting it.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Select, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/channel';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { Panel } from '../../../../components/Panel';
import { ItemList, ItemRow } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { session } from '../../../../stores/session';
import { feedbackRules, WORK_ORDER_STATUS, type WorkOrderStatus } from './workOrders';
import '../services.css';

type QueryBody = components['schemas']['QueryWorkOrderRequest'];
type WorkOrder = components['schemas']['QueryWorkOrderResponse']['map']['list'][number];

const PAGE_SIZE = 10;

function OrderItem({ order }: { order: WorkOrder }) {
  const status = WORK_ORDER_STATUS[order.status];
  return (
    <ItemRow className="work-order">
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color="blue">{order.orderTypeName}</Tag>
          <Typography.Text strong>{order.title}</Typography.Text>
          <Tag color={status.color}>{status.label}</Tag>
        </Space>
        <Typography.Text type="secondary">
          工单编号 {order.orderNo} · 提交时间 {order.submitTime} · 联系人 {order.contactName}（{order.contactPhoneMasked}）
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0 }}>{order.content}</Typography.Paragraph>
        {order.replies.length > 0 ? (
          <Timeline
            className="work-order__replies"
            items={order.replies.map((reply) => ({
              key: `${reply.replyTime}-${reply.department}`,
              content: (
                <>
                  <Typography.Text type="secondary">
                    {reply.replyTime} · {reply.department}
                  </Typography.Text>
                  <div>{reply.content}</div>
                </>
              ),
            }))}
          />
        ) : (
          <Typography.Text type="secondary">工作人员正在处理，答复后将短信通知您。</Typography.Text>
        )}
      </Space>
    </ItemRow>
  );
}

function OrderList({ body, onPage }: { body: QueryBody; onPage?: (page: number) => void }) {
  const orders = useAsyncData(`work-orders:${JSON.stringify(body)}`, () =>
    answerOf(api.channel.POST('/function/queryWorkOrder', { body })),
  );
  return (
    <AsyncView
      state={orders}
      isEmpty={(data) => data.list.length === 0}
      empty={body.orderNo ? '未找到该工单，请核对工单编号和联系电话' : '暂无反馈记录'}
    >
      {(data) => (
        <ItemList<WorkOrder>
          items={data.list}
          rowKey={(order) => order.orderNo}
          renderItem={(order) => <OrderItem order={order} />}
          pagination={
            onPage && data.total > PAGE_SIZE
              ? pageTurning({ current: data.pageNum, pageSize: PAGE_SIZE, total: data.total, onChange: onPage, unit: '件' })
              : false
          }
        />
      )}
    </AsyncView>
  );
}

function MyOrders() {
  const [status, setStatus] = useState<WorkOrderStatus>();
  const [page, setPage] = useState(1);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Select<WorkOrderStatus>
          allowClear
          placeholder="全部状态"
          aria-label="工单状态"
          style={{ width: 140 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={Object.entries(WORK_ORDER_STATUS).map(([value, { label }]) => ({ value: value as WorkOrderStatus, label }))}
        />
      </Space>
      <OrderList body={{ pageNum: page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }} onPage={setPage} />
    </>
  );
}

interface LookupValues {
  orderNo: string;
  contactPhone: string;
}

function OrderLookup() {
  const [params] = useSearchParams();
  const [lookup, setLookup] = useState<LookupValues>();
  return (
    <>
      <Form<LookupValues>
        name="work-order-lookup"
        layout="inline"
        className="feedback-lookup"
        initialValues={{ orderNo: params.get('orderNo') ?? '' }}
        onFinish={(values) => setLookup({ orderNo: values.orderNo.trim(), contactPhone: values.contactPhone.trim() })}
      >
        <Form.Item name="orderNo" label="工单编号" rules={feedbackRules.orderNo}>
          <Input maxLength={20} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" rules={feedbackRules.contactPhone}>
          <Input maxLength={11} inputMode="numeric" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
        </Form.Item>
      </Form>
      {lookup ? (
        <OrderList body={{ pageNum: 1, pageSize: PAGE_SIZE, ...lookup }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请输入提交反馈时获得的工单编号和填写的联系电话" />
      )}
    </>
  );
}

export function FeedbackResultsPage() {
  const { token } = useSnapshot(session);
  return (
    <div className="portal-container task-page">
      <Panel className="task-card" title="反馈结果查询" headingLevel={1} extra={<Link to={paths.feedback.feedback}>我要反馈</Link>}>
        {token ? <MyOrders /> : <OrderLookup />}
      </Panel>
    </div>
  );
}
