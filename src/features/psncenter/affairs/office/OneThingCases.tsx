// "One-thing" cases (several departments' items applied for together): the
// paged list, the encrypted detail (plaintext here) and the rating, which the
// government rating site hosts: rateOneThing registers it and returns its page.
import { Alert, Button, Descriptions, Drawer, Select, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/one-thing';
import { answerOf, toastRefusal } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { CASE_STATES } from '../../../../components/cases/labels';
import { PAIRS_PER_ROW } from '../../../../components/descriptions';
import { useFeedback } from '../../../../components/feedback';
import { followUrl } from '../../../../components/navigation';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { BASE_PATH } from '../../../../config/app';
import { paths } from '../../../../config/paths';
import { CASE_PAGE_SIZE, rateBackUrl } from './query';

type OneThingStatus = components['schemas']['OneThingStatus'];
type OneThingDetail = components['schemas']['OneThingDetailResponse']['map'];

const MATERIAL_SOURCES = { upload: '本人上传', license: '电子证照免提交', none: '未提交' } as const;

function StatusTag({ status }: { status: OneThingStatus }) {
  return <Tag color={CASE_STATES[status].color}>{CASE_STATES[status].label}</Tag>;
}

function useRating() {
  const { message } = useFeedback();
  const [rating, setRating] = useState<string>();
  const rate = async (busiLogId: string) => {
    setRating(busiLogId);
    try {
      const backUrl = rateBackUrl(window.location.origin, BASE_PATH, paths.center.office);
      const { rateUrl } = await answerOf(api.oneThing.POST('/rateOneThing', { params: { query: { busiLogId, backUrl } }, body: {} }));
      if (followUrl(rateUrl, { opening: 'self', source: 'service' }).kind === 'rejected') message.error('评价页地址无效，请稍后再试');
    } catch (failure) {
      toastRefusal(failure);
    } finally {
      setRating(undefined);
    }
  };
  return { rating, rate };
}

function OneThingBody({ detail, rate, rating }: { detail: OneThingDetail; rate: (id: string) => void; rating: boolean }) {
  const { applicant } = detail;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {detail.status === 'finished' && !detail.rated && (
        <Alert
          type="info"
          showIcon
          title="该一件事已办结，欢迎对办理情况进行评价"
          action={
            <Button type="primary" size="small" loading={rating} onClick={() => rate(detail.busiLogId)}>
              去评价
            </Button>
          }
        />
      )}
      <Descriptions title="办件信息" bordered size="small" column={PAIRS_PER_ROW}>
        <Descriptions.Item label="办件流水号">{detail.busiLogId}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label="一件事" span="filled">
          {detail.oneThingName}
        </Descriptions.Item>
        <Descriptions.Item label="办理地区">{detail.areaName}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{detail.applyTime}</Descriptions.Item>
        <Descriptions.Item label="承诺办结日期">{detail.promiseDate}</Descriptions.Item>
        <Descriptions.Item label="办结时间">{detail.finishTime ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Descriptions title="申请人" bordered size="small" column={PAIRS_PER_ROW}>
        <Descriptions.Item label={applicant.applicantType === 'unit' ? '单位名称' : '姓名'}>{applicant.name}</Descriptions.Item>
        <Descriptions.Item label={applicant.applicantType === 'unit' ? '统一社会信用代码' : '证件号码'}>
          {applicant.applicantType === 'unit' ? applicant.socialCreditCode : applicant.idCardNo}
        </Descriptions.Item>
        <Descriptions.Item label="联系人">{applicant.contactName}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{applicant.contactPhone}</Descriptions.Item>
        {applicant.address && (
          <Descriptions.Item label="联系地址" span="filled">
            {applicant.address}
          </Descriptions.Item>
        )}
      </Descriptions>
      <section>
        <Typography.Title level={5}>子事项办理情况</Typography.Title>
        <Table
          size="small"
          rowKey="itemCode"
          dataSource={detail.subItems}
          columns={[
            { title: '事项', dataIndex: 'itemName' },
            { title: '办理部门', dataIndex: 'deptName', width: 180 },
            { title: '状态', dataIndex: 'status', width: 96, render: (status: OneThingStatus) => <StatusTag status={status} /> },
            { title: '办理说明', dataIndex: 'result', render: (result?: string) => result ?? '—' },
          ]}
          pagination={false}
        />
      </section>
      <section>
        <Typography.Title level={5}>申请材料</Typography.Title>
        <Table
          size="small"
          rowKey="materialName"
          dataSource={detail.materials}
          columns={[
            {
              title: '材料',
              dataIndex: 'materialName',
              render: (name: string, item) => (
                <>
                  {name} {item.mandatory && <Tag color="red">必交</Tag>}
                </>
              ),
            },
            { title: '来源', dataIndex: 'source', width: 150, render: (source: keyof typeof MATERIAL_SOURCES) => MATERIAL_SOURCES[source] },
            { title: '文件数', dataIndex: 'fileCount', width: 80 },
          ]}
          pagination={false}
        />
      </section>
      <section>
        <Typography.Title level={5}>办理进度</Typography.Title>
        <Steps
          orientation="vertical"
          size="small"
          current={detail.progress.length - 1}
          items={detail.progress.map((node) => ({
            title: node.nodeName,
            content: [node.deptName, node.handler, node.time, node.opinion].filter(Boolean).join(' · '),
          }))}
        />
      </section>
    </Space>
  );
}

export function OneThingCases() {
  const [status, setStatus] = useState<OneThingStatus>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string>();
  const { rating, rate } = useRating();
  const body = { pageNum: page, pageSize: CASE_PAGE_SIZE, ...(status ? { status } : {}) };
  const list = useAsyncData(`onething:${JSON.stringify(body)}`, () => answerOf(api.oneThing.POST('/case/onething/list', { body })));
  const detail = useAsyncData(open ? `onething-detail:${open}` : null, () =>
    answerOf(api.oneThing.POST('/case/onething/queryDetail', { body: { busiLogId: open ?? '' } })),
  );

  return (
    <>
      <Space className="affairs-filters">
        <span>办理状态</span>
        <Select<OneThingStatus>
          allowClear
          placeholder="全部"
          style={{ width: 140 }}
          value={status}
          aria-label="办理状态"
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={Object.entries(CASE_STATES).map(([value, { label }]) => ({ value: value as OneThingStatus, label }))}
        />
      </Space>
      <AsyncView state={list} rows={5}>
        {(data) => (
          <Table
            rowKey="busiLogId"
            dataSource={data.list}
            locale={{ emptyText: '暂无一件事办件' }}
            pagination={pageTurning({ current: data.pageNum, pageSize: CASE_PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              { title: '一件事', dataIndex: 'oneThingName' },
              { title: '申请时间', dataIndex: 'applyTime', width: 170 },
              {
                title: '子事项进度',
                key: 'items',
                width: 120,
                render: (_, item) => `${item.finishedItemCount} / ${item.subItemCount} 已办结`,
              },
              { title: '状态', dataIndex: 'status', width: 96, render: (value: OneThingStatus) => <StatusTag status={value} /> },
              {
                title: '操作',
                key: 'actions',
                width: 150,
                render: (_, item) => (
                  <Space size={0}>
                    <Button type="link" onClick={() => setOpen(item.busiLogId)}>
                      详情
                    </Button>
                    {item.status === 'finished' && !item.rated && (
                      <Button type="link" loading={rating === item.busiLogId} onClick={() => void rate(item.busiLogId)}>
                        评价
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <Drawer open={open !== undefined} title="一件事办件详情" size={760} onClose={() => setOpen(undefined)} destroyOnHidden>
        <AsyncView state={detail} rows={10}>
          {(data) => <OneThingBody detail={data} rating={rating === data.busiLogId} rate={(id) => void rate(id)} />}
        </AsyncView>
      </Drawer>
    </>
  );
}
