// @vitest-environment jsdom
// A visitor finds a work order by its number and phone number; a wrong number
// format is caught before asking, and an order that does not match says so.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api';
import { FeedbackResultsPage } from './FeedbackResultsPage';

const queryWorkOrder = vi.fn();
// The client's calls go to queryWorkOrder: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.channel, 'POST').mockImplementation(queryWorkOrder);

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
});

afterEach(cleanup);

/** antd renders slowly in jsdom on a busy machine (the first render builds its styles): allow for it. */
const SLOW = { timeout: 10_000 };

function openWith(orderNo: string, phone: string) {
  render(
    <MemoryRouter initialEntries={[`/main/viewresults?orderNo=${orderNo}`]}>
      <FeedbackResultsPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: /查询/ }));
}

describe('/main/viewresults for a visitor', { timeout: 60_000 }, () => {
  it('refuses a malformed order number before asking', async () => {
    openWith('GD2026', '13851726721');
    expect(await screen.findByText(/工单编号为 GD 加 18 位数字/, undefined, SLOW)).toBeTruthy();
    expect(queryWorkOrder).not.toHaveBeenCalled();
  });

  it('shows the order matching number and phone, with its reply', async () => {
    queryWorkOrder.mockResolvedValue(answer([ORDER]));
    openWith('GD202611220930150017', '13851726721');
    expect(await screen.findByText('已修复，请重新打印。', undefined, SLOW)).toBeTruthy();
    expect(queryWorkOrder).toHaveBeenCalledWith('/function/queryWorkOrder', {
      body: { pageNum: 1, pageSize: 10, orderNo: 'GD202611220930150017', contactPhone: '13851726721' },
    });
  });

  it('says when number and phone do not match an order', async () => {
    queryWorkOrder.mockResolvedValue(answer([]));
    openWith('GD202611220930150017', '13900000000');
    expect(await screen.findByText('未找到该工单，请核对工单编号和联系电话', undefined, SLOW)).toBeTruthy();
  });
});
