// @vitest-environment jsdom
// The slider captcha without a mouse: the keyboard moves and releases the piece,
// the slider tells a screen reader where it is, and the alternative beside it
// (an SMS code to a login's account, a question elsewhere) ends in the ticket
// the server hands out. The real client runs over an injected fetch that
// answers as the contract's examples do.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/client';
import { SliderCaptcha } from './SliderCaptcha';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const PUZZLE = {
  captchaId: 'CAP1',
  backgroundImage: 'data:image/png;base64,AAAA',
  pieceImage: 'data:image/png;base64,AAAA',
  pieceY: 62,
  expiresIn: 120,
};
const TICKET = { tencentCaptchaTicket: 't03-alternative', randstr: '@aS5' };
const REFUSED = { appcode: '04020007', msg: '验证码或答案不正确，请重新获取', map: {} };

type Answers = Record<string, (body: Record<string, unknown>) => unknown>;

/** The person client over a fetch that answers by path and records each call's body. */
function person(answers: Answers) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace('/api/person', '');
    const body = JSON.parse(await request.text()) as Record<string, unknown>;
    calls.push({ path, body });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return new Response(JSON.stringify(answer(body)), { headers: { 'Content-Type': 'application/json' } });
  };
  return { client: createApi({ fetch, baseUrl: 'http://portal.test', prefix: '/api', cipher: false }).person, calls };
}

const ok = (map: object) => () => ({ appcode: '0', msg: '成功', map });

function show(answers: Answers, account?: Parameters<typeof SliderCaptcha>[0]['account']) {
  const api = person(answers);
  const onPass = vi.fn();
  render(<SliderCaptcha person={api.client} account={account} onPass={onPass} onCancel={vi.fn()} />);
  return { ...api, onPass };
}

async function readySlider() {
  const slider = await screen.findByRole('slider', { name: '拖动滑块完成验证' });
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  return slider;
}

describe('the slider by keyboard', () => {
  it('arrow keys, PageUp, Home and End move the piece and say where it is', async () => {
    show({ '/captcha/render': ok(PUZZLE) });
    const slider = await readySlider();
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '260');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAccessibleDescription(/向右拖动滑块.*方向键移动滑块，回车键或空格键确认/);

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(slider).toHaveAttribute('aria-valuenow', '6');
    expect(slider).toHaveAttribute('aria-valuetext', '拼图块已向右移动 6 像素，最多 260 像素');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider).toHaveAttribute('aria-valuenow', '24');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '260');
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('Enter releases the piece where the keys left it, and a pass hands over the ticket', async () => {
    const { calls, onPass } = show({ '/captcha/render': ok(PUZZLE), '/captcha/verify': ok(TICKET) });
    const slider = await readySlider();
    for (let press = 0; press < 5; press += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(onPass).toHaveBeenCalledWith(TICKET));
    expect(calls.find((call) => call.path === '/captcha/verify')?.body).toMatchObject({ captchaId: 'CAP1', x: 10 });
  });

  it('Space releases too; a refused release brings a new puzzle and the piece back to the start', async () => {
    const { calls, onPass } = show({ '/captcha/render': ok(PUZZLE), '/captcha/verify': () => REFUSED });
    const slider = await readySlider();
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: ' ' });
    expect(await screen.findByText('验证未通过，已为您更换图片，请重试')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/captcha/render', '/captcha/verify', '/captcha/render']);
    expect(calls[1]?.body).toMatchObject({ x: 260 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onPass).not.toHaveBeenCalled();
  });
});

