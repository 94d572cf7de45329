// Asks the user to solve the slider and resolves with the ticket, or with
// undefined when they close the dialog. One ticket per submission: tickets are
// single-use, so a retried login always asks again. With the slider-captcha
// switch off (VITE_SLIDER_CAPTCHA=off, intranet deployments) no slider is
// shown: every request resolves at once with the configured ticket. A login
// passes the account it was filled in with, so the slider's alternative can
// send an SMS code to that account's phone.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { clientConfig, type SliderCaptchaConfig } from '../../config/env';
import { lazyComponent } from '../lazy-chunk';
import type { CaptchaAccount } from './CaptchaAlternative';
import type { CaptchaTicket } from './ticket';

// The slider (a dialog with the puzzle) arrives when a form first asks for it.
const SliderCaptcha = lazyComponent('SliderCaptcha', () => import('./SliderCaptcha').then((module) => module.SliderCaptcha));

export function useCaptcha(config: SliderCaptchaConfig = clientConfig.sliderCaptcha): {
  requestTicket: (account?: CaptchaAccount) => Promise<CaptchaTicket | undefined>;
  captchaDialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<{ resolve: (ticket: CaptchaTicket | undefined) => void; account?: CaptchaAccount }>();
  const configured = config.enabled ? undefined : config.ticket;

  const requestTicket = useCallback(
    (account?: CaptchaAccount) =>
      configured
        ? Promise.resolve<CaptchaTicket>({ tencentCaptchaTicket: configured.tencentCaptchaTicket, randstr: configured.randstr })
        : new Promise<CaptchaTicket | undefined>((resolve) => {
            // The dialog renders once its code is there, without suspending: a dialog whose first render
            // was thrown away leaves its Escape handler behind, and Escape then no longer reaches the
            // dialog under it (更换手机号 after the slider). A failed load still reaches the error boundary.
            const ask = () => setWaiting({ resolve, account });
            SliderCaptcha.preload().then(ask, ask);
          }),
    [configured],
  );

  const settle = (ticket: CaptchaTicket | undefined) => {
    waiting?.resolve(ticket);
    setWaiting(undefined);
  };

  return {
    requestTicket,
    captchaDialog: waiting && (
      <Suspense fallback={null}>
        <SliderCaptcha account={waiting.account} onPass={settle} onCancel={() => settle(undefined)} />
      </Suspense>
    ),
  };
}
