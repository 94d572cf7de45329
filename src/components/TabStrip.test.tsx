// @vitest-environment jsdom
// The portal's own tabs: one tab in the Tab order, arrow keys / Home / End move
// and select, the panel is named by its tab.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, TabStrip, useTabIds } from './TabStrip';

const ITEMS = [
  { key: 'person', label: '个人用户' },
  { key: 'unit', label: '单位用户' },
  { key: 'organ', label: '机构用户' },
] as const;

function Tabs() {
  const [tab, setTab] = useState<(typeof ITEMS)[number]['key']>('person');
  const ids = useTabIds();
  return (
    <>
      <button type="button">之前</button>
      <TabStrip label="登录用户类型" idPrefix={ids} items={ITEMS} activeKey={tab} onChange={setTab} />
      <TabPanel idPrefix={ids} tabKey={tab}>
        <p>{tab} 的面板</p>
      </TabPanel>
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('TabStrip', () => {
  afterEach(cleanup);

  it('names the list and ties the selected tab to its panel', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: '登录用户类型' })).toBeInTheDocument();
    expect(selected()).toHaveTextContent('个人用户');
    expect(screen.getByRole('tabpanel', { name: '个人用户' })).toHaveTextContent('person 的面板');
    expect(selected()).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('selects a tab on click', async () => {
    render(<Tabs />);
    await userEvent.click(screen.getByRole('tab', { name: '机构用户' }));
    expect(selected()).toHaveTextContent('机构用户');
    expect(screen.getByRole('tabpanel', { name: '机构用户' })).toHaveTextContent('organ 的面板');
  });

  it('puts only the selected tab in the Tab order; arrows wrap, Home and End jump, focus follows', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole('button', { name: '之前' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '个人用户' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('单位用户');
    expect(document.activeElement).toBe(selected());
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('机构用户');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('个人用户');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('机构用户');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('个人用户');
    // Tab leaves the strip for the panel's content instead of visiting each tab.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });
});
