// Gives a form the slider for its SMS send button (render-prop, so the dialog
// lives next to the form that asks for it).
import type { ReactNode } from 'react';
import type { CaptchaTicket } from '../../../components/slider-captcha/ticket';
import { useCaptcha } from '../../../components/slider-captcha/useCaptcha';

export function WithCaptcha({ children }: { children: (requestTicket: () => Promise<CaptchaTicket | undefined>) => ReactNode }) {
  const { requestTicket, captchaDialog } = useCaptcha();
  return (
    <>
      {children(requestTicket)}
      {captchaDialog}
    </>
  );
}
