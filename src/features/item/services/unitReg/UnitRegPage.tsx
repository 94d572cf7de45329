// /unitReg: the registration matters of a unit (social-insurance registration,
// labour-contract filing …) from the unit catalogue of the visitor's city,
// as the catalogue marks them (FunctionItem.unitRegistration).
// Each opens through the portal's access checks and is handled on /task.
import { RightOutlined, SolutionOutlined } from '@ant-design/icons';
import { Button, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { Panel } from '../../../../components/Panel';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { isOffline } from '../../../../domain/function-access/flow';
import { useFunctionAccess } from '../../../../domain/function-access/useFunctionAccess';
import { home } from '../../../../stores/home';
import { session } from '../../../../stores/session';
import { PageHeading } from '../PageParts';
import { registrationMatters } from './registrationMatters';
import '../services.css';

export function UnitRegPage() {
  const { areaCode, cityname } = useSnapshot(home);
  const { closeFuncList } = useSnapshot(session);
  const access = useFunctionAccess();
  const matters = useAsyncData(`unit-registration:${areaCode}`, () =>
    answerOf(api.channel.POST('/function/getFunction', { body: { serviceObject: '2', areaCode } })).then((map) =>
      registrationMatters(map.list),
    ),
  );

  return (
    <div className="portal-container task-page">
      <PageHeading title="单位登记">
        {cityname}用人单位办理社会保险登记、劳动用工备案等登记类事项。新成立的单位请先
        <Link to={paths.logon.dwregister}>注册单位账号</Link>，登录后选择事项办理。
      </PageHeading>
      <Panel className="task-card" title="登记事项">
        <AsyncView state={matters} isEmpty={(list) => list.length === 0} empty="当前地区暂无可在线办理的单位登记事项">
          {(list) => (
            <Row gutter={[16, 16]}>
              {list.map((func) => {
                const offline = isOffline(func, closeFuncList);
                return (
                  <Col key={func.funcId} xs={24} md={12}>
                    <Panel size="small" className={`unit-reg-matter${offline ? ' unit-reg-matter--offline' : ''}`}>
                      <Typography.Title level={5} style={{ marginTop: 0 }}>
                        <SolutionOutlined /> {func.funcName} {offline && <Tag>暂停办理</Tag>}
                      </Typography.Title>
                      <Typography.Paragraph type="secondary">
                        {offline ? (func.offlineTip ?? '该事项暂停办理') : func.description}
                      </Typography.Paragraph>
                      <Button
                        type="primary"
                        ghost
                        disabled={offline}
                        loading={access.pending === func.funcId}
                        onClick={() => void access.open(func)}
                        aria-label={`在线办理：${func.funcName}`}
                      >
                        在线办理 <RightOutlined />
                      </Button>
                    </Panel>
                  </Col>
                );
              })}
            </Row>
          )}
        </AsyncView>
      </Panel>
      {access.dialogs}
    </div>
  );
}
