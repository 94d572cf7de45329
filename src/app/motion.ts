// The user's system setting for less motion (WCAG 2.1 2.3.3): antd's motion
// (themeFor) and the navigation bar's slide and fade follow it.
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The setting while a prerendered page is hydrated too, not the build's value:
 * antd wraps everything below its ConfigProvider in a provider of its own once
 * the theme's motion is switched off, so a setting that arrived right after
 * hydration remounted the whole app — what was typed, the focus and the toasts
 * asked for meanwhile were lost. The markup is the same either way.
 */
const prefersReducedMotionWhenHydrating = () => typeof window !== 'undefined' && prefersReducedMotion();

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, prefersReducedMotionWhenHydrating);
}
