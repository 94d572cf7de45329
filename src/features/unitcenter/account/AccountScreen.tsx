// /unitcenter/account: account security of the unit — who is logged in and
// how, the unit's identity authentication, the legal person and their phone
// (changed by the manager after the legal person's face check), and the password.
import { KeyOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { useFeedback } from '../../../components/feedback';
import { Panel } from '../../../components/Panel';
import { ItemList, ItemRow } from '../../../components/tables';
import { paths } from '../../../config/paths';
import { dayOf } from '../../../lib/calendar-days';
import { session } from '../../../stores/session';
import { AUTH_TYPES } from '../shared/labels';
import { useUnitInfo } from '../shared/unitInfo';
import { LegalOpenDialog } from './LegalOpenDialog';
import { LegalPhoneDialog } from './LegalPhoneDialog';
import '../unitcenter.css';

export function AccountScreen() {
  const { message } = useFeedback();
  const info = useUnitInfo();
  const { name, userinfo } = useSnapshot(session);
  const [changingPhone, setChangingPhone] = useState(false);
  const [openingLegal, setOpeningLegal] = useState(false);

  return (
    <>
      <PageHeader description="查看单位账号的登录身份、认证情况与安全设置。" />
      <AsyncView state={info} rows={8}>
        {(unit) => {
          const manager = unit.loginRole === 'manager';
          const legalPerson = { name: unit.legalPersonName, cellphoneMasked: unit.legalPersonCellphoneMasked };
          return (
            <>
              <Panel
                size="small"
                title={
                  <>
                    <UserOutlined /> 当前登录
                  </>
                }
                className="unit-section"
              >
                <Descriptions column={PAIRS_PER_ROW} size="small">
                  <Descriptions.Item label="单位">{unit.unitName}</Descriptions.Item>
                  <Descriptions.Item label="统一社会信用代码">{unit.socialCreditCode}</Descriptions.Item>
                  <Descriptions.Item label="登录人">{name}</Descriptions.Item>
                  <Descriptions.Item label="登录身份">
                    <Tag color="blue">{manager ? '单位管理员' : '单位经办人'}</Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label="绑定手机">
                    {userinfo?.cellphoneMasked ?? (manager ? unit.managerCellphoneMasked : unit.agent?.cellphoneMasked)}
                  </Descriptions.Item>
                  {unit.agent && (
                    <Descriptions.Item label="授权期限">
                      {dayOf(unit.agent.authStartDate)} 至 {dayOf(unit.agent.authEndDate)}
                    </Descriptions.Item>
                  )}
                </Descriptions>
              </Panel>
              <ItemList
                bordered
                rowKey={(item) => item.key}
                items={[
                  {
                    key: 'auth',
                    icon: <SafetyOutlined />,
                    title: '单位身份认证',
                    description:
                      unit.authenticated && unit.authType
                        ? `已通过${AUTH_TYPES[unit.authType]}`
                        : '尚未完成单位身份认证，部分业务暂不能办理',
                    action: unit.authenticated ? (
                      <Tag color="green">已认证</Tag>
                    ) : manager ? (
                      <Button type="primary" onClick={() => setOpeningLegal(true)}>
                        法定代表人开通
                      </Button>
                    ) : (
                      <Tag color="orange">未认证</Tag>
                    ),
                  },
                  {
                    key: 'legal',
                    icon: <MobileOutlined />,
                    title: `法定代表人 ${unit.legalPersonName}`,
                    description: `手机 ${unit.legalPersonCellphoneMasked}，${unit.legalPersonOpened ? '已开通' : '未开通'}；用于法定代表人短信认证与开通`,
                    action: manager ? (
                      <Space>
                        {!unit.legalPersonOpened && <Button onClick={() => setOpeningLegal(true)}>开通</Button>}
                        <Button onClick={() => setChangingPhone(true)}>变更手机号</Button>
                      </Space>
                    ) : (
                      <Tag>仅单位管理员可变更</Tag>
                    ),
                  },
                  {
                    key: 'password',
                    icon: <KeyOutlined />,
                    title: '登录密码',
                    description: '建议定期修改，密码须同时包含字母、数字和特殊字符',
                    action: (
                      <Link to={paths.unitcenter.changecode}>
                        <Button>修改密码</Button>
                      </Link>
                    ),
                  },
                ]}
                renderItem={(item) => (
                  <ItemRow actions={[item.action]} avatar={item.icon} title={item.title} description={item.description} />
                )}
              />
              {openingLegal && (
                <LegalOpenDialog
                  socialCreditCode={unit.socialCreditCode}
                  legalPerson={legalPerson}
                  onClose={() => setOpeningLegal(false)}
                  onDone={() => {
                    setOpeningLegal(false);
                    info.reload();
                  }}
                />
              )}
              {changingPhone && (
                <LegalPhoneDialog
                  legalPerson={legalPerson}
                  onClose={() => setChangingPhone(false)}
                  onDone={() => {
                    setChangingPhone(false);
                    void message.success('法定代表人手机号已变更');
                    info.reload();
                  }}
                />
              )}
            </>
          );
        }}
      </AsyncView>
    </>
  );
}
