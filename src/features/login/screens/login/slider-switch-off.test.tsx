// @vitest-environment jsdom
// Spec §3, the slider-captcha switch: built with VITE_SLIDER_CAPTCHA=off (an
// intranet deployment), the password logins show no slider and send the
// configured ticket and random string. The build's variables are parsed by
// the real parser (config/env.ts) into the configuration the page reads.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api';
import { FeedbackProvider } from '../../../../components/feedback';
import { clientConfig, parseSliderCaptcha } from '../../../../config/env';
import { LoginPage } from './LoginPage';

const basicPost = vi.fn();
const personPost = vi.fn();
vi.spyOn(api.basic, 'POST').mockImplementation(basicPost);
vi.spyOn(api.person, 'POST').mockImplementation(personPost);
vi.spyOn(api.unit, 'POST').mockImplementation(vi.fn());

const TICKET = 'intranet-fixed-ticket';
const RANDSTR = '@lan1';
// The page reads the switch as it renders: each test gives it what a build with these
// variables has (clientConfig is read-only to the app), and gets the built one back after.
const builtSwitch = clientConfig.sliderCaptcha;
beforeEach(() => {
  Object.assign(clientConfig, {
    sliderCaptcha: parseSliderCaptcha({ VITE_SLIDER_CAPTCHA: 'off', VITE_CAPTCHA_TICKET: TICKET, VITE_CAPTCHA_RANDSTR: RANDSTR }),
  });
});

vi.setConfig({ testTimeout: 60_000 });

/** A business answer ends the flow at the form: nothing is fetched after it. */
const WRONG_PASSWORD = { data: { appcode: '04020002', msg: '账号或密码错误', map: {} } };

afterEach(() => {
  cleanup();
  basicPost.mockReset();
  personPost.mockReset();
  Object.assign(clientConfig, { sliderCaptcha: builtSwitch });
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
