// @vitest-environment jsdom
// A prerendered page taken over by the app for a visitor whose system asks for
// less motion: the build rendered it with antd's motion on, the browser's theme
// has it off. antd wraps the whole app in a provider of its own once the motion
// is off, so the app must hydrate with the visitor's setting from the start:
// switched right after hydration, every component was mounted a second time,
// losing what was typed, the focus and the toasts asked for meanwhile.
import { act, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { BASE_PATH } from '../../../src/config/app';

// Hydration is driven here, not by Testing Library: React is told it runs under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function askForLessMotion(): void {
  const plain = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query.includes('prefers-reduced-motion') ? { ...plain(query), matches: true } : plain(query),
  );
}

it('hydrates a prerendered page once for a visitor who asked for less motion: nothing is mounted twice', async () => {
  const mounted: string[] = [];
  function Screen() {
    useEffect(() => {
      mounted.push('screen');
      return () => void mounted.push('screen gone');
    }, []);
    return <p>页面内容</p>;
  }
  const routes: RouteObject[] = [{ path: '/index', element: <Screen /> }];
  const router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter basename={BASE_PATH} initialEntries={[`${BASE_PATH}/index`]}>
      {children}
    </MemoryRouter>
  );
  const page = <App routes={routes} router={router} />;

  // The build renders without a visitor: motion on.
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  expect(container.textContent).toContain('页面内容');

  askForLessMotion();
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  await act(() => new Promise((settled) => setTimeout(settled, 50)));

  expect(mounted).toEqual(['screen']);
  expect(recoverableErrors).toEqual([]);
  expect(container.textContent).toContain('页面内容');
});
