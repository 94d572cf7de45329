// /organ/main: the institution at a glance — the institution and its public
// business information, who is logged in (manager or agent, with the agent's
// authorisation period and a warning before it ends), the functions the
// user may handle and the other institutions under the same credit code.
import { AppstoreOutlined, BankOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { Panel } from '../../../components/Panel';
import { paths } from '../../../config/paths';
import { daysUntil, EXPIRY_WARNING_DAYS } from '../../../lib/auth-period';
import { dayOf, formatDay } from '../../../lib/calendar-days';
import { isOrganManager, useOrganFunctions, useOrganInfo, useOrganUser, type OrganUser } from '../shared/role';
import { SiblingOrgans } from './SiblingOrgans';
import '../organ.css';

export function OrganMainScreen() {
  const user = useOrganUser();
  const info = useOrganInfo();
  const functions = useOrganFunctions();
  return (
    <>
      <PageHeader description="机构信息、登录身份与可办理的机构业务一览。" />
      <AsyncView state={user} rows={3}>
        {(me) => <AuthorisationNotice user={me} />}
      </AsyncView>
      <Row gutter={[16, 16]} className="organ-section">
        <Col xs={24} lg={16}>
          <Panel
            size="small"
            title={
              <>
                <BankOutlined /> 机构信息
              </>
            }
          >
            <AsyncView state={info} rows={6}>
              {({ organ }) => (
                <Descriptions column={PAIRS_PER_ROW} size="small">
                  <Descriptions.Item label="机构名称" span="filled">
                    {organ.organName}
                  </Descriptions.Item>
                  <Descriptions.Item label="机构编号">{organ.aaz100}</Descriptions.Item>
                  <Descriptions.Item label="统一社会信用代码">{organ.socialCreditCode}</Descriptions.Item>
                  <Descriptions.Item label="统筹区">{organ.areaName}</Descriptions.Item>
                  <Descriptions.Item label="开通日期">{dayOf(organ.openDate)}</Descriptions.Item>
                  {organ.parentUnitName && (
                    <Descriptions.Item label="所属单位" span="filled">
                      {organ.parentUnitName}
                    </Descriptions.Item>
                  )}
                  {organ.businessExtension && (
                    <>
                      <Descriptions.Item label="业务范围" span="filled">
                        {organ.businessExtension.businessScope}
                      </Descriptions.Item>
                      <Descriptions.Item label="办公地址" span="filled">
                        {organ.businessExtension.officeAddress}
                      </Descriptions.Item>
                      <Descriptions.Item label="联系电话">{organ.businessExtension.contactPhone}</Descriptions.Item>
                      {organ.businessExtension.serviceHours && (
                        <Descriptions.Item label="办公时间">{organ.businessExtension.serviceHours}</Descriptions.Item>
                      )}
                    </>
                  )}
                </Descriptions>
              )}
            </AsyncView>
          </Panel>
        </Col>
        <Col xs={24} lg={8}>
          <Panel
            size="small"
            title={
              <>
                <UserOutlined /> 当前登录
              </>
            }
            className="organ-section"
          >
            <AsyncView state={user} rows={3}>
              {(me) => (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="姓名">{me.name}</Descriptions.Item>
                  <Descriptions.Item label="身份">
                    <Tag color="blue">{isOrganManager(me) ? '机构管理员' : '机构经办人'}</Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label="手机">{me.cellphoneMasked}</Descriptions.Item>
                  {me.lastLoginTime && (
                    <Descriptions.Item label="上次登录">{me.lastLoginTime.replace('T', ' ').slice(0, 19)}</Descriptions.Item>
                  )}
                </Descriptions>
              )}
            </AsyncView>
          </Panel>
          <Panel
            size="small"
            title={
              <>
                <AppstoreOutlined /> 可办理功能
              </>
            }
            extra={<Link to={paths.organ.floor}>进入工作台</Link>}
          >
            <AsyncView state={functions} rows={1}>
              {(list) => <Statistic value={list.filter((func) => func.authorized).length} suffix="项" />}
            </AsyncView>
          </Panel>
        </Col>
      </Row>
      {user.data && <SiblingOrgans user={user.data} />}
    </>
  );
}

function AuthorisationNotice({ user }: { user: OrganUser }) {
  if (isOrganManager(user) || !user.authEndDate) return null;
  const left = daysUntil(user.authEndDate, formatDay(new Date()));
  const period = `${dayOf(user.authStartDate ?? '')} 至 ${dayOf(user.authEndDate)}`;
  if (left < 0) {
    return (
      <Alert
        type="error"
        showIcon
        className="organ-section"
        title="您的授权已过期"
        description={`授权期限 ${period}，请联系机构管理员延期后再办理业务。`}
      />
    );
  }
  if (left <= EXPIRY_WARNING_DAYS) {
    return (
      <Alert
        type="warning"
        showIcon
        className="organ-section"
        title={`您的授权将于 ${left} 天后到期`}
        description={`授权期限 ${period}，请及时联系机构管理员延期。`}
      />
    );
  }
  return <Alert type="info" showIcon className="organ-section" title={`您以机构经办人身份登录，授权期限 ${period}`} />;
}
