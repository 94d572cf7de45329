// One case in full (applicant/case/detail): the answer travels SM4-encrypted;
// the applicant's ID number and phone arrive masked, as on every other screen.
// Progress, materials, results, how the result
// is collected (with the EMS trace), the arbitration document of arbitration
// cases and the rating of finished cases.
import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import type { components } from '../../api/generated/affair';
import { answerOf } from '../apiAnswer';
import { AsyncView } from '../AsyncView';
import { PAIRS_PER_ROW } from '../descriptions';
import { Table } from '../tables';
import { useAsyncData } from '../useAsyncData';
import { CaseComment } from './CaseComment';
import { DeliveryTraceModal } from './DeliveryTrace';
import { CASE_STATES, formatFileSize } from './labels';

type CaseDetail = components['schemas']['CaseDetail'];
type CaseFile = components['schemas']['CaseFile'];

/** The affairType of labour and personnel dispute arbitration cases. */
export const ARBITRATION_AFFAIR_TYPE = '3';

const NODE_STATUS = { done: 'finish', current: 'process', pending: 'wait' } as const;
const DELIVERY_TYPES = { window: '窗口领取', ems: 'EMS 寄递', online: '网上下载（电子结果）' } as const;
const RESULT_TYPES = { license: '电子证照', approval: '审批决定', notice: '告知书' } as const;

function FileLink({ file }: { file: CaseFile }) {
  return (
    <a href={file.fileUrl} target="_blank" rel="noopener noreferrer">
      <FileTextOutlined /> {file.fileName}
      <Typography.Text type="secondary">（{formatFileSize(file.fileSize)}）</Typography.Text>
    </a>
  );
}

function ArbitrationDocument({ caseId }: { caseId: string }) {
  const doc = useAsyncData(`arbitration:${caseId}`, () => answerOf(api.affair.POST('/double/arbitration/doc/exist', { body: { caseId } })));
  return (
    <AsyncView state={doc} rows={1}>
      {(data) =>
        data.exist && data.file ? (
          <Space>
            <span>{data.docName}</span>
            <FileLink file={data.file} />
          </Space>
        ) : (
          <Typography.Text type="secondary">仲裁机构尚未出具文书，出具后可在此查看。</Typography.Text>
        )
      }
    </AsyncView>
  );
}

