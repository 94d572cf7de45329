// Shared pieces of the verification pages: the page frame with its steps, the
// notice when a page is opened without its earlier step, and the end.
import { Button, Steps, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AsyncView } from '../../../components/AsyncView';
import { StatusResult } from '../../../components/StatusResult';
import { useAsyncData } from '../../../components/useAsyncData';
import { FLOWS, type Subject } from './flow';
import '../userinfo.css';

export function FlowPage({ subject, title, step, children }: { subject: Subject; title: string; step: number; children: ReactNode }) {
  return (
    <div className="userinfo-screen userinfo-flow">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Steps current={step} items={FLOWS[subject].steps.map((name) => ({ title: name }))} />
      {children}
    </div>
  );
}

export function MissingStep({ subject }: { subject: Subject }) {
  const flow = FLOWS[subject];
  return (
    <StatusResult
      status="warning"
      title={subject === 'person' ? '请先完成本人人脸检测' : '请先验证社保联系人手机号'}
      subTitle="为确认是本人（本单位）操作，核对信息前须完成上一步验证。"
      extra={
        <Link to={flow.agreement}>
          <Button type="primary">从头开始核验</Button>
        </Link>
      }
    />
  );
}

export function FlowDone({ subject }: { subject: Subject }) {
  return (
    <StatusResult
      status="success"
      title="基本信息核验完成"
      subTitle="感谢您的配合，本年度无需再次核验。信息如有变化，可随时重新核验。"
      extra={
        <Link to={FLOWS[subject].home}>
          <Button type="primary">返回</Button>
        </Link>
      }
    />
  );
}

/**
 * The confirmation page of a flow: refused without the identity step, then
 * the information to confirm, then the end once `finish` is called.
 */
export function ConfirmStage<T>({
  subject,
  title,
  identityPassed,
  load,
  children,
}: {
  subject: Subject;
  title: string;
  identityPassed: boolean;
  load: () => Promise<T>;
  children: (data: T, finish: () => void) => ReactNode;
}) {
  const [done, setDone] = useState(false);
  const info = useAsyncData(identityPassed && !done ? `confirm:${subject}` : null, load);
  return (
    <FlowPage subject={subject} title={title} step={!identityPassed ? 1 : done ? 3 : 2}>
      {!identityPassed ? (
        <MissingStep subject={subject} />
      ) : done ? (
        <FlowDone subject={subject} />
      ) : (
        <AsyncView state={info} rows={8}>
          {(data) => children(data, () => setDone(true))}
        </AsyncView>
      )}
    </FlowPage>
  );
}
