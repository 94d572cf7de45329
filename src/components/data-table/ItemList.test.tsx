// @vitest-environment jsdom
// The portal's own list: items with their parts, the empty state and page turning.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemList, ListItem } from './ItemList';

const MESSAGES = [
  { id: 'm1', title: '社保卡已制成', body: '请到网点领取' },
  { id: 'm2', title: '办件已受理', body: '受理编号 2026-001' },
];

describe('ItemList', () => {
  afterEach(cleanup);

  it('shows each item with its title, description, actions and extra', () => {
    render(
      <ItemList
        label="消息"
        items={MESSAGES}
        itemKey={(message) => message.id}
        renderItem={(message) => (
          <ListItem
            title={message.title}
            description={message.body}
            actions={[<button key="open">查看</button>]}
            extra={<span>未读</span>}
          />
        )}
      />,
    );
    const items = within(screen.getByRole('list', { name: '消息' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('办件已受理受理编号 2026-001查看未读');
  });

  it('reports a click on a clickable item', async () => {
    const opened = vi.fn();
    render(
      <ItemList
        items={MESSAGES}
        itemKey={(message) => message.id}
        renderItem={(message) => <ListItem title={message.title} onClick={() => opened(message.id)} />}
      />,
    );
    await userEvent.click(screen.getByText('办件已受理'));
    expect(opened).toHaveBeenCalledWith('m2');
  });

  it('says there is nothing, and turns pages when there is more', async () => {
    const { rerender } = render(<ItemList items={[]} itemKey={() => 'none'} renderItem={() => null} emptyText="暂无消息" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('暂无消息')).toBeInTheDocument();

    const onChange = vi.fn();
    rerender(
      <ItemList
        items={MESSAGES}
        itemKey={(message) => message.id}
        renderItem={(message) => <ListItem title={message.title} />}
        pagination={{ current: 1, pageSize: 2, total: 5, onChange, unit: '件' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 5 件');
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3, 2);
  });
});
