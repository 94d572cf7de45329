// /center/person/rightsBill and /center/unit/rightsBill: the yearly social
// insurance rights bill of the person or unit logged in (loadRightsBill), and
// the rights bill of each finished case (case/right/bill); both printable.
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { formatYuan } from '../../../../components/cases/labels';
import { PAIRS_PER_ROW } from '../../../../components/descriptions';
import { printDocument } from '../../../../components/print';
import { StatusResult } from '../../../../components/StatusResult';
import { TabbedPanels } from '../../../../components/TabbedPanels';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { billYears, caseBillHtml, INSURED_STATUS, insuranceBillHtml, insuranceBillTitle, type InsuranceBill } from './bill-print';
import '../affairs.css';

export type BillHolder = InsuranceBill['holderType'];

const CASE_PAGE_SIZE = 10;
/** An ideographic space between the parts of a line. */
const GAP = '\u3000';
const HOLDER_NAMES: Record<BillHolder, string> = { person: '个人', unit: '单位' };

function InsuranceBillView({ bill }: { bill: InsuranceBill }) {
  const unit = bill.holderType === 'unit';
  return (
    <div className="rights-bill">
      <Typography.Title level={4} className="rights-bill__title">
        {insuranceBillTitle(bill)}
      </Typography.Title>
      <div className="rights-bill__meta">
        <span>
          {unit ? '单位名称' : '姓名'}：{bill.holderName}
        </span>
        <span>
          {unit ? '统一社会信用代码' : '证件号码'}：{bill.holderNo}
        </span>
      </div>
      <Typography.Title level={5}>参保情况</Typography.Title>
      <Table
        size="small"
        bordered
        rowKey="insuranceType"
        dataSource={bill.insuredList}
        columns={[
          { title: '险种', dataIndex: 'insuranceTypeName' },
          { title: '参保状态', dataIndex: 'status', render: (status: keyof typeof INSURED_STATUS) => INSURED_STATUS[status] },
          { title: unit ? '参保日期' : '首次参保日期', dataIndex: 'firstInsuredDate' },
          unit
            ? { title: '年末在保人数', dataIndex: 'insuredCount', render: (count?: number) => count ?? '—' }
            : { title: '累计缴费月数', dataIndex: 'insuredMonths', render: (months?: number) => months ?? '—' },
        ]}
        pagination={false}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        年度缴费
      </Typography.Title>
      <Table
        size="small"
        bordered
        rowKey="insuranceType"
        dataSource={bill.paymentList}
        columns={[
          { title: '险种', dataIndex: 'insuranceTypeName' },
          { title: '缴费月数', dataIndex: 'months' },
          { title: '单位缴纳（元）', dataIndex: 'unitAmount', align: 'right', render: formatYuan },
          { title: '个人缴纳（元）', dataIndex: 'personAmount', align: 'right', render: formatYuan },
          { title: '合计（元）', dataIndex: 'totalAmount', align: 'right', render: formatYuan },
        ]}
        pagination={false}
      />
      {bill.pensionAccountBalance !== undefined && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          养老保险个人账户年末累计储存额：<Typography.Text strong>{formatYuan(bill.pensionAccountBalance)}</Typography.Text> 元
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">
        打印编号：{bill.printNo}
        {GAP}验证码：{bill.verifyCode}
        {GAP}生成时间：{bill.printTime}
      </Typography.Paragraph>
    </div>
  );
}

function InsuranceBillTab({ holder }: { holder: BillHolder }) {
  const years = billYears(new Date());
  const [year, setYear] = useState(years[0] ?? '');
  const bill = useAsyncData(`rights-bill:${year}`, () =>
    answerOf(api.businessCenter.POST('/loadRightsBill', { body: { billYear: year } })),
  );
  const other: BillHolder = holder === 'person' ? 'unit' : 'person';
  return (
    <>
      <Space className="affairs-filters no-print" wrap>
        <span>账单年度</span>
        <Select
          aria-label="账单年度"
          style={{ width: 120 }}
          value={year}
          onChange={setYear}
          options={years.map((value) => ({ value, label: `${value} 年` }))}
        />
        {bill.data?.holderType === holder && (
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => bill.data && printDocument(insuranceBillHtml(bill.data))}>
            打印权益单
          </Button>
        )}
      </Space>
      <AsyncView state={bill} rows={8}>
        {(data) =>
          data.holderType === holder ? (
            <InsuranceBillView bill={data} />
          ) : (
            <StatusResult
              status="info"
              title={`当前登录的是${HOLDER_NAMES[data.holderType]}账号`}
              subTitle={`${HOLDER_NAMES[holder]}社会保险权益单请使用${HOLDER_NAMES[holder]}账号登录后查看。`}
              extra={
                <Link to={other === 'person' ? paths.center.personRightsBill : paths.center.unitRightsBill}>
                  <Button type="primary">查看{HOLDER_NAMES[other]}权益单</Button>
                </Link>
              }
            />
          )
        }
      </AsyncView>
    </>
  );
}

