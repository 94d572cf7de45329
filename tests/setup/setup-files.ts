// Shared per-file setup: DOM matchers for component tests (harmless in node tests)
// and what jsdom lacks for antd components.
import '@testing-library/jest-dom/vitest';
import { StyleProvider } from '@ant-design/cssinjs';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, vi } from 'vitest';
import { WAIT_TIMEOUT_MS } from './time-limits';

// Most test files of a worker share their modules (vitest.config.ts): each starts with
// real timers, and the globals, environment variables and spies as they were, whatever
// the file before it left.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

// ... and with nobody logged in and empty browser storage: a file that logged in (most
// files with a centre screen) left the next file of its worker a logged-in user, and a
// visitor's screen there (the login page, a query for visitors) became another screen.
if (typeof window !== 'undefined') {
  sessionStorage.clear();
  localStorage.clear();
  const { clearPendingAuthorization, endSession } = await import('../../src/stores/session');
  endSession();
  clearPendingAuthorization();
}

// A file ends once the navigation progress bar it started has gone: the bar fades out on timers
// of its own, and the next file of the worker asks whether a bar is shown.
afterAll(async () => {
  if (typeof document === 'undefined') return;
  await vi.waitFor(
    () => {
      if (document.getElementById('nprogress'))
        throw new Error('The file left the navigation progress bar on the page: end its navigations before the file ends.');
    },
    { timeout: 10_000 },
  );
});

// Without Vitest's globals Testing Library cannot unmount what a test rendered by itself.
afterEach(async () => {
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
});

// A root a test creates by itself (not through Testing Library) must be unmounted by the
// test, before it clears the document: left mounted, its app stayed subscribed to the
// stores and the keyboard, and a later file of the worker found two assistive toolbars.
// Unmounted here, after the test had cleared the document, React could not remove what
// it had put in <body> (a NotFoundError). So the test that leaves one fails, whatever
// file comes next.
const mountedRoots = new Set<Root>();
afterEach(() => {
  if (mountedRoots.size === 0) return;
  mountedRoots.clear();
  throw new Error(
    'The test left a React root mounted (createRoot or hydrateRoot): unmount it in an afterEach, before clearing the document.',
  );
});
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  const tracked =
    <Args extends unknown[]>(create: (...args: Args) => Root) =>
    (...args: Args): Root => {
      const root = create(...args);
      const unmount = root.unmount.bind(root);
      mountedRoots.add(root);
      return Object.assign(root, { unmount: () => (mountedRoots.delete(root), unmount()) });
    };
  return { ...client, createRoot: tracked(client.createRoot), hydrateRoot: tracked(client.hydrateRoot) };
});

// antd injects its CSS-in-JS stylesheets into the document, and jsdom parses every
// one of them: that made a component test spend most of its CPU in CSS parsing.
// Rendering inside StyleProvider mock="server" keeps the styles out of the DOM.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  library.configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });
  const withoutStyles = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function NoInjectedStyles({ children }: { children: ReactNode }) {
      return createElement(StyleProvider, { mock: 'server' }, Inner ? createElement(Inner, null, children) : children);
    };
  const render = (ui: Parameters<typeof library.render>[0], options?: Parameters<typeof library.render>[1]) =>
    library.render(ui, { ...options, wrapper: withoutStyles(options?.wrapper) });
  return { ...library, render };
});

if (typeof window !== 'undefined') {
  // antd's responsive grid and Table ask for these; jsdom has neither.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
