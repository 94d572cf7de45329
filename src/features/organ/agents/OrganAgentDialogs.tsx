// Dialogs of the institution agents screen: adding an agent (identity,
// initial password, functions and period), authorising one (organ/getAgentAuth
// then setAgentAuth), extending several at once (updateAgentsAuthDate) and
// giving one a temporary password (resetAgentPassword). Refusals keep what
// was typed and show the server's reason.
import { Alert, Checkbox, Form, Input, Modal, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { api, serverMessageText } from '../../../api';
import { answerOf, envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { dayOfPicker } from '../../../components/centre/AuthPeriodFields';
import { newPasswordRules, repeatPasswordRules } from '../../../components/centre/formRules';
import { useSave } from '../../../components/centre/useSave';
import { DatePicker } from '../../../components/DatePicker';
import { useAsyncData } from '../../../components/useAsyncData';
import { keptDialogName, useKeptForm } from '../../../components/useKeptForm';
import { AgentForm } from '../../../domain/agents/AgentForm';
import { batchAuthEndProblem, latestAuthEnd } from '../../../lib/auth-period';
import { dayOf, formatDay } from '../../../lib/calendar-days';
import { PASSWORD_HINT } from '../../../lib/password-rules';
import {
  addOrganAgentRequest,
  byCategory,
  fieldsOfAuth,
  setOrganAgentAuthRequest,
  type OrganAgent,
  type OrganAgentFields,
  type OrganFunction,
} from './organAgentForm';

/** The institution's functions as checkboxes, by category. */
function functionChoices(functions: readonly OrganFunction[]) {
  return byCategory(functions).map((group) => (
    <div key={group.category} style={{ marginBottom: 8 }}>
      <Typography.Text strong>{group.category}</Typography.Text>
      <div>
        {group.functions.map((func) => (
          <Checkbox key={func.functionCode} value={func.functionCode}>
            {func.functionName}
          </Checkbox>
        ))}
      </div>
    </div>
  ));
}

const functionGrants = (functions: readonly OrganFunction[]) => ({
  label: '授权功能',
  required: '请至少选择一项功能',
  choices: functionChoices(functions),
});

function DialogFrame({
  title,
  okText,
  saving,
  onOk,
  onClose,
  children,
}: {
  title: string;
  okText: string;
  saving: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={onOk}
      onCancel={onClose}
      width={600}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** The kept form's name of the add and authorise dialogs on the agents screen (useKeptForm). */
export const ORGAN_AGENT_DIALOG = 'organ-agent';

export function AddOrganAgentDialog({
  functions,
  onClose,
  onSaved,
}: {
  functions: readonly OrganFunction[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<OrganAgentFields & { repeatPassword?: string }>();
  // A draft across a reload (never the initial password); the screen reopens the dialog.
  const kept = useKeptForm(form, { name: keptDialogName(ORGAN_AGENT_DIALOG, undefined), draft: true });
  const { saving, run, alert } = useSave();
  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      () => envelopeOf(api.unit.POST('/organ/addAgent', { body: addOrganAgentRequest(fields) })),
      () => {
        kept.clear();
        onSaved();
      },
    );
  };
  return (
    <DialogFrame title="新增经办人" okText="确认新增" saving={saving} onOk={() => void save()} onClose={onClose}>
      {alert}
      <AgentForm
        form={form}
        identity={{
          phoneExtra: '经办人以机构编号、本人手机号与密码登录',
          more: (
            <>
              <Form.Item name="password" label="初始密码" rules={newPasswordRules} extra={`${PASSWORD_HINT}。经办人首次登录须修改。`}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="repeatPassword" label="确认初始密码" dependencies={['password']} rules={repeatPasswordRules('password')}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </>
          ),
        }}
        grants={functionGrants(functions)}
        onValuesChange={kept.onValuesChange}
      />
    </DialogFrame>
  );
}

export function AuthoriseOrganAgentDialog({
  agent,
  functions,
  onClose,
  onSaved,
}: {
  agent: OrganAgent;
  functions: readonly OrganFunction[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const auth = useAsyncData(`organ-agent-auth:${agent.agentId}`, () =>
    answerOf(api.unit.POST('/organ/getAgentAuth', { body: { agentId: agent.agentId } })),
  );
  const [form] = Form.useForm<OrganAgentFields>();
  // A draft across a reload; the screen reopens the dialog on the same agent.
  const kept = useKeptForm(form, { name: keptDialogName(ORGAN_AGENT_DIALOG, agent.agentId), draft: true });
  const { saving, run, alert } = useSave();
  const today = formatDay(new Date());
  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      () => envelopeOf(api.unit.POST('/organ/setAgentAuth', { body: setOrganAgentAuthRequest(agent.agentId, fields) })),
      () => {
        kept.clear();
        onSaved();
      },
    );
  };
  return (
    <DialogFrame title={`功能授权：${agent.name}`} okText="保存授权" saving={saving} onOk={() => void save()} onClose={onClose}>
      {alert}
      {auth.loading && <Skeleton active />}
      {auth.failed && <Alert type="error" showIcon title={messageToShow(auth.error) ?? '授权信息加载失败，请关闭后重试'} />}
      {auth.data && (
        <AgentForm
          form={form}
          initialValues={fieldsOfAuth(auth.data)}
          onValuesChange={kept.onValuesChange}
          grants={functionGrants(functions)}
          startFixed={dayOf(auth.data.authStartDate) <= today}
          today={today}
        />
      )}
    </DialogFrame>
  );
}

export function ExtendAuthDialog({
  agents,
  onClose,
  onSaved,
}: {
  agents: readonly OrganAgent[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [form] = Form.useForm<{ authEndDate?: Dayjs }>();
  const { saving, run, alert } = useSave();
  const today = formatDay(new Date());
  const latest = latestAuthEnd(today);
  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      async () => {
        const answer = await envelopeOf(
          api.unit.POST('/organ/updateAgentsAuthDate', {
            body: { agentIds: agents.map((agent) => agent.agentId), authEndDate: dayOfPicker(fields.authEndDate) },
          }),
        );
        onSaved(serverMessageText(answer.msg, '授权截止日期已修改'));
      },
      () => undefined,
    );
  };
  return (
    <DialogFrame title="批量修改授权截止日期" okText="确认修改" saving={saving} onOk={() => void save()} onClose={onClose}>
      {alert}
      <Typography.Paragraph>
        已选择：{agents.map((agent) => agent.name).join('、')}（共 {agents.length} 名）。已过期的经办人修改后恢复为授权有效。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="authEndDate"
          label="新的授权截止日期"
          required
          extra={`不早于今天及所选经办人的授权开始日期，最晚 ${latest}`}
          rules={[
            {
              validator: async (_, value: Dayjs | undefined) => {
                const problem = batchAuthEndProblem(
                  dayOfPicker(value),
                  agents.map((agent) => agent.authStartDate),
                  today,
                );
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => dayOfPicker(day) < today || dayOfPicker(day) > latest} />
        </Form.Item>
      </Form>
    </DialogFrame>
  );
}

export function ResetAgentPasswordDialog({ agent, onClose, onSaved }: { agent: OrganAgent; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ password: string; repeatPassword: string }>();
  const { saving, run, alert } = useSave();
  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      () => envelopeOf(api.unit.POST('/organ/resetAgentPassword', { body: { agentId: agent.agentId, newPassword: fields.password } })),
      onSaved,
    );
  };
  return (
    <DialogFrame title={`重置密码：${agent.name}`} okText="确认重置" saving={saving} onOk={() => void save()} onClose={onClose}>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="重置后该经办人原有登录全部失效，须以临时密码登录并修改，同时收到短信通知。"
      />
      {alert}
      <Form form={form} layout="vertical">
        <Form.Item name="password" label="临时密码" rules={newPasswordRules} extra={PASSWORD_HINT}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeatPassword" label="确认临时密码" dependencies={['password']} rules={repeatPasswordRules('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </DialogFrame>
  );
}
