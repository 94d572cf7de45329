// /unitcenter/unitmain: the unit at a glance — its registration and legal
// person, who is logged in with which authorisation, the agents, documents
// waiting to be signed, and the upgrade of an account of the former portal.
import { FileDoneOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { Panel } from '../../../components/Panel';
import { useAsyncData } from '../../../components/useAsyncData';
import { paths } from '../../../config/paths';
import { dayOf } from '../../../lib/calendar-days';
import { AUTH_TYPES, UNIT_TYPES } from '../shared/labels';
import { useUnitInfo } from '../shared/unitInfo';
import { HistoryUpgradeDialog } from './HistoryUpgradeDialog';
import '../../../components/centre/card-grid.css';
import '../unitcenter.css';

type UnitInfo = components['schemas']['UnitInfo'];

export function UnitMainScreen() {
  const info = useUnitInfo();
  return (
    <>
      <PageHeader description="单位基本情况、经办授权与待办事项一览。" />
      <AsyncView state={info} rows={8}>
        {(unit) => (
          <>
            <HistoryUpgradeEntry socialCreditCode={unit.socialCreditCode} />
            {!unit.infoComplete && unit.loginRole === 'manager' && (
              <Alert
                type="warning"
                showIcon
                className="unit-section"
                title="单位信息尚不完整"
                description="请补充所属行业、实际经营地址、统筹区和联系人，以便办理社保等业务。"
                action={
                  <Link to={paths.unitcenter.unitinfo}>
                    <Button size="small">去补充</Button>
                  </Link>
                }
              />
            )}
            <UnitSummary unit={unit} />
            <div className="card-grid unit-overview">
              <AgentsCard unit={unit} />
              <DocumentsCard />
              <Panel
                title={
                  <>
                    <SafetyCertificateOutlined /> 身份认证
                  </>
                }
                size="small"
              >
                <Statistic value={unit.authenticated ? '已认证' : '未认证'} styles={{ content: { fontSize: 22 } }} />
                <div style={{ marginTop: 8, color: '#5c6b7e' }}>
                  {unit.authType ? AUTH_TYPES[unit.authType] : '请完成单位身份认证后办理业务'}
                </div>
              </Panel>
            </div>
          </>
        )}
      </AsyncView>
    </>
  );
}

function UnitSummary({ unit }: { unit: UnitInfo }) {
  return (
    <Panel
      title={unit.unitName}
      size="small"
      className="unit-section"
      extra={<Tag color="blue">{unit.loginRole === 'manager' ? '单位管理员' : '单位经办人'}</Tag>}
    >
      <Descriptions column={PAIRS_PER_ROW} size="small">
        <Descriptions.Item label="统一社会信用代码">{unit.socialCreditCode}</Descriptions.Item>
        <Descriptions.Item label="单位类型">{UNIT_TYPES[unit.unitType]}</Descriptions.Item>
        <Descriptions.Item label="所属统筹区">{unit.areaName}</Descriptions.Item>
        <Descriptions.Item label="注册日期">{dayOf(unit.registerDate)}</Descriptions.Item>
        <Descriptions.Item label="法定代表人">
          <Space>
            {unit.legalPersonName}
            {unit.legalPersonIdCardMasked && <span>{unit.legalPersonIdCardMasked}</span>}
            {unit.legalPersonOpened ? <Tag color="green">已开通</Tag> : <Tag color="orange">未开通</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="法定代表人手机">{unit.legalPersonCellphoneMasked}</Descriptions.Item>
        <Descriptions.Item label="单位管理员">
          {unit.managerName} {unit.managerCellphoneMasked}
        </Descriptions.Item>
        {unit.agent && (
          <Descriptions.Item label="我的授权期限">
            {dayOf(unit.agent.authStartDate)} 至 {dayOf(unit.agent.authEndDate)}
          </Descriptions.Item>
        )}
      </Descriptions>
      {!unit.legalPersonOpened && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title="法定代表人尚未开通"
          description="请法定代表人本人以个人身份登录，在个人中心“法人开通”中通过刷脸或短信验证开通。"
        />
      )}
    </Panel>
  );
}

function AgentsCard({ unit }: { unit: UnitInfo }) {
  const manager = unit.loginRole === 'manager';
  const agents = useAsyncData(manager ? 'unit-agent-count' : null, () =>
    answerOf(api.unit.POST('/unitBase/queryMultipleAgentList', { body: { pageNum: 1, pageSize: 1 } })),
  );
  return (
    <Panel
      title={
        <>
          <TeamOutlined /> 经办人
        </>
      }
      size="small"
      extra={<Link to={manager ? paths.unitcenter.agents : paths.unitcenter.workscope}>{manager ? '管理' : '我的权限'}</Link>}
    >
      {manager ? (
        <AsyncView state={agents} rows={1}>
          {(data) => <Statistic value={data.total} suffix="名" />}
        </AsyncView>
      ) : (
        <Statistic value={unit.agent?.scopeCodes.length ?? 0} suffix="项权限" />
      )}
    </Panel>
  );
}

function DocumentsCard() {
  const overview = useAsyncData('unit-doc-overview', () => answerOf(api.channel.POST('/onlineDel/overView', { body: {} })));
  return (
    <Panel
      title={
        <>
          <FileDoneOutlined /> 待签收文书
        </>
      }
      size="small"
      extra={<Link to={paths.unitcenter.onlineDel}>查看</Link>}
    >
      <AsyncView state={overview} rows={1}>
        {(data) => (
          <Statistic value={data.unsigned} suffix="份" styles={data.unsigned > 0 ? { content: { color: '#d46b08' } } : undefined} />
        )}
      </AsyncView>
    </Panel>
  );
}

function HistoryUpgradeEntry({ socialCreditCode }: { socialCreditCode: string }) {
  const [upgrading, setUpgrading] = useState(false);
  const [version, setVersion] = useState(0);
  const history = useAsyncData(`history-unit:${socialCreditCode}:${version}`, () =>
    answerOf(api.unit.POST('/unitBase/checkHistoryUnit', { body: { socialCreditCode } })),
  );
  const data = history.data;
  if (!data?.historyUser || data.upgraded) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        className="unit-section"
        title="本单位在原门户有尚未升级的历史账号"
        description={`原账号 ${data.oldAccountMasked ?? ''} 的经办人、邮寄地址等数据可迁移到当前账号，升级后原账号停用。`}
        action={
          <Button size="small" type="primary" onClick={() => setUpgrading(true)}>
            立即升级
          </Button>
        }
      />
      {upgrading && (
        <HistoryUpgradeDialog
          socialCreditCode={socialCreditCode}
          history={data}
          onClose={(upgraded) => {
            setUpgrading(false);
            if (upgraded) setVersion((value) => value + 1);
          }}
        />
      )}
    </>
  );
}
