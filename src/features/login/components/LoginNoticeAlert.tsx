// A login notice under the form: the reaction's heading, the server's words,
// and the one action that resolves it.
import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';
import type { CodeAction } from '../logic/business-codes';
import type { LoginNotice } from './useLoginFlow';

export function LoginNoticeAlert({ notice, onAction }: { notice: LoginNotice | undefined; onAction?: (action: CodeAction) => void }) {
  if (!notice) return null;
  if (notice.kind === 'failure') return <Alert className="login-notice" type="error" showIcon title={notice.text} role="alert" />;
  const { reaction, msg, code } = notice;
  const { action } = reaction;
  const button =
    action.kind === 'goTo' ? (
      <Link to={action.path}>
        <Button size="small" type="primary" ghost>
          {action.label}
        </Button>
      </Link>
    ) : action.kind === 'switchMethod' && onAction ? (
      <Button size="small" type="primary" ghost onClick={() => onAction(action)}>
        {action.method === 'sms' ? '短信验证码登录' : action.method === 'qr' ? '扫码登录' : '单位登录'}
      </Button>
    ) : action.kind === 'refreshQr' && onAction ? (
      <Button size="small" onClick={() => onAction(action)}>
        刷新二维码
      </Button>
    ) : undefined;
  return (
    <Alert
      className="login-notice"
      type={reaction.severity}
      showIcon
      role="alert"
      data-code={code}
      title={reaction.title}
      description={msg && msg !== reaction.title ? msg : undefined}
      action={button}
    />
  );
}
