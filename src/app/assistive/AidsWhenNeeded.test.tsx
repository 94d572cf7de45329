// @vitest-environment jsdom
// The form and dialog aids come after the first paint: not with the page, but
// once the browser is idle or the visitor first reaches for a control — before
// a refused submit, which they then say aloud.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
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
    </>
  );
}

it('arrives at the first focus, before the submit it announces', async () => {
  render(<Page />);
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.click(screen.getByLabelText('姓名'));
  const announcer = await screen.findByRole('alert');
  await userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
  await waitFor(() => expect(announcer).toHaveTextContent(/^请输入姓名$/));
});

it('arrives when the browser is idle, with no action of the visitor', async () => {
  render(<Page />);
  expect(screen.queryByRole('alert')).toBeNull();
  idle?.();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
