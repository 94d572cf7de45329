// /tempcenter/tempmain: what a casual (not real-name registered) user may do
// here — the functions open to them (function/getTempUserFunction), each opened
// through the server's access checks — and their password.
import { AppstoreOutlined, KeyOutlined, LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { answerOf } from '../../components/apiAnswer';
import { AsyncView } from '../../components/AsyncView';
import { Panel } from '../../components/Panel';
import { useAsyncData } from '../../components/useAsyncData';
import { paths } from '../../config/paths';
import { isOffline } from '../../domain/function-access/flow';
import { useFunctionAccess } from '../../domain/function-access/useFunctionAccess';
import { home } from '../../stores/home';
import { session } from '../../stores/session';
import { PasswordDialog } from './PasswordDialog';
import './tempcenter.css';

export function TempMainScreen() {
  const { name, closeFuncList } = useSnapshot(session);
  const { areaCode, cityname } = useSnapshot(home);
  const access = useFunctionAccess();
  const [changingPassword, setChangingPassword] = useState(false);
  const functions = useAsyncData(`temp-functions:${areaCode}`, () =>
    answerOf(api.channel.POST('/function/getTempUserFunction', { body: { areaCode } })),
  );

  return (
    <div className="temp-screen">
      <Typography.Title level={3}>临时用户中心</Typography.Title>
      <Panel className="temp-welcome">
        <Flex justify="space-between" align="center" wrap gap={16}>
          <div>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {name ? `${name}，您好` : '您好'}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                您正在使用临时账号，可办理无需实名注册的事项。注册实名账号后可使用全部网上服务。
              </Typography.Text>
            </div>
          </div>
          <Flex gap={8} wrap>
            <Link to={paths.tempcenter.work}>
              <Button type="primary">我的业务</Button>
            </Link>
            <Button icon={<KeyOutlined />} onClick={() => setChangingPassword(true)}>
              修改密码
            </Button>
          </Flex>
        </Flex>
      </Panel>
      <Typography.Title level={4} className="temp-section-title">
        可办理事项<Typography.Text type="secondary">（{cityname}）</Typography.Text>
      </Typography.Title>
      <AsyncView state={functions} rows={6} isEmpty={(data) => data.list.length === 0} empty="当前地区暂无面向临时用户开放的事项">
        {(data) => (
          <Row gutter={[16, 16]}>
            {data.list.map((func) => {
              const offline = isOffline(func, closeFuncList);
              return (
                <Col key={func.funcId} xs={24} sm={12} lg={8}>
                  <Panel
                    hoverable={!offline}
                    className={`temp-function${offline ? ' temp-function--offline' : ''}`}
                    onClick={() => void access.open(func)}
                    role="button"
                  >
                    <Flex gap={12} align="flex-start">
                      <span className="temp-function__icon" aria-hidden="true">
                        {access.pending === func.funcId ? <LoadingOutlined /> : <AppstoreOutlined />}
                      </span>
                      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Typography.Text strong>{func.funcName}</Typography.Text>
                        <Typography.Text type="secondary" className="temp-function__desc">
                          {offline ? func.offlineTip || func.description : func.description}
                        </Typography.Text>
                        <div>
                          {offline && <Tag>暂停服务</Tag>}
                          {func.hot && !offline && <Tag color="red">热门</Tag>}
                          <Tag color={func.serviceObject === '2' ? 'purple' : 'blue'}>
                            {func.serviceObject === '2' ? '单位事项' : '个人事项'}
                          </Tag>
                        </div>
                      </Flex>
                      <RightOutlined className="temp-function__go" />
                    </Flex>
                  </Panel>
                </Col>
              );
            })}
          </Row>
        )}
      </AsyncView>
      <Alert
        style={{ marginTop: 20 }}
        type="info"
        showIcon
        title="温馨提示"
        description="临时账号仅用于办理当次业务，请妥善保管登录密码；长期办理社保业务请注册个人实名账号。"
      />
      <PasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {access.dialogs}
    </div>
  );
}
