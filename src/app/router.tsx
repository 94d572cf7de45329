// Builds the router from the route table: the frame (guard, title, progress),
// then one layout route per kind of layout, then the table's routes.
import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { BASE_PATH } from '../config/app';
import { loadArea as loadAreaFromFeatures, type AreaLoader } from './areas';
import { CentreLayout } from './layouts/CentreLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { AppFrame, type RouteHandle } from './routes/AppFrame';
import { AreaScreen, ShellErrorScreen } from './routes/RouteScreen';
import { ROUTES, type ErrorRoute, type LayoutKind, type ScreenRoute } from './routes/table';

const LAYOUTS: Record<LayoutKind, () => ReactElement> = {
  public: () => <PublicLayout />,
  person: () => <CentreLayout kind="person" />,
  unit: () => <CentreLayout kind="unit" />,
  organ: () => <CentreLayout kind="organ" />,
  temp: () => <CentreLayout kind="temp" />,
};

function pageRoute(route: ScreenRoute | ErrorRoute, loadArea: AreaLoader): RouteObject {
  const handle: RouteHandle = { title: route.title, guard: route.guard };
  const element =
    route.kind === 'screen' ? (
      <AreaScreen key={route.path} area={route.area} path={route.path} loadArea={loadArea} />
    ) : (
      <ShellErrorScreen key={route.path} status={route.status} />
    );
  return { path: route.path, handle, element };
}

export function buildRoutes(loadArea: AreaLoader = loadAreaFromFeatures): RouteObject[] {
  const redirects: RouteObject[] = [];
  const pagesByLayout = new Map<LayoutKind, RouteObject[]>();
  for (const route of ROUTES) {
    if (route.kind === 'redirect') {
      const handle: RouteHandle = { guard: route.guard };
      redirects.push({ path: route.path, handle, element: <Navigate to={route.to} replace /> });
    } else {
      const pages = pagesByLayout.get(route.layout) ?? [];
      pages.push(pageRoute(route, loadArea));
      pagesByLayout.set(route.layout, pages);
    }
  }
  const layoutRoutes = [...pagesByLayout].map(
    ([layout, children]): RouteObject => ({ element: LAYOUTS[layout](), children }),
  );
  return [{ element: <AppFrame />, errorElement: <ShellErrorScreen status={500} />, children: [...layoutRoutes, ...redirects] }];
}

export function createAppRouter(loadArea?: AreaLoader) {
  return createBrowserRouter(buildRoutes(loadArea), { basename: BASE_PATH });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
