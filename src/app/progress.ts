// The thin progress bar at the top of the window during every navigation after
// the first page. Its code (src/app/progress-bar.ts) is not part of the first
// load: it is fetched when the browser is idle after the first page, or by the
// first navigation. A navigation that ends before the code is there shows no bar.
import { whenIdle } from '../lib/idle';
import { prefersReducedMotion } from './motion';

type BarModule = typeof import('./progress-bar');

let bar: BarModule | undefined;
let loading: Promise<BarModule | undefined> | undefined;
let navigating = false;
let firstPageShown = false;

function loadBar(): Promise<BarModule | undefined> {
  loading ??= import('./progress-bar').then(
    (module) => (bar = module),
    () => {
      // The bar is decoration: a navigation goes on without it, the next one asks again.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

export function startNavigationProgress(): void {
  navigating = true;
  if (bar) {
    bar.startBar(prefersReducedMotion());
    return;
  }
  void loadBar().then((loaded) => {
    if (navigating) loaded?.startBar(prefersReducedMotion());
  });
}

/** Called each time a page is on screen; the first time, the bar's code is fetched once the browser is idle. */
export function finishNavigationProgress(): void {
  navigating = false;
  bar?.finishBar();
  if (!firstPageShown) {
    firstPageShown = true;
    whenIdle(() => void loadBar(), 5_000);
  }
}
