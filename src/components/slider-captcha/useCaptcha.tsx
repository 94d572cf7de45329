// Asks the user to solve the slider and resolves with the ticket, or with
// undefined when they close the dialog. One ticket per submission: tickets are
// single-use, so a retried login always asks again. With the slider-captcha
// switch off (VITE_SLIDER_CAPTCHA=off, intranet deployments) no slider is
// shown: every request resolves at once with the configured ticket.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { clientConfig, type SliderCaptchaConfig } from '../../config/env';
import { lazyComponent } from '../lazy-chunk';
import type { CaptchaTicket } from './SliderCaptcha';

// The slider (a dialog with the puzzle) arrives when a form first asks for it.
const SliderCaptcha = lazyComponent('SliderCaptcha', () => import('./SliderCaptcha').then((module) => module.SliderCaptcha));

export function useCaptcha(config: SliderCaptchaConfig = clientConfig.sliderCaptcha): {
  requestTicket: () => Promise<CaptchaTicket | undefined>;
  captchaDialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<(ticket: CaptchaTicket | undefined) => void>();
  const configured = config.enabled ? undefined : config.ticket;

  const requestTicket = useCallback(
    () =>
      configured
        ? Promise.resolve<CaptchaTicket>({ tencentCaptchaTicket: configured.tencentCaptchaTicket, randstr: configured.randstr })
        : new Promise<CaptchaTicket | undefined>((resolve) => setWaiting(() => resolve)),
    [configured],
  );

  const settle = (ticket: CaptchaTicket | undefined) => {
    waiting?.(ticket);
    setWaiting(undefined);
  };

  return {
    requestTicket,
    captchaDialog: waiting && (
      <Suspense fallback={null}>
        <SliderCaptcha onPass={settle} onCancel={() => settle(undefined)} />
      </Suspense>
    ),
  };
}
