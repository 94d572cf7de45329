// /unitcenter/onlineDel: documents served on the unit online. Counts by state,
// the paged list (state, keyword, issue dates), the full document with its
// attachments, and signing: the server first says whether the user may sign
// and whether an SMS code is needed; signing yields the receipt number.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Statistic, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { api } from '../../../api';
import { answerOf, toastRefusal } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { DatePicker } from '../../../components/DatePicker';
import { useFeedback } from '../../../components/feedback';
import { lazyComponent } from '../../../components/lazy-chunk';
import { Panel } from '../../../components/Panel';
import { Table } from '../../../components/tables';
import { pageTurning } from '../../../components/tables';
import { useAsyncData } from '../../../components/useAsyncData';
import { useOpenedOnce } from '../../../components/useOpenedOnce';
import { dayOf } from '../../../lib/calendar-days';
import { DOC_STATES, type DocState, type OnlineDoc } from './doc-states';
import { nextSignStep } from './signing';

// The document's detail and the signing dialog arrive when first asked for.
const DocumentDrawer = lazyComponent('DocumentDrawer', () => import('./DocumentDialogs').then((module) => module.DocumentDrawer));
const SmsSignDialog = lazyComponent('SmsSignDialog', () => import('./DocumentDialogs').then((module) => module.SmsSignDialog));

const PAGE_SIZE = 10;

interface DocFilters {
  state?: DocState;
  keyword?: string;
  issueDates?: [Dayjs, Dayjs];
}

function pageBody(filters: DocFilters, pageNum: number) {
  const [from, to] = filters.issueDates ?? [];
  return {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.keyword?.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(from && to ? { issueDateFrom: from.format('YYYY-MM-DD'), issueDateTo: to.format('YYYY-MM-DD') } : {}),
  };
}

export function OnlineDelScreen() {
  const { message } = useFeedback();
  const [filters, setFilters] = useState<DocFilters>({});
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string>();
  const drawerOpened = useOpenedOnce(viewing !== undefined);
  const [signing, setSigning] = useState<{ doc: OnlineDoc; cellphoneMasked: string }>();
  const [checking, setChecking] = useState<string>();
  const [version, setVersion] = useState(0);
  const overview = useAsyncData(`doc-overview:${version}`, () => answerOf(api.channel.POST('/onlineDel/overView', { body: {} })));
  const body = pageBody(filters, page);
  const docs = useAsyncData(`docs:${version}:${JSON.stringify(body)}`, () => answerOf(api.channel.POST('/onlineDel/queryPage', { body })));

  const signed = (receiptNo: string) => {
    void message.success(`签收成功，送达回证编号 ${receiptNo}`);
    setSigning(undefined);
    setVersion((value) => value + 1);
  };

  const startSigning = async (doc: OnlineDoc) => {
    setChecking(doc.docId);
    try {
      const check = await answerOf(api.channel.POST('/onlineDel/toSignedChecked', { body: { docId: doc.docId } }));
      const step = nextSignStep(check);
      if (step.kind === 'refused') {
        void message.warning(step.reason);
      } else if (step.kind === 'sms') {
        setSigning({ doc, cellphoneMasked: step.cellphoneMasked });
      } else {
        const answer = await answerOf(api.channel.POST('/onlineDel/signed', { body: { docId: doc.docId } }));
        signed(answer.receiptNo);
      }
    } catch (error) {
      toastRefusal(error);
    } finally {
      setChecking(undefined);
    }
  };

  return (
    <>
      <PageHeader description="人社部门向本单位送达的文书在此查看和签收，请在签收期限内完成签收。" />
      <AsyncView state={overview} rows={1}>
        {(counts) => (
          <Row gutter={[16, 16]} style={{ marginBottom: 20 }}>
            {(
              [
                ['total', '全部文书'],
                ['unsigned', '待签收'],
                ['signed', '已签收'],
                ['overdue', '逾期未签收'],
              ] as const
            ).map(([key, label]) => (
              <Col xs={12} md={6} key={key}>
                <Panel size="small">
                  <Statistic title={label} value={counts[key]} suffix="份" />
                </Panel>
              </Col>
            ))}
          </Row>
        )}
      </AsyncView>
      <Form<DocFilters>
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        aria-label="文书查询条件"
        onFinish={(values) => {
          setFilters(values);
          setPage(1);
        }}
      >
        <Form.Item name="state" label="签收状态">
          <Select<DocState>
            allowClear
            placeholder="全部"
            style={{ width: 130 }}
            options={Object.entries(DOC_STATES).map(([value, { label }]) => ({ value: value as DocState, label }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder="文书标题或文号" maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="issueDates" label="发文日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
        </Form.Item>
      </Form>
      <AsyncView state={docs} rows={5}>
        {(data) => (
          <Table<OnlineDoc>
            rowKey="docId"
            dataSource={data.list}
            locale={{ emptyText: '暂无文书' }}
            pagination={pageTurning({ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              {
                title: '文书',
                dataIndex: 'title',
                render: (_, doc) => (
                  <>
                    <div>{doc.title}</div>
                    <Typography.Text type="secondary">
                      {doc.docNo} · {doc.issuingDept}
                    </Typography.Text>
                  </>
                ),
              },
              { title: '发文日期', dataIndex: 'issueDate', width: 110, render: (value: string) => dayOf(value) },
              { title: '签收期限', dataIndex: 'signDeadline', width: 110, render: (value: string) => dayOf(value) },
              {
                title: '状态',
                dataIndex: 'state',
                width: 110,
                render: (value: DocState) => <Tag color={DOC_STATES[value].color}>{DOC_STATES[value].label}</Tag>,
              },
              {
                title: '操作',
                width: 130,
                render: (_, doc) => (
                  <Space size={0}>
                    <Button type="link" onClick={() => setViewing(doc.docId)} aria-label={`查看 ${doc.title}`}>
                      查看
                    </Button>
                    {doc.state !== 'signed' && (
                      <Button
                        type="link"
                        loading={checking === doc.docId}
                        onClick={() => void startSigning(doc)}
                        aria-label={`签收 ${doc.title}`}
                      >
                        签收
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <Suspense fallback={null}>
        {drawerOpened && <DocumentDrawer docId={viewing} onClose={() => setViewing(undefined)} />}
        {signing && (
          <SmsSignDialog
            doc={signing.doc}
            cellphoneMasked={signing.cellphoneMasked}
            onSigned={signed}
            onClose={() => setSigning(undefined)}
          />
        )}
      </Suspense>
    </>
  );
}
