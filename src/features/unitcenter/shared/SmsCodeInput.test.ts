import { describe, expect, it } from 'vitest';
import { BusinessCodeError, CallFailedError } from '../../../components/apiAnswer';
import { sendSmsCode } from './SmsCodeInput';

describe('sendSmsCode', () => {
  it('says where the code went, how long it lasts, and when to ask again', async () => {
    const result = await sendSmsCode(() => Promise.resolve({ map: { cellphoneMasked: '151****2087', expiresIn: 300, resendAfter: 60 } }));
    expect(result).toEqual({ sent: true, resendAfter: 60, notice: '验证码已发送至 151****2087，5 分钟内有效' });
  });
  it('leaves the number out when the answer has none', async () => {
    expect((await sendSmsCode(() => Promise.resolve({ map: { expiresIn: 600 } }))).notice).toBe('验证码已发送，10 分钟内有效');
  });
  it('shows the service refusal, and a general notice for failures the client already reported', async () => {
    expect(await sendSmsCode(() => Promise.reject(new BusinessCodeError('01020008', '发送过于频繁，请 60 秒后再试')))).toEqual({
      sent: false,
      notice: '发送过于频繁，请 60 秒后再试',
    });
    expect(await sendSmsCode(() => Promise.reject(new CallFailedError('timeout')))).toEqual({
      sent: false,
      notice: '验证码发送未完成，请稍后重试',
    });
  });
});
