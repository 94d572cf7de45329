// The cases a unit or an institution applied for (affair applicant/case/*):
// counts by state, the paged list filtered by state and keyword, and the
// detail drawer of one case.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Select, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import type { components } from '../../api/generated/affair';
import { answerOf } from '../apiAnswer';
import { AsyncView } from '../AsyncView';
import { CASE_STATES, type CaseState } from '../cases/labels';
import { LazyCaseDetailDrawer } from '../cases/LazyCaseDetailDrawer';
import { Panel } from '../Panel';
import { Table } from '../tables';
import { pageTurning } from '../tables';
import { useAsyncData } from '../useAsyncData';

type CaseSummary = components['schemas']['CaseSummary'];

const PAGE_SIZE = 10;
const OVERVIEW: { key: 'total' | CaseState; label: string }[] = [
  { key: 'total', label: '全部办件' },
  { key: 'handling', label: '办理中' },
  { key: 'supplement', label: '待补正' },
  { key: 'finished', label: '已办结' },
];

/** The four counts; without them yet, the same cards waiting (a dash), at the height they will have. */
function OverviewCards({ counts }: { counts?: Record<(typeof OVERVIEW)[number]['key'], number> }) {
  return (
    // Two to a row on phones: four beside each other broke 7 件 onto two lines in 关怀版.
    <Row gutter={[16, 16]} style={{ marginBottom: 20 }} aria-busy={counts === undefined}>
      {OVERVIEW.map(({ key, label }) => (
        <Col xs={12} sm={6} key={key}>
          <Panel size="small">
            <Statistic title={label} value={counts ? counts[key] : '—'} suffix={counts ? '件' : undefined} />
          </Panel>
        </Col>
      ))}
    </Row>
  );
}

export function CaseOffice() {
  const [state, setState] = useState<CaseState>();
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [openCase, setOpenCase] = useState<string>();
  const overview = useAsyncData('case-overview', () => answerOf(api.affair.POST('/applicant/case/overview', { body: {} })));
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) };
  const cases = useAsyncData(`cases:${JSON.stringify(body)}`, () => answerOf(api.affair.POST('/applicant/case/list', { body })));

  return (
    <>
      {/* The counts keep their place while they load: a list answered first does not move when they come. */}
      {overview.loading ? <OverviewCards /> : <AsyncView state={overview}>{(counts) => <OverviewCards counts={counts} />}</AsyncView>}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<CaseState>
          allowClear
          placeholder="全部状态"
          aria-label="办件状态"
          style={{ width: 140 }}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={Object.entries(CASE_STATES).map(([value, { label }]) => ({ value: value as CaseState, label }))}
        />
        <Input
          allowClear
          placeholder="事项名称或办件编号"
          aria-label="关键字"
          maxLength={50}
          style={{ width: 240 }}
          value={keywordInput}
          onChange={(event) => setKeywordInput(event.target.value)}
          onPressEnter={() => {
            setKeyword(keywordInput.trim());
            setPage(1);
          }}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          onClick={() => {
            setKeyword(keywordInput.trim());
            setPage(1);
          }}
        >
          查询
        </Button>
      </Space>
      <AsyncView state={cases} rows={5}>
        {(data) => (
          <Table<CaseSummary>
            rowKey="caseId"
            dataSource={data.list}
            locale={{ emptyText: '暂无办件' }}
            pagination={pageTurning({ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              { title: '办件编号', dataIndex: 'caseNo', width: 190 },
              { title: '事项名称', dataIndex: 'matterName' },
              { title: '办理部门', dataIndex: 'departmentName' },
              { title: '申请时间', dataIndex: 'applyTime', width: 170 },
              {
                title: '状态',
                dataIndex: 'state',
                width: 100,
                render: (value: CaseState) => <Tag color={CASE_STATES[value].color}>{CASE_STATES[value].label}</Tag>,
              },
              {
                title: '操作',
                width: 90,
                render: (_, item) => (
                  <Button type="link" onClick={() => setOpenCase(item.caseId)} aria-label={`详情：查看办件 ${item.caseNo}`}>
                    详情
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <LazyCaseDetailDrawer caseId={openCase} onClose={() => setOpenCase(undefined)} />
    </>
  );
}
