// /task for a matter handled as a case: the matter's heading, the process's
// step bar and the panel of the flow's current state (caseFlow.ts). The form
// step's code (its pickers, selects and area control) and the material list's
// (uploads) are fetched beside the flow's first calls, not with the page: a
// portal service on /task needs neither.
import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Steps } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { lazyComponent } from '../../../../components/lazy-chunk';
import { Panel } from '../../../../components/Panel';
import { StatusResult } from '../../../../components/StatusResult';
import { MAIN_URL } from '../../../../config/app';
import { PageHeading } from '../PageParts';
import { DONE_STEP, resumeStep, stepBar, type FlowState } from './caseFlow';
import { CaseResult, ConfirmStep, MaterialStep, preloadMaterialList } from './StepPanels';
import { useCaseFlow, type CaseFlow } from './useCaseFlow';

const CaseForm = lazyComponent('CaseForm', () => import('./CaseForm').then((module) => module.CaseForm));

const STEP_STATUS = { done: 'finish', current: 'process', pending: 'wait' } as const;

function Heading({ state }: { state: FlowState }) {
  const start = 'start' in state ? state.start : undefined;
  return (
    <PageHeading title={start?.matterName ?? '事项办理'} icon={<FileTextOutlined className="task-heading__icon" />}>
      {start && `受理部门：${start.departmentName} · 事项编码：${start.matterCode} · 业务流水号：${start.businessId}`}
    </PageHeading>
  );
}

function StepBar({ state }: { state: FlowState }) {
  if (state.phase !== 'working' && state.phase !== 'done') return null;
  const bar = stepBar(state.steps, state.phase === 'done' ? DONE_STEP : state.step);
  return (
    <Panel className="task-card no-print">
      <Steps size="small" items={bar.map((step) => ({ key: step.stepCode, title: step.stepName, status: STEP_STATUS[step.state] }))} />
    </Panel>
  );
}

function ResumeQuestion({ flow, state }: { flow: CaseFlow; state: Extract<FlowState, { phase: 'choosing' }> }) {
  const savedAt = state.localDraft ? `（本机最近保存于 ${dayjs(state.localDraft.savedAt).format('YYYY-MM-DD HH:mm')}）` : '';
  return (
    <Panel className="task-card">
      <StatusResult
        status="info"
        title="您有未提交的申请"
        subTitle={`上次填写的“${state.start.matterName}”尚未提交${savedAt}。可以继续上次填写，也可以清空后重新填写。`}
        extra={[
          <Button key="resume" type="primary" onClick={() => flow.chooseResume(true)}>
            继续上次填写
          </Button>,
          <Button key="restart" onClick={() => flow.chooseResume(false)}>
            重新填写
          </Button>,
        ]}
      />
    </Panel>
  );
}

function Failure({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <Panel className="task-card">
      <StatusResult
        status="error"
        title={title}
        subTitle={message ?? '网络或服务暂时不可用，请稍后重试。'}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            重试
          </Button>,
          <Link key="home" to={MAIN_URL}>
            <Button>返回首页</Button>
          </Link>,
        ]}
      />
    </Panel>
  );
}

function Loading() {
  return (
    <Panel className="task-card" aria-busy="true">
      <Skeleton active paragraph={{ rows: 6 }} />
    </Panel>
  );
}

function PhasePanel({ flow }: { flow: CaseFlow }) {
  const { state } = flow;
  switch (state.phase) {
    case 'starting':
    case 'loading':
      return <Loading />;
    case 'startFailed':
      return <Failure title="暂时无法办理该事项" message={state.message} onRetry={flow.retry} />;
    case 'loadFailed':
      return <Failure title="申请表加载失败" message={state.message} onRetry={flow.retry} />;
    case 'choosing':
      return <ResumeQuestion flow={flow} state={state} />;
    case 'done':
      return <CaseResult working={state} result={state.result} />;
    case 'working':
      if (state.step === 'fill') {
        return (
          <Suspense fallback={<Loading />}>
            <CaseForm key={state.businessId} working={state} flow={flow} />
          </Suspense>
        );
      }
      if (state.step === 'material' && state.caseRef) return <MaterialStep caseId={state.caseRef.caseId} flow={flow} />;
      return <ConfirmStep working={state} flow={flow} />;
  }
}

export function CaseFlowView({ funcId }: { funcId: string }) {
  const flow = useCaseFlow(funcId);
  const { state } = flow;
  useEffect(() => {
    // A failed fetch shows where the step renders, with its retry.
    void CaseForm.preload().catch(() => undefined);
    void preloadMaterialList().catch(() => undefined);
  }, []);
  return (
    <div className="portal-container task-page">
      <Heading state={state} />
      <StepBar state={state} />
      {state.phase === 'working' && state.step === 'fill' && state.form.notice && (
        <Alert type="info" showIcon className="task-alert" title="办事须知" description={state.form.notice} />
      )}
      {state.phase === 'working' && state.resumedFrom && state.step === resumeStep(state.resumedFrom) && (
        <Alert type="success" showIcon closable className="task-alert no-print" title="已恢复上次填写的内容，请核对后继续。" />
      )}
      <PhasePanel flow={flow} />
    </div>
  );
}
