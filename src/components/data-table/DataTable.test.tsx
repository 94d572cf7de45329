// @vitest-environment jsdom
// The portal's own table: cells from fields or renderers, the empty and loading
// states, page turning, row selection and expandable rows.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type Key } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumns } from './DataTable';
import { pageItems } from './Pager';

interface Agent {
  id: string;
  name: string;
  phone?: string;
  age: number;
}

const AGENTS: Agent[] = [
  { id: 'a1', name: '孙丽', phone: '138****0001', age: 31 },
  { id: 'a2', name: '吴海涛', age: 45 },
  { id: 'a3', name: '周敏', phone: '139****0003', age: 28 },
];

const COLUMNS: DataColumns<Agent> = [
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号码', dataIndex: 'phone' },
  { title: '年龄', dataIndex: 'age', align: 'right', render: (age) => `${String(age)} 岁` },
  { title: '序号', key: 'place', render: (_, agent, index) => `${index + 1}. ${agent.id}` },
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  afterEach(cleanup);

  it('shows a header row and one row per record, fields as they are or through their renderer', () => {
    render(<DataTable rowKey="id" columns={COLUMNS} dataSource={AGENTS} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['姓名', '手机号码', '年龄', '序号']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['孙丽', '138****0001', '31 岁', '1. a1'],
      ['吴海涛', '', '45 岁', '2. a2'],
      ['周敏', '139****0003', '28 岁', '3. a3'],
    ]);
    expect(within(screen.getByRole('row', { name: /孙丽/ })).getByText('31 岁')).toHaveStyle({ textAlign: 'right' });
  });

  it('says what is missing when there are no rows', () => {
    const { rerender } = render(<DataTable rowKey="id" columns={COLUMNS} dataSource={[]} />);
    expect(screen.getByRole('cell')).toHaveTextContent('暂无数据');
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '4');
    rerender(<DataTable rowKey="id" columns={COLUMNS} dataSource={[]} emptyText="暂无经办人" />);
    expect(screen.getByRole('cell')).toHaveTextContent('暂无经办人');
  });

  it('keeps the rows while loading and says it is loading', () => {
    const { rerender } = render(<DataTable rowKey="id" columns={COLUMNS} dataSource={AGENTS} loading />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByText('吴海涛')).toBeInTheDocument();
    rerender(<DataTable rowKey="id" columns={COLUMNS} dataSource={AGENTS} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('turns pages: the totals, the current page, the neighbours and the page size', async () => {
    const onChange = vi.fn();
    const pagination = { current: 1, pageSize: 10, total: 95, onChange, pageSizeOptions: [10, 20] };
    const { rerender } = render(<DataTable rowKey="id" columns={COLUMNS} dataSource={AGENTS} pagination={pagination} />);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toHaveTextContent('共 95 条');
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    await userEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await userEvent.selectOptions(within(pager).getByRole('combobox', { name: '每页条数' }), '20');
    expect(onChange).toHaveBeenLastCalledWith(1, 20);

    rerender(<DataTable rowKey="id" columns={COLUMNS} dataSource={AGENTS} pagination={{ ...pagination, current: 10, unit: '件' }} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('共 95 件');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    onChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: '第 10 页' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no pager when there is nothing to turn', () => {
    render(
      <DataTable rowKey="id" columns={COLUMNS} dataSource={[]} pagination={{ current: 1, pageSize: 10, total: 0, onChange: vi.fn() }} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('selects rows one by one and the whole page, reporting keys and rows', async () => {
    const reported: Array<{ keys: Key[]; names: string[] }> = [];
    function Selectable() {
      const [keys, setKeys] = useState<Key[]>([]);
      return (
        <DataTable
          rowKey="id"
          columns={COLUMNS}
          dataSource={AGENTS}
          rowSelection={{
            selectedRowKeys: keys,
            onChange: (nextKeys, rows) => {
              reported.push({ keys: nextKeys, names: rows.map((row) => row.name) });
              setKeys(nextKeys);
            },
          }}
        />
      );
    }
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: '选择本页全部' });
    await userEvent.click(within(screen.getByRole('row', { name: /吴海涛/ })).getByRole('checkbox'));
    expect(reported.at(-1)).toEqual({ keys: ['a2'], names: ['吴海涛'] });
    expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    expect(reported.at(-1)).toEqual({ keys: ['a1', 'a2', 'a3'], names: ['孙丽', '吴海涛', '周敏'] });
    expect(all).toBeChecked();
    await userEvent.click(within(screen.getByRole('row', { name: /孙丽/ })).getByRole('checkbox'));
    expect(reported.at(-1)).toEqual({ keys: ['a2', 'a3'], names: ['吴海涛', '周敏'] });
    await userEvent.click(all);
    await userEvent.click(all);
    expect(reported.at(-1)).toEqual({ keys: [], names: [] });
  });

  it('opens and closes a row’s details under it', async () => {
    render(<DataTable rowKey="id" columns={COLUMNS} dataSource={AGENTS} expandedRowRender={(agent) => <p>{agent.name}的明细</p>} />);
    expect(screen.queryByText('吴海涛的明细')).not.toBeInTheDocument();
    const toggle = within(screen.getByRole('row', { name: /吴海涛/ })).getByRole('button', { name: '展开明细' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('收起明细');
    const rows = screen.getAllByRole('row');
    expect(rows[rows.findIndex((row) => row.textContent?.includes('吴海涛')) + 1]).toHaveTextContent('吴海涛的明细');
    await userEvent.click(toggle);
    expect(screen.queryByText('吴海涛的明细')).not.toBeInTheDocument();
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the ends and two either side of the current page, with gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });
});
