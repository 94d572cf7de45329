// @vitest-environment jsdom
// ItemList in the development build, where React and antd warn: a list of rows read
// out as a list, its empty text and its page turning, and not one warning on the console
// (antd's deprecated List warned on every inbox).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemList, ItemRow, pageTurning } from './tables';

const ROWS = [
  { id: 'a', title: '养老保险缴费通知' },
  { id: 'b', title: '社会保障卡补换进度' },
];

function consoleSpies() {
  return [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ItemList', () => {
  it('reads as a list of its rows, with the page turning under them, and warns of nothing', () => {
    const spies = consoleSpies();
    render(
      <ItemList
        bordered
        items={ROWS}
        rowKey={(row) => row.id}
        pagination={pageTurning({ current: 1, pageSize: 2, total: 5, onChange: () => undefined })}
        renderItem={(row) => (
          <ItemRow avatar={<span>●</span>} title={row.title} description="2026-11-20" actions={[<button key="open">查看</button>]} />
        )}
      />,
    );
    // The first list; the page turning is one too.
    const rows = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['●养老保险缴费通知2026-11-20查看', '●社会保障卡补换进度2026-11-20查看']);
    expect(screen.getByText('共 5 条')).toBeTruthy();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('shows its empty text instead of an empty list', () => {
    const spies = consoleSpies();
    render(<ItemList items={[]} rowKey={(row: { id: string }) => row.id} renderItem={() => null} empty="暂无消息" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('暂无消息')).toBeTruthy();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
