// /unitcenter/floor: the unit's workbench. The unit functions of the chosen
// area (channel function/getFunction, category names from
// function/getClassifiedFunction) by category, without those
// switched off for this user (closeFuncList). Opening one runs the portal's
// access checks, where the server decides with the agent's work scopes
// (function/checkFunctionAuth); agents see their scopes above the list.
import { AppstoreOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Tag, Typography } from 'antd';
import { useSnapshot } from 'valtio';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { isOffline, type PortalFunction } from '../../../components/function-access/flow';
import { useFunctionAccess } from '../../../components/function-access/useFunctionAccess';
import { useAsyncData } from '../../../components/useAsyncData';
import { home } from '../../../stores/home';
import { session, USER_TYPES } from '../../../stores/session';
import { useWorkScope } from '../shared/role';
import { UNIT_SERVICE_OBJECT, unitWorkbench } from './workbench';

export function FloorScreen() {
  const { areaCode, cityname } = useSnapshot(home);
  const { closeFuncList } = useSnapshot(session);
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

  return (
    <>
      <PageHeader title="单位工作台" description={`${cityname || '本地'}可在网上办理的单位业务，点击进入办理。`} />
      {scope.data?.loginRole === 'agent' && (
        <Alert
          type="info"
          showIcon
          className="unit-section"
          title="您以单位经办人身份登录"
          description={
            <>
              您可办理：
              {scope.data.scopeList.filter((item) => item.granted).map((item) => (
                <Tag key={item.code} color="blue">
                  {item.name}
                </Tag>
              ))}
              其他业务须由单位管理员授权后办理。
            </>
          }
        />
      )}
      <AsyncView
        state={catalogue}
        rows={8}
        isEmpty={(groups) => groups.length === 0}
        empty="本地区暂无可在网上办理的单位业务"
      >
        {(groups) =>
          groups.map((category) => (
            <section key={category.categoryCode} className="unit-section">
              <Typography.Title level={5}>
                <AppstoreOutlined /> {category.categoryName}
              </Typography.Title>
              <Row gutter={[12, 12]}>
                {category.functions.map((func) => (
                  <Col span={8} key={func.funcId}>
                    <FunctionCard func={func} checking={access.pending === func.funcId} onOpen={(chosen) => void access.open(chosen)} closeFuncList={closeFuncList} />
                  </Col>
                ))}
              </Row>
            </section>
          ))
        }
      </AsyncView>
      {access.dialogs}
    </>
  );
}

function FunctionCard({
  func,
  checking,
  onOpen,
  closeFuncList,
}: {
  func: PortalFunction;
  checking: boolean;
  onOpen: (func: PortalFunction) => void;
  closeFuncList: readonly string[];
}) {
  const offline = isOffline(func, closeFuncList);
  return (
    <Card
      size="small"
      hoverable={!offline}
      className={`unit-function-card${offline ? ' unit-function-card--locked' : ''}`}
      onClick={() => onOpen(func)}
      role="button"
      aria-label={`${func.funcName}${offline ? '（暂停服务）' : ''}`}
      title={func.funcName}
      extra={checking ? <LoadingOutlined /> : offline ? <Tag>暂停服务</Tag> : null}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {offline ? (func.offlineTip ?? '该服务暂停办理') : func.description}
      </Typography.Paragraph>
    </Card>
  );
}
