// A login notice under the form: the reaction's heading, the server's words,
// and the one action that resolves it. Own markup in antd Alert's colours: the
// login page is most visitors' first page, and antd's Alert would be code every
// one of them downloads for a notice few of them see.
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CodeAction } from '../logic/business-codes';
import type { LoginNotice } from './useLoginFlow';

export function LoginNoticeAlert({ notice, onAction }: { notice: LoginNotice | undefined; onAction?: (action: CodeAction) => void }) {
  if (!notice) return null;
  if (notice.kind === 'failure') return <Notice severity="error" title={notice.text} />;
  const { reaction, msg, code } = notice;
  const { action } = reaction;
  const button =
    action.kind === 'goTo' ? (
      <Link to={`${action.path}${action.search ?? ''}`}>
        <Button size="small" type="primary" ghost>
          {action.label}
        </Button>
      </Link>
    ) : (action.kind === 'switchMethod' || action.kind === 'switchTab') && onAction ? (
      <Button size="small" type="primary" ghost onClick={() => onAction(action)}>
        {action.kind === 'switchTab' ? '单位登录' : action.method === 'sms' ? '短信验证码登录' : '扫码登录'}
      </Button>
    ) : action.kind === 'refreshQr' && onAction ? (
      <Button size="small" onClick={() => onAction(action)}>
        刷新二维码
      </Button>
    ) : undefined;
  return (
    <Notice
      severity={reaction.severity}
      code={code}
      title={reaction.title}
      description={msg && msg !== reaction.title ? msg : undefined}
      action={button}
    />
  );
}

interface NoticeProps {
  severity: 'warning' | 'error';
  title: string;
  description?: string;
  action?: ReactNode;
  code?: string;
}

function Notice({ severity, title, description, action, code }: NoticeProps) {
  return (
    <div className={`login-notice login-notice--${severity}`} role="alert" data-code={code}>
      <span className="login-notice__icon" aria-hidden="true">
        {severity === 'error' ? <CloseCircleFilled /> : <ExclamationCircleFilled />}
      </span>
      <div className="login-notice__body">
        <div className="login-notice__title">{title}</div>
        {description && <div className="login-notice__description">{description}</div>}
      </div>
      {action && <div className="login-notice__action">{action}</div>}
    </div>
  );
}
