// The global loading indicator (spec §9 "loading text reads as loading"):
// shown only when requests take longer than a moment, so quick calls do not flicker.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '../components/PageLoading';
import { LOADING_TEXT } from '../config/app';
import { isLoading, ui } from '../stores/ui';
import './global-loading.css';

const SHOW_AFTER_MS = 400;

export function GlobalLoading() {
  const snapshot = useSnapshot(ui);
  const loading = isLoading(snapshot);
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setDelayPassed(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [loading]);

  if (!loading || !delayPassed) return null;
  return (
    <div className="global-loading" role="status" aria-live="polite">
      <Spinner /> {LOADING_TEXT}…
    </div>
  );
}
