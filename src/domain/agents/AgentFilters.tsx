// The filters above a list of agents (unit or institution): name and
// authorisation status, applied with "查询".
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { AUTH_STATUS_LABELS, type AuthStatus } from '../../lib/auth-period';

export interface AgentFilterValues {
  name?: string;
  authStatus?: AuthStatus;
}

export function AgentFilters({ value, onChange }: { value: AgentFilterValues; onChange: (value: AgentFilterValues) => void }) {
  const [nameInput, setNameInput] = useState(value.name ?? '');
  return (
    <Space wrap>
      <Input
        allowClear
        aria-label="经办人姓名"
        placeholder="按姓名查询"
        style={{ width: 180 }}
        value={nameInput}
        onChange={(event) => setNameInput(event.target.value)}
      />
      <Select<AuthStatus>
        allowClear
        aria-label="授权状态"
        placeholder="全部授权状态"
        style={{ width: 150 }}
        value={value.authStatus}
        onChange={(authStatus) => onChange({ ...value, authStatus })}
        options={Object.entries(AUTH_STATUS_LABELS).map(([status, { label }]) => ({ value: status as AuthStatus, label }))}
      />
      <Button icon={<SearchOutlined />} onClick={() => onChange({ ...value, name: nameInput.trim() || undefined })}>
        查询
      </Button>
    </Space>
  );
}
