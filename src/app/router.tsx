// Builds the portal's routes from the route table (one layout route per kind of
// layout, then the table's routes) and renders the page at the router's
// location inside the frame (guard, title, progress). Declarative routing: the
// portal has no loaders or actions, and a data router would add about 17 KiB
// gzip to every first load (docs/performance.md).
import { Suspense, use, useEffect, useRef, type ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { createChunkLoader } from '../components/lazy-chunk';
import { PageLoading } from '../components/PageLoading';
import { Header } from './layouts/header/Header';
import { PublicLayout } from './layouts/PublicLayout';
import type { CentreKind } from './layouts/sidebars';
import { AppFrame, handleAt, type RouteHandle } from './routes/AppFrame';
import { preloadRouteChunks } from './routes/route-preload';
import { RouteScreen, ScreenFailure, ShellErrorScreen } from './routes/RouteScreen';
import { createScreenLoader, tableScreens, type ScreenLoader, type ScreenSources } from './routes/screens';
import { ROUTES, type ErrorRoute, type LayoutKind, type ScreenRoute } from './routes/table';

// The centres are behind the login: their layout (sidebar menu, breadcrumb) is a
// chunk of its own, so the public pages, the login page first, never download it.
const centreLayout = createChunkLoader('centre-layout', () => import('./layouts/CentreLayout'));

function LoadedCentreLayout({ kind }: { kind: CentreKind }) {
  const layouts = use(centreLayout.load());
  return <layouts.CentreLayout kind={kind} />;
}

/**
 * A centre's page: the portal header at once (it is the entry's, as on the public
 * pages, and the largest paint of every centre page), the rest of the centre —
 * breadcrumb, sidebar, screen, footer — once the layout's chunk is there. Nothing
 * drawn first moves when the rest arrives: it all comes below the header.
 */
function LazyCentreLayout({ kind }: { kind: CentreKind }) {
  return (
    <div className="portal-page">
      <Header />
      <ErrorBoundary fallback={(error, reset) => <ScreenFailure error={error} retry={reset} />}>
        <Suspense
          fallback={
            <div className="portal-container centre">
              <PageLoading />
            </div>
          }
        >
          <LoadedCentreLayout kind={kind} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

const LAYOUTS: Record<LayoutKind, () => ReactElement> = {
  public: () => <PublicLayout />,
  person: () => <LazyCentreLayout kind="person" />,
  unit: () => <LazyCentreLayout kind="unit" />,
  organ: () => <LazyCentreLayout kind="organ" />,
  temp: () => <LazyCentreLayout kind="temp" />,
};

/**
 * Loads what a route renders first — the centre layout and the route's own
 * screen — at the same time. Never rejects: the screen shows a failed chunk itself.
 */
async function loadRouteCode({ path, layout }: ScreenRoute, screens: ScreenLoader): Promise<void> {
  preloadRouteChunks(path);
  const centre = layout === 'public' ? undefined : centreLayout.load().catch(() => undefined);
  await Promise.all([centre, screens.load(path)]);
}

function pageRoute(route: ScreenRoute | ErrorRoute, screens: ScreenLoader): RouteObject {
  const handle: RouteHandle = { title: route.title, guard: route.guard };
  if (route.kind === 'screen') {
    handle.preload = () => loadRouteCode(route, screens).catch(() => undefined);
  }
  const element =
    route.kind === 'screen' ? (
      <RouteScreen key={route.path} path={route.path} screens={screens} />
    ) : (
      <ShellErrorScreen key={route.path} status={route.status} />
    );
  return { path: route.path, handle, element };
}

/** The table's routes; `sources` in place of the table's screens (tests), `timeoutMs` for their chunks. */
export function buildRoutes(sources: ScreenSources = tableScreens(), timeoutMs?: number): RouteObject[] {
  const screens = createScreenLoader(sources, timeoutMs);
  const redirects: RouteObject[] = [];
  const pagesByLayout = new Map<LayoutKind, RouteObject[]>();
  for (const route of ROUTES) {
    if (route.kind === 'redirect') {
      const handle: RouteHandle = { guard: route.guard };
      redirects.push({ path: route.path, handle, element: <Navigate to={route.to} replace /> });
    } else {
      const pages = pagesByLayout.get(route.layout) ?? [];
      pages.push(pageRoute(route, screens));
      pagesByLayout.set(route.layout, pages);
    }
  }
  const layoutRoutes = [...pagesByLayout].map(([layout, children]): RouteObject => ({ element: LAYOUTS[layout](), children }));
  return [...layoutRoutes, ...redirects];
}

let routesOfPortal: RouteObject[] | undefined;

/** The portal's routes with the table's screens, built once. */
export function portalRoutes(): RouteObject[] {
  routesOfPortal ??= buildRoutes();
  return routesOfPortal;
}

/** The 500 page for a failure outside any screen; the next navigation tries again. */
function FrameFailure({ reset }: { reset: () => void }) {
  const { key } = useLocation();
  const failedAt = useRef(key);
  useEffect(() => {
    if (key !== failedAt.current) reset();
  }, [key, reset]);
  return <ShellErrorScreen status={500} />;
}

/** The page at the router's location, inside the frame. */
export function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const page = useRoutes(routes, location);
  return (
    <ErrorBoundary fallback={(_error, reset) => <FrameFailure reset={reset} />}>
      <AppFrame handle={handleAt(routes, location.pathname)}>{page}</AppFrame>
    </ErrorBoundary>
  );
}
