// /tobusiness and /toSelfBusiness. With `?funcId=…`: find the function in the
// catalogue of the visitor's city, run the access checks, then go where it
// leads. Without one: the catalogue of business items to choose from (on a
// self-service terminal, its touch version). Self-service terminals also mark
// the session's channel, so every later call says it comes from a terminal.
import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { findFunction } from '../../../components/catalogue';
import { PageLoading } from '../../../components/PageLoading';
import { StatusResult } from '../../../components/StatusResult';
import { MAIN_URL, SELF_SERVICE_CHANNEL } from '../../../config/app';
import { JUMP_PARAMS, paths } from '../../../config/paths';
import type { AccessOutcome, PortalFunction } from '../../../domain/function-access/flow';
import { useFunctionAccess } from '../../../domain/function-access/useFunctionAccess';
import { home } from '../../../stores/home';
import { session, setChannel } from '../../../stores/session';
import { BusinessCatalogue } from '../catalogue/BusinessCatalogue';
import { SelfServiceCatalogue } from '../catalogue/SelfServiceCatalogue';

/** Why a jump cannot even start, in the visitor's words. */
const DEAD_ENDS = {
  unknown: { status: 'warning', title: '未找到该事项', subTitle: '该事项可能已调整或不在当前地区办理，请在首页切换城市后重新查找。' },
  failed: { status: 'error', title: '暂时无法获取服务目录', subTitle: '请稍后重试。' },
} as const;

type JumpState =
  | { step: 'resolving' }
  | { step: 'unknown' }
  | { step: 'failed' }
  | { step: 'checking'; func: PortalFunction }
  | { step: 'done'; func: PortalFunction; outcome: AccessOutcome };

/** The catalogue without a function, the jump with one. */
export function BusinessJumpPage({ selfService = false }: { selfService?: boolean }) {
  const [params] = useSearchParams();
  const funcId = params.get(JUMP_PARAMS.functionId) ?? '';

  useEffect(() => {
    if (selfService && session.channelType !== SELF_SERVICE_CHANNEL) setChannel(SELF_SERVICE_CHANNEL, session.source);
  }, [selfService]);

  if (funcId) return <FunctionJump key={funcId} funcId={funcId} start={selfService ? paths.home.toSelfBusiness : MAIN_URL} />;
  return selfService ? <SelfServiceCatalogue /> : <BusinessCatalogue />;
}

/** `start`: where 返回首页 leads (a terminal's own start page). */
function FunctionJump({ funcId, start }: { funcId: string; start: string }) {
  const access = useFunctionAccess({ replace: true });
  const [state, setState] = useState<JumpState>({ step: 'resolving' });
  const started = useRef('');
  const { open } = access;

  useEffect(() => {
    // One run per funcId, also under StrictMode's double effects.
    if (started.current === funcId) return;
    started.current = funcId;
    findFunction(funcId, home.areaCode).then(
      async (func) => {
        if (!func) {
          setState({ step: 'unknown' });
          return;
        }
        setState({ step: 'checking', func });
        const outcome = await open(func);
        setState({ step: 'done', func, outcome });
      },
      () => setState({ step: 'failed' }),
    );
  }, [funcId, open]);

  const backHome = (
    <Link to={start}>
      <Button type="primary">返回首页</Button>
    </Link>
  );

  let content;
  if (state.step === 'resolving' || state.step === 'checking') {
    content = <PageLoading />;
  } else if (state.step === 'done') {
    content = (
      <StatusResult
        status="info"
        title={state.func.funcName}
        subTitle={state.outcome.kind === 'external' ? '该事项在其他业务系统中办理，请在新窗口中继续。' : '未能进入该事项。'}
        extra={
          <Space>
            <Button onClick={() => void open(state.func)}>重新办理</Button>
            {backHome}
          </Space>
        }
      />
    );
  } else {
    const { status, title, subTitle } = DEAD_ENDS[state.step];
    content = <StatusResult status={status} title={title} subTitle={subTitle} extra={backHome} />;
  }

  return (
    <div className="portal-container">
      <div className="jump-page">{content}</div>
      {access.dialogs}
    </div>
  );
}

/** /toSelfBusiness: the same jump, from a self-service terminal. */
export function SelfServiceJumpPage() {
  return <BusinessJumpPage selfService />;
}
