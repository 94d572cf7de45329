// @vitest-environment jsdom
// The SMS code field and its sender: what the user is told after a send, and
// when the button may be pressed again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { BusinessCodeError, CallFailedError } from '../../components/apiAnswer';
import { FeedbackProvider } from '../../components/feedback';
import { sendSmsCode } from './sending';
import { SmsCodeField } from './SmsCodeInput';
import { useSmsSender, type SmsNotice, type SmsScene } from './useSmsSender';

const post = vi.fn();
// The client's calls go to post: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.person, 'POST').mockImplementation(post);

describe('sendSmsCode', () => {
  it('says where the code went, how long it lasts, and when to ask again', async () => {
    const result = await sendSmsCode(() => Promise.resolve({ map: { cellphoneMasked: '151****2087', expiresIn: 300, resendAfter: 60 } }));
    expect(result).toEqual({ sent: true, resendAfter: 60, notice: '验证码已发送至 151****2087，5 分钟内有效' });
  });
  it('leaves the number out when the answer has none', async () => {
    expect(await sendSmsCode(() => Promise.resolve({ map: { expiresIn: 600 } }))).toMatchObject({ notice: '验证码已发送，10 分钟内有效' });
  });
  it('keeps the service refusal, and no text for failures the client already reported', async () => {
    expect(await sendSmsCode(() => Promise.reject(new BusinessCodeError('01020008', '发送过于频繁，请 60 秒后再试')))).toEqual({
      sent: false,
      refusal: '发送过于频繁，请 60 秒后再试',
    });
    expect(await sendSmsCode(() => Promise.reject(new CallFailedError('timeout')))).toEqual({ sent: false, refusal: undefined });
  });
});

function OwnPhoneForm({ scene, typed }: { scene: SmsScene; typed?: string }) {
  const [notice, setNotice] = useState<SmsNotice>();
  const sms = useSmsSender({ onNotice: setNotice });
  return (
    <Form>
      <SmsCodeField send={() => (typed === undefined ? sms.toOwnPhone(scene) : sms.toNumber(typed, scene))} />
      {notice && <p role="status">{`${notice.type}: ${notice.text}`}</p>}
    </Form>
  );
}

function renderForm(props: { scene: SmsScene; typed?: string }) {
  render(
    <FeedbackProvider message={{ duration: 5 }}>
      <OwnPhoneForm {...props} />
    </FeedbackProvider>,
  );
}

async function pressSend() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /获取验证码/ }));
    await Promise.resolve();
  });
}

describe('the SMS code field with its sender', () => {
  beforeEach(() => post.mockReset());
  afterEach(cleanup);

  it('sends to the own phone, says where, and counts down the wait the server asked for', async () => {
    post.mockResolvedValue({
      data: { appcode: '0', msg: '成功', map: { cellphoneMasked: '138****6721', expiresIn: 300, resendAfter: 45 } },
    });
    renderForm({ scene: 'secondAuth' });
    await pressSend();
    expect(post).toHaveBeenCalledWith('/sms/sendCodeLoggedIn', { body: { scene: 'secondAuth' } });
    expect(await screen.findByRole('status')).toHaveTextContent('success: 验证码已发送至 138****6721，5 分钟内有效');
    expect(await screen.findByRole('button', { name: '45 秒后重新获取' })).toBeDisabled();
  });

  it('shows the refusal and frees the button at once when nothing was sent', async () => {
    post.mockResolvedValue({ data: { appcode: '01020008', msg: '发送过于频繁，请 60 秒后再试', map: {} } });
    renderForm({ scene: 'secondAuth' });
    await pressSend();
    expect(await screen.findByRole('status')).toHaveTextContent('error: 发送过于频繁，请 60 秒后再试');
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('sends nothing to a number that is not a mobile number', async () => {
    renderForm({ scene: 'changeCellphone', typed: '1381234' });
    await pressSend();
    expect(await screen.findByRole('status')).toHaveTextContent('error: 请先填写正确的 11 位手机号码');
    expect(post).not.toHaveBeenCalled();
  });
});
