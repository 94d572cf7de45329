// One form for adding an agent or changing their grant, for units and
// institutions alike: the new agent's identity (name, ID, phone, and what a
// side adds, such as an initial password), what the agent may do, and the
// authorisation period. The dialogs around it send the requests.
import { Checkbox, Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { AuthPeriodFields } from '../../components/centre/AuthPeriodFields';
import { mobileRules, personNameRules, residentIdRules } from '../../components/centre/formRules';
import type { AgentFields } from './agentFields';

export interface AgentFormProps<Grant extends string> {
  form: FormInstance<AgentFields<Grant>>;
  initialValues?: AgentFields<Grant>;
  /** Asks for a new agent's identity; left out when changing a listed agent's grant. */
  identity?: {
    /** Under the phone: what the number is used for. */
    phoneExtra: string;
    /** Fields after the phone (an initial password). */
    more?: ReactNode;
  };
  grants: {
    label: string;
    /** Said when nothing is chosen. */
    required: string;
    /** The checkboxes, inside a Checkbox.Group. */
    choices: ReactNode;
  };
  /** Called on every change (the dialog's kept draft, useKeptForm). */
  onValuesChange?: () => void;
  /** The period's start is kept (a grant already under way). */
  startFixed?: boolean;
  today?: string;
  /** Above the fields (who is being changed). */
  children?: ReactNode;
}

export function AgentForm<Grant extends string>({
  form,
  initialValues = {},
  identity,
  grants,
  onValuesChange,
  startFixed = false,
  today,
  children,
}: AgentFormProps<Grant>) {
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ grants: [], ...initialValues }}
      onValuesChange={onValuesChange}
      aria-label="经办人信息"
    >
      {children}
      {identity && (
        <>
          <Form.Item name="name" label="经办人姓名" rules={personNameRules}>
            <Input placeholder="与身份证一致的姓名" maxLength={30} />
          </Form.Item>
          <Form.Item name="idCardNo" label="身份证号码" rules={residentIdRules}>
            <Input placeholder="18 位居民身份证号码" maxLength={18} />
          </Form.Item>
          <Form.Item name="cellphone" label="手机号码" rules={mobileRules} extra={identity.phoneExtra}>
            <Input placeholder="经办人本人手机号码" maxLength={11} />
          </Form.Item>
          {identity.more}
        </>
      )}
      <Form.Item name="grants" label={grants.label} rules={[{ required: true, type: 'array', min: 1, message: grants.required }]}>
        <Checkbox.Group style={{ display: 'block' }}>{grants.choices}</Checkbox.Group>
      </Form.Item>
      <AuthPeriodFields startFixed={startFixed} today={today} />
    </Form>
  );
}
