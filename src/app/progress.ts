// The thin progress bar at the top of the window during every navigation.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });

export function startNavigationProgress(): void {
  NProgress.start();
}

export function finishNavigationProgress(): void {
  NProgress.done();
}
