// Asks the user to solve the slider and resolves with the ticket, or with
// undefined when they close the dialog. One ticket per submission: tickets are
// single-use, so a retried login always asks again.
import { useCallback, useState, type ReactNode } from 'react';
import { SliderCaptcha, type CaptchaTicket } from './SliderCaptcha';

export function useCaptcha(): { requestTicket: () => Promise<CaptchaTicket | undefined>; captchaDialog: ReactNode } {
  const [waiting, setWaiting] = useState<(ticket: CaptchaTicket | undefined) => void>();

  const requestTicket = useCallback(
    () => new Promise<CaptchaTicket | undefined>((resolve) => setWaiting(() => resolve)),
    [],
  );

  const settle = (ticket: CaptchaTicket | undefined) => {
    waiting?.(ticket);
    setWaiting(undefined);
  };

  return {
    requestTicket,
    captchaDialog: waiting && <SliderCaptcha onPass={settle} onCancel={() => settle(undefined)} />,
  };
}
