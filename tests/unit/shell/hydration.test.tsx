// @vitest-environment jsdom
// Prerendered markup taken over by the app where the browser knows more than the
// build did. Reduced motion: the build rendered the page with antd's motion on;
// antd wraps the whole app in a provider of its own once the motion is off, so
// the app must hydrate with the visitor's setting from the start (switched right
// after hydration, every component was mounted a second time, losing what was
// typed, the focus and the toasts asked for meanwhile). The unread count: a
// centre shell's account corner was rendered with none, and the overview may have
// fetched the real count before that corner was hydrated.
import { act, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { AccountMenu } from '../../../src/app/layouts/header/AccountMenu';
import { FeedbackProvider } from '../../../src/components/feedback';
import * as unreadCount from '../../../src/components/unread-count';
import { BASE_PATH } from '../../../src/config/app';
import { setUnreadCount } from '../../../src/stores/home';
import { session, USER_TYPES } from '../../../src/stores/session';

// The bell asks for the count as it opens; here the count comes from the test.
beforeEach(() => {
  vi.spyOn(unreadCount, 'refreshUnreadCount').mockResolvedValue();
});

// Hydration is driven here, not by Testing Library: React is told it runs under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The roots a test hydrated: unmounted after it, or the app would stay subscribed to the stores for the next file of the worker. */
const roots: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Hydrates `page` over `markup`; resolves with the errors React recovered from (a mismatch is one). */
async function hydrate(markup: string, page: ReactNode): Promise<{ container: HTMLElement; recoverableErrors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  // act() returns once React has committed the hydration and run every effect it scheduled.
  await act(async () => {
    roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) }));
  });
  return { container, recoverableErrors };
}

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
  const markup = renderToString(page);
  expect(markup).toContain('页面内容');

  askForLessMotion();
  const { container, recoverableErrors } = await hydrate(markup, page);

  expect(mounted).toEqual(['screen']);
  expect(recoverableErrors).toEqual([]);
  expect(container.textContent).toContain('页面内容');
});

it("hydrates a centre shell's account corner whose unread count arrived first, without a mismatch, then shows the count", async () => {
  session.ident = USER_TYPES.person;
  session.name = '王建国';
  const corner = (
    <MemoryRouter>
      <FeedbackProvider>
        <AccountMenu />
      </FeedbackProvider>
    </MemoryRouter>
  );
  const markup = renderToString(corner);
  expect(markup).toContain('未读消息 0 条');

  setUnreadCount(60);
  const { container, recoverableErrors } = await hydrate(markup, corner);

  expect(recoverableErrors).toEqual([]);
  expect(container.querySelector('[aria-label^="未读消息"]')?.getAttribute('aria-label')).toBe('未读消息 60 条');
  // It asked for the count as it opened (answered by the spy: the count here is the test's).
  expect(unreadCount.refreshUnreadCount).toHaveBeenCalled();
  setUnreadCount(0);
  session.ident = '';
  session.name = '';
});
