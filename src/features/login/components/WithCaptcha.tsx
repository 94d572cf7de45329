// Gives a form the slider for its SMS send button (render-prop, so the dialog
// lives next to the form that asks for it).
import type { ReactNode } from 'react';
import type { CaptchaTicket } from './SliderCaptcha';
import { useCaptcha } from './useCaptcha';

export function WithCaptcha({ children }: { children: (requestTicket: () => Promise<CaptchaTicket | undefined>) => ReactNode }) {
  const { requestTicket, captchaDialog } = useCaptcha();
  return (
    <>
      {children(requestTicket)}
      {captchaDialog}
    </>
  );
}
