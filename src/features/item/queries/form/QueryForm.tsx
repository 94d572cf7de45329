// The conditions of a public query: its fields in a grid, 查询 and 重置, the
// slider before searches of personal records, and the "at least one
// condition" rule. What the user typed stays in the form whatever the answer.
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CaptchaTicket } from '../../../../components/slider-captcha/ticket';
import { useCaptcha } from '../../../../components/slider-captcha/useCaptcha';
import { cleanValues, type FormValues, type QueryField } from './fields';

interface QueryFormProps {
  fields: readonly QueryField[];
  captcha: boolean;
  atLeastOne?: string;
  searching: boolean;
  onSearch: (values: FormValues, ticket: CaptchaTicket | undefined) => void;
}

export function QueryForm({ fields, captcha, atLeastOne, searching, onSearch }: QueryFormProps) {
  const [form] = Form.useForm<FormValues>();
  const { requestTicket, captchaDialog } = useCaptcha();
  const [missing, setMissing] = useState(false);

  const submit = async (typed: FormValues) => {
    const values = cleanValues(fields, typed);
    const nothing = Object.keys(values).length === 0;
    setMissing(Boolean(atLeastOne) && nothing);
    if (atLeastOne && nothing) return;
    const ticket = captcha ? await requestTicket() : undefined;
    if (captcha && !ticket) return;
    onSearch(values, ticket);
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
      <Row gutter={20}>
        {fields.map((field) => (
          <Col key={field.name} xs={24} sm={12} lg={8}>
            <Form.Item name={field.name} label={field.label} rules={field.rules} normalize={field.normalize} validateFirst>
              {/* The control is the item's direct child, so the form wires its id, value and changes. */}
              {field.options ? (
                <Select allowClear placeholder={field.placeholder} options={field.options.map(({ value, label }) => ({ value, label }))} />
              ) : (
                <Input allowClear placeholder={field.placeholder} maxLength={field.maxLength} autoComplete="off" />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
      {missing && atLeastOne && <Alert className="query-form__missing" type="warning" showIcon title={atLeastOne} />}
      <Space wrap className="query-form__actions">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching}>
          查询
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            setMissing(false);
          }}
        >
          重置
        </Button>
        {captcha && <Typography.Text type="secondary">为保护个人信息，查询前需完成滑块验证</Typography.Text>}
      </Space>
      {captchaDialog}
    </Form>
  );
}
