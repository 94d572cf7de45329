// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../feedback';
import { WorkbenchCard } from './WorkbenchCard';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('WorkbenchCard', () => {
  it('opens a usable function by click and by keyboard', () => {
    const onOpen = vi.fn();
    render(
      <FeedbackProvider>
        <WorkbenchCard name="单位参保登记" description="新成立的用人单位首次办理社会保险参保登记" onOpen={onOpen} />
      </FeedbackProvider>,
    );
    const card = screen.getByRole('button', { name: /^单位参保登记\s+新成立的用人单位/ });
    fireEvent.click(card);
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.keyDown(card, { key: 'Tab' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('explains a locked function instead of opening it', async () => {
    const onOpen = vi.fn();
    const reason = '须由单位管理员授予“用工备案与就业登记”经办权限后办理';
    render(
      <FeedbackProvider>
        <WorkbenchCard name="劳动合同备案" description="劳动合同备案" blocked={{ kind: 'locked', reason }} onOpen={onOpen} />
      </FeedbackProvider>,
    );
    const card = screen.getByRole('button', { name: /^劳动合同备案\s+未授权\s+须由单位管理员/ });
    expect(card).toHaveTextContent(reason);
    // The dialog's code arrives on first use: let the lazy chunk settle inside act.
    await act(async () => {
      fireEvent.keyDown(card, { key: ' ' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('您暂无“劳动合同备案”的办理权限');
    expect(dialog).toHaveTextContent(reason);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
