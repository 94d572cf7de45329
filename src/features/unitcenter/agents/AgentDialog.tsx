// Adding an agent (identity, phone, work scopes, authorisation period) or
// adjusting a listed one (scopes and period only). A refused save keeps what
// was typed and shows the server's reason in the dialog.
import { Alert, Checkbox, Form, Modal } from 'antd';
import { api } from '../../../api';
import { envelopeOf } from '../../../components/apiAnswer';
import { useSave } from '../../../components/centre/useSave';
import { keptDialogName, useKeptForm } from '../../../components/useKeptForm';
import { AgentForm } from '../../../domain/agents/AgentForm';
import type { WorkScope } from '../shared/role';
import { addAgentRequest, fieldsOfAgent, setAgentRequest, startIsFixed, type MultipleAgent, type UnitAgentFields } from './agentForm';

/** The dialog's kept form on the agents screen (reopened after a reload or a new login). */
export const AGENT_DIALOG = 'agent';

export interface AgentDialogProps {
  /** The agent to adjust; undefined adds a new one. */
  agent?: MultipleAgent;
  scopes: WorkScope['scopeList'];
  onSaved: () => void;
  onClose: () => void;
}

export function AgentDialog({ agent, scopes, onSaved, onClose }: AgentDialogProps) {
  const [form] = Form.useForm<UnitAgentFields>();
  const kept = useKeptForm(form, { name: keptDialogName(AGENT_DIALOG, agent?.agentId), draft: true });
  const { saving, run, alert } = useSave('保存未完成，请稍后重试');

  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      () =>
        agent
          ? envelopeOf(api.unit.POST('/unitBase/setMultipleAgent', { body: setAgentRequest(agent.agentId, fields) }))
          : envelopeOf(api.unit.POST('/unitBase/addMultipleAgent', { body: addAgentRequest(fields) })),
      () => {
        kept.clear();
        onSaved();
      },
    );
  };

  return (
    <Modal
      open
      title={agent ? `调整授权：${agent.name}` : '新增经办人'}
      okText={agent ? '保存授权' : '确认新增'}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      {alert}
      <AgentForm
        form={form}
        initialValues={agent && fieldsOfAgent(agent)}
        onValuesChange={kept.onValuesChange}
        identity={agent ? undefined : { phoneExtra: '授权通知与初始密码将以短信发送至该号码' }}
        grants={{
          label: '经办权限',
          required: '请至少选择一项经办权限',
          choices: scopes.map((scope) => (
            <Checkbox key={scope.code} value={scope.code}>
              {scope.name}
            </Checkbox>
          )),
        }}
        startFixed={agent ? startIsFixed(agent) : false}
      >
        {agent && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${agent.name}（身份证 ${agent.idCardMasked}，手机 ${agent.cellphoneMasked}）`}
            description="调整后经办人下次办理即按新权限校验，并收到短信通知。"
          />
        )}
      </AgentForm>
    </Modal>
  );
}
