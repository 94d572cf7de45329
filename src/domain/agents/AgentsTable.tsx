// One table of agents for units and institutions: who they are, what they may
// do (the side's own column), their period and its status, and the side's
// actions. Where agents are chosen for a batch change, the choice holds
// across pages: turning to page 2 and ticking a row keeps page 1's ticks.
import { Tag, type TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';
import { Table } from '../../components/tables';
import { pageTurning } from '../../components/tables';
import { AUTH_STATUS_LABELS, type AuthStatus } from '../../lib/auth-period';
import { dayOf } from '../../lib/calendar-days';

/** What both sides list of an agent. */
export interface ListedAgent {
  agentId: string;
  name: string;
  idCardMasked: string;
  cellphoneMasked: string;
  authStartDate: string;
  authEndDate: string;
  authStatus: AuthStatus;
}

export interface AgentsTableProps<Agent extends ListedAgent> {
  /** The page shown. */
  agents: readonly Agent[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the agent may do: the side's own column, after the phone. */
  grantsColumn: TableColumnType<Agent>;
  actions: (agent: Agent) => ReactNode;
  actionsWidth: number;
  /** Agents chosen for a batch change, on any page. */
  chosen?: { agents: readonly Agent[]; onChange: (agents: Agent[]) => void };
}

/**
 * The agents now chosen: antd gives every chosen key (preserveSelectedRowKeys),
 * but rows only for those it has seen since the table was last drawn; the others
 * are the ones chosen before.
 */
export function chosenAgents<Agent extends ListedAgent>(
  keys: readonly Key[],
  rows: readonly (Agent | undefined)[],
  before: readonly Agent[],
) {
  const known = new Map([...before, ...rows.filter((row): row is Agent => row !== undefined)].map((agent) => [agent.agentId, agent]));
  return keys.flatMap((key) => known.get(String(key)) ?? []);
}

export function AgentsTable<Agent extends ListedAgent>({
  agents,
  total,
  page,
  pageSize,
  onPage,
  grantsColumn,
  actions,
  actionsWidth,
  chosen,
}: AgentsTableProps<Agent>) {
  return (
    <Table<Agent>
      rowKey="agentId"
      dataSource={agents}
      locale={{ emptyText: '暂无经办人，可点击“新增经办人”添加' }}
      rowSelection={
        chosen && {
          preserveSelectedRowKeys: true,
          selectedRowKeys: chosen.agents.map((agent) => agent.agentId),
          onChange: (keys, rows) => chosen.onChange(chosenAgents(keys, rows, chosen.agents)),
        }
      }
      pagination={pageTurning({ current: page, pageSize, total, onChange: onPage })}
      columns={[
        { title: '姓名', dataIndex: 'name', width: 90 },
        { title: '身份证号码', dataIndex: 'idCardMasked', width: 180 },
        { title: '手机号码', dataIndex: 'cellphoneMasked', width: 120 },
        grantsColumn,
        {
          title: '授权期限',
          key: 'period',
          width: 200,
          render: (_, agent) => `${dayOf(agent.authStartDate)} 至 ${dayOf(agent.authEndDate)}`,
        },
        {
          title: '状态',
          dataIndex: 'authStatus',
          width: 90,
          render: (status: AuthStatus) => <Tag color={AUTH_STATUS_LABELS[status].color}>{AUTH_STATUS_LABELS[status].label}</Tag>,
        },
        { title: '操作', key: 'actions', width: actionsWidth, render: (_, agent) => actions(agent) },
      ]}
    />
  );
}
