// The root of every route: the login guard, the document title, the progress
// bar and the scroll position of each navigation.
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PORTAL_SHORT_NAME } from '../../config/app';
import { loginHref } from '../../config/paths';
import { isLoggedIn, session } from '../../stores/session';
import { setAfterLogout, ui } from '../../stores/ui';
import { startNavigationProgress } from '../progress';

/** What each route of the table tells the frame about itself. */
export interface RouteHandle {
  title?: string;
  guard: boolean;
  /** Starts fetching the route's code, all of it at once. */
  preload?: () => void;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'guard' in handle;
}

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

export function AppFrame() {
  const location = useLocation();
  const handle = useCurrentHandle();
  const { token } = useSnapshot(session);
  const { afterLogout } = useSnapshot(ui);
  const blocked = handle?.guard === true && !isLoggedIn({ token });

  useLayoutEffect(() => {
    startNavigationProgress();
    window.scrollTo(0, 0);
  }, [location.key]);

  useLayoutEffect(() => {
    if (!blocked) handle?.preload?.();
  }, [handle, blocked]);

  // Arrived where the logout was going: from now on the guard asks for a login again.
  useEffect(() => {
    if (afterLogout && !blocked) setAfterLogout('');
  }, [afterLogout, blocked]);

  useEffect(() => {
    if (handle?.title) document.title = `${handle.title} - ${PORTAL_SHORT_NAME}`;
  }, [handle?.title]);

  if (blocked) {
    return <Navigate to={afterLogout || loginHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
