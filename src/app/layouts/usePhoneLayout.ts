// Whether the window is phone-sized: narrower than 768 px, the width below which
// the centres fold their menu into a drawer (docs/phones.md; the CSS uses the same
// breakpoint). Follows the window as it is resized or turned, and the assistive
// toolbar's zoom: at 200 % a 1280 px window holds a 640 px page.
import { useSyncExternalStore } from 'react';
import { pageZoom, subscribePageZoom } from '../assistive/page-zoom.ts';

export const PHONE_QUERY = '(max-width: 767px)';
const PHONE_MAX_WIDTH = 767;

function phoneSized(): boolean {
  return window.matchMedia(PHONE_QUERY).matches || window.innerWidth / pageZoom() <= PHONE_MAX_WIDTH;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  const stopFollowingZoom = subscribePageZoom(onChange);
  return () => {
    query.removeEventListener('change', onChange);
    stopFollowingZoom();
  };
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, phoneSized, () => false);
}
