// @vitest-environment jsdom
// A visitor finds a work order by its number and phone number; a wrong number
// format is caught before asking, and an order that does not match says so.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackResultsPage } from './FeedbackResultsPage';

const queryWorkOrder = vi.hoisted(() => vi.fn());
vi.mock('../../../../api', () => ({ api: { channel: { POST: queryWorkOrder } } }));

const ORDER = {
  orderNo: 'GD202611220930150017',
  orderType: '01',
  orderTypeName: '系统故障',
  title: '参保证明打印页面无法加载',
  content: '点击后页面一直显示加载中。',
  contactName: '王建国',
  contactPhoneMasked: '138****6721',
  submitTime: '2026-11-22 09:30:15',
  status: 'replied',
  replies: [{ replyTime: '2026-11-22 14:05:40', department: '信息中心', content: '已修复，请重新打印。' }],
};

function answer(list: unknown[]) {
  return { data: { appcode: '0', msg: '成功', map: { total: list.length, pageNum: 1, pageSize: 10, list } } };
}

beforeEach(() => {
  queryWorkOrder.mockReset();
  // antd's responsive helpers ask for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

afterEach(cleanup);

describe('/main/viewresults for a visitor', () => {
  it('checks the number, then shows the matching order with its reply', async () => {
    const user = userEvent.setup();
    queryWorkOrder.mockResolvedValue(answer([ORDER]));
    render(
      <MemoryRouter initialEntries={['/main/viewresults?orderNo=GD2026']}>
        <FeedbackResultsPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('联系电话'), '13851726721');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    expect(await screen.findByText(/工单编号为 GD 加 18 位数字/)).toBeTruthy();
    expect(queryWorkOrder).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('工单编号'));
    await user.type(screen.getByLabelText('工单编号'), 'GD202611220930150017');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    expect(await screen.findByText('已修复，请重新打印。')).toBeTruthy();
    expect(queryWorkOrder).toHaveBeenCalledWith('/function/queryWorkOrder', {
      body: { pageNum: 1, pageSize: 10, orderNo: 'GD202611220930150017', contactPhone: '13851726721' },
    });
  });

  it('says when number and phone do not match an order', async () => {
    const user = userEvent.setup();
    queryWorkOrder.mockResolvedValue(answer([]));
    render(
      <MemoryRouter initialEntries={['/main/viewresults?orderNo=GD202611220930150017']}>
        <FeedbackResultsPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('联系电话'), '13900000000');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(screen.getByText('未找到该工单，请核对工单编号和联系电话')).toBeTruthy());
  });
});
