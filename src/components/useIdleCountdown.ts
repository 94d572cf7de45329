// Counts the time since the user's last input (pointer, touch, key, wheel) and
// calls `onIdle` once `timeoutMs` have passed without any; in the last
// `warnMs` it gives the seconds left, so a screen can show a countdown. Any
// input starts the count again. Self-service terminals use it to return to
// their start page for the next person.
import { useCallback, useEffect, useRef, useState } from 'react';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
const TICK_MS = 1000;

export interface IdleCountdown {
  /** Seconds left before `onIdle`, in the warning window only. */
  secondsLeft: number | undefined;
  /** Starts the count again, as an input would. */
  restart: () => void;
}

export function useIdleCountdown({ timeoutMs, warnMs, onIdle }: { timeoutMs: number; warnMs: number; onIdle: () => void }): IdleCountdown {
  const lastInput = useRef(0);
  const latestOnIdle = useRef(onIdle);
  const [secondsLeft, setSecondsLeft] = useState<number>();

  useEffect(() => {
    latestOnIdle.current = onIdle;
  });

  const restart = useCallback(() => {
    lastInput.current = Date.now();
    setSecondsLeft(undefined);
  }, []);

  useEffect(() => {
    lastInput.current = Date.now();
    const onInput = () => {
      lastInput.current = Date.now();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const left = timeoutMs - (Date.now() - lastInput.current);
      if (left <= 0) {
        lastInput.current = Date.now();
        setSecondsLeft(undefined);
        latestOnIdle.current();
      } else {
        setSecondsLeft(left <= warnMs ? Math.ceil(left / 1000) : undefined);
      }
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [timeoutMs, warnMs]);

  return { secondsLeft, restart };
}