function CaseBody({ detail, onTrace }: { detail: CaseDetail; onTrace: (expressNo: string) => void }) {
  const { applicant, delivery } = detail;
  const state = CASE_STATES[detail.state];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {detail.state === 'supplement' && detail.supplementNote && (
        <Alert type="warning" showIcon title="请补正材料" description={detail.supplementNote} />
      )}
      <Descriptions title="办件信息" bordered size="small" column={PAIRS_PER_ROW}>
        <Descriptions.Item label="办件编号">{detail.caseNo}</Descriptions.Item>
        <Descriptions.Item label="办件状态">
          <Tag color={state.color}>{state.label}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="事项名称" span="filled">
          {detail.matterName}
        </Descriptions.Item>
        <Descriptions.Item label="办理部门">{detail.departmentName}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{detail.applyTime}</Descriptions.Item>
        <Descriptions.Item label="承诺时限">{detail.promiseDays === 0 ? '即办件' : `${detail.promiseDays} 个工作日`}</Descriptions.Item>
        <Descriptions.Item label={detail.finishTime ? '办结时间' : '承诺办结日期'}>
          {detail.finishTime ?? detail.promiseDate ?? '受理后确定'}
        </Descriptions.Item>
      </Descriptions>

      <Descriptions title="申请人" bordered size="small" column={PAIRS_PER_ROW}>
        {applicant.applicantType === 'unit' && (
          <>
            <Descriptions.Item label="单位名称">{applicant.unitName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{applicant.socialCreditCode}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={applicant.applicantType === 'unit' ? '经办人' : '姓名'}>{applicant.name}</Descriptions.Item>
        <Descriptions.Item label="证件号码">{applicant.idCardNo}</Descriptions.Item>
        <Descriptions.Item label="手机号码">{applicant.cellphone}</Descriptions.Item>
      </Descriptions>

      <section>
        <Typography.Title level={5}>办理进度</Typography.Title>
        <Steps
          orientation="vertical"
          size="small"
          items={detail.timeline.map((node) => ({
            title: node.nodeName,
            status: NODE_STATUS[node.state],
            content: [node.departmentName, node.handler, node.time, node.opinion].filter(Boolean).join(' · '),
          }))}
        />
      </section>

      <section>
        <Typography.Title level={5}>申请材料</Typography.Title>
        <Table
          size="small"
          rowKey="materialCode"
          dataSource={detail.materials}
          locale={{ emptyText: '该事项无需提交材料' }}
          columns={[
            {
              title: '材料名称',
              dataIndex: 'materialName',
              render: (name: string, material) => (
                <>
                  {name} {material.required && <Tag color="red">必交</Tag>}
                </>
              ),
            },
            {
              title: '已提交文件',
              key: 'files',
              render: (_, material) =>
                material.files.length === 0 ? (
                  <Typography.Text type="secondary">未上传</Typography.Text>
                ) : (
                  <Flex vertical gap={4}>
                    {material.files.map((file) => (
                      <FileLink key={file.fileId} file={file} />
                    ))}
                  </Flex>
                ),
            },
          ]}
          pagination={false}
        />
      </section>

      <section>
        <Typography.Title level={5}>办理结果</Typography.Title>
        {detail.results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未出具办理结果" />
        ) : (
          <Flex vertical gap={8}>
            {detail.results.map((result) => (
              <Flex key={`${result.resultName}-${result.issueTime}`} gap={12} wrap align="center">
                <Tag>{RESULT_TYPES[result.resultType]}</Tag>
                <span>{result.resultName}</span>
                <Typography.Text type="secondary">{result.issueTime}</Typography.Text>
                {result.file && <FileLink file={result.file} />}
              </Flex>
            ))}
          </Flex>
        )}
      </section>

      <Descriptions title="结果领取" bordered size="small" column={1}>
        <Descriptions.Item label="领取方式">{DELIVERY_TYPES[delivery.deliveryType]}</Descriptions.Item>
        {delivery.windowAddress && <Descriptions.Item label="领取窗口">{delivery.windowAddress}</Descriptions.Item>}
        {delivery.receiverName && (
          <Descriptions.Item label="收件人">
            {delivery.receiverName} {delivery.receiverPhone}
          </Descriptions.Item>
        )}
        {delivery.address && <Descriptions.Item label="收件地址">{delivery.address}</Descriptions.Item>}
        {delivery.expressNo && (
          <Descriptions.Item label="EMS 运单号">
            <Space>
              {delivery.expressNo}
              <Button size="small" onClick={() => onTrace(delivery.expressNo ?? '')}>
                查看物流
              </Button>
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>

      {detail.affairType === ARBITRATION_AFFAIR_TYPE && (
        <section>
          <Typography.Title level={5}>仲裁文书</Typography.Title>
          <ArbitrationDocument caseId={detail.caseId} />
        </section>
      )}

      <section>
        <Typography.Title level={5}>办件评价</Typography.Title>
        <CaseComment caseId={detail.caseId} />
      </section>
    </Space>
  );
}

export function CaseDetailDrawer({ caseId, onClose }: { caseId: string | undefined; onClose: () => void }) {
  const [tracing, setTracing] = useState<string>();
  const detail = useAsyncData(caseId ? `case:${caseId}` : null, () =>
    answerOf(api.affair.POST('/applicant/case/detail', { body: { caseId: caseId ?? '' } })),
  );
  return (
    <Drawer open={caseId !== undefined} title="办件详情" size={760} onClose={onClose} destroyOnHidden>
      <AsyncView state={detail} rows={10}>
        {(data) => <CaseBody detail={data.caseInfo} onTrace={setTracing} />}
      </AsyncView>
      <DeliveryTraceModal expressNo={tracing} onClose={() => setTracing(undefined)} />
    </Drawer>
  );
}
