// @vitest-environment jsdom
// The form and dialog aids come after the first paint: not with the page, but
// once the browser is idle or the visitor first reaches for a control — before
// a refused submit, whose errors they then make alerts.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Table } from '../../components/tables';
import { AidsWhenNeeded } from './AidsWhenNeeded';

let idle: (() => void) | undefined;
beforeEach(() => {
  // The browser stays busy until the test says otherwise.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    idle = task;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  idle = undefined;
});

function Page() {
  return (
    <>
      <AidsWhenNeeded />
      <Form aria-label="查询">
        <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
      </Form>
      <Table rowKey="id" columns={[{ title: '姓名', dataIndex: 'name' }]} dataSource={[{ id: 1, name: '王建国' }]} pagination={false} />
    </>
  );
}

/** The aids are at work once the table's scrolling box takes the focus (antd-markup.ts). */
const tableBox = () => document.querySelector<HTMLElement>('.ant-table-content');

it('arrives at the first focus, before the submit whose errors it makes alerts', async () => {
  render(<Page />);
  expect(tableBox()?.tabIndex).toBe(-1);

  await userEvent.click(screen.getByLabelText('姓名'));
  await waitFor(() => expect(tableBox()?.tabIndex).toBe(0));
  await userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^请输入姓名$/);
});

it('arrives when the browser is idle, with no action of the visitor', async () => {
  render(<Page />);
  expect(tableBox()?.tabIndex).toBe(-1);
  idle?.();
  await waitFor(() => expect(tableBox()?.tabIndex).toBe(0));
});
