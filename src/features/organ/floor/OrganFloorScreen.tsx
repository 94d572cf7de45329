// /organ/floor: the institution workbench (organ/getFunctionList). Every
// function of the institution is listed; the server marks those the logged-in
// user may handle (authorized): the manager all of them, an agent those
// authorised within the period. The others stay visible, locked with the
// reason. Portal pages open in place; other systems after a confirmation, in a
// new window.
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { WorkbenchGroup, type WorkbenchBlock } from '../../../components/centre/WorkbenchCard';
import { useFeedback } from '../../../components/feedback';
import { followUrl } from '../../../components/navigation';
import { functionTarget } from '../../../domain/function-access/target';
import { byCategory, type OrganFunction } from '../agents/organAgentForm';
import { isOrganManager, useOrganFunctions, useOrganUser } from '../shared/role';
import '../organ.css';

const NOT_AUTHORISED: WorkbenchBlock = {
  kind: 'locked',
  reason: '您未获得该功能的授权，或授权已过期，请联系机构管理员授权后办理',
};

export function OrganFloorScreen() {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const user = useOrganUser();
  const functions = useOrganFunctions();
  const agent = user.data ? !isOrganManager(user.data) : false;

  const open = (func: OrganFunction) => {
    const target = functionTarget(func.entryUrl, window.location.origin);
    if (target.kind === 'internal') {
      navigate(target.path);
      return;
    }
    if (target.kind === 'blocked') return;
    modal.confirm({
      title: '即将离开本站',
      content: `“${func.functionName}”由机构业务系统提供，将在新窗口中打开。`,
      okText: '前往办理',
      cancelText: '取消',
      onOk: () => {
        followUrl(target.url, { opening: 'new', source: 'service' });
      },
    });
  };

  return (
    <>
      <PageHeader description={agent ? '本机构开通的功能。标有“未授权”的功能须由机构管理员授权后办理。' : '本机构开通的全部功能。'} />
      <AsyncView state={functions} rows={6} isEmpty={(list) => list.length === 0} empty="本机构暂未开通功能">
        {(list) => (
          <>
            {agent && !list.some((func) => func.authorized) && (
              <Typography.Paragraph type="warning" className="organ-section">
                您当前没有授权期内可办理的功能，请联系机构管理员授权或延期。
              </Typography.Paragraph>
            )}
            {byCategory(list).map((group) => (
              <WorkbenchGroup
                key={group.category}
                title={group.category}
                cards={group.functions.map((func) => ({
                  id: func.functionCode,
                  name: func.functionName,
                  description: `功能编码 ${func.functionCode}`,
                  blocked: func.authorized ? undefined : NOT_AUTHORISED,
                  external: functionTarget(func.entryUrl, window.location.origin).kind !== 'internal',
                  onOpen: () => open(func),
                }))}
              />
            ))}
          </>
        )}
      </AsyncView>
    </>
  );
}
