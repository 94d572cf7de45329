// /center/office, "my cases": the count of cases by state, then the cases,
// the one-thing cases and the electronic archives in tabs.
import { Alert, Col, Row, Statistic, Typography } from 'antd';
import { Suspense } from 'react';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { lazyComponent } from '../../../../components/lazy-chunk';
import { PageLoading } from '../../../../components/PageLoading';
import { Panel } from '../../../../components/Panel';
import { TabbedPanels } from '../../../../components/TabbedPanels';
import { useAsyncData } from '../../../../components/useAsyncData';
import { CaseList } from './CaseList';
import '../affairs.css';

// The other two tabs arrive when they are opened.
const OneThingCases = lazyComponent('OneThingCases', () => import('./OneThingCases').then((module) => module.OneThingCases));
const OnlineArchives = lazyComponent('OnlineArchives', () => import('./OnlineArchives').then((module) => module.OnlineArchives));

const COUNTS = [
  ['total', '办件总数'],
  ['submitted', '待受理'],
  ['handling', '办理中'],
  ['supplement', '待补正'],
  ['finished', '已办结'],
  ['rejected', '不予受理'],
] as const;

function CaseOverview() {
  const overview = useAsyncData('case-overview', () => answerOf(api.affair.POST('/applicant/case/overview', { body: {} })));
  return (
    <AsyncView state={overview} rows={1}>
      {(counts) => (
        <>
          <Row gutter={[12, 12]} className="affairs-overview">
            {COUNTS.map(([key, label]) => (
              <Col key={key} xs={12} sm={8} md={4}>
                <Panel size="small" className={key === 'supplement' && counts.supplement > 0 ? 'affairs-overview__alert' : undefined}>
                  <Statistic title={label} value={counts[key]} suffix="件" />
                </Panel>
              </Col>
            ))}
          </Row>
          {counts.supplement > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title={`您有 ${counts.supplement} 件办件需要补正材料，请筛选“待补正”办件查看补正要求。`}
            />
          )}
        </>
      )}
    </AsyncView>
  );
}

export function OfficeScreen() {
  return (
    <div className="affairs-screen">
      <Typography.Title level={3}>我的办件</Typography.Title>
      <CaseOverview />
      <TabbedPanels
        className="affairs-tabs"
        label="办件类别"
        items={[
          { key: 'cases', label: '我的办件', children: <CaseList /> },
          {
            key: 'onething',
            label: '一件事办件',
            children: (
              <Suspense fallback={<PageLoading minHeight={200} />}>
                <OneThingCases />
              </Suspense>
            ),
          },
          {
            key: 'archives',
            label: '在线档案',
            children: (
              <Suspense fallback={<PageLoading minHeight={200} />}>
                <OnlineArchives />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