describe('the alternative', () => {
  /** Opens the SMS alternative of a login and asks for the code, which the gateway sends; 502816 is the right one. */
  async function sendCode(account: Parameters<typeof SliderCaptcha>[0]['account']) {
    const shown = show(
      {
        '/captcha/render': ok(PUZZLE),
        '/captcha/sendAccountCode': ok({ challengeId: 'ALT1', cellphoneMasked: '138****6721', expiresIn: 300, resendAfter: 60 }),
        '/captcha/answer': ({ answer }) => (answer === '502816' ? ok(TICKET)() : REFUSED),
      },
      account,
    );
    fireEvent.click(await screen.findByRole('button', { name: '无法完成滑块验证？改用短信验证码' }));
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    return shown;
  }

  it("a login's alternative sends an SMS code to the account's phone and exchanges the code for a ticket", async () => {
    const { calls, onPass } = await sendCode({ userType: 'person', account: '320102198807154211' });
    expect(await screen.findByText('验证码已发送至 138****6721，请输入短信中的 6 位数字')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/captcha/sendAccountCode')?.body).toEqual({
      userType: 'person',
      account: '320102198807154211',
    });
    expect(screen.getByRole('button', { name: /60 秒后重新获取/ })).toBeDisabled();

    const code = screen.getByLabelText('短信验证码');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '确认验证' }));
    // The alert region is on the page from the start (so it is announced); its text comes with the answer.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('验证码或答案不正确，请重新获取'));
    expect(onPass).not.toHaveBeenCalled();
    // A wrong code spends the challenge: no answer is taken until a new code is sent.
    expect(screen.getByLabelText('短信验证码')).toBeDisabled();
  });

  it('a correct SMS code passes with the ticket captcha/answer gives', async () => {
    const { calls, onPass } = await sendCode({ userType: 'unit', account: '13951860258' });
    const code = await screen.findByLabelText('短信验证码');
    await waitFor(() => expect(code).toBeEnabled());
    fireEvent.change(code, { target: { value: '502816' } });
    fireEvent.click(screen.getByRole('button', { name: '确认验证' }));
    await waitFor(() => expect(onPass).toHaveBeenCalledWith(TICKET));
    expect(calls.find((call) => call.path === '/captcha/answer')?.body).toEqual({ challengeId: 'ALT1', answer: '502816' });
  });

  it('an account without a phone is told so and gets no answer field', async () => {
    show(
      {
        '/captcha/render': ok(PUZZLE),
        '/captcha/sendAccountCode': () => ({ appcode: '04020011', msg: '未找到该账号绑定的手机号，请改用其他登录方式', map: {} }),
      },
      { userType: 'casual', account: '18651223390' },
    );
    fireEvent.click(await screen.findByRole('button', { name: '无法完成滑块验证？改用短信验证码' }));
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    // The alert region is on the page from the start (so it is announced); its text comes with the answer.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('未找到该账号绑定的手机号，请改用其他登录方式'));
    expect(screen.getByLabelText('短信验证码')).toBeDisabled();
  });

  it('without an account the alternative is a question that can be read aloud; a wrong answer brings the next one', async () => {
    let asked = 0;
    const { calls, onPass } = show({
      '/captcha/render': ok(PUZZLE),
      '/captcha/question': () =>
        ok({ challengeId: `Q${++asked}`, question: asked === 1 ? '七加五等于多少？' : '三加四等于多少？', expiresIn: 300 })(),
      '/captcha/answer': ({ challengeId, answer }) => (challengeId === 'Q2' && answer === '7' ? ok(TICKET)() : REFUSED),
    });
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { getVoices: () => [{ lang: 'zh-CN' }], speak, cancel: vi.fn() });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(readonly text: string) {}
      },
    );
    try {
      fireEvent.click(await screen.findByRole('button', { name: '无法完成滑块验证？改用文字验证' }));
      expect(await screen.findByText('七加五等于多少？')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '朗读题目' }));
      expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: '七加五等于多少？', lang: 'zh-CN' }));

      fireEvent.change(screen.getByLabelText('答案'), { target: { value: '13' } });
      fireEvent.click(screen.getByRole('button', { name: '确认验证' }));
      expect(await screen.findByText('三加四等于多少？')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('验证码或答案不正确');
      fireEvent.change(screen.getByLabelText('答案'), { target: { value: '7' } });
      fireEvent.keyDown(screen.getByLabelText('答案'), { key: 'Enter', keyCode: 13 });
      await waitFor(() => expect(onPass).toHaveBeenCalledWith(TICKET));
      expect(calls.filter((call) => call.path === '/captcha/answer').map((call) => call.body)).toEqual([
        { challengeId: 'Q1', answer: '13' },
        { challengeId: 'Q2', answer: '7' },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says plainly when the browser has no Chinese voice', async () => {
    show({ '/captcha/render': ok(PUZZLE), '/captcha/question': ok({ challengeId: 'Q1', question: '七加五等于多少？', expiresIn: 300 }) });
    vi.stubGlobal('speechSynthesis', { getVoices: () => [{ lang: 'en-US' }], speak: vi.fn(), cancel: vi.fn() });
    try {
      fireEvent.click(await screen.findByRole('button', { name: '无法完成滑块验证？改用文字验证' }));
      await screen.findByText('七加五等于多少？');
      fireEvent.click(screen.getByRole('button', { name: '朗读题目' }));
      expect(screen.getByRole('alert')).toHaveTextContent('此浏览器没有中文语音，无法朗读，请阅读题目作答');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
