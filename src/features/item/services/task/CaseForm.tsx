// Step "填写申请": the application form rendered from param/query, grouped as
// the server groups it, checked as each field says. Every change is kept in
// the tab's draft; 暂存 saves it on the server; 下一步 creates the case.
import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useFeedback } from '../../../../components/feedback';
import { Panel } from '../../../../components/Panel';
import { SubmitFailed } from '../../../../components/SubmitFailed';
import { useSubmission } from '../../../../components/useSubmission';
import type { Working } from './caseFlow';
import { FieldInput } from './FieldInput';
import { draftFieldValues, fieldRules, groupFields, initialFormValues, toFieldValues, type FormValues } from './formFields';
import type { CaseFlow } from './useCaseFlow';
import { useDraftSaver } from './useDraftSaver';

const WIDE_TYPES = new Set(['textarea', 'checkbox', 'radio']);

export function CaseForm({ working, flow }: { working: Working; flow: CaseFlow }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const fields = working.form.fields;
  const initialValues = useMemo(() => initialFormValues(fields, working.values), [fields, working.values]);
  const groups = useMemo(() => groupFields(fields), [fields]);
  const { submitting, refusal, failure, submit: send } = useSubmission();
  const saver = useDraftSaver(flow);
  const submit = (values: FormValues) => send(() => flow.createCase(toFieldValues(fields, values)));

  return (
    <Form<FormValues>
      form={form}
      name="case-form"
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError
      onValuesChange={(_changed, all) => flow.keepLocal(draftFieldValues(fields, all))}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => void message.warning('请按提示完善申请信息')}
    >
      {groups.map((group) => (
        <Panel key={group.title} title={group.title} size="small" className="task-card">
          <Row gutter={24}>
            {group.fields.map((field) => (
              <Col key={field.name} xs={24} md={WIDE_TYPES.has(field.type) ? 24 : 12}>
                <Form.Item
                  name={field.name}
                  label={field.label}
                  required={field.required && !field.readonly}
                  rules={fieldRules(field)}
                  tooltip={field.readonly ? '由系统根据您的登记信息带出，如有误请先更新个人信息' : undefined}
                >
                  <FieldInput field={field} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Panel>
      ))}
      {refusal && <Alert type="error" showIcon role="alert" title="申请未通过校验" description={refusal} className="task-alert" />}
      <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={submitting} />
      <Space className="task-actions no-print">
        <Button icon={<SaveOutlined />} loading={saver.saving} onClick={() => void saver.save()}>
          暂存
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          下一步
        </Button>
      </Space>
    </Form>
  );
}
