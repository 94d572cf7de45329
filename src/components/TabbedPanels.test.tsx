// @vitest-environment jsdom
// Tabs with their panels: the selected panel shows; a panel left keeps what the
// user typed unless it is to be unmounted.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabbedPanels } from './TabbedPanels';

const ITEMS = [
  { key: 'sms', label: '短信验证', children: <input aria-label="验证码" /> },
  { key: 'face', label: '刷脸验证', children: <p>请扫码</p> },
] as const;

describe('TabbedPanels', () => {
  afterEach(cleanup);

  it('shows the first panel, named by its tab, and switches on a click', async () => {
    const onChange = vi.fn();
    render(<TabbedPanels label="验证方式" items={ITEMS} onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: '验证方式' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '短信验证' })).toContainElement(screen.getByRole('textbox', { name: '验证码' }));
    expect(screen.queryByText('请扫码')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '刷脸验证' }));
    expect(onChange).toHaveBeenCalledWith('face');
    expect(screen.getByRole('tabpanel', { name: '刷脸验证' })).toHaveTextContent('请扫码');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps what was typed in a panel the user comes back to', async () => {
    render(<TabbedPanels label="验证方式" items={ITEMS} />);
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(screen.getByRole('tab', { name: '刷脸验证' }));
    await userEvent.click(screen.getByRole('tab', { name: '短信验证' }));
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('123456');
  });

  it('ends a panel that is left when asked to', async () => {
    render(<TabbedPanels label="验证方式" items={ITEMS} unmountHidden />);
    await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(screen.getByRole('tab', { name: '刷脸验证' }));
    expect(screen.getByText('请扫码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '短信验证' }));
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('');
    expect(screen.queryByText('请扫码')).not.toBeInTheDocument();
  });

  it('follows the key its caller keeps', () => {
    const { rerender } = render(<TabbedPanels label="验证方式" items={ITEMS} activeKey="face" />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('刷脸验证');
    rerender(<TabbedPanels label="验证方式" items={ITEMS} activeKey="sms" />);
    expect(screen.getByRole('tabpanel', { name: '短信验证' })).toBeInTheDocument();
  });

  it('falls back to the first tab when the chosen one leaves the items', async () => {
    const { rerender } = render(<TabbedPanels label="服务分类" items={ITEMS} />);
    await userEvent.click(screen.getByRole('tab', { name: '刷脸验证' }));
    rerender(<TabbedPanels label="服务分类" items={[{ key: 'card', label: '社会保障卡', children: <p>社保卡服务</p> }]} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('社会保障卡');
    expect(screen.getByRole('tabpanel', { name: '社会保障卡' })).toHaveTextContent('社保卡服务');
  });

  it('says a vertical list of tabs is vertical', () => {
    render(<TabbedPanels label="服务分类" items={ITEMS} variant="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  });
});
