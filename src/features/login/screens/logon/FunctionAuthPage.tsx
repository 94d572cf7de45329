// /functionAuth?authCode=…: another system sends the user to one function of
// the portal. The server says whether this user may enter it; a visitor logs
// in first and comes back here.
import { LockOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../../api';
import { answerOf, messageToShow } from '../../../../components/apiAnswer';
import { judgeAddress, openVerdict } from '../../../../components/navigation';
import { StatusResult } from '../../../../components/StatusResult';
import { useAsyncData } from '../../../../components/useAsyncData';
import { MAIN_URL } from '../../../../config/app';
import { loginHref } from '../../../../config/paths';
import { LogonFrame } from './LogonFrame';
import '../../login.css';
import './logon.css';

export function FunctionAuthPage() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const authCode = search.get('authCode')?.trim() ?? '';
  const check = useAsyncData(authCode ? `auth:${authCode}` : null, () =>
    answerOf(api.channel.POST('/function/checkFunctionAuthByAuthCode', { body: { authCode } })),
  );
  const answer = check.data;

  const target = useMemo(() => (answer?.allowed && answer.targetUrl ? judgeAddress(answer.targetUrl) : undefined), [answer]);

  useEffect(() => {
    if (answer?.needLogin) navigate(loginHref(`${pathname}?${search.toString()}`), { replace: true });
    else if (target && target.kind !== 'rejected') openVerdict(target, { navigate, opening: 'self', replace: true });
  }, [answer, navigate, pathname, search, target]);

  const home = (
    <Link to={MAIN_URL}>
      <Button type="primary">返回首页</Button>
    </Link>
  );

  let content;
  if (!authCode) content = <StatusResult status="warning" title="链接缺少功能授权码" subTitle="请从业务系统重新进入。" extra={home} />;
  else if (check.loading || answer?.needLogin || (target && target.kind !== 'rejected'))
    content = (
      <div className="return-login__working" role="status">
        <Spin />
        正在进入{answer?.funcName ?? '业务功能'}…
      </div>
    );
  else if (check.failed)
    content = (
      <StatusResult
        status="error"
        title="功能授权校验未完成"
        subTitle={messageToShow(check.error) ?? '请稍后重试。'}
        extra={
          <Button type="primary" onClick={check.reload}>
            重试
          </Button>
        }
      />
    );
  else
    content = (
      <StatusResult
        status="warning"
        icon={<LockOutlined />}
        title={answer?.funcName ? `暂不能进入「${answer.funcName}」` : '暂不能进入该功能'}
        subTitle={answer?.reason || '该功能的地址不在允许范围内，请联系业务系统管理员。'}
        extra={home}
      />
    );

  return <LogonFrame title="功能授权">{content}</LogonFrame>;
}
