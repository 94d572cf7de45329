// Loads data for a screen and keeps the answer of the latest request only.
// `key` names what is loaded (e.g. `hot:1:329900`): a new key loads again, null
// loads nothing. Errors the HTTP client has already shown to the user arrive
// here as a failed state, so screens only choose what to render.
// An answer is rendered as a transition: React draws a long list in slices and
// the page answers input meanwhile, where a plain update would hold the main
// thread for the whole list (the home page's tiles: 300 ms on a 4× slower CPU).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

export interface AsyncData<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  error: unknown;
  reload: () => void;
}

export function useAsyncData<T>(key: string | null, load: () => Promise<T>): AsyncData<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<{ key: string; version: number; outcome: Outcome<T> }>();
  const latestLoad = useRef(load);

  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    const settle = (outcome: Outcome<T>) => {
      if (current) startTransition(() => setSettled({ key, version, outcome }));
    };
    latestLoad.current().then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => settle({ ok: false, error }),
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  const outcome = settled && settled.key === key && settled.version === version ? settled.outcome : undefined;
  return {
    data: outcome?.ok ? outcome.data : undefined,
    loading: key !== null && outcome === undefined,
    failed: outcome?.ok === false,
    error: outcome && !outcome.ok ? outcome.error : undefined,
    reload,
  };
}
