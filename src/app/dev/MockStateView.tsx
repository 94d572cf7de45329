// The development panel's view of the mock gateway's state: one persona's
// resources with their item counts, each expandable to its JSON (read-only),
// a refresh, and the reset of this persona or of everyone, each confirmed first.
import { Alert, Button, Empty, Popconfirm, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../components/useAsyncData';
import { loadMockState, resetMockState, type MockPersona, type MockResource } from './mockState';
import { PERSONAS } from './mockSwitch';

interface MockStateViewProps {
  /** The persona shown first: whose state the gateway answers with now. */
  initialPersona: MockPersona;
  /** Tests pass their own. */
  fetch?: typeof fetch;
  /** Told after a reset, so the page can load again. */
  onReset?: (message: string) => void;
}

const countOf = (resource: MockResource) => (Array.isArray(resource) ? `${resource.length} 条` : '单条记录');

export function MockStateView({ initialPersona, fetch: fetchImpl = (...args) => fetch(...args), onReset }: MockStateViewProps) {
  const [persona, setPersona] = useState(initialPersona);
  const state = useAsyncData(`mock-state:${persona}`, () => loadMockState(persona, fetchImpl));
  const [resetError, setResetError] = useState<string>();
  const [resetting, setResetting] = useState(false);
  const busy = resetting || state.loading;
  const resources = state.data;

  const reset = async (everyone: boolean) => {
    setResetting(true);
    setResetError(undefined);
    try {
      await resetMockState(everyone ? undefined : persona, fetchImpl);
      state.reload();
      onReset?.(everyone ? '已将所有身份的模拟数据恢复为初始数据' : `已将 ${persona} 的模拟数据恢复为初始数据`);
    } catch (failure) {
      setResetError((failure as Error).message);
    } finally {
      setResetting(false);
    }
  };
  const error = resetError ?? (state.failed ? (state.error as Error).message : undefined);

  const entries = Object.entries(resources ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-label="模拟数据">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="查看哪个身份的数据"
          value={persona}
          onChange={setPersona}
          style={{ width: 200 }}
          options={PERSONAS.map(({ value, label }) => ({ value, label: `${label}（${value}）` }))}
        />
        <Button onClick={state.reload} disabled={busy}>
          刷新
        </Button>
        <Popconfirm
          title={`将 ${persona} 的模拟数据恢复为初始数据？`}
          description="该身份新增、修改、删除的数据都会丢失。"
          okText="重置"
          cancelText="取消"
          onConfirm={() => void reset(false)}
        >
          <Button danger disabled={busy}>
            重置此身份
          </Button>
        </Popconfirm>
        <Popconfirm
          title="将所有身份的模拟数据恢复为初始数据？"
          description="所有身份新增、修改、删除的数据都会丢失。"
          okText="重置"
          cancelText="取消"
          onConfirm={() => void reset(true)}
        >
          <Button danger disabled={busy}>
            全部重置
          </Button>
        </Popconfirm>
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Spin spinning={busy}>
        {resources && entries.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该身份没有保存的数据" />
        ) : (
          // Native disclosures, not antd's Collapse (App.tsx).
          entries.map(([name, resource]) => (
            <details key={name} className="dev-panel__resource">
              <summary>{`${name}（${countOf(resource)}）`}</summary>
              <pre tabIndex={0} aria-label={`${name} 的数据`}>
                {JSON.stringify(resource, null, 2)}
              </pre>
            </details>
          ))
        )}
      </Spin>
    </section>
  );
}
