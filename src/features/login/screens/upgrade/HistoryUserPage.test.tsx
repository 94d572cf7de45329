// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api';
import { FeedbackProvider } from '../../../../components/feedback';
import { HistoryUserPage } from './HistoryUserPage';

const post = vi.fn();
// The client's calls go to post: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.unit, 'POST').mockImplementation(post);

afterEach(() => {
  cleanup();
  post.mockReset();
});
vi.setConfig({ testTimeout: 60_000 });

const CODE = '91321000MA1Q7T2N57';

function show(search = '') {
  render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[`/main/logon/historyUser${search}`]}>
        <HistoryUserPage />
      </MemoryRouter>
    </FeedbackProvider>,
  );
}

const creditCodeInput = () => screen.getByLabelText('统一社会信用代码') as HTMLInputElement;
const query = () => fireEvent.click(screen.getByRole('button', { name: '查询历史账号' }));

function answers(map: object, appcode = '0', msg = '成功') {
  post.mockResolvedValueOnce({ data: { appcode, msg, map } });
}

describe('HistoryUserPage', () => {
  it('checks the credit code (GB 32100) before asking the server', async () => {
    show();
    fireEvent.change(creditCodeInput(), { target: { value: '91321000MA1Q7T2N5X' } });
    query();
    expect(await screen.findByText('统一社会信用代码有误，请核对 18 位代码及末位校验码')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('takes the code from the address and moves on to the manager phone of an account not yet upgraded', async () => {
    answers({
      historyUser: true,
      upgraded: false,
      unitName: '扬州润禾食品有限公司',
      oldAccountMasked: 'yzrh****01',
      managerCellphoneMasked: '151****2087',
    });
    show(`?socialCreditCode=${CODE}`);
    expect(creditCodeInput().value).toBe(CODE);
    query();
    expect(await screen.findByText('151****2087')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/unitBase/checkHistoryUnit', { body: { socialCreditCode: CODE } });
  });

  it('says when there is no old account, or it was upgraded already', async () => {
    answers({ historyUser: false, upgraded: false });
    show();
    fireEvent.change(creditCodeInput(), { target: { value: CODE } });
    query();
    expect(await screen.findByText('未查到该单位在旧版平台的账号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册新的单位账号' })).toHaveAttribute('href', '/main/logon/dwregister');

    answers({ historyUser: true, upgraded: true, unitName: '扬州润禾食品有限公司' });
    query();
    expect(await screen.findByText('扬州润禾食品有限公司的账号已完成升级')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses or the call fails', async () => {
    answers({}, '30201', '查询过于频繁，请稍后再试');
    show();
    fireEvent.change(creditCodeInput(), { target: { value: CODE } });
    query();
    expect(await screen.findByRole('alert')).toHaveTextContent('查询过于频繁，请稍后再试');
    expect(creditCodeInput().value).toBe(CODE);

    post.mockResolvedValueOnce({ error: { status: 500 } });
    query();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(creditCodeInput().value).toBe(CODE);
    expect(screen.getByRole('button', { name: '查询历史账号' })).toBeInTheDocument();
  });
});
