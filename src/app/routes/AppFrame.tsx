// Around every page: the login guard, the document title, the progress bar and
// the scroll position of each navigation.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RouteTitleContext } from '../../components/route-title';
import { documentTitle } from '../../config/app';
import { loginHref } from '../../config/paths';
import { isLoggedIn, session } from '../../stores/session';
import { setAfterLogout, ui } from '../../stores/ui';
import { startNavigationProgress } from '../progress';

/** What each route of the table tells the frame about itself. */
export interface RouteHandle {
  title?: string;
  guard: boolean;
  /** Fetches the route's code, all of it at once; resolves when it is there (never rejects). */
  preload?: () => Promise<void>;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'guard' in handle;
}

let lastMatch: { routes: RouteObject[]; pathname: string; handle: RouteHandle | undefined } | undefined;

/**
 * The handle of the deepest route at `pathname` (inside the router's basename)
 * that has one. The last answer is kept: matching ranks the whole table each
 * time, and the boot and every render of the frame ask for the same path.
 */
export function handleAt(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  if (lastMatch?.routes !== routes || lastMatch.pathname !== pathname) {
    const matches = matchRoutes(routes, pathname) ?? [];
    lastMatch = { routes, pathname, handle: matches.map((match) => match.route.handle as unknown).findLast(isRouteHandle) };
  }
  return lastMatch.handle;
}

export function AppFrame({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  const location = useLocation();
  const { token } = useSnapshot(session);
  const { afterLogout } = useSnapshot(ui);
  const blocked = handle?.guard === true && !isLoggedIn({ token });

  // The first page of a visit is the browser's own load (already drawn when it was
  // prerendered, where the visitor may have scrolled): bar and scroll are for the navigations after it.
  const firstKey = useRef(location.key);
  const navigated = useRef(false);
  useLayoutEffect(() => {
    if (!navigated.current && location.key === firstKey.current) return;
    navigated.current = true;
    startNavigationProgress();
    window.scrollTo(0, 0);
  }, [location.key]);

  useLayoutEffect(() => {
    if (!blocked) void handle?.preload?.();
  }, [handle, blocked]);

  // Arrived where the logout was going: from now on the guard asks for a login again.
  useEffect(() => {
    if (afterLogout && !blocked) setAfterLogout('');
  }, [afterLogout, blocked]);

  useEffect(() => {
    if (handle?.title) document.title = documentTitle(handle.title);
  }, [handle?.title]);

  if (blocked) {
    return <Navigate to={afterLogout || loginHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <RouteTitleContext value={handle?.title}>{children}</RouteTitleContext>;
}
