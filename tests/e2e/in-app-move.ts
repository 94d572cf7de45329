// A move to another route inside the running app, as a link makes it (no reload),
// and what tells that its screen is still loading.
// Run in the page by each engine's driver (harness.ts, engines/tab.ts).

/** In the page: a history entry as react-router writes one, then the event it listens to. */
export function pushRoute(href: string): void {
  const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
  history.pushState({ usr: null, key: `move${index}`, idx: index }, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/** In the page: the count of screens shown (src/app/boot.tsx), which changes once the move's screen is drawn. */
export function screensShown(attribute: string): string | null {
  return document.documentElement.getAttribute(attribute);
}

/**
 * What a screen shows while it still loads: a spinner, skeleton or loading icon in the content
 * (a Select's loading icon stays until its options rendered: useAsyncData renders an answer as a
 * transition, after its request finished), or 加载中 anywhere (a centre's layout shows its own
 * outside the content while the screen's code comes).
 */
export const STILL_LOADING =
  '#main-content .ant-spin-spinning, #main-content .ant-skeleton-active, #main-content .anticon-loading, .page-loading';
