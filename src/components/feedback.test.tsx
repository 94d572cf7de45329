// @vitest-environment jsdom
// Messages and dialogs whose code arrives with their first use: what a screen
// asks for before then is shown once it has arrived, in order; a message closed
// before then is never shown.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback, type Feedback } from './feedback';

function Screen({ onFeedback }: { onFeedback: (feedback: Feedback) => void }) {
  const feedback = useFeedback();
  useEffect(() => onFeedback(feedback), [feedback, onFeedback]);
  return null;
}

function renderWithFeedback(): Promise<Feedback> {
  return new Promise((resolve) => {
    render(
      <FeedbackProvider message={{ duration: 5 }}>
        <Screen onFeedback={resolve} />
      </FeedbackProvider>,
    );
  });
}

const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);

describe('FeedbackProvider', () => {
  it('shows the messages asked for before their code arrived, in order, and later ones at once', async () => {
    const { message } = await renderWithFeedback();
    expect(document.querySelector('.ant-message')).toBeNull();
    await act(async () => {
      void message.success('已暂存');
      void message.error({ content: '暂存未成功' });
    });
    await waitFor(() => expect(toasts()).toEqual(['已暂存', '暂存未成功']));
    await act(async () => void message.info('再来一条'));
    await waitFor(() => expect(toasts()).toContain('再来一条'));
  });

  it('never shows a message closed before its code arrived, and says it was not shown', async () => {
    const { message } = await renderWithFeedback();
    let closedResult: boolean | undefined;
    await act(async () => {
      const hide = message.loading('正在上传');
      void message.success('上传成功');
      hide.then((value) => (closedResult = value));
      hide();
    });
    await waitFor(() => expect(toasts()).toContain('上传成功'));
    expect(toasts()).not.toContain('正在上传');
    expect(closedResult).toBe(false);
  });

  it('opens a confirm dialog asked for before its code arrived', async () => {
    const { modal } = await renderWithFeedback();
    await act(async () => modal.confirm({ title: '确认撤回该办件？' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('确认撤回该办件？');
  });
});
