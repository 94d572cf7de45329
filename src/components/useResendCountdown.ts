// The wait before another SMS code may be asked for, counted down each second.
// `send` resolves with the seconds the server asks to wait (resendAfter), or
// undefined when nothing was sent (a failed call, a cancelled slider check):
// then sending is free again at once.
import { useEffect, useState } from 'react';

export const DEFAULT_RESEND_SECONDS = 60;

export function useResendCountdown(send: () => Promise<number | undefined>) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const trigger = async () => {
    setSending(true);
    try {
      const wait = await send();
      if (wait !== undefined) setRemaining(wait > 0 ? wait : DEFAULT_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return { remaining, sending, trigger };
}
