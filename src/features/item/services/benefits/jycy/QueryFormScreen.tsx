// The one employment-and-entrepreneurship query page: the form, the search and
// the paged result table all come from the operation's QueryFormSpec, which
// scripts/gen-query-forms.mjs writes from the contract (x-query-form).
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { DatePicker } from '../../../../../components/DatePicker';
import { Table } from '../../../../../components/tables';
import { AreaCascader } from '../../../../../domain/area/AreaCascader';
import { shownPage, usePagedQuery, type Asked, type Paged, type SearchState } from '../../../../../domain/paged-query/usePagedQuery';
import { benefitFunctionFor } from '../functions';
import { QUERY_FORMS } from '../generated/query-forms';
import { cellText, isNumeric, rangeProblem, requestBody, rulesFor, type FormValues } from './query-form';
import type { QueryColumn, QueryField, QueryFormSpec, QueryRow } from './spec';

/** The input of a field, given to Form.Item as its direct child so the form can bind it. */
function inputFor(field: QueryField): ReactNode {
  const placeholder = field.help;
  switch (field.kind) {
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder="请选择日期" />;
    case 'month':
      return <DatePicker picker="month" style={{ width: '100%' }} placeholder="请选择年月" />;
    case 'year':
      return <DatePicker picker="year" style={{ width: '100%' }} placeholder="请选择年度" />;
    case 'area':
      return <AreaCascader optional />;
    case 'select':
      return <Select allowClear placeholder="全部" options={field.options?.map(({ value, label }) => ({ value, label }))} />;
    case 'integer':
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={field.minimum}
          max={field.maximum}
          precision={field.kind === 'integer' ? 0 : 2}
          placeholder={placeholder}
        />
      );
    default:
      return <Input allowClear maxLength={field.maxLength} placeholder={placeholder} />;
  }
}

function columnsOf(columns: readonly QueryColumn[]): TableColumnsType<QueryRow> {
  return columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    align: isNumeric(column) ? 'right' : 'left',
    render: (value: unknown) =>
      column.kind === 'link' && typeof value === 'string' && /^https:\/\//.test(value) ? (
        <a href={value} target="_blank" rel="noopener noreferrer">
          查看
        </a>
      ) : (
        cellText(column, value)
      ),
  }));
}

const PAGE_SIZES = [10, 20, 50];

function emptyText(state: SearchState<Paged>): string {
  if (state.phase === 'idle') return '请填写查询条件后点击“查询”';
  return state.phase === 'refused' ? '查询未成功' : '未查询到符合条件的记录';
}

function QueryForm({ spec }: { spec: QueryFormSpec }) {
  const [form] = Form.useForm<FormValues>();
  const { state, search, pagination } = usePagedQuery((asked: Asked<FormValues>) =>
    spec.call(requestBody(spec.fields, asked.values, asked.paging.pageNum, asked.paging.pageSize)),
  );
  const [cleared, setCleared] = useState(false);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what to correct
    }
    const problem = rangeProblem(spec.fields, values);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [problem.message] }]);
      return;
    }
    setCleared(false);
    await search(values);
  };

  const reset = () => {
    form.resetFields();
    setCleared(true);
  };
  // After 重置 the last results go; a failed call (already shown by the client) keeps them.
  const results = cleared ? undefined : shownPage(state);
  const refusal = !cleared && state.phase === 'refused' ? state.message : undefined;

  return (
    <>
      <Typography.Paragraph type="secondary" className="benefit-intro">
        {spec.description}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" className="benefit-filters" onFinish={() => void submit()} onFinishFailed={() => undefined}>
        <div className="benefit-filters__grid">
          {spec.fields.map((field) => (
            <Form.Item key={field.name} name={field.name} label={field.label} tooltip={field.help} rules={rulesFor(field)}>
              {inputFor(field)}
            </Form.Item>
          ))}
        </div>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={state.phase === 'loading'}>
            查询
          </Button>
          <Button icon={<UndoOutlined />} onClick={reset}>
            重置
          </Button>
        </Space>
      </Form>
      {refusal && <Alert type="warning" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Table<QueryRow>
        rowKey={(_, index) => String(index)}
        size="middle"
        bordered
        scroll={{ x: 'max-content' }}
        loading={state.phase === 'loading'}
        columns={columnsOf(spec.columns)}
        dataSource={results?.list ?? []}
        locale={{ emptyText: emptyText(cleared ? { phase: 'idle' } : state) }}
        pagination={results ? pagination(PAGE_SIZES) : false}
      />
    </>
  );
}

export function QueryFormScreen({ funcId }: { funcId: string }) {
  const operationId = benefitFunctionFor(funcId)?.queryForm;
  const spec = operationId ? QUERY_FORMS[operationId] : undefined;
  if (!spec) return <Alert type="error" showIcon title="该查询暂不可用" />;
  return <QueryForm key={spec.operationId} spec={spec} />;
}
