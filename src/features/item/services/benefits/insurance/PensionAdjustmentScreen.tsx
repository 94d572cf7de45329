// A pensioner's yearly pension adjustments, between two years.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { Table } from '../../../../../components/tables';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { yearOptions, yuanColumn } from './shared';

type Adjustment = components['schemas']['PensionAdjustmentRecord'];

const ADJUSTMENT_COLUMNS: TableColumnsType<Adjustment> = [
  { title: '调整年度', dataIndex: 'adjustYear' },
  { title: '执行年月', dataIndex: 'effectiveMonth' },
  yuanColumn<Adjustment>('调整前（元/月）', 'beforeAmount'),
  yuanColumn<Adjustment>('定额调整', 'fixedAmount'),
  yuanColumn<Adjustment>('挂钩调整', 'linkedAmount'),
  yuanColumn<Adjustment>('倾斜调整', 'tiltAmount'),
  yuanColumn<Adjustment>('调整额合计', 'adjustAmount'),
  yuanColumn<Adjustment>('调整后（元/月）', 'afterAmount'),
  { title: '补发月数', dataIndex: 'backPayMonths', align: 'right' },
  yuanColumn<Adjustment>('补发金额（元）', 'backPayAmount'),
  { title: '补发日期', dataIndex: 'backPayDate', render: (date?: string) => date ?? '—' },
];

export function PensionAdjustmentScreen() {
  const [range, setRange] = useState<{ startYear?: string; endYear?: string }>({});
  const [form] = Form.useForm<{ startYear?: string; endYear?: string }>();
  const adjustments = useAsyncData(`adjustments:${JSON.stringify(range)}`, () =>
    answerOf(api.businessCenter.POST('/queryPsnlAdj110', { body: range })),
  );
  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="benefit-filters no-print"
        onFinish={(values) => setRange(Object.fromEntries(Object.entries(values).filter(([, year]) => year)))}
      >
        <Form.Item name="startYear" label="起始年度">
          <Select allowClear placeholder="退休以来" style={{ width: 140 }} options={yearOptions()} />
        </Form.Item>
        <Form.Item
          name="endYear"
          label="截止年度"
          dependencies={['startYear']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, endYear?: string) => {
                const startYear = getFieldValue('startYear') as string | undefined;
                if (startYear && endYear && endYear < startYear) throw new Error('截止年度不能早于起始年度');
              },
            }),
          ]}
        >
          <Select allowClear placeholder="当前年度" style={{ width: 140 }} options={yearOptions()} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
      </Form>
      <AsyncView
        state={adjustments}
        isEmpty={(data) => data.list.length === 0}
        empty="未查询到养老金调整记录（仅企业职工基本养老保险待遇领取人员有记录）"
      >
        {(data) => (
          <Table<Adjustment>
            rowKey="adjustYear"
            size="middle"
            bordered
            scroll={{ x: 'max-content' }}
            columns={ADJUSTMENT_COLUMNS}
            dataSource={data.list}
            pagination={false}
          />
        )}
      </AsyncView>
    </>
  );
}
