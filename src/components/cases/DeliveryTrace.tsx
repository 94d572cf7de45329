// The EMS trace of one delivery (case/delivery/trace), newest step first.
import { Alert, Descriptions, Empty, Modal, Tag, Timeline, Typography } from 'antd';
import { api } from '../../api';
import { answerOf } from '../apiAnswer';
import { AsyncView } from '../AsyncView';
import { PAIRS_PER_ROW } from '../descriptions';
import { useAsyncData } from '../useAsyncData';
import { DELIVERY_STATES } from './labels';

export function DeliveryTraceModal({ expressNo, onClose }: { expressNo: string | undefined; onClose: () => void }) {
  const trace = useAsyncData(expressNo ? `trace:${expressNo}` : null, () =>
    answerOf(api.affair.POST('/case/delivery/trace', { body: { expressNo: expressNo ?? '' } })),
  );
  return (
    <Modal open={expressNo !== undefined} title="物流轨迹" footer={null} onCancel={onClose} destroyOnHidden width={600}>
      <AsyncView state={trace}>
        {(data) => (
          <>
            <Descriptions size="small" column={PAIRS_PER_ROW} style={{ marginBottom: 16 }}>
              <Descriptions.Item label="运单号">{data.expressNo}</Descriptions.Item>
              <Descriptions.Item label="快递公司">{data.expressCompany}</Descriptions.Item>
              <Descriptions.Item label="寄递状态">
                <Tag color={DELIVERY_STATES[data.state].color}>{DELIVERY_STATES[data.state].label}</Tag>
              </Descriptions.Item>
            </Descriptions>
            {data.nodes.length === 0 ? (
              data.state === 'waiting' ? (
                <Alert type="info" showIcon title="邮件尚未揽收，揽收后可在此查看物流轨迹。" />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流轨迹" />
              )
            ) : (
              <Timeline
                items={data.nodes.map((node, index) => ({
                  key: `${node.time}-${index}`,
                  color: index === 0 ? 'blue' : 'gray',
                  content: (
                    <>
                      <div>{node.description}</div>
                      <Typography.Text type="secondary">
                        {node.time} · {node.location}
                      </Typography.Text>
                    </>
                  ),
                }))}
              />
            )}
          </>
        )}
      </AsyncView>
    </Modal>
  );
}
