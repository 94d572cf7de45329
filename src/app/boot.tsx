// Starts the portal in the browser. A prerendered page (src/app/prerender) that
// is this visitor's — the path it was rendered for, no query its first render
// reads, logged out (a centre shell: logged in as its kind of user, sidebar open,
// not a phone), default city, standard mode — is hydrated: React takes over the
// markup already on screen, in small steps, once the route's code is there.
// Otherwise the app draws the page from nothing, as for any other route.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import { loadApi, startEarly } from '../api';
import { nextTask, prefetchWhenIdle } from '../lib/idle';
import { home, isDefaultHome } from '../stores/home';
import { isLoggedIn, session } from '../stores/session';
import { ui } from '../stores/ui';
import { connectSession } from './api-hooks';
import { App } from './App';
import { PHONE_QUERY } from './layouts/usePhoneLayout';
import { setCentreShellMarkup } from './prerender/centre-shell';
import {
  HOME_MARK_KEY,
  PERSONAL_MARK_KEY,
  PORTAL_READY_ATTRIBUTE,
  SCREEN_SHOWN_ATTRIBUTE,
  portalPath,
  PRERENDERED_ATTRIBUTE,
  queryFitsPrerender,
  SHELL_USER_TYPE,
  STALE_CLASS,
} from './prerender/document';
import { loadNavigationProgress } from './progress';
import { portalRoutes } from './router';
import { handleAt } from './routes/AppFrame';
import { ROUTES, type LayoutKind, type ScreenRoute } from './routes/table';

const screenAt = (path: string) => ROUTES.find((route): route is ScreenRoute => route.kind === 'screen' && route.path === path);

/** The layout of the screen at `path` (a centre's page is prerendered as its shell). */
function layoutAt(path: string): LayoutKind {
  return screenAt(path)?.layout ?? 'public';
}

/** The first screen's own first calls, started with its code once the session is known; the screen takes their answers. */
function startFirstCalls(path: string): void {
  if (!isLoggedIn()) return;
  connectSession();
  for (const call of screenAt(path)?.firstCalls ?? []) startEarly(call.client, call.path, call.body);
}

/**
 * True while the stores hold what the page at `path` was rendered with: a first
 * visit's for a public page; for a centre shell, a session of the centre's user
 * type with the sidebar open on a window wider than a phone's.
 */
function storesAsPrerendered(path: string): boolean {
  const layout = layoutAt(path);
  if (!isDefaultHome() || ui.elderMode) return false;
  if (layout === 'public') return !isLoggedIn();
  return isLoggedIn() && session.ident === SHELL_USER_TYPE[layout] && ui.sidebarOpen && !window.matchMedia(PHONE_QUERY).matches;
}

/** Whether the markup in `container` is the page this visitor would get. */
export function prerenderFits(container: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const path = portalPath(location.pathname);
  return container.getAttribute(PRERENDERED_ATTRIBUTE) === path && queryFitsPrerender(location.search) && storesAsPrerendered(path);
}

function setMark(key: string, on: boolean): void {
  if (on) sessionStorage.setItem(key, '1');
  else sessionStorage.removeItem(key);
}

/**
 * Keeps the tab's marks for the boot loader: one set while the session or home
 * state differs from a first visit's, one while the home state does, so the
 * next prerendered page this tab opens — public page or centre shell — is
 * hidden until the app has drawn the visitor's own when it does not fit.
 */
function keepPersonalMark(): void {
  const write = () => {
    try {
      setMark(PERSONAL_MARK_KEY, isLoggedIn() || !isDefaultHome());
      setMark(HOME_MARK_KEY, !isDefaultHome());
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
  return handleAt(portalRoutes(), portalPath(window.location.pathname))?.preload?.() ?? Promise.resolve();
}

/**
 * Starts the app in `container`. Each step is a task of its own — evaluating the
 * page's modules, building the routes, hydrating (itself in slices) — so none
 * holds the main thread long.
 */
export async function startPortal(container: HTMLElement): Promise<void> {
  startFirstCalls(portalPath(window.location.pathname));
  await nextTask();
  portalRoutes();
  const hydrate = prerenderFits(container, window.location);
  let screensShown = 0;
  const onScreenShown = () => {
    screensShown += 1;
    document.documentElement.setAttribute(SCREEN_SHOWN_ATTRIBUTE, String(screensShown));
    if (screensShown > 1) return;
    if (hydrate) takeOverTypedText(container);
    document.documentElement.setAttribute(PORTAL_READY_ATTRIBUTE, '');
    // What the visitor's first action needs on any page: the API clients' code (a page that
    // called already has it) and the progress bar's, for the first navigation. antd's tables
    // come ahead only where the next step is likely a list (src/components/tables-ahead.ts).
    prefetchWhenIdle(() => {
      void loadApi().catch(() => undefined);
      void loadNavigationProgress();
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
  setCentreShellMarkup(layoutAt(portalPath(window.location.pathname)) !== 'public');
  // A transition: React hydrates in slices and the page stays responsive meanwhile.
  startTransition(() => void hydrateRoot(container, app));
}
