// /organ/agents: the institution manager's agents — list with filters, add,
// function authorisation with its period, batch extension of the period,
// temporary password and removal. Agents are told this is the manager's.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
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
import { OrganManagerOnly, useOrganFunctions } from '../shared/role';
import {
  AddOrganAgentDialog,
  AuthoriseOrganAgentDialog,
  ExtendAuthDialog,
  ORGAN_AGENT_DIALOG,
  ResetAgentPasswordDialog,
} from './OrganAgentDialogs';
import type { OrganAgent } from './organAgentForm';

const PAGE_SIZE = 10;

type Dialog =
  | { kind: 'add' }
  | { kind: 'authorise'; agent: OrganAgent }
  | { kind: 'reset'; agent: OrganAgent }
  | { kind: 'extend'; agents: OrganAgent[] };

export function OrganAgentsScreen() {
  return (
    <>
      <PageHeader description="机构管理员为本机构添加经办人，按功能授权并设置授权期限；经办人只能办理授权期内被授权的功能。" />
      <OrganManagerOnly what="经办人管理">{() => <ManagerAgents />}</OrganManagerOnly>
    </>
  );
}

function ManagerAgents() {
  const { message, modal } = useFeedback();
  const functions = useOrganFunctions();
  const [filters, setFilters] = useState<AgentFilterValues>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<OrganAgent[]>([]);
  const [chosenDialog, setChosenDialog] = useState<Dialog>();
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...filters };
  const agents = useAsyncData(`organ-agents:${JSON.stringify(body)}`, () => answerOf(api.unit.POST('/organ/queryAgentList', { body })));
  // A dialog with a kept draft opens again (after a reload, or a login after the session ran out).
  const kept = useReopenedDialog(ORGAN_AGENT_DIALOG);
  const keptAgent = agents.data?.list.find((agent) => agent.agentId === kept.reopened);
  const reopened: Dialog | undefined =
    kept.reopened === 'new' ? { kind: 'add' } : keptAgent ? { kind: 'authorise', agent: keptAgent } : undefined;
  const dialog = chosenDialog ?? reopened;
  const setDialog = (next: Dialog | undefined) => {
    setChosenDialog(next);
    kept.dismiss();
  };

  const done = (text: string) => {
    void message.success(text);
    setDialog(undefined);
    setSelected([]);
    agents.reload();
  };

  const remove = (agent: OrganAgent) => {
    modal.confirm({
      title: `删除经办人 ${agent.name}？`,
      content: '删除后立即生效，该经办人的登录随即失效；其经办中的业务转由机构管理员处理。',
      okText: '确认删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await envelopeOf(api.unit.POST('/organ/deleteAgent', { body: { agentId: agent.agentId } }));
          done(`已删除经办人 ${agent.name}`);
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
        <Space>
          <Button disabled={selected.length === 0} onClick={() => setDialog({ kind: 'extend', agents: selected })}>
            批量修改授权期限{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={!functions.data} onClick={() => setDialog({ kind: 'add' })}>
            新增经办人
          </Button>
        </Space>
      </Space>
      <AsyncView state={agents} rows={5}>
        {(data) => (
          <AgentsTable<OrganAgent>
            agents={data.list}
            total={data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            chosen={{ agents: selected, onChange: setSelected }}
            grantsColumn={{ title: '授权功能', dataIndex: 'functionCount', width: 90, render: (count: number) => `${count} 项` }}
            actionsWidth={200}
            actions={(agent) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  disabled={!functions.data}
                  onClick={() => setDialog({ kind: 'authorise', agent })}
                  aria-label={`授权 ${agent.name}`}
                >
                  授权
                </Button>
                <Button type="link" onClick={() => setDialog({ kind: 'reset', agent })} aria-label={`重置密码：${agent.name}`}>
                  重置密码
                </Button>
                <Button type="link" danger onClick={() => remove(agent)} aria-label={`删除 ${agent.name}`}>
                  删除
                </Button>
              </Space>
            )}
          />
        )}
      </AsyncView>
      {dialog?.kind === 'add' && functions.data && (
        <AddOrganAgentDialog
          functions={functions.data}
          onClose={() => setDialog(undefined)}
          onSaved={() => done('经办人已添加，开通短信已发送')}
        />
      )}
      {dialog?.kind === 'authorise' && functions.data && (
        <AuthoriseOrganAgentDialog
          agent={dialog.agent}
          functions={functions.data}
          onClose={() => setDialog(undefined)}
          onSaved={() => done('授权已保存')}
        />
      )}
      {dialog?.kind === 'reset' && (
        <ResetAgentPasswordDialog
          agent={dialog.agent}
          onClose={() => setDialog(undefined)}
          onSaved={() => done('临时密码已设置，经办人将收到短信通知')}
        />
      )}
      {dialog?.kind === 'extend' && <ExtendAuthDialog agents={dialog.agents} onClose={() => setDialog(undefined)} onSaved={done} />}
    </>
  );
}
