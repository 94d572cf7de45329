// @vitest-environment jsdom
// A dialog opened before the form and dialog aids arrived (a busy phone: their chunk
// still on its way) holds Tab all the same: past its last control the key goes round
// to its first, not out of the page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AidsWhenNeeded } from './AidsWhenNeeded';

// The aids' chunk never arrives.
vi.mock('./FormAndDialogAids', () => new Promise(() => undefined));

it('goes round an open dialog before the aids arrived', async () => {
  render(
    <>
      <AidsWhenNeeded />
      <div role="dialog" aria-modal="true" aria-label="新增邮寄地址">
        <button type="button">取消</button>
        <button type="button">保存</button>
      </div>
    </>,
  );
  screen.getByRole('button', { name: '保存' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
});
