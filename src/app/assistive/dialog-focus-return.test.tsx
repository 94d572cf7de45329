// @vitest-environment jsdom
// A dialog its screen unmounts on close (not closed through antd's `open`)
// still gives the focus back to the button that opened it, also when the
// button is disabled while the screen reloads after a save, and when the aids
// arrived only after the dialog opened; where the opener or the focused control
// left the page, the focus goes to the main content.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../../config/app';
import { useDialogFocusReturn } from './dialog-focus-return';
import { startFocusTrail } from './focus-trail';

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

/** A screen that replaces itself when told (a login page giving way to the centre), with a dialog of its own. */
function ReplacedScreen({ replaced }: { replaced: boolean }) {
  useDialogFocusReturn();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {replaced ? (
        <p>个人中心</p>
      ) : (
        <>
          <Input aria-label="密码" />
          <Modal open title="安全验证" footer={null}>
            <button type="button">拖动滑块完成验证</button>
          </Modal>
        </>
      )}
    </main>
  );
}

it('gives the focus to the main content when the dialog goes with the screen that opened it', async () => {
  const view = render(<ReplacedScreen replaced={false} />);
  screen.getByRole('textbox', { name: '密码' }).focus();
  // The dialog's own control, reached from the field (the field is its opener).
  screen.getByRole('button', { name: '拖动滑块完成验证' }).focus();
  view.rerender(<ReplacedScreen replaced />);
  await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
});

it('gives the focus to the main content when the focused control goes with its part of the page', async () => {
  const view = render(<ReplacedScreen replaced={false} />);
  screen.getByRole('textbox', { name: '密码' }).focus();
  view.rerender(<ReplacedScreen replaced />);
  await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
});

it('leaves the focus on the body when nothing was removed', async () => {
  render(<ReplacedScreen replaced />);
  const main = document.getElementById(MAIN_CONTENT_ID)!;
  main.focus();
  main.blur();
  // A change of the page after the focus left for the background: nothing to give back.
  act(() => main.append(document.createElement('span')));
  await Promise.resolve();
  expect(document.body).toHaveFocus();
});

function Aids() {
  useDialogFocusReturn();
  return null;
}

/** A screen whose dialog can open before the aids have arrived (their chunk late on a busy machine). */
function LateAidsPage({ aids }: { aids: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {aids && <Aids />}
      <Button onClick={() => setOpen(true)}>新增地址</Button>
      {open && (
        <Modal open title="新增邮寄地址" onCancel={() => setOpen(false)}>
          <Input aria-label="收件人" />
        </Modal>
      )}
    </>
  );
}

it('gives the focus back to the opener of a dialog opened before the aids arrived', async () => {
  const stopTrail = startFocusTrail();
  try {
    const user = userEvent.setup();
    const view = render(<LateAidsPage aids={false} />);
    const opener = screen.getByRole('button', { name: '新增地址' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('textbox', { name: '收件人' }));
    view.rerender(<LateAidsPage aids />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  } finally {
    stopTrail();
  }
});

it('gives the focus to the main content when the focused control is hidden with its screen', async () => {
  render(<ReplacedScreen replaced />);
  const field = document.createElement('input');
  document.getElementById(MAIN_CONTENT_ID)!.append(field);
  // The addition's mutation seen before the field is hidden: hiding it reports none.
  await Promise.resolve();
  field.focus();
  // React hides a screen while the one replacing it loads; the browser then takes the focus from its controls.
  field.style.display = 'none';
  field.checkVisibility = () => false;
  field.blur();
  await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
});

it('leaves the focus on the body when a control outside the main content goes', async () => {
  render(<ReplacedScreen replaced />);
  const toolbarButton = document.createElement('button');
  document.body.prepend(toolbarButton);
  await Promise.resolve();
  toolbarButton.focus();
  // A panel outside the content closing, having given the focus back to the page's start.
  toolbarButton.remove();
  await Promise.resolve();
  await new Promise((drawn) => requestAnimationFrame(drawn));
  expect(document.body).toHaveFocus();
});
