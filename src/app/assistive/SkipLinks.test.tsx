// @vitest-environment jsdom
// The keyboard's ways in: the skip link to the main content (the first thing Tab
// reaches), the skip link and the shortcut that open the assistive toolbar.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSISTIVE_CHOICES_STORAGE_KEY, MAIN_CONTENT_ID } from '../../config/app';
import { setAssistiveToolbarOpen, ui } from '../../stores/ui';
import { AssistiveToolbarHost } from './AssistiveToolbarHost';
import { SkipLinks } from './SkipLinks';

function renderPage() {
  render(
    <>
      <SkipLinks />
      <AssistiveToolbarHost />
      <nav>
        <a href="/index">首页</a>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <button type="button">查询</button>
      </main>
    </>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  act(() => setAssistiveToolbarOpen(false));
});

describe('skip links', () => {
  it('the first Tab reaches 跳到主要内容, which moves the keyboard past the navigation into the main content', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.tab();
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '查询' })).toHaveFocus();
  });

  it('the second opens the assistive toolbar, which takes the focus', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('toolbar', { name: '无障碍工具栏' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '声音' })).toHaveFocus());
  });
});

describe('choices of an earlier visit', () => {
  it('load the toolbar when the page is idle and apply, the toolbar staying closed', async () => {
    localStorage.setItem(ASSISTIVE_CHOICES_STORAGE_KEY, JSON.stringify({ contrast: true }));
    renderPage();
    await waitFor(() => expect(document.documentElement).toHaveClass('a11y-contrast'));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('the shortcut Alt+Shift+A', () => {
  it('opens the toolbar from anywhere and closes it again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(await screen.findByRole('toolbar', { name: '无障碍工具栏' })).toBeInTheDocument();
    await user.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(ui.assistiveToolbarOpen).toBe(false);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('leaves Alt+A, Ctrl+Alt+Shift+A and Shift+A alone', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('{Alt>}A{/Alt}{Control>}{Alt>}{Shift>}A{/Shift}{/Alt}{/Control}{Shift>}A{/Shift}');
    expect(ui.assistiveToolbarOpen).toBe(false);
  });
});
