// Renders the real portal (App, router built from the route table) in jsdom,
// with screens chosen by the test and the browser APIs jsdom lacks.
import { act, configure, fireEvent, render } from '@testing-library/react';
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../../../src/app/App';
import { buildRoutes } from '../../../src/app/router';
import type { ScreenSources } from '../../../src/app/routes/screens';
import { ROUTES, type Area } from '../../../src/app/routes/table';
import { BASE_PATH } from '../../../src/config/app';

/**
 * A whole portal is heavy to render: a file that renders it calls this at its top, so its
 * tests and waits allow for a busy machine. A call, not an effect of importing this module:
 * files share their modules (vitest.config.ts), so an import's effects would reach only the
 * first file of a worker.
 */
export function allowForWholePortal(): void {
  configure({ asyncUtilTimeout: 30_000 });
  vi.setConfig({ testTimeout: 120_000 });
}

/** jsdom has no layout: antd's responsive helpers and scrolling need these. */
export function stubBrowser(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** Screens of the test's own, by path, each arriving as a loaded chunk would. */
export function markerScreens(screens: Partial<Record<string, ComponentType>>): ScreenSources {
  return Object.fromEntries(Object.entries(screens).map(([path, screen]) => [path, async () => screen]));
}

/** The route table's own screens of one area. */
export function areaScreens(area: Area): ScreenSources {
  return Object.fromEntries(
    ROUTES.flatMap((route) => (route.kind === 'screen' && route.area === area ? [[route.path, route.screen]] : [])),
  );
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

/** Renders inside an awaited act, so lazily loaded screens settle as they would in a browser. */
export function renderPortal(path: string, sources: ScreenSources, timeoutMs?: number) {
  return renderPortalRoutes(path, buildRoutes(sources, timeoutMs));
}

/** The portal with routes of the test's own in place of the table's. */
export async function renderPortalRoutes(path: string, routes: RouteObject[]) {
  let state: RouterState | undefined;
  // Reads the memory router from inside, after each of the portal's renders.
  function RouterProbe() {
    const location = useLocation();
    const navigationType = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      state = { location, navigationType, navigate };
    });
    return null;
  }
  function TestRouter({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter basename={BASE_PATH} initialEntries={[`${BASE_PATH}${path}`]}>
        {children}
        <RouterProbe />
      </MemoryRouter>
    );
  }
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App router={TestRouter} routes={routes} />);
  });
  const router = (): RouterState => {
    if (!state) throw new Error('the portal has not rendered its router');
    return state;
  };
  /** The current path under /web, with its query. */
  const where = () => `${router().location.pathname}${router().location.search}`;
  const go = (to: string) => act(() => router().navigate(to));
  return { ...view, router, where, go };
}

/** A click whose consequences (navigation, lazily loaded screens) settle inside act. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

export type { Area };
