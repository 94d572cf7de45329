// @vitest-environment jsdom
// The basic-information upgrade: the agreement and a 6-digit code are required
// before asking; a refusal shows the service's reason and keeps the code typed.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { api } from '../../../../api';
import { FeedbackProvider } from '../../../../components/feedback';
import { BaseInfoAuthDialog } from './UpgradeDialogs';

const personPost = vi.fn();
// The client's calls go to personPost: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.person, 'POST').mockImplementation(personPost);

beforeEach(() => {
  personPost.mockReset();
});
afterEach(cleanup);

function renderDialog() {
  const onPassed = vi.fn();
  render(
    <FeedbackProvider>
      <BaseInfoAuthDialog onPassed={onPassed} onCancel={() => undefined} />
    </FeedbackProvider>,
  );
  return onPassed;
}

it('asks for the agreement and a 6-digit code before sending anything', async () => {
  const onPassed = renderDialog();
  fireEvent.click(screen.getByRole('button', { name: '提交核验' }));
  expect(await screen.findByText('请阅读并同意《基本信息核验授权协议》')).toBeTruthy();
  expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '5028' } });
  expect(await screen.findByText('验证码为 6 位数字')).toBeTruthy();
  expect(personPost).not.toHaveBeenCalled();

  personPost.mockResolvedValue({
    data: { appcode: '0', msg: '基本信息核验通过', map: { authLevel: 2, channel: 'baseInfo', authTime: '2026-03-15 09:12:48' } },
  });
  fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '502816' } });
  fireEvent.click(screen.getByText(/我已阅读并同意/));
  fireEvent.click(screen.getByRole('button', { name: '提交核验' }));
  await waitFor(() =>
    expect(onPassed).toHaveBeenCalledWith({ authLevel: 2, channel: 'baseInfo', authTime: '2026-03-15 09:12:48' }, '基本信息核验通过'),
  );
  expect(personPost).toHaveBeenCalledWith('/extend/baseInfoAuth', { body: { agreementAccepted: true, smsCode: '502816' } });
  // The first antd render in jsdom is slow on a busy machine.
}, 60_000);

it('shows the refusal and keeps the typed code', async () => {
  const onPassed = renderDialog();
  personPost.mockResolvedValue({ data: { appcode: '03010021', msg: '社保登记的手机号与账户手机号不一致，请先核验手机号', map: {} } });
  fireEvent.click(screen.getByText(/我已阅读并同意/));
  fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '502816' } });
  fireEvent.click(screen.getByRole('button', { name: '提交核验' }));
  expect(await screen.findByText('社保登记的手机号与账户手机号不一致，请先核验手机号')).toBeTruthy();
  expect((screen.getByLabelText('短信验证码') as HTMLInputElement).value).toBe('502816');
  expect(onPassed).not.toHaveBeenCalled();
});
