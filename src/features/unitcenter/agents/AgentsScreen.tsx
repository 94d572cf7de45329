// /unitcenter/agents: the unit's agents under the multiple-agents model. The
// manager lists, adds, adjusts (scopes and period) and removes agents; an
// agent sees only their own authorisation.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import { answerOf, envelopeOf, toastRefusal } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { useFeedback } from '../../../components/feedback';
import { useAsyncData } from '../../../components/useAsyncData';
import { useReopenedDialog } from '../../../components/useKeptForm';
import { AgentFilters, type AgentFilterValues } from '../../../domain/agents/AgentFilters';
import { AgentsTable } from '../../../domain/agents/AgentsTable';
import { AUTH_STATUS_LABELS } from '../../../lib/auth-period';
import { dayOf } from '../../../lib/calendar-days';
import { isUnitManager, useWorkScope, type WorkScope } from '../shared/role';
import { AGENT_DIALOG, AgentDialog } from './AgentDialog';
import type { MultipleAgent } from './agentForm';

const PAGE_SIZE = 10;

function scopeNames(codes: readonly string[], scopes: WorkScope['scopeList']) {
  return codes.map((code) => scopes.find((scope) => scope.code === code)?.name ?? code);
}

export function AgentsScreen() {
  const scope = useWorkScope();
  return (
    <>
      <PageHeader description="单位管理员可添加多名经办人，按经办权限和授权期限代表单位办理业务。" />
      <AsyncView state={scope}>
        {(data) => (isUnitManager(data) ? <ManagerAgents scope={data} /> : <OwnAuthorisation scope={data} />)}
      </AsyncView>
    </>
  );
}

function OwnAuthorisation({ scope }: { scope: WorkScope }) {
  const own = useAsyncData('unit-agent-own', () =>
    answerOf(api.unit.POST('/unitBase/queryMultipleAgentList', { body: { pageNum: 1, pageSize: 1 } })),
  );
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="经办人的新增、授权调整和删除仅限单位管理员办理"
        description="您以经办人身份登录，以下为您本人的授权情况。如需调整，请联系本单位管理员。"
      />
      <AsyncView state={own} isEmpty={(data) => data.list.length === 0} empty="未查询到您的授权记录">
        {(data) => {
          const me = data.list[0]!;
          return (
            <Descriptions bordered column={1} size="middle" title="我的授权">
              <Descriptions.Item label="姓名">{me.name}</Descriptions.Item>
              <Descriptions.Item label="手机号码">{me.cellphoneMasked}</Descriptions.Item>
              <Descriptions.Item label="经办权限">
                {scopeNames(me.scopeCodes, scope.scopeList).map((name) => (
                  <Tag key={name}>{name}</Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label="授权期限">
                {dayOf(me.authStartDate)} 至 {dayOf(me.authEndDate)}
              </Descriptions.Item>
              <Descriptions.Item label="授权状态">
                <Tag color={AUTH_STATUS_LABELS[me.authStatus].color}>{AUTH_STATUS_LABELS[me.authStatus].label}</Tag>
              </Descriptions.Item>
            </Descriptions>
          );
        }}
      </AsyncView>
    </>
  );
}

function ManagerAgents({ scope }: { scope: WorkScope }) {
  const { message, modal } = useFeedback();
  const [filters, setFilters] = useState<AgentFilterValues>({});
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MultipleAgent | 'new'>();
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...filters };
  const agents = useAsyncData(`unit-agents:${JSON.stringify(body)}`, () =>
    answerOf(api.unit.POST('/unitBase/queryMultipleAgentList', { body })),
  );
  // A dialog with a kept draft opens again (after a reload, or a login after the session ran out).
  const kept = useReopenedDialog(AGENT_DIALOG);
  const editing = chosen ?? (kept.reopened === 'new' ? 'new' : agents.data?.list.find((agent) => agent.agentId === kept.reopened));
  const setEditing = (next: MultipleAgent | 'new' | undefined) => {
    setChosen(next);
    if (!next) kept.dismiss();
  };

  const remove = (agent: MultipleAgent) => {
    modal.confirm({
      title: `删除经办人 ${agent.name}？`,
      content: '删除后立即生效：该经办人随即失去代表单位办理的权限，其经办中的业务转由单位管理员处理。',
      okText: '确认删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await envelopeOf(api.unit.POST('/unitBase/deleteMultipleAgent', { body: { agentId: agent.agentId } }));
          void message.success(`已删除经办人 ${agent.name}`);
          agents.reload();
        } catch (error) {
          toastRefusal(error);
        }
      },
    });
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <AgentFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增经办人
        </Button>
      </Space>
      <AsyncView state={agents} rows={5}>
        {(data) => (
          <AgentsTable<MultipleAgent>
            agents={data.list}
            total={data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            grantsColumn={{
              title: '经办权限',
              key: 'scopeCodes',
              render: (_, agent) => scopeNames(agent.scopeCodes, scope.scopeList).map((name) => <Tag key={name}>{name}</Tag>),
            }}
            actionsWidth={140}
            actions={(agent) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(agent)} aria-label={`授权：${agent.name}`}>
                  授权
                </Button>
                <Button type="link" danger onClick={() => remove(agent)} aria-label={`删除 ${agent.name}`}>
                  删除
                </Button>
              </Space>
            )}
          />
        )}
      </AsyncView>
      {editing && (
        <AgentDialog
          agent={editing === 'new' ? undefined : editing}
          scopes={scope.scopeList}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            void message.success(editing === 'new' ? '经办人已添加，授权通知与初始密码已短信发送' : '授权已调整');
            setEditing(undefined);
            agents.reload();
          }}
        />
      )}
    </>
  );
}
