// Starts the portal in the browser. A prerendered page (src/app/prerender) that
// is this visitor's — the path it was rendered for, no query its first render
// reads, logged out, default city, standard mode — is hydrated: React takes over
// the markup already on screen, in small steps, once the route's code is there.
// Otherwise the app draws the page from nothing, as for any other route.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import { loadApi } from '../api';
import { BASE_PATH } from '../config/app';
import { nextTask, whenIdle } from '../lib/idle';
import { home, isDefaultHome } from '../stores/home';
import { isLoggedIn, session } from '../stores/session';
import { ui } from '../stores/ui';
import { App } from './App';
import {
  PERSONAL_MARK_KEY,
  PORTAL_READY_ATTRIBUTE,
  portalPath,
  PRERENDERED_ATTRIBUTE,
  queryFitsPrerender,
  STALE_CLASS,
} from './prerender/document';
import { loadNavigationProgress } from './progress';
import { portalRoutes } from './router';
import { handleAt } from './routes/AppFrame';
import { loadTables } from './table-kit';

/** True while the stores hold what a first visit has: what every prerendered page was rendered with. */
function storesAsPrerendered(): boolean {
  return !isLoggedIn() && isDefaultHome() && !ui.elderMode;
}

/** Whether the markup in `container` is the page this visitor would get. */
export function prerenderFits(container: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    container.getAttribute(PRERENDERED_ATTRIBUTE) === portalPath(location.pathname) &&
    queryFitsPrerender(location.search) &&
    storesAsPrerendered()
  );
}

/**
 * Keeps the tab's mark for the boot loader: set while the session or home state
 * differs from a first visit's, so the next prerendered page this tab opens is
 * hidden until the app has drawn the visitor's own.
 */
function keepPersonalMark(): void {
  const write = () => {
    try {
      if (isLoggedIn() || !isDefaultHome()) sessionStorage.setItem(PERSONAL_MARK_KEY, '1');
      else sessionStorage.removeItem(PERSONAL_MARK_KEY);
    } catch {
      // Storage switched off: the next page is hydrated or redrawn as it fits, only without the early hiding.
    }
  };
  write();
  subscribe(session, write);
  subscribe(home, write);
}

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea';

/**
 * Text typed into the prerendered page before the app took over is on screen,
 * but the forms' state does not hold it (React keeps what the field shows and
 * sets its default to what the form holds). Each such field is told of it as if
 * typed now: the field is emptied through React's setter, refilled through the
 * DOM's own, and an input event lets the form see the change.
 */
function takeOverTypedText(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Resolves once the code of the first route's screen has arrived (or failed: the screen then says so). */
function firstRouteCode(): Promise<unknown> {
  return handleAt(portalRoutes(), window.location, BASE_PATH)?.preload?.() ?? Promise.resolve();
}

/**
 * Starts the app in `container`. Each step is a task of its own — evaluating the
 * page's modules, building the routes, hydrating (itself in slices) — so none
 * holds the main thread long.
 */
export async function startPortal(container: HTMLElement): Promise<void> {
  await nextTask();
  portalRoutes();
  const hydrate = prerenderFits(container, window.location);
  let shown = false;
  const onScreenShown = () => {
    if (shown) return;
    shown = true;
    if (hydrate) takeOverTypedText(container);
    document.documentElement.setAttribute(PORTAL_READY_ATTRIBUTE, '');
    // What the visitor's first action needs: the API clients' code (a page that called
    // already has it), the progress bar's, for the first navigation, and antd's tables for the first list.
    whenIdle(() => {
      void loadApi().catch(() => undefined);
      void loadNavigationProgress();
      void loadTables().catch(() => undefined);
    }, 3_000);
  };
  const app = (
    <StrictMode>
      <App onScreenShown={onScreenShown} />
    </StrictMode>
  );
  keepPersonalMark();
  // The loader may have hidden the page on an old mark; from here on what is in #root is right.
  document.documentElement.classList.remove(STALE_CLASS);
  if (!hydrate) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  await firstRouteCode();
  await nextTask();
  // A transition: React hydrates in slices and the page stays responsive meanwhile.
  startTransition(() => void hydrateRoot(container, app));
}
