// NProgress, set up as the portal's bar: loaded with the first navigation (or
// when the browser is idle after the first page), not with the first page, which
// has no bar (src/app/progress.ts).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// NProgress's own template carries role="bar", which is no ARIA role; the bar is
// decoration (the page title and content announce the navigation), so it is hidden.
// NProgress finds its bar by that role unless told otherwise: barSelector says where.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  minimum: 0.12,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** NProgress's default: each step of the bar, and its fade at the end, takes this long. */
const STEP_MS = 200;

export function startBar(reducedMotion: boolean): void {
  NProgress.configure({ speed: reducedMotion ? 0 : STEP_MS });
  NProgress.start();
}

export function finishBar(): void {
  NProgress.done();
}
