// @vitest-environment jsdom
// Tab and Shift+Tab go round an open antd Modal: from its last control to its
// first and back, never out of it.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Modal } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { useDialogTabWrap } from './dialog-tab-wrap';

afterEach(cleanup);

function Page() {
  useDialogTabWrap();
  return (
    <>
      <button type="button">页面上的按钮</button>
      <Modal open title="新增邮寄地址" okText="保存" cancelText="取消">
        <Input aria-label="收件人" />
      </Modal>
    </>
  );
}

it('keeps Tab and Shift+Tab inside the open dialog, going round its ends', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const close = await screen.findByRole('button', { name: 'Close' });
  const save = screen.getByRole('button', { name: /保\s?存/ });
  save.focus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(save).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: /取\s?消/ })).toHaveFocus();
});
