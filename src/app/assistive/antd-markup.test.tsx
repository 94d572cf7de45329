// @vitest-environment jsdom
// What antd's markup lacks: a refused submit is said aloud (each error antd's Form
// shows under a field is an alert from the moment it is added, its text on the page
// once), and a table's scrolling box is reached by the keyboard.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { Table } from '../../components/tables';
import { useAntdMarkupFixes } from './antd-markup';

afterEach(cleanup);

function AddressForm() {
  useAntdMarkupFixes();
  return (
    <Form aria-label="新增邮寄地址">
      <Form.Item name="receiverName" label="收件人" rules={[{ required: true, message: '请输入收件人姓名' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="postalCode" label="邮政编码" rules={[{ pattern: /^[0-9]{6}$/, message: '邮政编码为 6 位数字' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

it('makes each error an alert as it appears, those of a refused submit and the same error again, with its text once on the page', async () => {
  render(<AddressForm />);
  expect(alertTexts()).toEqual([]);

  await userEvent.type(screen.getByLabelText('邮政编码'), '21001');
  await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
  await waitFor(() => expect(alertTexts()).toEqual(['请输入收件人姓名', '邮政编码为 6 位数字']));
  expect(screen.getAllByText('请输入收件人姓名')).toHaveLength(1);
  const first = screen.getByText('请输入收件人姓名');

  // The first error again, once the field was filled and emptied: a new alert, so a screen reader says it again.
  await userEvent.type(screen.getByLabelText('收件人'), '王建国');
  await waitFor(() => expect(alertTexts()).toEqual(['邮政编码为 6 位数字']));
  await userEvent.clear(screen.getByLabelText('收件人'));
  await waitFor(() => expect(alertTexts()).toContain('请输入收件人姓名'));
  expect(screen.getByText('请输入收件人姓名')).not.toBe(first);
});

function WideTable() {
  useAntdMarkupFixes();
  return <Table rowKey="id" columns={[{ title: '姓名', dataIndex: 'name' }]} dataSource={[{ id: 1, name: '王建国' }]} pagination={false} />;
}

it("lets the keyboard reach a table's scrolling box", () => {
  const { container } = render(<WideTable />);
  const box = container.querySelector<HTMLElement>('.ant-table-content');
  expect(box?.tabIndex).toBe(0);
});
