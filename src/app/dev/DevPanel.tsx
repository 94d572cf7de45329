// Builds against the mock gateway only (see App.tsx, wanted.ts): choose the mock
// gateway's persona and scenario without touching code, confirm the QR codes it
// waits to have scanned, see the calls it passed to a real backend (proxy mode) with
// their contract violations, and see or reset the state it remembers. Deployable bundles do not contain this file.
import { BugOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Drawer, Form, Input, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useFeedback } from '../../components/feedback';
import { session } from '../../stores/session';
import { MockProxyView } from './MockProxyView';
import { MockScanView } from './MockScanView';
import { currentPersona } from './mockState';
import { MockStateView } from './MockStateView';
import {
  needsParameter,
  PERSONAS,
  readMockSwitch,
  SCENARIOS,
  setPersona,
  setScenario,
  type Scenario,
  type ScenarioKind,
} from './mockSwitch';
import './dev-panel.css';

interface SwitchForm {
  persona?: string;
  kind?: ScenarioKind;
  parameter?: string;
  pathContains?: string;
}

function formValues(): SwitchForm {
  const { persona, scenario } = readMockSwitch();
  return { persona, kind: scenario?.kind, parameter: scenario?.parameter, pathContains: scenario?.pathContains };
}

export default function DevPanel() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SwitchForm>();
  const kind = Form.useWatch('kind', form);
  const { message } = useFeedback();
  const { token } = useSnapshot(session);

  const apply = ({ persona, kind: chosen, parameter, pathContains }: SwitchForm) => {
    setPersona(persona);
    const scenario: Scenario | undefined = chosen
      ? { kind: chosen, parameter: parameter?.trim() || undefined, pathContains: pathContains?.trim() || undefined }
      : undefined;
    setScenario(scenario);
    message.success('模拟网关开关已更新，之后的请求生效');
  };

  const clear = () => {
    setPersona(undefined);
    setScenario(undefined);
    form.setFieldsValue({ persona: undefined, kind: undefined, parameter: undefined, pathContains: undefined });
    message.success('已恢复模拟网关默认行为');
  };

  return (
    <div className="dev-panel">
      {/* Not antd's FloatButton, which brings its back-to-top scrolling along (App.tsx). */}
      <Tooltip title="开发调试：模拟网关" placement="right">
        <Button
          className="dev-panel__open"
          shape="circle"
          size="large"
          icon={<BugOutlined />}
          aria-label="开发调试：模拟网关"
          onClick={() => {
            form.setFieldsValue(formValues());
            setOpen(true);
          }}
        />
      </Tooltip>
      <Drawer title="模拟网关开关（仅开发环境）" open={open} onClose={() => setOpen(false)} placement="left" size={380}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="设置 mock-persona / mock-scenario Cookie，模拟网关据此选择示例与场景。"
        />
        <Form form={form} layout="vertical" onFinish={apply}>
          <Form.Item name="persona" label="用户身份（persona）">
            <Select
              allowClear
              placeholder="按登录令牌决定"
              options={PERSONAS.map(({ value, label }) => ({ value, label: `${label}（${value}）` }))}
            />
          </Form.Item>
          <Form.Item name="kind" label="场景（scenario）">
            <Select
              allowClear
              placeholder="正常响应"
              options={SCENARIOS.map(({ kind: value, label }) => ({ value, label: `${label}（${value}）` }))}
            />
          </Form.Item>
          {kind && needsParameter(kind) && (
            <Form.Item
              name="parameter"
              label={`场景参数：${SCENARIOS.find((scenario) => scenario.kind === kind && 'parameter' in scenario)?.label ?? ''}`}
              rules={[{ required: true, message: '请输入场景参数' }]}
            >
              <Input
                placeholder={kind === 'slow' ? '例如 3000' : kind === 'msg' || kind === 'msg500' ? '例如 系统维护中' : '例如 04020002'}
              />
            </Form.Item>
          )}
          {kind && (
            <Form.Item name="pathContains" label="仅作用于路径包含" extra="留空则作用于所有请求，例如 getHotFunction">
              <Input allowClear />
            </Form.Item>
          )}
          <Space>
            <Button type="primary" htmlType="submit">
              应用
            </Button>
            <Button onClick={clear}>恢复默认</Button>
          </Space>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
          身份开关影响之后所有带令牌的请求；切换身份后建议重新登录以刷新页面上的用户信息。
        </Typography.Paragraph>
        <Divider titlePlacement="start">扫码确认</Divider>
        {open && <MockScanView />}
        <Divider titlePlacement="start">代理模式：契约违规</Divider>
        {open && <MockProxyView />}
        <Divider titlePlacement="start">模拟数据</Divider>
        {open && (
          <MockStateView
            initialPersona={currentPersona(readMockSwitch().persona, token) ?? 'person'}
            onReset={(done) => message.success(`${done}，刷新页面后可见`)}
          />
        )}
      </Drawer>
    </div>
  );
}
