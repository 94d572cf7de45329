// /unitcenter/floor: the unit's workbench. The unit functions of the chosen
// area (channel function/getFunction, category names from
// function/getClassifiedFunction) by category, without those switched off for
// this user (closeFuncList). An agent sees the functions whose level
// permission (permissionCode) is missing from the session's jbqxList locked,
// with the reason; the unit manager holds every permission. Opening one runs
// the portal's access checks, where the server has the last word
// (function/checkFunctionAuth).
import { Alert, Skeleton, Tag } from 'antd';
import { useSnapshot } from 'valtio';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { WorkbenchGroup } from '../../../components/centre/WorkbenchCard';
import { useAsyncData } from '../../../components/useAsyncData';
import { useFunctionAccess } from '../../../domain/function-access/useFunctionAccess';
import { home } from '../../../stores/home';
import { session, USER_TYPES } from '../../../stores/session';
import { isUnitManager, useWorkScope } from '../shared/role';
import { UNIT_SERVICE_OBJECT, unitWorkbench, workbenchBlock, type UnitPermissions } from './workbench';
import '../unitcenter.css';

export function FloorScreen() {
  const { areaCode, cityname } = useSnapshot(home);
  const { closeFuncList, jbqxList } = useSnapshot(session);
  const scope = useWorkScope();
  const access = useFunctionAccess();
  const catalogue = useAsyncData(`unit-workbench:${areaCode}`, async () => {
    const [functions, classified] = await Promise.all([
      answerOf(api.channel.POST('/function/getFunction', { body: { serviceObject: UNIT_SERVICE_OBJECT, areaCode } })),
      answerOf(api.channel.POST('/function/getClassifiedFunction', { body: { areaCode } })),
    ]);
    const names = new Map(classified.all.map((category) => [category.categoryCode, category.categoryName]));
    return unitWorkbench(functions.list, names, closeFuncList, USER_TYPES.unit);
  });
  // Without the work scope (failed), the session's list alone decides what is locked.
  const permissions: UnitPermissions = {
    holdsAll: scope.data ? isUnitManager(scope.data) : false,
    codes: jbqxList,
    names: new Map(scope.data?.scopeList.map((item) => [item.code, item.name])),
  };

  return (
    <>
      <PageHeader description={`${cityname || '本地'}可在网上办理的单位业务，点击进入办理。`} />
      {scope.data?.loginRole === 'agent' && (
        <Alert
          type="info"
          showIcon
          className="unit-section"
          title="您以单位经办人身份登录"
          description={
            <>
              您可办理：
              {scope.data.scopeList
                .filter((item) => item.granted)
                .map((item) => (
                  <Tag key={item.code} color="blue">
                    {item.name}
                  </Tag>
                ))}
              标有“未授权”的业务须由单位管理员授权后办理。
            </>
          }
        />
      )}
      {scope.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} title={false} />
      ) : (
        <AsyncView state={catalogue} rows={8} isEmpty={(groups) => groups.length === 0} empty="本地区暂无可在网上办理的单位业务">
          {(groups) =>
            groups.map((category) => (
              <WorkbenchGroup
                key={category.categoryCode}
                title={category.categoryName}
                cards={category.functions.map((func) => ({
                  id: func.funcId,
                  name: func.funcName,
                  description: func.description,
                  blocked: workbenchBlock(func, closeFuncList, permissions),
                  checking: access.pending === func.funcId,
                  external: !func.url.startsWith('/'),
                  onOpen: () => void access.open(func),
                }))}
              />
            ))
          }
        </AsyncView>
      )}
      {access.dialogs}
    </>
  );
}
