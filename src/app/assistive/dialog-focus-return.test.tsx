// @vitest-environment jsdom
// A dialog its screen unmounts on close (not closed through antd's `open`)
// still gives the focus back to the button that opened it, also when the
// button is disabled while the screen reloads after a save.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useDialogFocusReturn } from './dialog-focus-return';

afterEach(cleanup);

/** Ends the reload a save started: the test says when, so no timer races its checks. */
let finishReload: () => void = () => undefined;

function Page() {
  useDialogFocusReturn();
  const [open, setOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = () => {
    setOpen(false);
    setReloading(true);
    finishReload = () => setReloading(false);
  };
  return (
    <>
      <Button disabled={reloading} onClick={() => setOpen(true)}>
        新增地址
      </Button>
      {open && (
        <Modal open title="新增邮寄地址" okText="保存" onOk={save} onCancel={() => setOpen(false)}>
          <Input aria-label="收件人" />
        </Modal>
      )}
    </>
  );
}

/** The page, with the dialog opened from 新增地址 by Enter and the focus in its field. */
async function openTheDialog() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: '新增地址' });
  opener.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('textbox', { name: '收件人' }));
  return { user, opener };
}

it('gives the focus back to the opener when the screen unmounts the dialog', async () => {
  const { user, opener } = await openTheDialog();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
});

it('gives the focus back to the opener once the reload after a save enabled it again', async () => {
  const { user, opener } = await openTheDialog();
  await user.keyboard('{Tab}{Tab}');
  expect(screen.getByRole('button', { name: /保\s?存/ })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(opener).toBeDisabled());
  act(() => finishReload());
  await waitFor(() => expect(opener).toHaveFocus());
});
