// The thin progress bar at the top of the window during every navigation after
// the first page. Its code (src/app/progress-bar.ts) is not part of the first
// load: the boot fetches it when the browser is idle after the first page
// (loadNavigationProgress), or the first navigation does. A navigation that ends
// before the code is there shows no bar.
import { prefersReducedMotion } from './motion';

type BarModule = typeof import('./progress-bar');

let bar: BarModule | undefined;
let loading: Promise<BarModule | undefined> | undefined;
let navigating = false;

/** Fetches the bar's code once; a failed fetch is tried again by the next call. */
export function loadNavigationProgress(): Promise<BarModule | undefined> {
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
  void loadNavigationProgress().then((loaded) => {
    if (navigating) loaded?.startBar(prefersReducedMotion());
  });
}

/** Called each time a page is on screen. */
export function finishNavigationProgress(): void {
  navigating = false;
  bar?.finishBar();
}
