// /task?funcId=…: where a function of the catalogue is handled. The portal's
// own services (benefits registry) open their screen, which checks who may use
// it; any other function is handled as a case (CaseFlowView), after logging in.
// Without a function it leads to the catalogue of business items (/tobusiness);
// a function id that is no contract id is refused here, one the server does not
// know by the case flow (getcreate's refusal).
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { JUMP_PARAMS, loginHref, paths } from '../../../../config/paths';
import { session } from '../../../../stores/session';
import { benefitServiceFor } from '../benefits/registry';
import { IncompleteLink } from '../PageParts';
import { CaseFlowView } from './CaseFlowView';
import '../services.css';

/** The contract's function ids (StartBusinessRequest.funcId). */
const FUNC_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function TaskPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { token } = useSnapshot(session);
  const funcId = params.get(JUMP_PARAMS.functionId) ?? '';

  if (funcId === '') return <Navigate to={paths.home.tobusiness} replace />;
  if (!FUNC_ID.test(funcId)) {
    return (
      <IncompleteLink
        title="办理事项编号有误"
        subTitle="链接中的事项编号无法识别，可能已损坏或不完整。请在业务办理中重新选择要办理的事项。"
        to={paths.home.tobusiness}
        action="选择办理事项"
      />
    );
  }
  // A service decides itself who may use it (some are public); a case always needs a login.
  const service = benefitServiceFor(funcId);
  if (service) return <service.Screen funcId={funcId} />;
  if (!token) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  return <CaseFlowView key={funcId} funcId={funcId} />;
}
