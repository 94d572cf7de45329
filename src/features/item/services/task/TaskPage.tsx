// /task?funcId=…: where a function of the catalogue is handled. The portal's
// own services (benefits registry) open their screen, which checks who may use
// it; any other function is handled as a case (CaseFlowView), after logging in.
import { useSnapshot } from 'valtio';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { MAIN_URL } from '../../../../config/app';
import { JUMP_PARAMS, loginHref } from '../../../../config/paths';
import { session } from '../../../../stores/session';
import { benefitServiceFor } from '../benefits/registry';
import { IncompleteLink } from '../PageParts';
import { CaseFlowView } from './CaseFlowView';

/** The contract's function ids (StartBusinessRequest.funcId). */
const FUNC_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function TaskPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { token } = useSnapshot(session);
  const funcId = params.get(JUMP_PARAMS.functionId) ?? '';

  if (!FUNC_ID.test(funcId)) {
    return <IncompleteLink title="链接缺少办理事项" subTitle="请从首页或服务分类中选择要办理的事项。" to={MAIN_URL} action="返回首页" />;
  }
  // A service decides itself who may use it (some are public); a case always needs a login.
  const service = benefitServiceFor(funcId);
  if (service) return <service.Screen funcId={funcId} />;
  if (!token) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  return <CaseFlowView key={funcId} funcId={funcId} />;
}
