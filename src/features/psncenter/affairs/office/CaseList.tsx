// "My cases": the filter form (types, states and departments offered by the
// service), the paged table and the case detail.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/affair';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { CASE_STATES } from '../../../../components/cases/labels';
import { LazyCaseDetailDrawer } from '../../../../components/cases/LazyCaseDetailDrawer';
import { DatePicker } from '../../../../components/DatePicker';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { caseListBody, CASE_PAGE_SIZE, dateRangeProblem, KEYWORD_MAX_LENGTH, type CaseFilters } from './query';

type CaseSummary = components['schemas']['CaseSummary'];

async function loadSearchOptions() {
  // The type list of applicant/case/affairType is the user's own; the option
  // call adds states and departments.
  const [types, options] = await Promise.all([
    answerOf(api.affair.POST('/applicant/case/affairType', { body: {} })),
    answerOf(api.affair.POST('/case/query/queryAffairSelectList', { body: {} })),
  ]);
  return { affairTypes: types.list, states: options.states, departments: options.departments };
}

export function CaseList() {
  const [form] = Form.useForm<CaseFilters>();
  const [filters, setFilters] = useState<CaseFilters>({});
  const [page, setPage] = useState(1);
  const [openCase, setOpenCase] = useState<string>();
  const options = useAsyncData('case-options', loadSearchOptions);
  const body = caseListBody(filters, page);
  const cases = useAsyncData(JSON.stringify(body), () => answerOf(api.affair.POST('/applicant/case/list', { body })));
  const typeLabel = (value: string) => options.data?.affairTypes.find((type) => type.value === value)?.label ?? value;

  const search = (values: CaseFilters) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <>
      <Form form={form} layout="inline" className="affairs-filters" onFinish={search} aria-label="办件查询条件">
        <Form.Item name="affairType" label="办件类型">
          <Select allowClear placeholder="全部" style={{ width: 160 }} loading={options.loading} options={options.data?.affairTypes} />
        </Form.Item>
        <Form.Item name="state" label="办件状态">
          <Select allowClear placeholder="全部" style={{ width: 130 }} loading={options.loading} options={options.data?.states} />
        </Form.Item>
        <Form.Item name="departmentCode" label="办理部门">
          <Select allowClear placeholder="全部" style={{ width: 220 }} loading={options.loading} options={options.data?.departments} />
        </Form.Item>
        <Form.Item
          name="applyDates"
          label="申请日期"
          rules={[
            {
              validator: async (_, range: CaseFilters['applyDates']) => {
                const problem = dateRangeProblem(range);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input allowClear maxLength={KEYWORD_MAX_LENGTH} placeholder="办件编号或事项名称" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <AsyncView state={cases} rows={6}>
        {(data) => (
          <Table<CaseSummary>
            rowKey="caseId"
            dataSource={data.list}
            locale={{ emptyText: '没有符合条件的办件' }}
            pagination={pageTurning({
              current: data.pageNum,
              pageSize: CASE_PAGE_SIZE,
              total: data.total,
              unit: '件',
              onChange: setPage,
            })}
            columns={[
              {
                title: '事项名称 / 办件编号',
                key: 'matter',
                render: (_, item) => (
                  <>
                    <div>{item.matterName}</div>
                    <Typography.Text type="secondary">{item.caseNo}</Typography.Text>
                  </>
                ),
              },
              { title: '办件类型', dataIndex: 'affairType', width: 110, render: typeLabel },
              { title: '办理部门', dataIndex: 'departmentName', width: 160 },
              { title: '申请时间', dataIndex: 'applyTime', width: 110 },
              {
                title: '状态',
                dataIndex: 'state',
                width: 86,
                render: (state: CaseSummary['state']) => <Tag color={CASE_STATES[state].color}>{CASE_STATES[state].label}</Tag>,
              },
              {
                title: '操作',
                key: 'actions',
                width: 110,
                render: (_, item) => (
                  <Button type="link" onClick={() => setOpenCase(item.caseId)}>
                    {item.canComment ? '详情 / 评价' : '详情'}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <LazyCaseDetailDrawer caseId={openCase} onClose={() => setOpenCase(undefined)} />
    </>
  );
}
