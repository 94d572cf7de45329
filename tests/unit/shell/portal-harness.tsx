// Renders the real portal (App, router built from the route table) in jsdom,
// with area modules chosen by the test and the browser APIs jsdom lacks.
import { act, cleanup, configure, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { createAreaLoader, type AreaSources } from '../../../src/app/areas';
import { buildRoutes } from '../../../src/app/router';
import type { Area } from '../../../src/app/routes/table';
import { BASE_PATH } from '../../../src/config/app';
import type { AppPath, AreaScreens } from '../../../src/config/paths';

// Without vitest globals Testing Library cannot unmount by itself; a whole portal is
// heavy to render, so allow for a busy machine.
afterEach(() => cleanup());
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

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

/** An area module whose screens render their path, so tests can see where they are. */
export function markerArea(screens: Partial<Record<AppPath, ComponentType>>): () => Promise<{ default: AreaScreens }> {
  return async () => ({ default: screens });
}

/** Renders inside an awaited act, so lazily loaded areas settle as they would in a browser. */
export async function renderPortal(path: string, sources: AreaSources, timeoutMs?: number) {
  const router = createMemoryRouter(buildRoutes(createAreaLoader(sources, timeoutMs)), {
    basename: BASE_PATH,
    initialEntries: [`${BASE_PATH}${path}`],
  });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App router={router} />);
  });
  /** The current path under /web (the router's own location includes the base path), with its query. */
  const where = () => `${router.state.location.pathname.slice(BASE_PATH.length)}${router.state.location.search}`;
  const go = (to: string) => act(() => router.navigate(to));
  return { ...view, router, where, go };
}

/** A click whose consequences (navigation, lazily loaded screens) settle inside act. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

export type { Area };
