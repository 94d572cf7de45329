// Adding an agent (identity, phone, work scopes, authorisation period) or
// adjusting a listed one (scopes and period only). A refused save keeps what
// was typed and shows the server's reason in the dialog.
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { api } from '../../../api';
import { envelopeOf } from '../../../components/apiAnswer';
import { AuthPeriodFields } from '../../../components/centre/AuthPeriodFields';
import { mobileRules, personNameRules, residentIdRules } from '../../../components/centre/formRules';
import { useSave } from '../../../components/centre/useSave';
import type { WorkScope } from '../shared/role';
import { addAgentRequest, fieldsOfAgent, setAgentRequest, startIsFixed, type AgentFields, type MultipleAgent } from './agentForm';

export interface AgentDialogProps {
  /** The agent to adjust; undefined adds a new one. */
  agent?: MultipleAgent;
  scopes: WorkScope['scopeList'];
  onSaved: () => void;
  onClose: () => void;
}

export function AgentDialog({ agent, scopes, onSaved, onClose }: AgentDialogProps) {
  const [form] = Form.useForm<AgentFields>();
  const { saving, run, alert } = useSave('保存未完成，请稍后重试');

  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      () =>
        agent
          ? envelopeOf(api.unit.POST('/unitBase/setMultipleAgent', { body: setAgentRequest(agent.agentId, fields) }))
          : envelopeOf(api.unit.POST('/unitBase/addMultipleAgent', { body: addAgentRequest(fields) })),
      onSaved,
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
      <Form form={form} layout="vertical" initialValues={agent ? fieldsOfAgent(agent) : { scopeCodes: [] }} aria-label="经办人信息">
        {agent ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${agent.name}（身份证 ${agent.idCardMasked}，手机 ${agent.cellphoneMasked}）`}
            description="调整后经办人下次办理即按新权限校验，并收到短信通知。"
          />
        ) : (
          <>
            <Form.Item name="name" label="经办人姓名" rules={personNameRules}>
              <Input placeholder="与身份证一致的姓名" maxLength={30} />
            </Form.Item>
            <Form.Item name="idCardNo" label="身份证号码" rules={residentIdRules}>
              <Input placeholder="18 位居民身份证号码" maxLength={18} />
            </Form.Item>
            <Form.Item name="cellphone" label="手机号码" rules={mobileRules} extra="授权通知与初始密码将以短信发送至该号码">
              <Input placeholder="经办人本人手机号码" maxLength={11} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="scopeCodes"
          label="经办权限"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项经办权限' }]}
        >
          <Checkbox.Group options={scopes.map((scope) => ({ value: scope.code, label: scope.name }))} />
        </Form.Item>
        <AuthPeriodFields startFixed={agent ? startIsFixed(agent) : false} />
      </Form>
    </Modal>
  );
}
