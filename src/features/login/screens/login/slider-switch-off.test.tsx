// @vitest-environment jsdom
// Spec §3, the slider-captcha switch: built with VITE_SLIDER_CAPTCHA=off (an
// intranet deployment), the password logins show no slider and send the
// configured ticket and random string. The build's variables are parsed by
// the real parser (config/env.ts) into the configuration the page reads.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../../components/feedback';
import { LoginPage } from './LoginPage';

const basicPost = vi.hoisted(() => vi.fn());
const personPost = vi.hoisted(() => vi.fn());
vi.mock('../../../../api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { basic: { POST: basicPost }, person: { POST: personPost }, unit: { POST: vi.fn() } },
}));

const { TICKET, RANDSTR } = vi.hoisted(() => ({ TICKET: 'intranet-fixed-ticket', RANDSTR: '@lan1' }));
vi.mock('../../../../config/env', async (importOriginal) => {
  const env = await importOriginal<typeof import('../../../../config/env')>();
  const vars = { VITE_SLIDER_CAPTCHA: 'off', VITE_CAPTCHA_TICKET: TICKET, VITE_CAPTCHA_RANDSTR: RANDSTR };
  return { ...env, clientConfig: { ...env.clientConfig, sliderCaptcha: env.parseSliderCaptcha(vars) } };
});

vi.setConfig({ testTimeout: 60_000 });

/** A business answer ends the flow at the form: nothing is fetched after it. */
const WRONG_PASSWORD = { data: { appcode: '04020002', msg: '账号或密码错误', map: {} } };

afterEach(() => {
  cleanup();
  basicPost.mockReset();
  personPost.mockReset();
});

function show(search = '') {
  render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[`/login${search}`]}>
        <LoginPage />
      </MemoryRouter>
    </FeedbackProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('with the slider-captcha switch off', () => {
  it('the person password login sends the configured ticket at once, without the slider', async () => {
    basicPost.mockResolvedValue(WRONG_PASSWORD);
    show();
    type('账号', '320102198807154211');
    type('密码', 'Hrss@2026');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(basicPost).toHaveBeenCalledTimes(1));
    expect(basicPost).toHaveBeenCalledWith('/auth/person/passwordLogin', {
      body: { username: '320102198807154211', password: 'Hrss@2026', tencentCaptchaTicket: TICKET, randstr: RANDSTR },
    });
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    // No puzzle was fetched and no slider shown.
    expect(personPost).not.toHaveBeenCalled();
    expect(screen.queryByRole('slider', { name: '拖动滑块完成验证' })).not.toBeInTheDocument();
    expect(document.querySelector('.slider-captcha')).toBeNull();
  });

  it('so does the casual user password login', async () => {
    basicPost.mockResolvedValue(WRONG_PASSWORD);
    show('?type=casual');
    type('手机号码', '18651223390');
    type('密码', 'Linshi@2026');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(basicPost).toHaveBeenCalledTimes(1));
    expect(basicPost).toHaveBeenCalledWith('/auth/casual/passwordLogin', {
      body: { cellphone: '18651223390', password: 'Linshi@2026', tencentCaptchaTicket: TICKET, randstr: RANDSTR },
    });
    expect(personPost).not.toHaveBeenCalled();
    expect(document.querySelector('.slider-captcha')).toBeNull();
  });
});