function CaseBillDialog({ caseId, onClose }: { caseId: string | undefined; onClose: () => void }) {
  const bill = useAsyncData(caseId ? `case-bill:${caseId}` : null, () =>
    answerOf(api.affair.POST('/case/right/bill', { body: { caseId: caseId ?? '' } })),
  );
  return (
    <Modal
      open={caseId !== undefined}
      title="办件权益单"
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!bill.data}
          onClick={() => bill.data && printDocument(caseBillHtml(bill.data))}
        >
          打印
        </Button>
      }
    >
      <AsyncView state={bill} rows={6}>
        {(data) => (
          <>
            <Descriptions size="small" bordered column={PAIRS_PER_ROW} style={{ marginBottom: 12 }}>
              <Descriptions.Item label="权益单编号">{data.billNo}</Descriptions.Item>
              <Descriptions.Item label="办件编号">{data.caseNo}</Descriptions.Item>
              <Descriptions.Item label="事项">{data.matterName}</Descriptions.Item>
              <Descriptions.Item label="权益人">
                {data.holderName}（{data.holderIdCardMasked}）
              </Descriptions.Item>
              <Descriptions.Item label="出具部门">{data.issueDepartment}</Descriptions.Item>
              <Descriptions.Item label="出具日期">{data.issueDate}</Descriptions.Item>
            </Descriptions>
            <Table
              size="small"
              bordered
              rowKey="rightName"
              dataSource={data.rights}
              columns={[
                { title: '权益', dataIndex: 'rightName', width: 140 },
                { title: '内容', dataIndex: 'rightContent' },
                {
                  title: '金额（元）',
                  dataIndex: 'amount',
                  width: 110,
                  align: 'right',
                  render: (amount?: number) => (amount === undefined ? '—' : formatYuan(amount)),
                },
                {
                  title: '期限',
                  key: 'period',
                  width: 200,
                  render: (_, right) => `${right.startDate ?? '—'} 至 ${right.endDate ?? '长期'}`,
                },
              ]}
              pagination={false}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              验真码：{data.verifyCode}
            </Typography.Paragraph>
          </>
        )}
      </AsyncView>
    </Modal>
  );
}

function CaseBillsTab() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string>();
  const body = { pageNum: page, pageSize: CASE_PAGE_SIZE, state: 'finished' as const };
  const cases = useAsyncData(`finished-cases:${page}`, () => answerOf(api.affair.POST('/applicant/case/list', { body })));
  return (
    <>
      <Alert className="affairs-hint" type="info" showIcon title="已办结的办件可查看并打印其权益单；不产生权益的办件没有权益单。" />
      <AsyncView state={cases} isEmpty={(data) => data.total === 0} empty="暂无已办结的办件">
        {(data) => (
          <Table
            rowKey="caseId"
            dataSource={data.list}
            pagination={pageTurning({ current: data.pageNum, pageSize: CASE_PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              { title: '办件编号', dataIndex: 'caseNo', width: 190 },
              { title: '事项名称', dataIndex: 'matterName' },
              { title: '办理部门', dataIndex: 'departmentName', width: 180 },
              { title: '状态', key: 'state', width: 90, render: () => <Tag color="success">已办结</Tag> },
              {
                title: '操作',
                key: 'actions',
                width: 110,
                render: (_, item) => (
                  <Button type="link" onClick={() => setOpen(item.caseId)}>
                    查看权益单
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <CaseBillDialog caseId={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

export function RightsBillScreen({ holder }: { holder: BillHolder }) {
  return (
    <div className="affairs-screen">
      <Typography.Title level={3}>{HOLDER_NAMES[holder]}权益单</Typography.Title>
      <TabbedPanels
        label="权益单类别"
        items={[
          { key: 'insurance', label: '社会保险权益单', children: <InsuranceBillTab holder={holder} /> },
          { key: 'cases', label: '办件权益单', children: <CaseBillsTab /> },
        ]}
      />
    </div>
  );
}

export const PersonRightsBillScreen = () => <RightsBillScreen holder="person" />;
export const UnitRightsBillScreen = () => <RightsBillScreen holder="unit" />;
