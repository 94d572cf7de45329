// Whether the window is phone-sized: narrower than 768 px, the width below which
// the centres fold their menu into a drawer (docs/phones.md; the CSS uses the same
// breakpoint). Follows the window as it is resized or turned.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767px)';

function phoneSized(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, phoneSized, () => false);
}
